import { existsSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"

/** Debian's headless shell of Chromium, else its full Chromium, unless CHROMIUM_PATH names another; Playwright cannot download its own browser here. */
const executablePath =
  process.env.CHROMIUM_PATH ||
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium")

// Without these flags Chromium keeps calling home, which floods the closed network and slows every test.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.spec\.ts$/,
  globalSetup: "./tests/e2e/support/globalSetup.ts",
  fullyParallel: false,
  workers: Math.min(2, Number(process.env.E2E_WORKERS) || 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: `playwright-report/e2e-${Number(process.env.E2E_PORT) || 4310}` }]]
    : [["list"]],
  // One output folder per base port, so two helpers' runs never delete each other's traces.
  outputDir: `test-results/e2e-${Number(process.env.E2E_PORT) || 4310}`,
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    launchOptions: { executablePath, args: chromiumArgs },
    // Recording every test's trace costs about a quarter of the suite's time on two cores; CI keeps one for each retry.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
})
