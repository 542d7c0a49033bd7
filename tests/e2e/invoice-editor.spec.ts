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
  lines: [
    {
      product_id: 1,
      width: 1200,
      height: 1500,
      count: 4,
      edge_type: 1,
      layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [],
    },
  ],
}

/** An amount as an invoice writes it: Persian digits grouped by the Persian thousands separator. */
const rials = (amount: number): string => persianDigits(amount.toLocaleString("en-US")).replace(/,/g, "٬")
/** Reads a shown amount («۱۲٬۳۴۵») back as a number. */
const amountOf = (text: string): number =>
  Number(text.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit))).replace(/٬/g, ""))

const lines = (page: Page) => page.getByRole("region", { name: "ردیف‌های فاکتور" })
const line = (page: Page, n: number) =>
  lines(page).getByRole("listitem", { name: `ردیف ${persianDigits(String(n))}`, exact: true })
const pane = (scope: Locator, name: string) => scope.getByRole("group", { name, exact: true })
const legends = (scope: Locator) => scope.locator("fieldset > legend")
const lineAmount = (scope: Locator) => scope.locator("dd[data-line-amount]")
const totals = (page: Page) => page.getByRole("region", { name: "جمع فاکتور" })
const totalsRow = (page: Page, term: string) =>
  totals(page)
    .locator("div", { has: page.getByText(term, { exact: true }) })
    .locator("dd")
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
const offered = async (select: Locator): Promise<Array<string>> =>
  (await select.locator("option").allTextContents()).filter((_, index) => index > 0)

test.describe("the invoice editor as the demo sales expert", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "sales-expert")
    await page.goto("/dashboard/invoice-editor/informal")
    await expect(page.getByRole("heading", { level: 1, name: "افزودن پیش‌فاکتور" })).toBeVisible()
  })

  test("the build-up follows the product, and the thickness offers only what the chosen type is priced in", async ({ page }) => {
    const first = line(page, 1)
    await first.getByLabel("محصول").selectOption({ label: "دوجداره" })
    // The fieldsets in order, named by their legends; the extra processes follow the build-up.
    await expect(legends(first)).toHaveText(["شیشه بیرونی", "شیشه داخلی", "اسپیسر", "خدمات اضافه"])
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
    expect(await offered(outer.getByLabel("ضخامت"))).toEqual([
      "۴ میلی‌متر",
      "۵ میلی‌متر",
      "۶ میلی‌متر",
      "۸ میلی‌متر",
      "۱۰ میلی‌متر",
      "۱۲ میلی‌متر",
    ])
    // Choosing a thickness offers the materials it is priced in, the first chosen for the user.
    await outer.getByLabel("ضخامت").selectOption({ label: "۸ میلی‌متر" })
    expect(await offered(outer.getByLabel("جنس"))).toEqual(["خام", "سکوریت", "نیمه سکوریت"])
    await expect(outer.getByLabel("جنس").locator("option:checked")).toHaveText("خام")

    // The same line switched to single glazing: one pane named «شیشه», no spacer.
    await first.getByLabel("محصول").selectOption({ label: "شیشه تک‌جداره" })
    await expect(legends(first)).toHaveText(["شیشه", "خدمات اضافه"])
    await expect(pane(first, "شیشه").getByLabel("نوع شیشه")).toBeVisible()
    await expect(pane(first, "اسپیسر")).toHaveCount(0)
    await expect(first.getByLabel("اسپیسر", { exact: true })).toHaveCount(0)

    // A mirror: only its own glass types, and only 4, 5 and 6 mm although the type is priced in 8 mm too.
    await first.getByLabel("محصول").selectOption({ label: "آینه" })
    const mirror = pane(first, "آینه")
    expect(await offered(mirror.getByLabel("نوع شیشه"))).toEqual(["آینه نقره‌ای", "آینه برنز"])
    await mirror.getByLabel("نوع شیشه").selectOption({ label: "آینه نقره‌ای" })
    expect(await offered(mirror.getByLabel("ضخامت"))).toEqual(["۴ میلی‌متر", "۵ میلی‌متر", "۶ میلی‌متر"])
  })

  test("a width outside the limit is told under that line's width once left, the line shows no amount and the totals leave it out; corrected, it is priced", async ({
    page,
  }) => {
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
    await expect(second.getByLabel("عرض (میلی‌متر)")).toHaveValue("۱,۲۰۰")
    await expect(second.getByLabel("ارتفاع (میلی‌متر)")).toHaveValue("۱,۵۰۰")
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

/** Presses Tab (or Shift+Tab) until `target` has the keyboard, as a keyboard user walks the form; fails if it never does. */
const tabTo = async (page: Page, target: Locator, backwards = false): Promise<void> => {
  for (let step = 0; step < 25; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
  }
  await expect(target).toBeFocused()
}

test("a user fills a line with the keyboard only, adds a line with Enter in the line's last field, removes it with its button and saves with Ctrl+Enter", async ({
  page,
  request,
  server,
}) => {
  // Many keystrokes, each waited for: on a loaded machine this takes longer than a test's usual minute.
  test.slow()
  await signIn(page, "sales-expert")
  await page.goto("/dashboard/invoice-editor/informal")
  await expect(page.getByRole("heading", { level: 1, name: "افزودن پیش‌فاکتور" })).toBeVisible()
  const note = uniqueName("صفحه‌کلید")

  // The editor opens with the keyboard in the customer field.
  await expect(customerBox(page)).toBeFocused()
  await page.keyboard.type("نقش")
  // The server's matches for the typed text alone (the previous search's stay shown until they come), then the keyboard picks it.
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([/نقش‌جهان/])
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("Enter")
  await expect(customerBox(page)).toHaveValue(/نقش‌جهان/)
  await tabTo(page, page.getByLabel("یادداشت", { exact: true }))
  await page.keyboard.type(note)

  const first = line(page, 1)
  await tabTo(page, first.getByLabel("محصول"))
  await page.keyboard.press("ArrowDown")
  await expect(first.getByLabel("محصول").locator("option:checked")).toHaveText("شیشه تک‌جداره")
  await page.keyboard.press("Tab")
  await expect(first.getByLabel("عرض (میلی‌متر)")).toBeFocused()
  await page.keyboard.type("۱۲۰۰")
  await page.keyboard.press("Tab")
  await page.keyboard.type("1500")
  await page.keyboard.press("Tab")
  const count = first.getByLabel("تعداد", { exact: true })
  await expect(count).toBeFocused()
  await page.keyboard.press("Control+A")
  await page.keyboard.type("4")
  const glass = pane(first, "شیشه")
  await tabTo(page, glass.getByLabel("نوع شیشه"))
  await page.keyboard.press("ArrowDown")
  await expect(glass.getByLabel("نوع شیشه").locator("option:checked")).toHaveText("فلوت شفاف")
  await page.keyboard.press("Tab")
  await expect(glass.getByLabel("ضخامت")).toBeFocused()
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown")
  await expect(glass.getByLabel("ضخامت").locator("option:checked")).toHaveText("۶ میلی‌متر")
  await page.keyboard.press("Tab")
  await page.keyboard.press("ArrowDown")
  await expect(glass.getByLabel("جنس").locator("option:checked")).toHaveText("سکوریت")
  await expect(first.getByLabel("عرض (میلی‌متر)")).toHaveValue("۱,۲۰۰")
  await expect(lineAmount(first)).not.toHaveText("—")

  // Enter in the line's last field (its note) adds line 2 right after it, its product ready for the keyboard.
  await tabTo(page, first.getByLabel("یادداشت ردیف"))
  await page.keyboard.press("Enter")
  const second = line(page, 2)
  await expect(second.getByLabel("محصول")).toBeFocused()
  await page.keyboard.press("Shift+Tab")
  await expect(second.getByRole("button", { name: "حذف ردیف ۲" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(second).toHaveCount(0)
  await expect(lines(page).getByRole("listitem")).toHaveCount(1)
  // The keyboard is not dropped with the removed line: it lands on the line before, and Ctrl+Enter saves from there.
  await expect(first.getByLabel("محصول")).toBeFocused()
  await page.keyboard.press("Control+Enter")
  await expect(page.getByText(added)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list/)
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const found = (await (await expert.get(`/Admin/invoice?kind=informal&search=${encodeURIComponent(note)}`)).json()) as {
    data: Array<{ id: number }>
  }
  expect(found.data).toHaveLength(1)
  const saved = (await (await expert.get(`/Admin/invoice/${found.data[0]?.id}`)).json()) as {
    data: {
      customer_id: number
      note: string
      lines: Array<{
        product_id: number
        width: number
        height: number
        count: number
        layers: Array<{ glass_type_id: number; width_id: number; material: number }>
      }>
    }
  }
  expect(saved.data.customer_id).toBe(8)
  expect(saved.data.note).toBe(note)
  expect(saved.data.lines).toHaveLength(1)
  expect(saved.data.lines[0]).toMatchObject({
    product_id: 1,
    width: 1200,
    height: 1500,
    count: 4,
    layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
  })
})

test("leaving a changed invoice asks first, staying keeps the values, and after a save nothing is asked", async ({ page }) => {
  await signIn(page, "sales-expert")
  await page.goto("/dashboard/invoice-editor/informal")
  await chooseCustomer(page, "نقش", /نقش‌جهان/)
  const first = line(page, 1)
  await fillSingle(first, { width: 1200, height: 1500, count: 4 })
  await expect(lineAmount(first)).not.toHaveText("—")
  const amount = await lineAmount(first).innerText()

  const menuLink = page.getByTestId("sidebar").getByRole("link", { name: "پیش‌فاکتورها" })
  await menuLink.click()
  const question = page.getByRole("dialog", { name: unsavedTitle })
  await expect(question).toBeVisible()
  await question.getByRole("button", { name: "ماندن در صفحه" }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard\/invoice-editor\/informal$/)
  await expect(customerBox(page)).toHaveValue(/نقش‌جهان/)
  await expect(first.getByLabel("عرض (میلی‌متر)")).toHaveValue("۱,۲۰۰")
  await expect(pane(first, "شیشه").getByLabel("جنس").locator("option:checked")).toHaveText("سکوریت")
  await expect(lineAmount(first)).toHaveText(amount)

  await page.getByRole("button", { name: "ثبت", exact: true }).click()
  await expect(page.getByText(added)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list/)
  await expect(page.getByRole("table", { name: "فهرست پیش‌فاکتورها" })).toBeVisible()
  await expect(question).toHaveCount(0)
})

test("a save refused because the invoice changed since it was opened explains it, and «بارگذاری دوباره» shows the stored invoice", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const created = await expert.post("/Admin/invoice", quotation)
  expect(created.status()).toBe(201)
  const {
    id,
    serial_number: serial,
    version,
  } = (await created.json()).data as { id: number; serial_number: number; version: number }

  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/invoice-editor/informal/${id}`)
  await expect(
    page.getByRole("heading", { level: 1, name: `ویرایش پیش‌فاکتور شماره ${persianDigits(String(serial))}` }),
  ).toBeVisible()
  const noteField = page.getByLabel("یادداشت", { exact: true })
  await expect(noteField).toHaveValue(quotation.note)

  // Someone else saves it meanwhile, with another note.
  const theirs = "یادداشت همکار"
  const put = await request.put(`${server.baseURL}/api/Admin/invoice/${id}`, {
    headers: { Authorization: `Bearer ${expert.token}` },
    data: { ...quotation, note: theirs, version },
  })
  expect(put.status()).toBe(200)

  const count = line(page, 1).getByLabel("تعداد", { exact: true })
  await count.fill("6")
  await page.getByRole("button", { name: "ویرایش", exact: true }).click()
  const conflict = page.getByRole("dialog", { name: conflictTitle })
  await expect(conflict).toBeVisible()
  await expect(page.getByText(edited)).toHaveCount(0)
  await conflict.getByRole("button", { name: "بارگذاری دوباره" }).click()
  await expect(conflict).toBeHidden()
  await expect(noteField).toHaveValue(theirs)
  await expect(count).toHaveValue("۴")
  const stored = (await (await expert.get(`/Admin/invoice/${id}`)).json()) as {
    data: { note: string; version: number; lines: Array<{ count: number }> }
  }
  expect(stored.data.note).toBe(theirs)
  expect(stored.data.version).toBe(version + 1)
  expect(stored.data.lines[0]?.count).toBe(4)
  // The reloaded editor holds the stored version: saving it now goes through.
  await page.getByRole("button", { name: "ویرایش", exact: true }).click()
  await expect(page.getByText(edited)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list/)
})

test("an approved invoice opens read-only: no inputs, its lines in words and its total as the server priced it", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const created = await expert.post("/Admin/invoice", quotation)
  const { id, serial_number: serial } = (await created.json()).data as { id: number; serial_number: number }
  expect((await expert.post(`/Admin/invoice/${id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${id}/approve`, {})).status()).toBe(200)
  const stored = (await (await manager.get(`/Admin/invoice/${id}`)).json()) as {
    data: { kind: string; total: number; subtotal: number; actions: Array<string> }
  }
  expect(stored.data.kind).toBe("formal")
  expect(stored.data.actions).not.toContain("edit")

  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/invoice-editor/formal/${id}`)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1, name: `فاکتور رسمی شماره ${persianDigits(String(serial))}` })).toBeVisible()
  await expect(main).toContainText("دیگر ویرایش نمی‌شود")
  await expect(main.locator("input, select, textarea")).toHaveCount(0)
  await expect(main.getByRole("button", { name: /^(ثبت|ویرایش)$/ })).toHaveCount(0)
  const readLines = main.getByRole("list", { name: "ردیف‌های فاکتور" }).getByRole("listitem")
  await expect(readLines).toHaveCount(1)
  await expect(readLines.first()).toContainText("ردیف ۱: شیشه تک‌جداره")
  await expect(readLines.first()).toContainText("فلوت شفاف")
  await expect(readLines.first()).toContainText("۱٬۲۰۰ × ۱٬۵۰۰ میلی‌متر")
  await expect(totalsRow(page, "جمع ردیف‌ها (ریال)")).toHaveText(rials(stored.data.subtotal))
  await expect(totalsRow(page, "مبلغ کل (ریال)")).toHaveText(rials(stored.data.total))
  expect(await main.innerText()).not.toMatch(/[0-9]/)
})

test("the back arrow returns to the invoice list at the place it was left: its search and page size", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const note = uniqueName("جای فهرست")
  const created = await expert.post("/Admin/invoice", { ...quotation, note })
  const { serial_number: serial } = (await created.json()).data as { serial_number: number }

  await signIn(page, "sales-expert")
  await page.goto("/dashboard/informal-invoice-list")
  const table = page.getByRole("table", { name: "فهرست پیش‌فاکتورها" })
  await page.getByRole("searchbox", { name: "جستجو در نام مشتری، شماره یا یادداشت" }).fill(note)
  await expect(page).toHaveURL(/search=/)
  await page.getByLabel("تعداد در صفحه").selectOption("50")
  await expect(page).toHaveURL(/per_page=50/)
  await expect(table.locator("tbody tr")).toHaveCount(1)
  const place = page.url()

  const shown = persianDigits(String(serial))
  await table.getByRole("link", { name: `ویرایش فاکتور ${shown}` }).click()
  await expect(page.getByRole("heading", { level: 1, name: `ویرایش پیش‌فاکتور شماره ${shown}` })).toBeVisible()
  await page.getByRole("link", { name: "بازگشت به فهرست" }).click()
  await expect(page).toHaveURL(place)
  await expect(page.getByRole("searchbox", { name: "جستجو در نام مشتری، شماره یا یادداشت" })).toHaveValue(note)
  await expect(page.getByLabel("تعداد در صفحه")).toHaveValue("50")
  await expect(table.locator("tbody tr")).toHaveCount(1)
  await expect(table.locator("tbody tr")).toContainText(shown)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the editor with a double-glazed line fits 375 px without scrolling sideways", async ({ page }) => {
    test.slow()
    await signIn(page, "sales-expert")
    await page.goto("/dashboard/invoice-editor/informal")
    await chooseCustomer(page, "نقش", /نقش‌جهان/)
    const first = line(page, 1)
    await fillDouble(first)
    await first.getByRole("button", { name: "+ افزودن خدمت" }).click()
    await first.getByLabel("خدمت", { exact: true }).selectOption({ label: "شابلون (قالب)" })
    await expect(lineAmount(first)).not.toHaveText("—")
    await expect(invoiceTotal(page)).not.toHaveText("—")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.evaluate(() => window.scrollTo(0, 0))
    await keepScreenshot(page, "invoice-editor-375")
    // The screen as the phone shows it around the extra processes, with the bar of the total and the save button at its foot.
    await first.getByLabel("خدمت", { exact: true }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: "screenshots/invoice-editor-375-bar.png" })
    await page.getByRole("button", { name: "ثبت", exact: true }).click()
    await expect(page.getByText(added)).toBeVisible()
  })
})

/** A sales expert of this spec alone, with a customer of their own, so changing the access never touches the demo expert's. */
const hireExpert = async (
  request: Parameters<typeof apiAs>[0],
  baseURL: string,
  access: { max_discount_percent: number; may_create_pre_buy: boolean },
) => {
  const manager = await apiAs(request, baseURL, "sales-manager")
  // The login's pattern for a personnel code: three digits, 0, 0-6, 0 or 1, then four digits.
  const personnelCode = `760061${String(ids.next() % 10_000).padStart(4, "0")}`
  const hired = await manager.post("/Admin/user", {
    name: "کاوه",
    last_name: uniqueName("ویرایشگر"),
    personnel_code: personnelCode,
    mobile: ids.mobile(),
    role: "sales-expert",
    password: "Demo1234",
  })
  expect(hired.status(), await hired.text()).toBe(201)
  const expertId = ((await hired.json()) as { data: { id: number } }).data.id
  const setAccess = (max: number) =>
    request.put(`${baseURL}/api/Admin/sales_expert_access/${expertId}`, {
      headers: { Authorization: `Bearer ${manager.token}` },
      data: {
        may_see_all_customers: false,
        may_create_pre_buy: access.may_create_pre_buy,
        max_discount_percent: max,
        allowed_product_ids: [1, 2, 3, 4, 5],
        is_active: true,
      },
    })
  expect((await setAccess(access.max_discount_percent)).status()).toBe(200)
  const customerName = uniqueName("فرهمند")
  const made = await manager.post("/Admin/customer", {
    type: "individual",
    name: "سارا",
    last_name: customerName,
    national_code: ids.nationalCode(),
    mobile: ids.mobile(),
    sales_expert_id: expertId,
  })
  expect(made.status(), await made.text()).toBe(201)
  const customerId = ((await made.json()) as { data: { id: number } }).data.id
  return { personnelCode, customerName, customerId, setAccess, manager }
}

const signInAs = async (page: Page, personnelCode: string) => {
  await page.goto("/")
  const form = loginForm(page)
  await form.identifier.fill(personnelCode)
  await form.password.fill("Demo1234")
  await form.submit.click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

test("a discount the server no longer allows is told under «درصد تخفیف», the keyboard is taken there, and nothing is saved", async ({
  page,
  request,
  server,
}) => {
  const expert = await hireExpert(request, server.baseURL, { max_discount_percent: 10, may_create_pre_buy: false })
  await signInAs(page, expert.personnelCode)
  await page.goto("/dashboard/invoice-editor/informal")
  await chooseCustomer(page, expert.customerName, new RegExp(expert.customerName))
  await fillSingle(line(page, 1), { width: 1200, height: 1500, count: 2 })
  const discount = page.getByLabel("درصد تخفیف")
  await discount.fill("8")
  await discount.press("Tab")
  // Within the cap the editor loaded with, so the browser finds nothing wrong.
  await expect(page.locator("#discount_percent-error")).toHaveCount(0)

  // Meanwhile the manager lowers the cap to 5 %: only the server knows.
  expect((await expert.setAccess(5)).status()).toBe(200)
  await page.getByRole("button", { name: "ثبت", exact: true }).click()
  const message = page.locator("#discount_percent-error")
  await expect(message).toHaveText(discountCap("۵"))
  await expect(discount).toHaveAttribute("aria-invalid", "true")
  await expect(discount).toHaveAccessibleDescription(discountCap("۵"))
  await expect(discount).toBeFocused()
  await expect(page).toHaveURL(/\/dashboard\/invoice-editor\/informal$/)
  const stored = (await (await expert.manager.get(`/Admin/invoice?customer_id=${expert.customerId}`)).json()) as {
    data: Array<unknown>
  }
  expect(stored.data).toEqual([])

  // Lowered to the cap, the message goes as the field changes and the save goes through.
  await discount.fill("5")
  await expect(message).toHaveCount(0)
  await page.getByRole("button", { name: "ثبت", exact: true }).click()
  await expect(page.getByText(added)).toBeVisible()
  const saved = (await (await expert.manager.get(`/Admin/invoice?customer_id=${expert.customerId}`)).json()) as {
    data: Array<{ id: number }>
  }
  expect(saved.data).toHaveLength(1)
  const one = (await (await expert.manager.get(`/Admin/invoice/${saved.data[0]?.id}`)).json()) as {
    data: { discount_percent: number }
  }
  expect(one.data.discount_percent).toBe(5)
})

test("a sales expert without the pre-buy right is told so on the pre-buy editor", async ({ page, request, server }) => {
  const expert = await hireExpert(request, server.baseURL, { max_discount_percent: 10, may_create_pre_buy: false })
  await signInAs(page, expert.personnelCode)
  await page.goto("/dashboard/invoice-editor/pre-buy")
  await expect(page.getByText(preBuyRefused)).toBeVisible()
  await expect(page.getByRole("main").locator("input, select, textarea")).toHaveCount(0)
  // The same expert may still write a quotation.
  await page.goto("/dashboard/invoice-editor/informal")
  await expect(page.getByRole("heading", { level: 1, name: "افزودن پیش‌فاکتور" })).toBeVisible()
})
