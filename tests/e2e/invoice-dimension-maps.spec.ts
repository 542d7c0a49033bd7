import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs"
import type { Locator, Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

// Texts pinned as issue 17 and invoices.md section 7 write them, never read from the code under test.
const latinDigits = /[0-9]/
const notFound = "صفحه پیدا نشد"

type Sides = { readonly width: number; readonly height: number }

/** A single 6 mm clear pane line; raw glass of that thickness has no size limit, so a 6000 × 300 sliver is accepted. */
const line = ({ width, height }: Sides, count = 1) => ({
  product_id: 1,
  width,
  height,
  count,
  edge_type: 1,
  layers: [{ glass_type_id: 1, width_id: 3, material: 1 }],
  laminates: [],
  spacers: [],
  descriptions: [],
})

const quotation = (customer_id: number, pieces: ReadonlyArray<Sides>) => ({
  kind: "informal",
  customer_id,
  fare_id: 2,
  discount_percent: 0,
  note: "آزمون نقشه ابعاد",
  lines: pieces.map((sides, index) => line(sides, index + 1)),
})

type Api = Awaited<ReturnType<typeof apiAs>>
type Created = { id: number; serial_number: number; customer_name: string; date: string }

const create = async (api: Api, customer: number, pieces: ReadonlyArray<Sides>): Promise<Created> => {
  const answer = await api.post("/Admin/invoice", quotation(customer, pieces))
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()).data as Created
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const within = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

const figures = (page: Page) => page.locator("main figure")
const figureOf = (page: Page, row: number) => figures(page).nth(row - 1)
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox()
  if (found === null) throw new Error("not drawn")
  return found
}

/** What the browser drew of one figure, read in one step: the rectangle's attributes and geometry, the labels and the boxes on screen. */
const drawnFigure = (figure: Locator) =>
  figure.evaluate((element) => {
    const onScreen = (part: Element | null): Box => {
      const rect = part?.getBoundingClientRect()
      return { x: rect?.x ?? NaN, y: rect?.y ?? NaN, width: rect?.width ?? NaN, height: rect?.height ?? NaN }
    }
    const piece = element.querySelector<SVGRectElement>('svg[role="img"] rect[data-part="piece"]')
    const across = element.querySelector('svg[role="img"] text[data-part="width-label"]')
    const up = element.querySelector('svg[role="img"] text[data-part="height-label"]')
    const geometry = piece?.getBBox()
    return {
      attributes: { width: Number(piece?.getAttribute("width")), height: Number(piece?.getAttribute("height")) },
      geometry: { width: geometry?.width ?? NaN, height: geometry?.height ?? NaN },
      texts: [across?.textContent, up?.textContent],
      piece: onScreen(piece),
      across: onScreen(across),
      up: onScreen(up),
      drawing: onScreen(element.querySelector('svg[role="img"]')),
    }
  })

/**
 * Checks one figure as drawn: its name says the row and both sides; its rectangle keeps the piece's proportion within
 * 1 % by its own attributes and by the geometry the browser drew (getBBox, without the stroke); its labels say the
 * millimetres in Persian digits, and their boxes on screen stay inside the drawing and overlap neither each other nor
 * the rectangle (its screen box, stroke included).
 */
const expectDrawnToScale = async (page: Page, row: number, sides: Sides) => {
  const figure = figureOf(page, row)
  await expect(figure.getByRole("img")).toHaveAccessibleName(
    `قطعه ردیف ${persianDigits(String(row))}: عرض ${persianDigits(String(sides.width))} در ارتفاع ${persianDigits(String(sides.height))} میلی‌متر`,
  )
  await expect(figure).toContainText(`ردیف ${persianDigits(String(row))}`)
  const drawn = await drawnFigure(figure)
  const proportion = sides.width / sides.height
  expect(Math.abs(drawn.attributes.width / drawn.attributes.height / proportion - 1)).toBeLessThan(0.01)
  expect(Math.abs(drawn.geometry.width / drawn.geometry.height / proportion - 1)).toBeLessThan(0.01)
  expect(drawn.texts).toEqual([persianDigits(String(sides.width)), persianDigits(String(sides.height))])
  expect(overlap(drawn.across, drawn.up)).toBe(false)
  expect(overlap(drawn.across, drawn.piece)).toBe(false)
  expect(overlap(drawn.up, drawn.piece)).toBe(false)
  expect(within(drawn.across, drawn.drawing)).toBe(true)
  expect(within(drawn.up, drawn.drawing)).toBe(true)
}

const slivers: ReadonlyArray<Sides> = [
  { width: 1200, height: 1500 },
  { width: 6000, height: 300 },
  { width: 300, height: 6000 },
  { width: 2440, height: 3210 },
  { width: 450, height: 450 },
]

test("every line's piece is drawn to scale with its dimensions in Persian digits, a 6000 × 300 sliver staying readable, two columns on a desktop", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const invoice = await create(expert, 1, slivers)
  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/dimension-maps/informal/${invoice.id}`)

  const serial = persianDigits(String(invoice.serial_number))
  await expect(page.getByRole("heading", { level: 1, name: `نقشه ابعاد پیش‌فاکتور شماره ${serial}` })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`نقشه ابعاد پیش‌فاکتور شماره ${serial}`))
  const main = page.locator("main")
  await expect(main).toContainText(invoice.customer_name)
  await expect(main).toContainText(persianDigits(invoice.date))
  await expect(figures(page)).toHaveCount(slivers.length)
  // The caption: row, product, count and build-up in words (6 mm raw clear float), as the workshop reads it.
  const second = figureOf(page, 2)
  await expect(second).toContainText("شیشه تک‌جداره")
  await expect(second).toContainText("تعداد: ۲ عدد")
  await expect(second).toContainText("فلوت شفاف ۶ خام")
  for (const [index, sides] of slivers.entries()) await expectDrawnToScale(page, index + 1, sides)
  // Two columns from 768 px: the first two pieces side by side, the first at the start (right) edge.
  const [first, next] = [await box(figureOf(page, 1)), await box(figureOf(page, 2))]
  expect(Math.abs(first.y - next.y)).toBeLessThan(1)
  expect(next.x).toBeLessThan(first.x)
  expect(await main.innerText()).not.toMatch(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "dimension-maps-1280")
})

test("on a phone the pieces stand in one column, still to scale with their labels clear", async ({ page, request, server }) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const invoice = await create(expert, 1, slivers)
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/dimension-maps/informal/${invoice.id}`)
  await expect(figures(page)).toHaveCount(slivers.length)
  await expect(figureOf(page, 2)).toContainText("فلوت شفاف ۶ خام")
  const [first, next] = [await box(figureOf(page, 1)), await box(figureOf(page, 2))]
  expect(next.y).toBeGreaterThan(first.y + first.height - 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  for (const [index, sides] of slivers.entries()) await expectDrawnToScale(page, index + 1, sides)
  expect(await page.locator("main").innerText()).not.toMatch(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "dimension-maps-375")
})

/** The number of pages of a PDF and the text layer of one page, as poppler-utils read them. */
const pdfPages = (file: string): number =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1])
const pdfPageText = (file: string, page: number): string =>
  execFileSync("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" })
/**
 * A page's text without the bidi marks pdftotext wraps runs in. Found so: Chromium's PDF holds the Persian words in
 * logical order with their ordinary letters (no presentation forms), each number a run of Persian digits in its own
 * left-to-right embedding («‫ردیف ‪۲‬‬»).
 */
const plain = (text: string): string => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
/** Whether a page's text holds a number in Persian digits standing alone (not part of a longer one). */
const holdsNumber = (text: string, value: number): boolean =>
  new RegExp(`(^|[^۰-۹])${persianDigits(String(value))}([^۰-۹]|$)`).test(text)
/** Whether a page's text holds the caption of row `row` («ردیف ۳», not the start of «ردیف ۱۲»). */
const holdsRow = (text: string, row: number): boolean => new RegExp(`ردیف\\s+${persianDigits(String(row))}(?![۰-۹])`).test(text)

test("printed on A4, twelve pieces take more than one page, and each piece's row and both its dimensions share a page", async ({
  page,
  request,
  server,
}, testInfo) => {
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  // Sides no other number on the page shares, so each label is found where its piece is printed; two slivers among them.
  const pieces: ReadonlyArray<Sides> = Array.from({ length: 12 }, (_, index) =>
    index === 1
      ? { width: 5999, height: 301 }
      : index === 2
        ? { width: 307, height: 5993 }
        : { width: 1111 + index * 37, height: 2333 - index * 41 },
  )
  const invoice = await create(manager, 1, pieces)
  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/dimension-maps/informal/${invoice.id}`)
  await expect(figures(page)).toHaveCount(12)
  // The build-ups carry the catalog's names before printing.
  await expect(figureOf(page, 12)).toContainText("فلوت شفاف")

  const file = testInfo.outputPath("dimension-maps.pdf")
  writeFileSync(file, await page.pdf({ format: "A4", printBackground: true }))
  const pages = pdfPages(file)
  expect(pages).toBeGreaterThan(1)
  const texts = Array.from({ length: pages }, (_, index) => plain(pdfPageText(file, index + 1)))
  // The toolbar is not printed; the title, the customer and the date are, on the first page.
  expect(texts.join("\n")).not.toContain("چاپ")
  expect(texts[0]).toContain(`نقشه ابعاد پیش‌فاکتور شماره ${persianDigits(String(invoice.serial_number))}`)
  expect(texts[0]).toContain(invoice.customer_name)
  expect(texts[0]).toContain(persianDigits(invoice.date))
  for (const [index, sides] of pieces.entries()) {
    const row = index + 1
    const rowPages = texts.flatMap((text, at) => (holdsRow(text, row) ? [at] : []))
    const widthPages = texts.flatMap((text, at) => (holdsNumber(text, sides.width) ? [at] : []))
    const heightPages = texts.flatMap((text, at) => (holdsNumber(text, sides.height) ? [at] : []))
    expect(rowPages, `row ${row}'s caption`).toHaveLength(1)
    expect(widthPages, `row ${row}'s width`).toEqual(rowPages)
    expect(heightPages, `row ${row}'s height`).toEqual(rowPages)
  }
  mkdirSync("screenshots", { recursive: true })
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "2", file, testInfo.outputPath("page")])
  for (const at of [1, 2]) copyFileSync(testInfo.outputPath(`page-${at}.png`), `screenshots/dimension-maps-pdf-page-${at}.png`)
})

test("the map follows the invoice's read permission: the financial manager reads a formal invoice's map but gets the not-found page for a quotation's", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const quoted = await create(expert, 1, [{ width: 800, height: 600 }])
  const approved = await create(expert, 1, [{ width: 900, height: 700 }])
  expect((await expert.post(`/Admin/invoice/${approved.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${approved.id}/approve`, {})).status()).toBe(200)

  await signIn(page, "financial-manager")
  await page.goto(`/dashboard/dimension-maps/informal/${quoted.id}`)
  await expect(page.getByRole("heading", { name: notFound })).toBeVisible()
  await expect(page.locator("main figure")).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "dimension-maps-not-found")
  // An old link with the quotation's kind word still opens the invoice, named as the formal invoice it has become.
  await page.goto(`/dashboard/dimension-maps/informal/${approved.id}`)
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `نقشه ابعاد فاکتور رسمی شماره ${persianDigits(String(approved.serial_number))}`,
    }),
  ).toBeVisible()
  await expectDrawnToScale(page, 1, { width: 900, height: 700 })
  // The financial manager has no invoice list: the way back leads home.
  await page.getByRole("link", { name: "بازگشت به فهرست" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/dashboard/dimension-maps/pre-buy-or-not/${approved.id}`)
  await expect(page.getByRole("heading", { name: notFound })).toBeVisible()
})

test("a sales expert gets the not-found page for an invoice of a customer not theirs, and the map of their own (after a failed load, on retry)", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const admin = await apiAs(request, server.baseURL, "super-admin")
  const approved = await create(expert, 1, [{ width: 900, height: 700 }])
  expect((await expert.post(`/Admin/invoice/${approved.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${approved.id}/approve`, {})).status()).toBe(200)
  // Customer 3 is not the demo expert's, and the expert's access does not see every customer.
  const others = await create(admin, 3, [{ width: 1000, height: 500 }])
  expect((await expert.get(`/Admin/invoice/${others.id}`)).status()).toBe(404)

  await signIn(page, "sales-expert")
  await page.goto(`/dashboard/dimension-maps/informal/${others.id}`)
  await expect(page.getByRole("heading", { name: notFound })).toBeVisible()
  // A failed load is told, not shown as not found, and tried again on request.
  const invoiceAddress = `**/api/Admin/invoice/${approved.id}`
  await page.route(invoiceAddress, (route) => route.fulfill({ status: 500, body: "" }))
  await page.goto(`/dashboard/dimension-maps/formal/${approved.id}`)
  await expect(page.getByRole("alert").filter({ hasText: "بارگذاری نقشه ابعاد انجام نشد." })).toBeVisible()
  await page.unroute(invoiceAddress)
  await page.getByRole("button", { name: "تلاش دوباره" }).click()
  await expect(figures(page)).toHaveCount(1)
  await expectDrawnToScale(page, 1, { width: 900, height: 700 })
  await page.getByRole("link", { name: "بازگشت به فهرست" }).click()
  await expect(page).toHaveURL(/\/dashboard\/formal-invoice-list$/)
})
