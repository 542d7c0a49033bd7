import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { distDir, repoRoot } from "./paths.ts"

/** Builds the browser app once for the whole run (E2E_SKIP_BUILD=1 reuses an existing build while iterating). */
export default function globalSetup(): void {
  const outDir = distDir()
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(join(outDir, "index.html"))) return
  const started = Date.now()
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, OUT_DIR: outDir },
  })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
  console.log(`e2e: built the app into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
