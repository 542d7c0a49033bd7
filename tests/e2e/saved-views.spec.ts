import type { Browser, Page } from "@playwright/test"
import { mkdirSync } from "node:fs"
import { addDays, formatJalali, jalaliWeekday, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect as baseExpect, test } from "./support/fixtures.ts"
import { signIn, signInWith } from "./support/session.ts"
import { apiAs } from "./ui-pages-support.ts"

// Saved views and remembered filters (issue 30, point 13). Texts are written here as the design words them.
// Two cores shared by many runs: a journey of several pages and screenshots gets room.
test.describe.configure({ timeout: 240_000 })
// Pages load slowly on a shared machine: each expectation waits up to 30 s for the screen to show it.
const expect = baseExpect.configure({ timeout: 30_000 })
const shots = ".tmp/shots/h6"
mkdirSync(shots, { recursive: true })
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const menu = (page: Page) => page.getByRole("navigation", { name: "منوی اصلی" })
const viewsButton = (page: Page) => page.locator("[data-view-menu]")
const asciiDigits = (text: string) => text.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)))
const bodyRows = (page: Page, caption: string) =>
  page
    .getByRole("table", { name: caption })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })

/** A second financial manager, made by the super-admin as staff are added: same role, their own sign-in. */
const secondFinancialManager = async (request: Parameters<typeof apiAs>[0], baseURL: string) => {
  const admin = await apiAs(request, baseURL, "super-admin")
  const digits = String(Date.now()).slice(-7)
  const login = { mobile: `0913${digits}`, password: "Views1234" }
  const created = await admin.post("/Admin/user", {
    name: "نرگس",
    last_name: "کاظمی",
    // The login rule's pattern: three digits, 0, a digit up to 6, 0 or 1, four digits.
    personnel_code: `200040${digits.slice(-4)}`,
    mobile: login.mobile,
    role: "financial-manager",
    password: login.password,
  })
  expect(created.status(), await created.text()).toBe(201)
  return login
}

const newPage = async (browser: Browser, baseURL: string, width = 1280) =>
  (await browser.newContext({ baseURL, viewport: { width, height: 860 }, locale: "fa-IR", timezoneId: "Asia/Tehran" })).newPage()

test("a saved view of the orders: saved by name from the keyboard, kept on reload, shared by its address with another financial manager, and the last filters come back from the menu", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const other = await secondFinancialManager(request, baseURL ?? "")
  await page.setViewportSize({ width: 1280, height: 860 })
  await signIn(page, "financial-manager")
  await menu(page).getByRole("link", { name: "سفارش‌ها" }).click()
  await page.getByLabel("وضعیت تولید").selectOption({ label: "آماده تحویل" })
  await page.getByRole("combobox", { name: "مانده", exact: true }).selectOption({ label: "دارای مانده" })
  await expect.poll(() => query(page)).toMatchObject({ production_state: "ready", has_balance: "1" })

  // Save the current filters under a name, with the keyboard alone.
  const name = `آماده‌های بدهکار ${persianDigits(String(Date.now() % 10_000))}`
  await viewsButton(page).focus()
  await page.keyboard.press("Enter")
  const nameField = page.getByLabel("ثبت فیلترهای فعلی با نام")
  await nameField.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText("نام نما را وارد کنید")).toBeVisible()
  await nameField.fill(name)
  await page.keyboard.press("Enter")
  await expect(page.getByText(`نمای «${name}» ثبت شد`)).toBeVisible()
  await expect
    .poll(() => query(page))
    .toMatchObject({ production_state: "ready", has_balance: "1", view: expect.stringMatching(/^\d+$/) })
  const viewId = query(page)["view"]
  await expect(viewsButton(page)).toContainText(name)

  // A second view of the same name is refused with the server's message, nothing saved.
  await viewsButton(page).click()
  await page.getByLabel("ثبت فیلترهای فعلی با نام").fill(name)
  await page.getByRole("button", { name: "ثبت نما" }).click()
  await expect(page.getByText("نمایی با این نام برای این فهرست دارید")).toBeVisible()
  await page.screenshot({ path: `${shots}/views-menu-1280.png` })
  await page.keyboard.press("Escape")

  // A reload keeps the view and its filters.
  await page.reload()
  await expect(viewsButton(page)).toContainText(name)
  await expect(page.getByLabel("وضعیت تولید")).toHaveValue("ready")
  await expect(page.getByRole("combobox", { name: "مانده", exact: true })).toHaveValue("1")

  // Away and back through the sidebar: the list opens with the last filters.
  await menu(page).getByRole("link", { name: "چک‌ها" }).click()
  await expect(page).toHaveURL(/checks-list$/)
  await menu(page).getByRole("link", { name: "سفارش‌ها" }).click()
  await expect.poll(() => query(page)).toMatchObject({ production_state: "ready", has_balance: "1" })
  await expect(page.getByLabel("وضعیت تولید")).toHaveValue("ready")
  // The filter cleared is remembered too: the next visit from the menu opens unfiltered.
  await page.getByRole("combobox", { name: "مانده", exact: true }).selectOption({ label: "همه" })
  await page.getByLabel("وضعیت تولید").selectOption({ label: "همه" })
  await expect.poll(() => query(page)).toEqual({})
  await menu(page).getByRole("link", { name: "چک‌ها" }).click()
  await menu(page).getByRole("link", { name: "سفارش‌ها" }).click()
  await expect(page.getByLabel("وضعیت تولید")).toHaveValue("")

  // The address, opened by another financial manager: the same filters, the view named, theirs to use but not to delete.
  const theirs = await newPage(browser, baseURL ?? "")
  await signInWith(theirs, other)
  await theirs.goto(`/dashboard/order-list?view=${viewId}`)
  await expect.poll(() => query(theirs)).toMatchObject({ production_state: "ready", has_balance: "1", view: viewId })
  await expect(theirs.getByLabel("وضعیت تولید")).toHaveValue("ready")
  await expect(viewsButton(theirs)).toContainText(name)
  // Their own menu remembers nothing of the first user's: per user.
  await menu(theirs).getByRole("link", { name: "چک‌ها" }).click()
  await menu(theirs).getByRole("link", { name: "سفارش‌ها" }).click()
  await expect(theirs.getByLabel("وضعیت تولید")).toHaveValue("ready")
  await viewsButton(theirs).click()
  await expect(theirs.getByRole("button", { name: `حذف نمای ${name}` })).toHaveCount(0)
  await theirs.context().close()

  // The owner deletes it from the menu.
  await viewsButton(page).click()
  await page.getByRole("button", { name: `حذف نمای ${name}` }).click()
  await expect(page.getByText(`نمای «${name}» حذف شد`)).toBeVisible()
  await expect(page.getByRole("list", { name: "نماهای این فهرست" }).getByText(name)).toHaveCount(0)
})

test("the financial manager starts with «چک‌های سررسید این هفته» (Saturday to Friday, today's week) and «تحویل‌شده با مانده»", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 })
  await signIn(page, "financial-manager")
  await menu(page).getByRole("link", { name: "چک‌ها" }).click()
  await viewsButton(page).click()
  await page.getByRole("button", { name: /چک‌های سررسید این هفته/ }).click()
  const today = todayInTehran(Date.now())
  const saturday = addDays(today, -jalaliWeekday(today))
  const from = formatJalali(saturday)
  const to = formatJalali(addDays(saturday, 6))
  await expect.poll(() => query(page)).toMatchObject({ state: "in_hand", from, to })
  await expect(viewsButton(page)).toContainText("چک‌های سررسید این هفته")
  const cheques = bodyRows(page, "فهرست چک‌ها")
  await expect(cheques.first()).toBeVisible()
  // The unfiltered rows stay on screen until the view's rows arrive: read them once every row is one in hand.
  await expect.poll(async () => (await cheques.allInnerTexts()).every((text) => text.includes("در دست"))).toBe(true)
  for (const row of await cheques.all()) {
    const text = await row.innerText()
    expect(text).toContain("در دست")
    const dates = [...asciiDigits(text).matchAll(/\d{4}\/\d{2}\/\d{2}/g)].map((match) => match[0])
    expect(
      dates.some((date) => date >= from && date <= to),
      text,
    ).toBe(true)
  }
  await page.screenshot({ path: `${shots}/cheques-this-week-1280.png` })

  await menu(page).getByRole("link", { name: "سفارش‌ها" }).click()
  await viewsButton(page).click()
  await page.getByRole("button", { name: /تحویل‌شده با مانده/ }).click()
  await expect.poll(() => query(page)).toMatchObject({ production_state: "delivered", has_balance: "1" })
  const orders = bodyRows(page, "فهرست سفارش‌ها")
  await expect(orders.first()).toBeVisible()
  await expect.poll(async () => (await orders.allInnerTexts()).every((text) => text.includes("تحویل شده"))).toBe(true)
  for (const row of await orders.all()) await expect(row).toContainText("تحویل شده")
})

test("the sales manager's «در انتظار تایید» and the views control at 375, 1280 and 1366 px", async ({ page }) => {
  await signIn(page, "sales-manager")
  for (const width of [1280, 1366, 375]) {
    await page.setViewportSize({ width, height: 860 })
    await page.goto("/dashboard/informal-invoice-list")
    await viewsButton(page).click()
    await page.getByRole("button", { name: /در انتظار تایید/ }).click()
    await expect.poll(() => query(page)).toMatchObject({ state: "pending" })
    await expect(page.getByRole("combobox", { name: "وضعیت", exact: true })).toHaveValue("pending")
    await page.screenshot({ path: `${shots}/informal-pending-${width}.png` })
    await viewsButton(page).click()
    const panel = page.getByRole("list", { name: "نماهای این فهرست" })
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
    await page.screenshot({ path: `${shots}/views-menu-${width}.png` })
    await page.keyboard.press("Escape")
  }
})
