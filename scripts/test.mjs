// Runs every suite of the project in order and stops at the first that fails: the README's `npm test`.
import { spawnSync } from "node:child_process"
import { findChromium } from "./chromium.mjs"

const run = (title, command, args, env = {}) => {
  console.log(`\n== ${title}: ${command} ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n== ${title} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`== ${title} passed in ${seconds} s`)
}

const only = process.argv[2]
const steps = {
  typecheck: () => {
    run("typecheck (whole project)", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"])
    run("typecheck (domain without DOM or Node)", "npx", ["tsc", "--noEmit", "-p", "tsconfig.domain.json"])
  },
  lint: () => run("lint", "npx", ["eslint", "."]),
  arrows: () => run("dependency arrows", "npx", ["tsx", "scripts/check-arrows.ts"]),
  unit: () => run("unit, property, server and contract tests", "npx", ["vitest", "run"]),
  e2e: async () => {
    const chromium = await findChromium()
    run("end-to-end tests in Chromium", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromium })
  },
}

for (const [name, step] of Object.entries(steps)) if (!only || only === name) await step()
console.log("\nnpm test: every suite passed")
