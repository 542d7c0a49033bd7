import { addNotification, clearNotifications } from "./support/db.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"

test("opening a notification from the panel marks it read on the server and lowers the badge at once", async ({
  page,
  server,
}) => {
  clearNotifications(server, "sales-manager")
  addNotification(server, "sales-manager", {
    status: "informal",
    message: "پیش‌فاکتور ۴۱۰ برای تایید ارسال شد",
    serial_number: 410,
  })
  addNotification(server, "sales-manager", {
    status: "informal",
    message: "پیش‌فاکتور ۴۱۱ برای تایید ارسال شد",
    serial_number: 411,
  })
  await signIn(page, "sales-manager")
  await expect(page.getByTestId("unread-badge")).toHaveText("۲")
  const marked = page.waitForResponse(
    (response) => /\/api\/Admin\/notifications\/\d+$/.test(response.url()) && response.request().method() === "POST",
  )
  await page.getByTestId("notifications-button").click()
  await page
    .getByTestId("notification")
    .filter({ hasText: "پیش‌فاکتور ۴۱۰" })
    .getByRole("button", { name: /پیش‌فاکتور ۴۱۰/ })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list\?serial_number=410$/)
  await expect(page.getByTestId("unread-badge")).toHaveText("۱")
  expect((await marked).status()).toBe(200)
  // The server agrees: a reload still counts one.
  await page.reload()
  await expect(page.getByTestId("unread-badge")).toHaveText("۱")
})

test("opening a notification from its toast marks it read and opens its list", async ({ page, server }) => {
  clearNotifications(server, "sales-manager")
  addNotification(server, "sales-manager", {
    status: "informal",
    message: "پیش‌فاکتور ۴۲۰ برای تایید ارسال شد",
    serial_number: 420,
  })
  await signIn(page, "sales-manager")
  const toast = page.getByTestId("toast").filter({ hasText: "پیش‌فاکتور ۴۲۰" })
  await expect(toast).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveText("۱")
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `.tmp/shots/h4/notification-toast-${width}.png` })
  }
  await toast.getByRole("link", { name: "مشاهده" }).click()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list\?serial_number=420$/)
  await expect(page.getByTestId("unread-badge")).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByTestId("unread-badge")).toHaveCount(0)
})

test("the sales manager's home counts the quotations awaiting approval and opens the list filtered to them", async ({ page }) => {
  await signIn(page, "sales-manager")
  await page.goto("/dashboard")
  const card = page.getByRole("link", { name: /پیش‌فاکتورهای در انتظار تایید/ })
  await expect(card).toBeVisible()
  await expect(card).toHaveText(/[۰-۹]/)
  await expect(card).not.toHaveText(/[0-9]/)
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `.tmp/shots/h4/home-${width}.png`, fullPage: true })
  }
  await card.click()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list\?state=pending$/)
})
