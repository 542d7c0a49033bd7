// Finds a Chromium for the browser tests, installing one where it can, so `npm test` works on a fresh machine.
import { execSync, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

const playwrightChromium = async () => {
  try {
    const { chromium } = await import("@playwright/test")
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * Answers the path of a Chromium binary: CHROMIUM_PATH, Debian's headless shell (the suite runs about an eighth faster in it than
 * in the full browser, camera and printing included), Debian's chromium, or Playwright's own; installs one when none is found.
 */
export const findChromium = async () => {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    await playwrightChromium(),
  ]
  const found = candidates.find((path) => path && existsSync(path))
  if (found) return found
  const root = typeof process.getuid === "function" && process.getuid() === 0
  if (root && existsSync("/usr/bin/apt-get")) {
    console.log("test: no Chromium found; installing Debian's chromium-headless-shell package")
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell", {
      stdio: "inherit",
    })
    if (existsSync("/usr/bin/chromium-headless-shell")) return "/usr/bin/chromium-headless-shell"
  } else {
    console.log("test: no Chromium found; trying Playwright's installer")
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" })
    const own = await playwrightChromium()
    if (own) return own
  }
  throw new Error(
    "No Chromium for the browser tests. Install one (Debian: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to its binary.",
  )
}

/** Makes sure poppler-utils (pdftotext, pdfinfo, pdftoppm) is there for the printed pages' tests, installing it where it can. */
export const ensurePdfTools = () => {
  const has = spawnSync("pdftotext", ["-v"], { stdio: "ignore" }).status === 0
  if (has) return
  const root = typeof process.getuid === "function" && process.getuid() === 0
  if (root && existsSync("/usr/bin/apt-get")) {
    console.log("test: no pdftotext found; installing Debian's poppler-utils package")
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils", { stdio: "inherit" })
    return
  }
  throw new Error(
    "No pdftotext for the printed pages' tests. Install poppler-utils (Debian: `sudo apt-get install poppler-utils`; macOS: `brew install poppler`).",
  )
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await findChromium())
