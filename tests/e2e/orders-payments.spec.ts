import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"
import { singleLine } from "./support/invoiceLine.ts"

/** A Sayad ID as the lists show it: four groups of four Persian digits. */
const shownSayad = (id: string): string => persianDigits(id.replace(/(\d{4})(?=\d)/g, "$1 "))

// Texts pinned as issue 18 and invoices.md section 8 write them, never read from the code under test.
type Invoice = { id: number; serial_number: number; total: number }
type Api = Awaited<ReturnType<typeof apiAs>>

/** A whole number as the screens write it: Persian digits grouped by the Persian thousands separator. */
const grouped = (value: number): string => persianDigits(value.toLocaleString("en-US")).replace(/,/g, "٬")

/** A quotation sent by the sales expert and approved by the sales manager: a formal invoice, its order awaiting confirmation. */
const formalInvoice = async (expert: Api, manager: Api): Promise<Invoice> => {
  const created = await expert.post("/Admin/invoice", {
    kind: "informal",
    customer_id: 1,
    fare_id: 2,
    discount_percent: 0,
    note: null,
    lines: [singleLine],
  })
  expect(created.status()).toBe(201)
  const invoice = (await created.json()).data as Invoice
  expect((await expert.post(`/Admin/invoice/${invoice.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${invoice.id}/approve`, {})).status()).toBe(200)
  return invoice
}

test("the financial manager follows the approval's notification to the order, confirms it (its production then follows the scans), and takes a payment and a cheque until nothing remains", async ({
  page,
  request,
  baseURL,
}) => {
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const invoice = await formalInvoice(expert, manager)
  const serial = persianDigits(String(invoice.serial_number))
  const today = persianDigits(formatJalali(todayInTehran(Date.now())))

  await signIn(page, "financial-manager")
  await page.getByTestId("notifications-button").click()
  const notice = `پیش‌فاکتور شماره ${serial} تایید شد و فاکتور رسمی صادر شد`
  await page
    .getByRole("dialog", { name: "اعلان‌ها" })
    .getByTestId("notification")
    .filter({ hasText: notice })
    .getByRole("button", { name: new RegExp(notice) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/order-list\\?serial_number=${invoice.serial_number}$`))
  const list = page.getByRole("table", { name: "فهرست سفارش‌ها" })
  const marked = list.locator('tr[aria-current="true"]')
  await expect(marked).toHaveCount(1)
  await expect(marked).toContainText("در انتظار تایید")
  await expect(marked).toContainText(grouped(invoice.total))
  await expectNoSeriousViolations(page)

  await marked.getByRole("button", { name: `تایید مالی سفارش ${serial}` }).click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText(`آیا از تایید مالی سفارش شماره ${serial} اطمینان دارید؟`)
  await dialog.getByRole("button", { name: "تایید مالی" }).click()
  await expect(marked).toContainText("در انتظار تولید")
  // The confirm made its pieces: production moves it by their scans, so the desk keeps only its cancel.
  await expect(marked.getByRole("button", { name: `لغو سفارش سفارش ${serial}` })).toHaveCount(1)
  await expect(marked.getByRole("button", { name: `شروع تولید سفارش ${serial}` })).toHaveCount(0)
  await keepScreenshot(page, "order-list-1280")

  await marked.getByRole("link", { name: `پرداخت‌ها و چک‌های سفارش ${serial}` }).click()
  await expect(page.getByRole("heading", { level: 1, name: `پرداخت‌ها و چک‌های فاکتور رسمی شماره ${serial}` })).toBeVisible()
  // The balance at a glance: total, paid, in cheques, remaining.
  const figure = (index: number) => page.locator('dl[aria-label="مانده حساب"]').getByRole("definition").nth(index)
  await expect(figure(0)).toContainText(grouped(invoice.total))

  // A card payment without its tracking number is named in the dialog before anything is sent.
  await page.getByRole("button", { name: "افزودن پرداخت" }).click()
  const payment = page.getByRole("dialog", { name: "افزودن پرداخت" })
  await payment.getByLabel("روش پرداخت").selectOption({ label: "کارت بانکی" })
  await payment.getByLabel("مبلغ").fill("۱۰۰۰۰۰۰۰")
  await expect(payment.getByLabel("مبلغ")).toHaveValue("۱۰,۰۰۰,۰۰۰")
  await payment.getByRole("button", { name: "انتخاب تاریخ پرداخت از تقویم" }).click()
  await page.locator('[aria-current="date"]').last().click()
  await payment.getByRole("button", { name: "ثبت پرداخت" }).click()
  await expect(payment.getByText("شماره پیگیری برای پرداخت کارتی و انتقال بانکی اجباری است")).toBeVisible()
  await payment.getByLabel("شماره پیگیری").fill("۷۷۱۲۳۴")
  await payment.getByRole("button", { name: "ثبت پرداخت" }).click()
  await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
  const payments = page.getByRole("table", { name: "پرداخت‌ها" })
  await expect(payments).toContainText("کارت بانکی")
  await expect(payments).toContainText("۱۰٬۰۰۰٬۰۰۰")
  await expect(payments).toContainText(today)

  // More than is left is refused by the server, under the amount.
  await page.getByRole("button", { name: "افزودن پرداخت" }).click()
  const over = page.getByRole("dialog", { name: "افزودن پرداخت" })
  await over.getByLabel("مبلغ").fill(persianDigits(String(invoice.total)))
  await over.getByRole("textbox", { name: "تاریخ پرداخت" }).fill(today)
  await over.getByRole("button", { name: "ثبت پرداخت" }).click()
  await expect(over.getByText("مبلغ بیش از مانده قابل پرداخت است")).toBeVisible()
  await over.getByRole("button", { name: "انصراف" }).click()

  // The rest comes as one cheque, due in five days; a Sayad ID is recorded once, so each run takes its own.
  const sayad = `12${String(Date.now()).padStart(14, "0")}`
  const rest = invoice.total - 10_000_000
  await page.getByRole("button", { name: "افزودن چک" }).click()
  const cheque = page.getByRole("dialog", { name: "افزودن چک" })
  await cheque.getByLabel("شناسه صیادی").fill(persianDigits(sayad))
  await cheque.getByLabel("سریال چک").fill("۴۴۵۵۶۶")
  await cheque.getByLabel("بانک").fill("بانک ملت")
  await cheque.getByLabel("صادرکننده").fill("شرکت ساختمانی آسمان‌خراش پارس")
  await cheque
    .getByRole("textbox", { name: "تاریخ سررسید" })
    .fill(persianDigits(formatJalali(todayInTehran(Date.now() + 5 * 86_400_000))))
  await cheque.getByLabel("مبلغ").fill(persianDigits(String(rest)))
  await cheque.getByRole("button", { name: "ثبت چک" }).click()
  await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
  const cheques = page.getByRole("table", { name: "چک‌ها" })
  await expect(cheques).toContainText(shownSayad(sayad))
  await expect(cheques).toContainText("در دست")
  await expect(figure(2)).toContainText(grouped(rest))
  // With everything paid or in cheques, nothing more may be added.
  await expect(page.getByRole("button", { name: "افزودن پرداخت" })).toHaveCount(0)

  await cheques.getByRole("button", { name: `واگذاری به بانک چک ${persianDigits(sayad)}` }).click()
  await page.getByRole("dialog").getByRole("button", { name: "واگذاری به بانک" }).click()
  await expect(cheques).toContainText("واگذار شده به بانک")
  await cheques.getByRole("button", { name: `وصول چک ${persianDigits(sayad)}` }).click()
  await page.getByRole("dialog").getByRole("button", { name: "وصول" }).click()
  await expect(cheques).toContainText("وصول شده")
  // Paid now counts the payment and the cleared cheque: nothing is in cheques and nothing remains.
  await expect(figure(1)).toContainText(grouped(invoice.total))
  await expect(figure(2)).toContainText("۰")
  await expect(figure(3)).toContainText("۰")
  await expect(page.locator("main")).not.toContainText(/[0-9]/)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "payments-1280")
})

test("a bounced cheque notifies the super-admin, and a bounced cheque no longer counts in cheques", async ({
  page,
  request,
  baseURL,
}) => {
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const finance = await apiAs(request, baseURL ?? "", "financial-manager")
  const invoice = await formalInvoice(expert, manager)
  const sayad = `98${String(Date.now()).padStart(14, "0")}`
  const due = formatJalali(todayInTehran(Date.now() + 2 * 86_400_000))
  expect(
    (
      await finance.post(`/Admin/invoice/${invoice.id}/cheques`, {
        sayad_id: sayad,
        serial: "112233",
        bank: "بانک سپه",
        drawer: "علی کریمی",
        due_date: due,
        amount: 5_000_000,
      })
    ).status(),
  ).toBe(201)

  await signIn(page, "financial-manager")
  await page.goto(`/dashboard/payments-and-checks/invoice/${invoice.id}`)
  const cheques = page.getByRole("table", { name: "چک‌ها" })
  await cheques.getByRole("button", { name: `واگذاری به بانک چک ${persianDigits(sayad)}` }).click()
  await page.getByRole("dialog").getByRole("button", { name: "واگذاری به بانک" }).click()
  await cheques.getByRole("button", { name: `ثبت برگشت چک ${persianDigits(sayad)}` }).click()
  await page.getByRole("dialog").getByRole("button", { name: "ثبت برگشت" }).click()
  await expect(cheques).toContainText("برگشتی")
  await expect(page.locator('dl[aria-label="مانده حساب"]').getByRole("definition").nth(2)).toContainText("۰")

  await page.evaluate(() => window.localStorage.clear())
  await signIn(page, "super-admin")
  await page.getByTestId("notifications-button").click()
  await expect(
    page
      .getByRole("dialog", { name: "اعلان‌ها" })
      .getByTestId("notification")
      .filter({ hasText: `چک شماره صیاد ${persianDigits(sayad)} برگشت خورد` }),
  ).toHaveCount(1)
})

test("the sales manager reaches an invoice's payments and its order's state from the formal list, without moves or add buttons, and has no order list", async ({
  page,
  request,
  baseURL,
}) => {
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const invoice = await formalInvoice(expert, manager)
  const serial = persianDigits(String(invoice.serial_number))
  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/formal-invoice-list?serial_number=${invoice.serial_number}`)
  await page.getByRole("button", { name: `بیشتر برای فاکتور ${serial}` }).click()
  await page.getByRole("menuitem", { name: `پرداخت‌ها فاکتور ${serial}` }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/payments-and-checks/invoice/${invoice.id}$`))
  await expect(page.getByRole("heading", { level: 1, name: `پرداخت‌ها و چک‌های فاکتور رسمی شماره ${serial}` })).toBeVisible()
  await expect(page.getByText("وضعیت تولید: در انتظار تایید")).toBeVisible()
  await expect(page.getByRole("button", { name: "افزودن پرداخت" })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "افزودن چک" })).toHaveCount(0)
  await page.goto("/dashboard/order-list")
  await expect(page.getByRole("heading", { name: "شما به این بخش دسترسی ندارید" })).toBeVisible()
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the order list and the payments page fit the screen", async ({ page, request, baseURL }) => {
    const expert = await apiAs(request, baseURL ?? "", "sales-expert")
    const manager = await apiAs(request, baseURL ?? "", "sales-manager")
    const invoice = await formalInvoice(expert, manager)
    await signIn(page, "financial-manager")
    await page.goto(`/dashboard/order-list?serial_number=${invoice.serial_number}`)
    await expect(page.getByRole("table", { name: "فهرست سفارش‌ها" }).locator('tr[aria-current="true"]')).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await keepScreenshot(page, "order-list-375")
    await page.goto(`/dashboard/payments-and-checks/invoice/${invoice.id}`)
    await page.getByRole("button", { name: "افزودن چک" }).click()
    await expect(page.getByRole("dialog", { name: "افزودن چک" })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await keepScreenshot(page, "payments-cheque-dialog-375")
  })
})
