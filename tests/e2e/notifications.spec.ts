import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { persianDigits, type DemoRole } from "./support/accounts.ts"
import { pauseClock } from "./support/clock.ts"
import { addNotification, clearNotifications } from "./support/db.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { keepScreenshot } from "./ui-pages-support.ts"

const openPanel = async (page: Page) => {
  await page.getByTestId("notifications-button").click()
  const panel = page.getByRole("dialog", { name: "اعلان‌ها" })
  await expect(panel).toBeVisible()
  return panel
}

const row = (page: Page, message: string) => page.getByTestId("notification").filter({ hasText: message })

test("the panel loads its list when opened, showing 5 skeleton rows meanwhile", async ({ page, server }) => {
  addNotification(server, "sales-manager", { status: "informal", message: "پیش‌فاکتور آزمایشی ۱ ثبت شد", serial_number: 7001 })
  await signIn(page, "sales-manager")
  // The list call reaches the real server; it is only held back so the loading rows can be seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resume) => (release = resume))
  await page.route("**/api/Admin/notifications/list", async (route) => {
    await held
    await route.continue()
  })
  const listed = page.waitForRequest("**/api/Admin/notifications/list")
  const panel = await openPanel(page)
  await listed
  await expect(panel.getByTestId("notification-skeleton")).toHaveCount(5)
  release()
  await expect(panel.getByTestId("notification-skeleton")).toHaveCount(0)
  await expect(row(page, "پیش‌فاکتور آزمایشی ۱ ثبت شد")).toBeVisible()
  await expect(row(page, "پیش‌فاکتور آزمایشی ۱ ثبت شد")).toContainText("۷۰۰۱")
})

test("marking one read is shown at once, toasted, and lowers the badge", async ({ page, server }) => {
  clearNotifications(server, "sales-expert")
  addNotification(server, "sales-expert", { status: "formal", message: "فاکتور رسمی ۸۸ صادر شد", serial_number: 88 })
  addNotification(server, "sales-expert", { status: "informal", message: "پیش‌فاکتور ۸۹ ثبت شد", serial_number: 89 })
  await signIn(page, "sales-expert")
  await expect(page.getByTestId("unread-badge")).toHaveText("۲")
  await openPanel(page)
  const item = row(page, "فاکتور رسمی ۸۸ صادر شد")
  await expect(item).toHaveAttribute("data-unread", "true")
  await item.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" }).click()
  await expect(item).toHaveAttribute("data-unread", "false")
  await expect(page.getByRole("status").filter({ hasText: "اعلان خوانده شد" })).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveText("۱")
})

test("a failed mark-read is rolled back with the error toast", async ({ page, server }) => {
  clearNotifications(server, "super-admin")
  addNotification(server, "super-admin", { status: "informal", message: "پیش‌فاکتور ۹۱ ثبت شد", serial_number: 91 })
  await signIn(page, "super-admin")
  await openPanel(page)
  const item = row(page, "پیش‌فاکتور ۹۱ ثبت شد")
  await expect(item).toHaveAttribute("data-unread", "true")
  let release: () => void = () => undefined
  const held = new Promise<void>((resume) => (release = resume))
  // The injected fault: the server fails the mark-read call with a 500.
  await page.route(/\/api\/Admin\/notifications\/\d+$/, async (route) => {
    await held
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal" }) })
  })
  await item.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" }).click()
  await expect(item).toHaveAttribute("data-unread", "false")
  release()
  await expect(item).toHaveAttribute("data-unread", "true")
  await expect(page.getByRole("alert").filter({ hasText: "خطایی رخ داد، لطفاً دوباره تلاش کنید" })).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveText("۱")
})

test("mark all clears every unread notification", async ({ page, server }) => {
  clearNotifications(server, "sales-manager")
  for (const n of [1, 2, 3])
    addNotification(server, "sales-manager", { status: "informal", message: `پیش‌فاکتور ${n}۰ ثبت شد`, serial_number: n * 10 })
  await signIn(page, "sales-manager")
  await expect(page.getByTestId("unread-badge")).toHaveText("۳")
  const panel = await openPanel(page)
  await expect(panel.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(3)
  await panel.getByRole("button", { name: "علامت‌گذاری همه به‌عنوان خوانده‌شده" }).click()
  await expect(page.getByRole("status").filter({ hasText: "همه اعلانها خوانده شدند" })).toBeVisible()
  await expect(panel.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0)
  await expect(page.getByTestId("unread-badge")).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId("sidebar-toggle")).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveCount(0)
})

test("a user without notifications sees the empty state", async ({ page, server }) => {
  clearNotifications(server, "financial-manager")
  await signIn(page, "financial-manager")
  const panel = await openPanel(page)
  await expect(panel.getByText("اعلان جدیدی وجود ندارد")).toBeVisible()
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  )
  expect(violations).toEqual([])
})

const targets: ReadonlyArray<{ role: DemoRole; status: string; serial: number; path: string }> = [
  { role: "sales-manager", status: "formal", serial: 501, path: "/dashboard/formal-invoice-list?serial_number=501" },
  { role: "sales-expert", status: "informal", serial: 502, path: "/dashboard/informal-invoice-list?serial_number=502" },
  { role: "financial-manager", status: "formal", serial: 503, path: "/dashboard/order-list?serial_number=503" },
  { role: "super-admin", status: "informal", serial: 504, path: "/dashboard/informal-invoice-list?serial_number=504" },
]
for (const { role, status, serial, path } of targets) {
  test(`${role} clicking a ${status} notification goes to ${path}`, async ({ page, server }) => {
    addNotification(server, role, { status, message: `رویداد شماره ${serial}`, serial_number: serial })
    await signIn(page, role)
    await openPanel(page)
    // The panel shows the server's digits as Persian digits.
    const message = `رویداد شماره ${persianDigits(String(serial))}`
    await row(page, message)
      .getByRole("button", { name: new RegExp(message) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`))
  })
}

test("the panel has no serious or critical accessibility violation", async ({ page, server }) => {
  addNotification(server, "super-admin", {
    status: "informal",
    message: "پیش‌فاکتور ۳۳ رد شد",
    reason: "قیمت نادرست",
    serial_number: 33,
  })
  await signIn(page, "super-admin")
  await openPanel(page)
  await expect(row(page, "پیش‌فاکتور ۳۳ رد شد")).toBeVisible()
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  )
  expect(violations).toEqual([])
  await keepScreenshot(page, "notifications-panel-1280")
})

test("a notification created after load is toasted within 5 minutes, once, with a read action", async ({ page, server }) => {
  clearNotifications(server, "sales-expert")
  const unreadPath = "/api/Admin/notifications/unread"
  let polls = 0
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === unreadPath) polls += 1
  })
  await page.clock.install()
  // The first poll goes out when the shell starts: it must have answered (with nothing) before the notification exists.
  const firstPoll = page.waitForResponse(`**${unreadPath}`)
  await signIn(page, "sales-expert")
  await firstPoll
  await expect(page.getByTestId("unread-badge")).toHaveCount(0)
  // From here the page's time moves only when the test moves it, so the toast's 10 s are counted exactly.
  await pauseClock(page)
  addNotification(server, "sales-expert", { status: "formal", message: "فاکتور رسمی ۷۷۷ تایید شد", serial_number: 777 })
  const toast = page.getByTestId("toast").filter({ hasText: "فاکتور رسمی ۷۷۷ تایید شد" })
  await page.clock.fastForward("04:50")
  // No poll before the 5 minutes are up (a timer due inside the jump would have fired at its end).
  expect(polls).toBe(1)
  await expect(toast).toHaveCount(0)
  const polled = page.waitForResponse(`**${unreadPath}`)
  await page.clock.fastForward("00:11")
  await polled
  expect(polls).toBe(2)
  await expect(toast).toBeVisible()
  await expect(toast.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" })).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveText("۱")
  // The toast stays 10 s.
  await page.clock.fastForward("00:09")
  await expect(toast).toBeVisible()
  await page.clock.fastForward("00:02")
  await expect(toast).toHaveCount(0)
  // The next poll finds it still unread but does not toast it again: a newer one, toasted by the same poll, shows the poll was handled.
  addNotification(server, "sales-expert", { status: "informal", message: "پیش‌فاکتور ۷۷۸ ثبت شد", serial_number: 778 })
  const second = page.getByTestId("toast").filter({ hasText: "پیش‌فاکتور ۷۷۸ ثبت شد" })
  const again = page.waitForResponse(`**${unreadPath}`)
  await page.clock.fastForward("05:00")
  await again
  await expect(second).toBeVisible()
  await expect(toast).toHaveCount(0)
  await expect(page.getByTestId("unread-badge")).toHaveText("۲")
  // Nor does a reload in the same session toast either of them again; a third, new one is toasted by the first poll after it.
  addNotification(server, "sales-expert", { status: "formal", message: "فاکتور رسمی ۷۷۹ صادر شد", serial_number: 779 })
  const third = page.getByTestId("toast").filter({ hasText: "فاکتور رسمی ۷۷۹ صادر شد" })
  const afterReload = page.waitForResponse(`**${unreadPath}`)
  // The app starts on timers of its own, so the time runs again over the reload, and stops once the first poll has answered.
  await page.clock.resume()
  await page.reload()
  await afterReload
  await pauseClock(page)
  await expect(third).toBeVisible()
  await expect(toast).toHaveCount(0)
  await expect(second).toHaveCount(0)
  await expect(page.getByTestId("unread-badge")).toHaveText("۳")
})

test("the read action of a notification toast marks it read", async ({ page, server }) => {
  clearNotifications(server, "super-admin")
  addNotification(server, "super-admin", { status: "informal", message: "پیش‌فاکتور ۶۰۶ ثبت شد", serial_number: 606 })
  await signIn(page, "super-admin")
  const toast = page.getByTestId("toast").filter({ hasText: "پیش‌فاکتور ۶۰۶ ثبت شد" })
  await expect(toast).toBeVisible()
  await toast.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" }).click()
  await expect(page.getByRole("status").filter({ hasText: "اعلان خوانده شد" })).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveCount(0)
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test("the panel opens from the sheet and marks a notification read", async ({ page, server }) => {
    clearNotifications(server, "sales-manager")
    addNotification(server, "sales-manager", { status: "formal", message: "فاکتور رسمی ۴۲ صادر شد", serial_number: 42 })
    await signIn(page, "sales-manager")
    await page.getByTestId("sidebar-toggle").click()
    await page.getByTestId("mobile-sidebar").getByTestId("notifications-button").click()
    const panel = page.getByRole("dialog", { name: "اعلان‌ها" })
    await expect(panel).toBeVisible()
    const item = row(page, "فاکتور رسمی ۴۲ صادر شد")
    await expect(item.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" })).toBeInViewport()
    await keepScreenshot(page, "notifications-panel-375")
    await item.getByRole("button", { name: "علامت‌گذاری به‌عنوان خوانده‌شده" }).click()
    await expect(item).toHaveAttribute("data-unread", "false")
  })
})
