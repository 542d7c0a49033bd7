// Runs every suite of the project in order and stops at the first that fails: the README's `npm test`.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { ensurePdfTools, findChromium } from "./chromium.mjs"

const reports = ".tmp/test-reports"
const tally = { passed: 0, failed: 0 }

const run = (title, command, args, env = {}, report = () => {}) => {
  console.log(`\n== ${title}: ${command} ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n== ${title} failed after ${seconds} s`)
    try {
      report()
    } catch {
      // A runner that died before writing its report still counts as one failure below.
    }
    console.log(`\ntests: ${tally.passed} passed, ${Math.max(tally.failed, 1)} failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`== ${title} passed in ${seconds} s`)
}

/** Adds a runner's JSON report to the tally; a suite that ran no test fails the run. */
const count = (title, file, read, { requireTests = true } = {}) => {
  if (!existsSync(file)) throw new Error(`${title}: no report at ${file}`)
  const { passed, failed } = read(JSON.parse(readFileSync(file, "utf8")))
  tally.passed += passed
  tally.failed += failed
  if (requireTests && passed + failed === 0) {
    console.error(`${title}: no test ran`)
    process.exit(1)
  }
}

const only = process.argv[2]
const steps = {
  typecheck: () => {
    run("typecheck (whole project)", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"])
    run("typecheck (domain without DOM or Node)", "npx", ["tsc", "--noEmit", "-p", "tsconfig.domain.json"])
  },
  lint: () => run("lint", "npx", ["eslint", "."]),
  format: () => run("format (Prettier)", "npx", ["prettier", "--check", "."]),
  arrows: () => run("dependency arrows", "npx", ["tsx", "scripts/check-arrows.ts"]),
  unit: () => {
    const file = `${reports}/vitest.json`
    const read = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests })
    run(
      "unit, property, server and contract tests",
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
      {},
      () => count("vitest", file, read, { requireTests: false }),
    )
    count("vitest", file, read)
  },
  e2e: async () => {
    const chromium = await findChromium()
    ensurePdfTools()
    const file = `${reports}/playwright.json`
    const read = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected })
    run(
      "end-to-end tests in Chromium",
      "npx",
      ["playwright", "test", "--reporter=list,json"],
      { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      () => count("playwright", file, read, { requireTests: false }),
    )
    count("playwright", file, read)
  },
}

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
for (const [name, step] of Object.entries(steps)) if (!only || only === name) await step()
console.log(`\ntests: ${tally.passed} passed, ${tally.failed} failed`)
