import type { Locator, Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { identities } from "./support/identities.ts"
import { loginForm, signIn } from "./support/session.ts"
import { apiAs, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// Texts pinned as the specification and the domain's tables write them (digits as the screen shows them), never read from the code under test.
const widthOutside6mmTempered = "عرض شیشه باید بین ۱۰۰ و ۲۴۴۰ میلی‌متر باشد"
const discountCap = (cap: string) => `درصد تخفیف شما حداکثر ${cap} است`
const preBuyRefused = "دسترسی شما اجازه ثبت پیش‌خرید را نمی‌دهد."
const unsavedTitle = "تغییرات ثبت‌نشده"
const conflictTitle = "این فاکتور تغییر کرده است"
const added = "با موفقیت افزوده شد"
const edited = "با موفقیت ویرایش شد"

const ids = identities({ codeFrom: 760_000_000, idDigit: "7", mobilePrefix: "0918" })

/** A valid quotation of the demo sales expert's customer 1: one tempered 6 mm clear pane line. */
const quotation = {
  kind: "informal",
  customer_id: 1,
  fare_id: 2,
  discount_percent: 5,
  note: "آزمون ویرایشگر",
  lines: [{ product_id: 1, width: 1200, height: 1500, count: 4, edge_type: 1, layers: [{ glass_type_id: 1, width_id: 3, material: 2 }], laminates: [], spacers: [], descriptions: [] }],
}

/** An amount as an invoice writes it: Persian digits grouped by the Persian thousands separator. */
const rials = (amount: number): string => persianDigits(amount.toLocaleString("en-US")).replace(/,/g, "٬")
/** Reads a shown amount («۱۲٬۳۴۵») back as a number. */
const amountOf = (text: string): number => Number(text.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit))).replace(/٬/g, ""))

const lines = (page: Page) => page.getByRole("region", { name: "ردیف‌های فاکتور" })
const line = (page: Page, n: number) => lines(page).getByRole("listitem", { name: `ردیف ${persianDigits(String(n))}`, exact: true })
const pane = (scope: Locator, name: string) => scope.getByRole("group", { name, exact: true })
const lineAmount = (scope: Locator) => scope.locator("dd[data-line-amount]")
const totals = (page: Page) => page.getByRole("region", { name: "جمع فاکتور" })
const totalsRow = (page: Page, term: string) => totals(page).locator("div", { has: page.getByText(term, { exact: true }) }).locator("dd")
const subtotal = (page: Page) => totalsRow(page, "جمع ردیف‌ها (ریال)")
const invoiceTotal = (page: Page) => page.locator("output#invoice-total")
const customerBox = (page: Page) => page.getByRole("combobox", { name: "مشتری", exact: true })

/** Picks a customer as staff do: part of the name typed, the match chosen from the server's list. */
const chooseCustomer = async (page: Page, search: string, name: string | RegExp) => {
  await customerBox(page).pressSequentially(search)
  await page.getByRole("listbox").getByRole("option", { name }).first().click()
}

/** Fills a single-glazed line: clear float of 6 mm, tempered. */
const fillSingle = async (scope: Locator, { width, height, count }: { width: number; height: number; count: number }) => {
  await scope.getByLabel("محصول").selectOption({ label: "شیشه تک‌جداره" })
  await scope.getByLabel("عرض (میلی‌متر)").fill(String(width))
  await scope.getByLabel("ارتفاع (میلی‌متر)").fill(String(height))
  await scope.getByLabel("تعداد", { exact: true }).fill(String(count))
  const glass = pane(scope, "شیشه")
  await glass.getByLabel("نوع شیشه").selectOption({ label: "فلوت شفاف" })
  await glass.getByLabel("ضخامت").selectOption({ label: "۶ میلی‌متر" })
  await glass.getByLabel("جنس").selectOption({ label: "سکوریت" })
}

/** Fills a double-glazed line: two clear float panes of 6 mm, tempered, with a 12 mm spacer. */
const fillDouble = async (scope: Locator) => {
  await scope.getByLabel("محصول").selectOption({ label: "دوجداره" })
  await scope.getByLabel("عرض (میلی‌متر)").fill("1000")
  await scope.getByLabel("ارتفاع (میلی‌متر)").fill("1400")
  await scope.getByLabel("تعداد", { exact: true }).fill("2")
  for (const name of ["شیشه بیرونی", "شیشه داخلی"]) {
    const glass = pane(scope, name)
    await glass.getByLabel("نوع شیشه").selectOption({ label: "فلوت شفاف" })
    await glass.getByLabel("ضخامت").selectOption({ label: "۶ میلی‌متر" })
    await glass.getByLabel("جنس").selectOption({ label: "سکوریت" })
  }
  await pane(scope, "اسپیسر").getByLabel("اسپیسر", { exact: true }).selectOption({ label: "۱۲" })
}

/** The shown option labels of a select, the empty choice left out. */
const offered = async (select: Locator): Promise<Array<string>> => (await select.locator("option").allTextContents()).filter((_, index) => index > 0)

test.describe("the invoice editor as the demo sales expert", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "sales-expert")
    await page.goto("/dashboard/invoice-editor/informal")
    await expect(page.getByRole("heading", { level: 1, name: "افزودن پیش‌فاکتور" })).toBeVisible()
  })

  test("the build-up follows the product, and the thickness offers only what the chosen type is priced in", async ({ page }) => {
    const first = line(page, 1)
    await first.getByLabel("محصول").selectOption({ label: "دوجداره" })
    await expect(first.getByRole("group")).toHaveText([/^شیشه بیرونی/, /^شیشه داخلی/, /^اسپیسر/])
    const outer = pane(first, "شیشه بیرونی")
    await expect(outer.getByLabel("ضخامت")).toBeDisabled()
    await expect(outer.getByLabel("جنس")).toBeDisabled()
    await expect(pane(first, "اسپیسر").getByLabel("اسپیسر", { exact: true })).toBeVisible()
    await expect(pane(first, "اسپیسر").getByLabel("رنگ اسپیسر")).toBeVisible()

    // Reflective silver is priced in 4 to 8 mm only; clear float in 4 to 12 mm.
    await outer.getByLabel("نوع شیشه").selectOption({ label: "رفلکس نقره‌ای" })
    await expect(outer.getByLabel("ضخامت")).toBeEnabled()
    expect(await offered(outer.getByLabel("ضخامت"))).toEqual(["۴ میلی‌متر", "۵ میلی‌متر", "۶ میلی‌متر", "۸ میلی‌متر"])
    await outer.getByLabel("نوع شیشه").selectOption({ label: "فلوت شفاف" })
    expect(await offered(outer.getByLabel("ضخامت"))).toEqual(["۴ میلی‌متر", "۵ میلی‌متر", "۶ میلی‌متر", "۸ میلی‌متر", "۱۰ میلی‌متر", "۱۲ میلی‌متر"])
    // Choosing a thickness offers the materials it is priced in, the first chosen for the user.
    await outer.getByLabel("ضخامت").selectOption({ label: "۸ میلی‌متر" })
    expect(await offered(outer.getByLabel("جنس"))).toEqual(["خام", "سکوریت", "نیمه سکوریت"])
    await expect(outer.getByLabel("جنس").locator("option:checked")).toHaveText("خام")

    // The same line switched to single glazing: one pane named «شیشه», no spacer.
    await first.getByLabel("محصول").selectOption({ label: "شیشه تک‌جداره" })
    await expect(first.getByRole("group")).toHaveCount(1)
    await expect(pane(first, "شیشه")).toBeVisible()
    await expect(pane(first, "اسپیسر")).toHaveCount(0)
    await expect(first.getByLabel("اسپیسر", { exact: true })).toHaveCount(0)

    // A mirror: only its own glass types, and only 4, 5 and 6 mm although the type is priced in 8 mm too.
    await first.getByLabel("محصول").selectOption({ label: "آینه" })
    const mirror = pane(first, "آینه")
    expect(await offered(mirror.getByLabel("نوع شیشه"))).toEqual(["آینه نقره‌ای", "آینه برنز"])
    await mirror.getByLabel("نوع شیشه").selectOption({ label: "آینه نقره‌ای" })
    expect(await offered(mirror.getByLabel("ضخامت"))).toEqual(["۴ میلی‌متر", "۵ میلی‌متر", "۶ میلی‌متر"])
  })

  test("a width outside the limit is told under that line's width once left, the line shows no amount and the totals leave it out; corrected, it is priced", async ({ page }) => {
    const first = line(page, 1)
    await fillSingle(first, { width: 1200, height: 1500, count: 4 })
    await expect(lineAmount(first)).not.toHaveText("—")
    const one = amountOf(await lineAmount(first).innerText())
    expect(one).toBeGreaterThan(0)
    await expect(subtotal(page)).toHaveText(rials(one))

    await first.getByRole("button", { name: "تکثیر ردیف ۱" }).click()
    const second = line(page, 2)
    const width = second.getByLabel("عرض (میلی‌متر)")
    await width.fill("2500")
    // No message while typing; it comes once the field is left.
    await expect(second.getByRole("alert")).toHaveCount(0)
    await width.press("Tab")
    const message = second.locator("#lines-1-width-error")
    await expect(message).toHaveText(widthOutside6mmTempered)
    await expect(width).toHaveAttribute("aria-invalid", "true")
    await expect(width).toHaveAccessibleDescription(widthOutside6mmTempered)
    // The first line is untouched by the second line's message.
    await expect(first.getByRole("alert")).toHaveCount(0)
    await expect(lineAmount(second)).toHaveText("—")
    await expect(subtotal(page)).toHaveText(rials(one))
    await expect(totalsRow(page, "تعداد قطعه")).toHaveText("۴")

    await width.fill("1200")
    await width.press("Tab")
    await expect(message).toHaveCount(0)
    await expect(width).toHaveAttribute("aria-invalid", "false")
    await expect(lineAmount(second)).toHaveText(rials(one))
    await expect(subtotal(page)).toHaveText(rials(2 * one))
    await expect(totalsRow(page, "تعداد قطعه")).toHaveText("۸")
  })

  test("«تکثیر ردیف ۱» adds a line 2 with the same values and amount, and the totals double", async ({ page }) => {
    const first = line(page, 1)
    await fillSingle(first, { width: 1200, height: 1500, count: 4 })
    await first.getByLabel("یادداشت ردیف").fill("لبه‌ها پولیش")
    await expect(lineAmount(first)).not.toHaveText("—")
    const one = amountOf(await lineAmount(first).innerText())
    const total = amountOf(await invoiceTotal(page).innerText())
    expect(total).toBeGreaterThan(one)

    await first.getByRole("button", { name: "تکثیر ردیف ۱" }).click()
    const second = line(page, 2)
    await expect(second).toBeVisible()
    await expect(second.getByLabel("محصول").locator("option:checked")).toHaveText("شیشه تک‌جداره")
    await expect(second.getByLabel("عرض (میلی‌متر)")).toHaveValue("۱٬۲۰۰")
    await expect(second.getByLabel("ارتفاع (میلی‌متر)")).toHaveValue("۱٬۵۰۰")
    await expect(second.getByLabel("تعداد", { exact: true })).toHaveValue("۴")
    await expect(second.getByLabel("یادداشت ردیف")).toHaveValue("لبه‌ها پولیش")
    const glass = pane(second, "شیشه")
    await expect(glass.getByLabel("نوع شیشه").locator("option:checked")).toHaveText("فلوت شفاف")
    await expect(glass.getByLabel("ضخامت").locator("option:checked")).toHaveText("۶ میلی‌متر")
    await expect(glass.getByLabel("جنس").locator("option:checked")).toHaveText("سکوریت")
    await expect(lineAmount(second)).toHaveText(rials(one))
    await expect(subtotal(page)).toHaveText(rials(2 * one))
    // No fare and no discount: the total is the lines and their VAT, so it doubles too.
    await expect(invoiceTotal(page)).toHaveText(rials(2 * total))
  })
})
