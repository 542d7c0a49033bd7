import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import type { Locator, Page, TestInfo } from "@playwright/test"
import { Option } from "effect"
import { preInvoiceValidUntil } from "../../domain/settings/CompanySettings.ts"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

// Texts pinned as issue 17, invoices.md section 7 and the seeded settings write them, never read from the code under test.
const latinDigits = /[0-9]/
const notFound = "صفحه پیدا نشد"
const seller = {
  name: "شرکت شیشه آسمان",
  nationalId: "14103524685",
  economicCode: "14103524685",
  postalCode: "1594735611",
  phone: "02188123456",
  validDays: 3,
}

/** A whole number as an invoice writes it: Persian digits grouped by the Persian thousands separator. */
const grouped = (value: number): string => persianDigits(value.toLocaleString("en-US")).replace(/,/g, "٬")
/** A measure with up to two decimals, grouped, with the Persian decimal mark: «۱٬۲۲۴٫۷۴». */
const measure = (value: number): string =>
  persianDigits(value.toLocaleString("en-US", { maximumFractionDigits: 2 }))
    .replace(/,/g, "٬")
    .replace(".", "٫")

type Api = Awaited<ReturnType<typeof apiAs>>
type Line = { product_name: string; width: number; height: number; count: number; area: number; weight: number; amount: number }
type Invoice = {
  id: number
  serial_number: number
  kind: string
  date: string
  customer_name: string
  total: number
  lines: ReadonlyArray<Line>
}

/** One line of each product structure (single, laminated, double, double-laminated, mirror), valid against the demo reference data. */
const structures = [
  {
    product_id: 1,
    width: 1200,
    height: 1500,
    count: 4,
    edge_type: 1,
    layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
    laminates: [],
    spacers: [],
    descriptions: [{ description_id: 1, quantity: 2 }],
  },
  {
    product_id: 2,
    width: 1000,
    height: 2000,
    count: 2,
    edge_type: 2,
    layers: [
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 1, thickness: 2, glue: 7 }],
    spacers: [],
    descriptions: [],
  },
  {
    product_id: 3,
    width: 900,
    height: 1400,
    count: 6,
    edge_type: 1,
    layers: [
      { glass_type_id: 1, width_id: 1, material: 1 },
      { glass_type_id: 2, width_id: 1, material: 1 },
    ],
    laminates: [],
    spacers: [{ spacer_id: 3, color: 1, glue: 1 }],
    descriptions: [],
  },
  {
    product_id: 4,
    width: 1200,
    height: 1800,
    count: 3,
    edge_type: 1,
    layers: [
      { glass_type_id: 1, width_id: 3, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 2, thickness: 1, glue: 4 }],
    spacers: [{ spacer_id: 4, color: 2, glue: 2 }],
    descriptions: [],
  },
  {
    product_id: 5,
    width: 800,
    height: 1200,
    count: 1,
    edge_type: 3,
    layers: [{ glass_type_id: 11, width_id: 2, material: 1 }],
    laminates: [],
    spacers: [],
    descriptions: [{ description_id: 7, quantity: 1 }],
  },
] as const

/** `count` lines going round the structures, each a few millimetres narrower than the one before, so no two rows read alike. */
const linesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const base = structures[index % structures.length] ?? structures[0]
    return { ...base, width: base.width - index * 5, height: base.height - index * 3 }
  })

const create = async (api: Api, customer: number, lines: number): Promise<Invoice> => {
  const answer = await api.post("/Admin/invoice", {
    kind: "informal",
    customer_id: customer,
    fare_id: 2,
    discount_percent: 5,
    note: "تحویل با هماهنگی کارگاه",
    lines: linesOf(lines),
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()).data as Invoice
}

const sheetOf = (page: Page) => page.locator("article.invoice-sheet")
/** The value a party's block or the header gives for a label («شماره», «نام»…). */
const fact = (scope: Locator, label: string) =>
  scope
    .locator("div")
    .filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${label}:$`) }) })
    .locator("dd")

/** Prints the page to A4 as Chromium's print does, into this test's output folder. */
const printToPdf = async (page: Page, testInfo: TestInfo, name: string): Promise<string> => {
  const file = testInfo.outputPath(`${name}.pdf`)
  writeFileSync(file, await page.pdf({ format: "A4", printBackground: true }))
  return file
}
const pdfPages = (file: string): number =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1])
/**
 * One page's text layer, as pdftotext reads it, normalised (NFKC) and without the bidi marks it wraps runs in.
 */
const pdfPageText = (file: string, page: number): string =>
  execFileSync("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" })
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
const pdfTexts = (file: string): ReadonlyArray<string> =>
  Array.from({ length: pdfPages(file) }, (_, index) => pdfPageText(file, index + 1))

/** Renders a PDF's pages at 60 dpi into screenshots/invoice-print-<name>-<page>.png for people to look at. */
const keepPdfPages = (file: string, testInfo: TestInfo, name: string, pages: number): void => {
  mkdirSync("screenshots", { recursive: true })
  // A shorter print than last time leaves no page of the old one behind.
  for (const old of readdirSync("screenshots")) if (old.startsWith(`invoice-print-${name}-`)) rmSync(`screenshots/${old}`)
  execFileSync("pdftoppm", ["-png", "-r", "60", file, testInfo.outputPath(name)])
  const width = String(pages).length
  for (let at = 1; at <= pages; at++)
    copyFileSync(
      testInfo.outputPath(`${name}-${String(at).padStart(width, "0")}.png`),
      `screenshots/invoice-print-${name}-${at}.png`,
    )
}

/** Whether a page's text holds a number written as the invoice writes it, standing alone (not part of a longer one). */
const holds = (text: string, written: string): boolean => new RegExp(`(^|[^۰-۹٬٫])${written}([^۰-۹٬٫]|$)`).test(text)
/** The pages (0-based) whose text holds `written` alone. */
const pagesHolding = (texts: ReadonlyArray<string>, written: string): ReadonlyArray<number> =>
  texts.flatMap((text, at) => (holds(text, written) ? [at] : []))
/** A line's dimensions as a page's text holds them: the two sides in either order, as the extraction lays out the right-to-left row. */
const dimensionsIn = (text: string, line: Line): boolean =>
  [`${grouped(line.width)} × ${grouped(line.height)}`, `${grouped(line.height)} × ${grouped(line.width)}`].some((written) =>
    holds(text, written),
  )
/** One piece's price: the line's amount over its count, rounded half up. */
const unitPrice = (line: Line): number => Math.floor((2 * line.amount + line.count) / (2 * line.count))

test("a ten-line pre-invoice reads as the customer receives it on screen, and prints on one A4 page whose text holds the serial, the customer and the total", async ({
  page,
  request,
  server,
}, testInfo) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const before = formatJalali(todayInTehran(Date.now()))
  const invoice = await create(expert, 1, 10)
  const after = formatJalali(todayInTehran(Date.now()))
  const buyerAnswer = await expert.get(`/Admin/invoice/${invoice.id}/buyer`)
  expect(buyerAnswer.status()).toBe(200)
  const buyer = (await buyerAnswer.json()).data as Record<string, string | null>
  const full = (await (await expert.get(`/Admin/invoice/${invoice.id}`)).json()).data as Invoice & {
    subtotal: number
    discount: number
    fare: number
    vat: number
    total_in_words: string
  }
  const serial = persianDigits(String(invoice.serial_number))
  // An expert's invoice is dated today in Tehran; its prices hold three days from then.
  expect([before, after]).toContain(invoice.date)
  const validUntil = Option.getOrThrow(preInvoiceValidUntil(invoice.date, seller.validDays))

  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/show-invoice/${invoice.id}`)
  const sheet = sheetOf(page)
  // The first page a new server serves on a busy machine may take a while: the sheet comes once the invoice, the settings, the buyer and the catalog have.
  await expect(sheet).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("heading", { level: 1, name: `پیش‌فاکتور شماره ${serial}` })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`پیش‌فاکتور شماره ${serial}`))
  await expect(sheet.getByRole("heading", { level: 2 })).toHaveText("پیش‌فاکتور")
  const header = sheet.locator("header")
  await expect(fact(header, "شماره")).toHaveText(serial)
  await expect(fact(header, "تاریخ")).toHaveText(persianDigits(invoice.date))
  await expect(fact(header, "اعتبار تا")).toHaveText(persianDigits(validUntil))
  await expect(sheet).toContainText(`قیمت‌های این پیش‌فاکتور تا تاریخ ${persianDigits(validUntil)} معتبر است.`)

  const sellerBlock = sheet.getByRole("region", { name: "مشخصات فروشنده" })
  await expect(fact(sellerBlock, "نام")).toHaveText(seller.name)
  await expect(fact(sellerBlock, "شناسه ملی")).toHaveText(persianDigits(seller.nationalId))
  await expect(fact(sellerBlock, "کد اقتصادی")).toHaveText(persianDigits(seller.economicCode))
  await expect(fact(sellerBlock, "کد پستی")).toHaveText(persianDigits(seller.postalCode))
  await expect(fact(sellerBlock, "تلفن")).toHaveText(persianDigits(seller.phone))
  const buyerBlock = sheet.getByRole("region", { name: "مشخصات خریدار" })
  // Customer 1 is a company: its national ID, economic code, representative and phones, as the customer record holds them.
  expect(buyer.type).toBe("legal")
  await expect(fact(buyerBlock, "نام")).toHaveText(buyer.name ?? "")
  await expect(fact(buyerBlock, "شناسه ملی")).toHaveText(persianDigits(buyer.national_id ?? ""))
  await expect(fact(buyerBlock, "کد اقتصادی")).toHaveText(persianDigits(buyer.economic_code ?? ""))
  await expect(fact(buyerBlock, "نماینده")).toHaveText(buyer.representative_name ?? "")
  await expect(fact(buyerBlock, "کد پستی")).toHaveText(persianDigits(buyer.postal_code ?? ""))
  for (const phone of [buyer.mobile, buyer.phone])
    await expect(fact(buyerBlock, "تلفن")).toContainText(persianDigits(phone ?? ""))
  for (const part of [buyer.city, buyer.address]) await expect(fact(buyerBlock, "نشانی")).toContainText(persianDigits(part ?? ""))

  const rows = sheet.getByRole("table", { name: "ردیف‌های پیش‌فاکتور" }).locator("tbody tr")
  await expect(rows).toHaveCount(10)
  for (const [index, line] of invoice.lines.entries()) {
    const cells = rows.nth(index).getByRole("cell")
    await expect(cells.nth(0)).toHaveText(persianDigits(String(index + 1)))
    await expect(cells.nth(1)).toContainText(line.product_name)
    await expect(cells.nth(2)).toHaveText(`${grouped(line.width)} × ${grouped(line.height)}`)
    await expect(cells.nth(3)).toHaveText(grouped(line.count))
    await expect(cells.nth(4)).toHaveText(measure(line.area * line.count))
    await expect(cells.nth(5)).toHaveText(measure(line.weight))
    await expect(cells.nth(6)).toHaveText(grouped(unitPrice(line)))
    await expect(cells.nth(7)).toHaveText(grouped(line.amount))
  }
  // The build-ups in words: a tempered 6 mm clear pane, a double-glazed unit with its 10 mm spacer, a silver mirror.
  await expect(rows.nth(0).getByRole("cell").nth(1)).toContainText("فلوت شفاف ۶ سکوریت")
  await expect(rows.nth(2).getByRole("cell").nth(1)).toContainText("+ اسپیسر ۱۰ میلی‌متر +")
  await expect(rows.nth(4).getByRole("cell").nth(1)).toContainText("آینه نقره‌ای ۵ خام")

  await expect(sheet.locator("[data-total]")).toHaveText(grouped(full.total))
  const totalsList = sheet.locator('dl[aria-label="جمع فاکتور"]')
  const sum = (label: string) =>
    totalsList
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: label }) })
      .locator("dd")
  await expect(sum("جمع ردیف‌ها")).toHaveText(grouped(full.subtotal))
  await expect(sum("تخفیف (۵٪)")).toHaveText(grouped(full.discount))
  await expect(sum("کرایه حمل")).toHaveText(grouped(full.fare))
  await expect(sum("مالیات بر ارزش افزوده")).toHaveText(grouped(full.vat))
  await expect(sheet).toContainText(`مبلغ کل به حروف: ${full.total_in_words}`)
  await expect(sheet.getByText("مهر و امضای فروشنده")).toBeVisible()
  await expect(sheet.getByText("امضای خریدار", { exact: true })).toBeVisible()
  expect(await sheet.innerText()).not.toMatch(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "invoice-print-1280")

  // On paper: one A4 page, without the toolbar; its text layer holds the serial, the customer and the total in Persian digits.
  const file = await printToPdf(page, testInfo, "ten-lines")
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/^Page size:\s+595\.\d+ x 842\.\d+ pts \(A4\)/m)
  const texts = pdfTexts(file)
  expect(texts).toHaveLength(1)
  const [paper = ""] = texts
  expect(paper).not.toContain("چاپ")
  expect(paper).toContain("پیش‌فاکتور")
  expect(holds(paper, serial)).toBe(true)
  expect(paper).toContain(buyer.name ?? "")
  expect(holds(paper, grouped(full.total))).toBe(true)
  expect(holds(paper, persianDigits(validUntil))).toBe(true)
  for (const line of invoice.lines) {
    expect(dimensionsIn(paper, line)).toBe(true)
    expect(holds(paper, grouped(line.amount))).toBe(true)
  }
  expect(paper).not.toMatch(latinDigits)
  keepPdfPages(file, testInfo, "ten-lines", 1)

  // A phone: the sheet stays within the screen, its table scrolling sideways inside it.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(sheet.locator("[data-total]")).toHaveText(grouped(full.total))
  // Polled: the desktop sidebar's padding animates away after the resize.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "invoice-print-375")
})

/** Whether a page's text holds the note of row `row` («یادداشت ردیف ۳», not the start of «یادداشت ردیف ۳۲»). */
const noteOf = (text: string, row: number): boolean =>
  new RegExp(`یادداشت ردیف ${persianDigits(String(row))}(?![۰-۹])`).test(text)

test("a sixty-line invoice breaks across A4 pages with the table's header on every page, no row cut, and the totals and signatures on the last page only", async ({
  page,
  request,
  server,
}, testInfo) => {
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  // Each line carries a note naming its row, so a row's last text line is found on paper.
  const lines = linesOf(60).map((line, index) => ({ ...line, note: `یادداشت ردیف ${persianDigits(String(index + 1))}` }))
  const answer = await manager.post("/Admin/invoice", {
    kind: "informal",
    customer_id: 8,
    fare_id: 2,
    discount_percent: 0,
    note: null,
    lines,
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const invoice = (await answer.json()).data as Invoice

  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/show-invoice/${invoice.id}`)
  await expect(sheetOf(page).locator("tbody tr")).toHaveCount(60)
  await expect(sheetOf(page).locator("[data-total]")).toHaveText(grouped(invoice.total))
  // The build-ups carry the catalog's names before printing.
  await expect(sheetOf(page).locator("tbody tr").first()).toContainText("فلوت شفاف")
  expect(await sheetOf(page).innerText()).not.toMatch(latinDigits)

  const file = await printToPdf(page, testInfo, "sixty-lines")
  const texts = pdfTexts(file)
  expect(texts.length).toBeGreaterThan(1)
  const last = texts.length - 1
  const rowPages = new Set(
    invoice.lines.flatMap((_, index) => texts.flatMap((text, at) => (noteOf(text, index + 1) ? [at] : []))),
  )
  for (const [at, text] of texts.entries()) {
    // The header of the table on every page that holds rows (the «لا» of «شرح کالا» comes out of the text layer as «ال», so other words are read).
    if (rowPages.has(at)) {
      expect(text, `page ${at + 1}'s table header`).toMatch(/ردیف/)
      expect(text, `page ${at + 1}'s table header`).toContain("ابعاد (میلی‌متر)")
      expect(text, `page ${at + 1}'s table header`).toContain("مبلغ واحد")
    }
    expect(text.includes("مبلغ کل"), `page ${at + 1}'s total`).toBe(at === last)
    expect(holds(text, grouped(invoice.total)), `page ${at + 1}'s total`).toBe(at === last)
    expect(text.includes("مهر و امضای فروشنده"), `page ${at + 1}'s signature`).toBe(at === last)
    expect(text.includes("امضای خریدار"), `page ${at + 1}'s signature`).toBe(at === last)
    expect(text).not.toMatch(latinDigits)
  }
  // Rows fill more than one page.
  expect(rowPages.size).toBeGreaterThan(1)
  // The company's title block heads the first page only.
  expect(texts.map((text) => text.includes("مشخصات فروشنده"))).toEqual(texts.map((_, at) => at === 0))
  // No row is cut across pages: its dimensions, its amount and its note (its last text line) share one page.
  for (const [index, line] of invoice.lines.entries()) {
    const row = index + 1
    const notePages = texts.flatMap((text, at) => (noteOf(text, row) ? [at] : []))
    const dimensionPages = texts.flatMap((text, at) => (dimensionsIn(text, line) ? [at] : []))
    expect(notePages, `row ${row}'s note`).toHaveLength(1)
    expect(dimensionPages, `row ${row}'s dimensions`).toEqual(notePages)
    expect(pagesHolding(texts, grouped(line.amount)), `row ${row}'s amount`).toEqual(notePages)
  }
  keepPdfPages(file, testInfo, "sixty-lines", texts.length)
})

test("the financial manager reads a formal invoice's sheet but gets the not-found page for a quotation's, as a sales expert does for a customer not theirs", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const admin = await apiAs(request, server.baseURL, "super-admin")
  const quoted = await create(expert, 1, 1)
  const approved = await create(expert, 8, 2)
  expect((await expert.post(`/Admin/invoice/${approved.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${approved.id}/approve`, {})).status()).toBe(200)
  const formal = (await (await manager.get(`/Admin/invoice/${approved.id}`)).json()).data as Invoice
  expect(formal.kind).toBe("formal")
  // Customer 3 is not the demo expert's, and the expert's access does not see every customer.
  const others = await create(admin, 3, 1)
  expect((await expert.get(`/Admin/invoice/${others.id}`)).status()).toBe(404)

  await signIn(page, "financial-manager")
  await page.goto(`/dashboard/show-invoice/${approved.id}`)
  const sheet = sheetOf(page)
  await expect(sheet.getByRole("heading", { level: 2 })).toHaveText("فاکتور رسمی")
  await expect(
    page.getByRole("heading", { level: 1, name: `فاکتور رسمی شماره ${persianDigits(String(approved.serial_number))}` }),
  ).toBeVisible()
  await expect(sheet.locator("[data-total]")).toHaveText(grouped(formal.total))
  await expect(fact(sheet.getByRole("region", { name: "مشخصات خریدار" }), "نام")).toHaveText(formal.customer_name)
  // A formal invoice carries no pre-invoice's validity.
  await expect(sheet).not.toContainText("اعتبار تا")
  await expect(sheet).not.toContainText("معتبر است")
  await expect(sheet.locator("tbody tr")).toHaveCount(2)
  // The tax ID is printed as the tax office issues it (Latin, left to right); every other figure is in Persian digits.
  const taxId = await sheet.locator("[data-tax-id]").innerText()
  expect(taxId).toMatch(/^[A-Z0-9]+$/)
  expect((await sheet.innerText()).replace(taxId, "")).not.toMatch(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "invoice-print-formal-1280")

  await page.goto(`/dashboard/show-invoice/${quoted.id}`)
  await expect(page.getByRole("heading", { name: notFound })).toBeVisible()
  await expect(sheetOf(page)).toHaveCount(0)
  await expectNoSeriousViolations(page)

  await page.evaluate(() => window.localStorage.clear())
  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/show-invoice/${others.id}`)
  await expect(page.getByRole("heading", { name: notFound })).toBeVisible()
  await expect(sheetOf(page)).toHaveCount(0)
  // The expert's own invoice, now formal, opens.
  await page.goto(`/dashboard/show-invoice/${approved.id}`)
  await expect(sheetOf(page).getByRole("heading", { level: 2 })).toHaveText("فاکتور رسمی")
})

test("the print button opens the browser's print dialog, once a click", async ({ page, request, server }) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const invoice = await create(expert, 8, 1)
  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/show-invoice/${invoice.id}`)
  await expect(sheetOf(page).locator("[data-total]")).toHaveText(grouped(invoice.total))
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed)
  expect(await printed()).toBe(0)
  await page.getByRole("button", { name: "چاپ" }).click()
  expect(await printed()).toBe(1)
  await page.getByRole("button", { name: "چاپ" }).click()
  expect(await printed()).toBe(2)
})
