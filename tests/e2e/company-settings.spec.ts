import { readFileSync } from "node:fs"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoAccess, expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"
import { singleLine } from "./support/invoiceLine.ts"

// These tests change the company's settings, so they run on a server of their own rather than the worker's shared one.
test.use({ serverOptions: { env: { E2E_SERVER_FOR: "company-settings" } } })

// Texts pinned as issue 19 and invoices.md section 9 write them, never read from the code under test.
const newName = "شیشه نوین آسمان"
type Invoice = {
  id: number
  serial_number: number
  kind: string
  date: string
  vat_rate: number
  subtotal: number
  discount: number
  fare: number
  vat: number
  total: number
}

/** The Verhoeff check of the tax office's SDKs, written out here so the test does not lean on the code it checks. */
const verhoeffHolds = (digits: string): boolean => {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ]
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ]
  let c = 0
  ;[...digits].reverse().forEach((digit, i) => (c = d[c]?.[p[i % 8]?.[Number(digit)] ?? 0] ?? 0))
  return c === 0
}

test("the super-admin adds a VAT rate from today and renames the company: new invoices take the rate, saved ones keep theirs, the printed formal invoice carries the name and its tax ID, and the export downloads", async ({
  page,
  request,
  baseURL,
}) => {
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const earlier = (
    await (
      await expert.post("/Admin/invoice", {
        kind: "informal",
        customer_id: 1,
        fare_id: 2,
        discount_percent: 5,
        note: null,
        lines: [singleLine],
      })
    ).json()
  ).data as Invoice
  expect(earlier.vat_rate).toBe(10)

  await signIn(page, "super-admin")
  await page.getByRole("navigation", { name: "منوی اصلی" }).getByRole("link", { name: "تنظیمات شرکت" }).click()
  await expect(page).toHaveURL(/\/dashboard\/company-settings$/)
  const name = page.getByLabel("نام شرکت")
  await expect(name).toHaveValue("شرکت شیشه آسمان")
  await expect(page.getByText("هنوز تغییری ثبت نشده است.")).toBeVisible()
  await expectNoSeriousViolations(page)

  await name.fill(newName)
  await page.getByRole("button", { name: "افزودن نرخ" }).click()
  // Two rates are seeded (9 % and 10 %); the new one is the third, picked from the calendar's today.
  await page.getByRole("button", { name: "انتخاب تاریخ شروع نرخ ۳ از تقویم" }).click()
  await page.getByRole("dialog").locator('[aria-current="date"]').click()
  const today = formatJalali(todayInTehran(Date.now()))
  await expect(page.getByRole("textbox", { name: "تاریخ شروع نرخ ۳" })).toHaveValue(persianDigits(today))
  await page.getByLabel("درصد نرخ ۳").fill("۱۲")
  // A broken field is named before anything is sent.
  await page.getByLabel("شناسه کالا/خدمت کرایه حمل").fill("۱۲۳")
  await page.getByRole("button", { name: "ثبت تنظیمات" }).click()
  await expect(page.getByText("شناسه کالا/خدمت باید ۱۳ رقم باشد")).toBeVisible()
  await page.getByLabel("شناسه کالا/خدمت کرایه حمل").fill("۲۷۲۰۰۰۰۰۰۰۰۱۸")
  await page.getByRole("button", { name: "ثبت تنظیمات" }).click()
  await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
  const history = page.getByRole("list", { name: "تاریخچه تغییرات تنظیمات" })
  await expect(history.getByText(`نام شرکت: از شرکت شیشه آسمان به ${newName}`)).toBeVisible()
  await expect(history.getByText(`۱۲٪ از ${persianDigits(today)}`)).toBeVisible()
  await expect(history).not.toContainText(/[0-9]/)
  await keepScreenshot(page, "company-settings-1280")

  // A new invoice is priced with the new rate; the one saved before keeps its own.
  const later = (
    await (
      await expert.post("/Admin/invoice", {
        kind: "informal",
        customer_id: 1,
        fare_id: 2,
        discount_percent: 5,
        note: null,
        lines: [singleLine],
      })
    ).json()
  ).data as Invoice
  expect(later.vat_rate).toBe(12)
  expect(later.vat).toBe(Math.round(((later.subtotal - later.discount + later.fare) * 12) / 100))
  expect(((await (await expert.get(`/Admin/invoice/${earlier.id}`)).json()).data as Invoice).vat_rate).toBe(10)

  // The earlier quotation goes through to a formal invoice, whose printed sheet names the company anew and carries its tax ID.
  expect((await expert.post(`/Admin/invoice/${earlier.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${earlier.id}/approve`, {})).status()).toBe(200)
  await page.goto(`/dashboard/show-invoice/${earlier.id}`)
  const sheet = page.locator("article.invoice-sheet")
  await expect(sheet.getByText(newName).first()).toBeVisible()
  // The sheet prints the tax ID as the tax office issues it: Latin letters and Western digits, left to right.
  const taxId = (await sheet.locator("[data-tax-id]").innerText()).trim()
  expect(taxId).not.toMatch(/[۰-۹]/)
  expect(taxId).toMatch(/^A11B2C[0-9A-F]{15}[0-9]$/)
  expect(parseInt(taxId.slice(11, 21), 16)).toBe(earlier.serial_number)

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "فایل سامانه مودیان" }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`tax-invoice-${earlier.serial_number}.json`)
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    header: Record<string, number | string>
    body: ReadonlyArray<Record<string, number | string>>
  }
  expect(exported.header.taxid).toBe(taxId)
  const decimal =
    [...taxId.slice(0, 6)].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0)))).join("") +
    String(parseInt(taxId.slice(6, 11), 16)).padStart(6, "0") +
    String(parseInt(taxId.slice(11, 21), 16)).padStart(12, "0") +
    taxId.slice(21)
  expect(verhoeffHolds(decimal)).toBe(true)
  expect([exported.header.tbill, exported.header.tvam]).toEqual([earlier.total, earlier.vat])
  expect(exported.body.reduce((sum, row) => sum + Number(row.tsstam), 0)).toBe(earlier.total)
  await expect(
    page.getByText(`فایل سامانه مودیان فاکتور ${persianDigits(String(earlier.serial_number))} دریافت شد`),
  ).toBeVisible()
  await keepScreenshot(page, "company-settings-formal-invoice-1280")
})

test("the super-admin changes the cutting table's trim and kerf: a bad value is named in Persian, the saved ones stay after a reload and the history lists them", async ({
  page,
}) => {
  await signIn(page, "super-admin")
  await page.goto("/dashboard/company-settings")
  const group = page.getByRole("group", { name: "تولید و برش" })
  const trim = group.getByLabel("دورریز لبه ورق")
  const kerf = group.getByLabel("فاصله برش (کرف)")
  // The seeded settings of production.md section 3, in Persian digits.
  await expect(trim).toHaveValue("۱۵")
  await expect(kerf).toHaveValue("۰")
  await expect(group.getByLabel("مراحل گیوتین")).toHaveValue("۳")
  await expect(group.getByLabel("زمان بهینه‌سازی هر برش")).toHaveValue("۱۰")
  await expect(group.getByText("ثانیه")).toBeVisible()
  await group.scrollIntoViewIfNeeded()
  await keepScreenshot(page, "company-settings-production-1280")
  await page.setViewportSize({ width: 1366, height: 900 })
  await keepScreenshot(page, "company-settings-production-1366")

  await trim.fill("۲۵۰")
  await page.getByRole("button", { name: "ثبت تنظیمات" }).click()
  await expect(group.getByText("دورریز لبه ورق باید بین ۰ و ۲۰۰ میلی‌متر باشد")).toBeVisible()
  await expect(trim).toHaveAttribute("aria-invalid", "true")
  await trim.fill("۱۰")
  // English digits are read too, and shown in Persian.
  await kerf.fill("3")
  await expect(kerf).toHaveValue("۳")
  await page.getByRole("button", { name: "ثبت تنظیمات" }).click()
  await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
  const history = page.getByRole("list", { name: "تاریخچه تغییرات تنظیمات" })
  await expect(history.getByText("دورریز لبه ورق: از ۱۵ به ۱۰")).toBeVisible()
  await expect(history.getByText("فاصله برش (کرف): از ۰ به ۳")).toBeVisible()

  await page.reload()
  await expect(trim).toHaveValue("۱۰")
  await expect(kerf).toHaveValue("۳")
  await expect(group.getByLabel("بیشترین پهنای نوار")).toHaveValue("۳,۵۰۰")
})

test("the sales manager has no company settings item, and the typed address shows the no-access page", async ({ page }) => {
  await signIn(page, "sales-manager")
  await expectNoAccess(page, ["تنظیمات شرکت"], ["/dashboard/company-settings"])
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the settings form fits the screen and saves", async ({ page }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/company-settings")
    const phone = page.getByLabel("تلفن")
    await expect(phone).toHaveValue("۰۲۱۸۸۱۲۳۴۵۶")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByLabel("اعتبار پیش‌فاکتور").fill("۵")
    await page.getByRole("button", { name: "ثبت تنظیمات" }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(
      page.getByRole("list", { name: "تاریخچه تغییرات تنظیمات" }).getByText("اعتبار پیش‌فاکتور (روز): از ۳ به ۵"),
    ).toBeVisible()
    await keepScreenshot(page, "company-settings-375")
    const production = page.getByRole("group", { name: "تولید و برش" })
    await production.scrollIntoViewIfNeeded()
    await expect(production.getByLabel("افزایش لبه فارسی‌بر")).toHaveValue("۲")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await production.screenshot({ path: "screenshots/company-settings-production-375.png" })
  })
})
