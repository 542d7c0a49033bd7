import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { demoRoles, type DemoRole } from "./support/accounts.ts"
import { pauseClock } from "./support/clock.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical")

const groupsOf: Readonly<Record<DemoRole, ReadonlyArray<string>>> = {
  "super-admin": [
    "dashboard",
    "users",
    "customers",
    "access",
    "settings",
    "invoices",
    "orders",
    "production",
    "floor",
    "announcements",
  ],
  "sales-manager": ["dashboard", "users", "customers", "access", "settings", "invoices", "announcements"],
  "sales-expert": ["dashboard", "customers", "invoices"],
  "financial-manager": ["dashboard", "orders"],
  "production-manager": ["dashboard", "production", "floor"],
  operator: ["dashboard", "floor"],
}

test.describe("sidebar per role", () => {
  for (const role of demoRoles) {
    test(`${role} sees exactly the groups ${groupsOf[role].join(", ")}`, async ({ page }) => {
      await signIn(page, role)
      const sidebar = page.getByTestId("sidebar")
      const groups = await sidebar
        .locator("[data-menu-group]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-menu-group")))
      expect(groups).toEqual(groupsOf[role])
      const orders = sidebar.getByRole("link", { name: "سفارش‌ها" })
      await expect(orders).toHaveCount(groupsOf[role].includes("orders") ? 1 : 0)
      const colours = sidebar.getByRole("link", { name: "رنگ طلق" })
      await expect(colours).toHaveCount(groupsOf[role].includes("settings") ? 1 : 0)
    })
  }
})

test("the dashboard home welcomes the user by name and role", async ({ page }) => {
  await signIn(page, "financial-manager")
  await expect(page.getByRole("heading", { level: 1 })).toContainText("خوش آمدید")
  await expect(page.getByText("نقش شما: مدیر مالی")).toBeVisible()
  await expect(page.getByRole("heading", { name: "اطلاعیه‌های امروز" })).toBeVisible()
})

test("Ctrl+B collapses the sidebar to icons, the cookie keeps it for 7 days across a reload, and icons show tooltips", async ({
  page,
  context,
}) => {
  await page.clock.install()
  await signIn(page, "super-admin")
  const sidebar = page.getByTestId("sidebar")
  await expect(sidebar).toHaveAttribute("data-state", "expanded")
  expect((await sidebar.boundingBox())?.width).toBe(256)
  await page.keyboard.press("Control+b")
  await expect(sidebar).toHaveAttribute("data-state", "collapsed")
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48)
  const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state")
  expect(cookie?.value).toBe("false")
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(604_800 - 60)
  expect(lifetime).toBeLessThanOrEqual(604_800 + 1)
  await page.reload()
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed")
  const link = page.getByTestId("sidebar").getByRole("link", { name: "رنگ طلق" })
  await expect(link).toBeVisible()
  // The tooltip waits 700 ms: the page's time moves only when the test moves it, so the wait is measured exactly.
  await pauseClock(page)
  await link.hover()
  const tooltip = page.getByRole("tooltip", { name: "رنگ طلق" })
  await page.clock.fastForward(699)
  await expect(tooltip).toBeHidden()
  await page.clock.fastForward(1)
  await expect(tooltip).toBeVisible()
  await page.clock.resume()
  await page.keyboard.press("Meta+b")
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded")
})

test("the user menu leads to the change-password page", async ({ page }) => {
  await signIn(page, "sales-expert")
  await page.getByRole("button", { name: /کارشناس فروش/ }).click()
  await page.getByRole("menuitem", { name: "تغییر رمز عبور" }).click()
  await expect(page).toHaveURL(/\/dashboard\/edit-password$/)
  await expect(page.getByRole("heading", { level: 1, name: "تغییر رمز عبور" })).toBeVisible()
})

test("a built screen's address with segments it does not take shows the not-found page inside the shell", async ({ page }) => {
  await signIn(page, "super-admin")
  // Every route of the specification is built, so an address with extra segments is one the app does not have.
  await page.goto("/dashboard/invoice-editor/a/b/c")
  await expect(page.getByRole("heading", { name: "صفحه پیدا نشد" })).toBeVisible()
  await expect(page.getByTestId("sidebar")).toBeVisible()
})

test("a route whose menu group the role lacks, typed by hand, shows the no-access page", async ({ page }) => {
  await signIn(page, "financial-manager")
  await page.goto("/dashboard/laminate-color-list")
  await expect(page.getByRole("heading", { name: "شما به این بخش دسترسی ندارید" })).toBeVisible()
  await page.getByRole("link", { name: "بازگشت به داشبورد" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test("an unknown address shows the not-found page with a way back", async ({ page }) => {
  await signIn(page, "sales-manager")
  await page.goto("/dashboard/no-such-screen")
  await expect(page.getByRole("heading", { name: "صفحه پیدا نشد" })).toBeVisible()
  await page.goto("/no/such/page")
  await expect(page.getByRole("heading", { name: "صفحه پیدا نشد" })).toBeVisible()
  await page.getByRole("link", { name: "بازگشت به صفحه اصلی" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test("the shell has no serious or critical accessibility violation, expanded and collapsed", async ({ page }) => {
  await signIn(page, "super-admin")
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press("Control+b")
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed")
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: /منوی کاربر/ }).click()
  await expect(page.getByRole("menuitem", { name: "خروج" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test("the sidebar is an off-canvas sheet of 18rem that opens from the toggle and closes after navigating", async ({ page }) => {
    await signIn(page, "sales-manager")
    await expect(page.getByTestId("sidebar")).toBeHidden()
    await page.getByTestId("sidebar-toggle").click()
    const sheet = page.getByTestId("mobile-sidebar")
    await expect(sheet).toBeVisible()
    const box = await sheet.boundingBox()
    expect(box?.width).toBe(288)
    // The sheet comes from the right edge, the start side of a right-to-left page.
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375)
    expect(await seriousViolations(page)).toEqual([])
    await sheet.getByRole("link", { name: "اطلاعیه‌ها" }).click()
    await expect(page).toHaveURL(/\/dashboard\/announcement-list$/)
    await expect(sheet).toBeHidden()
    await page.keyboard.press("Control+b")
    await expect(page.getByTestId("mobile-sidebar")).toBeVisible()
  })

  test("the shell has no serious or critical accessibility violation", async ({ page }) => {
    await signIn(page, "financial-manager")
    expect(await seriousViolations(page)).toEqual([])
  })
})
