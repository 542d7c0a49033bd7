// `npm start`: builds the UI with Vite, then runs the server (migrations, first-start seed, SPA and /api on PORT).
import { spawn, spawnSync } from "node:child_process"

if (process.env.SKIP_BUILD !== "1") {
  console.log("Building the UI (vite build) ...")
  // The UI is built where the server will serve it from (DIST_DIR, ./dist by default).
  const build = spawnSync("npx", ["vite", "build"], {
    stdio: "inherit",
    env: { ...process.env, OUT_DIR: process.env.DIST_DIR || "dist" },
  })
  if (build.status !== 0) {
    console.error("The UI build failed; the server was not started.")
    process.exit(build.status ?? 1)
  }
}

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit" })
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal))
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
