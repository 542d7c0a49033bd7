// Takes screenshots of the login card, the shell and the notifications panel at 1280 and 375 px into ./screenshots (ignored by git).
// Run: npx tsx tests/e2e/support/screenshots.ts (after a build into the e2e dist folder, or with E2E_SKIP_BUILD unset to build).
import { chromium, type Page } from "@playwright/test"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import globalSetup from "./globalSetup.ts"
import { repoRoot } from "./paths.ts"
import { startServer } from "./server.ts"
import { signIn } from "./session.ts"

const out = join(repoRoot, "screenshots")
mkdirSync(out, { recursive: true })
globalSetup()
const server = await startServer({}, 9)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
})
const shoot = (page: Page, name: string) => page.screenshot({ path: join(out, `${name}.png`), fullPage: false })
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width, height: width > 400 ? 800 : 740 },
      locale: "fa-IR",
      timezoneId: "Asia/Tehran",
    })
    const page = await context.newPage()
    await page.goto("/")
    await page.getByRole("heading", { name: "ورود" }).waitFor()
    await shoot(page, `login-${width}`)
    await page.getByRole("button", { name: "ورود", exact: true }).click()
    await shoot(page, `login-errors-${width}`)
    await signIn(page, "super-admin")
    await page.waitForTimeout(800)
    await shoot(page, `shell-${width}`)
    if (width > 400) {
      await page.keyboard.press("Control+b")
      await page.getByTestId("sidebar").getByRole("link", { name: "رنگ طلق" }).hover()
      await page.waitForTimeout(900)
      await shoot(page, `shell-collapsed-${width}`)
      await page.keyboard.press("Control+b")
      await page
        .getByTestId("sidebar")
        .getByRole("button", { name: /مدیر کل/ })
        .click()
      await shoot(page, `user-menu-${width}`)
      await page.keyboard.press("Escape")
      await page.getByTestId("notifications-button").click()
    } else {
      await page.getByTestId("sidebar-toggle").click()
      await page.waitForTimeout(400)
      await shoot(page, `sheet-${width}`)
      await page.getByTestId("mobile-sidebar").getByTestId("notifications-button").click()
    }
    await page.getByTestId("notification").first().waitFor()
    await page.waitForTimeout(400)
    await shoot(page, `notifications-${width}`)
    await page.keyboard.press("Escape")
    for (const [path, name] of [
      ["/dashboard/user-list", "not-available"],
      ["/dashboard/nowhere", "not-found"],
    ] as const) {
      await page.goto(path)
      await page.waitForTimeout(800)
      await shoot(page, `${name}-${width}`)
    }
    await context.setOffline(true)
    await page.waitForTimeout(300)
    await shoot(page, `offline-${width}`)
    await context.close()
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await server.stop()
}
