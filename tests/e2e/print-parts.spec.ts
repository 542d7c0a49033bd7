import { execFileSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { Option } from "effect"
import type { Catalog } from "../../domain/invoice/Catalog.ts"
import { decodeInvoiceCatalog } from "../../domain/invoice/CatalogSchema.ts"
import { pricedParts } from "../../domain/invoice/PricedParts.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs } from "./ui-pages-support.ts"

type Api = Awaited<ReturnType<typeof apiAs>>
type Line = Parameters<typeof pricedParts>[0] & { readonly product_name: string }

const shots = ".tmp/shots/h1"

/** The id of the catalog's extra process of this name, as the seeded reference data names it. */
const processId = (catalog: Catalog, name: string): number => {
  const found = catalog.descriptions.find((description) => description.name === name)
  expect(found, name).toBeDefined()
  return found?.id ?? 0
}

/** A single pane with tool edge and two processes, a laminated pair with diamond edge, a double-glazed unit with a 12 mm spacer. */
const linesFor = (catalog: Catalog) => {
  const spacer = catalog.spacers.find((item) => item.name === "12")?.id
  expect(spacer).toBeDefined()
  return [
    {
      product_id: 1,
      width: 1200,
      height: 1500,
      count: 2,
      edge_type: 2,
      layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [
        { description_id: processId(catalog, "سوراخ‌کاری"), quantity: 2 },
        { description_id: processId(catalog, "ابزار لبه"), quantity: 1 },
      ],
    },
    {
      product_id: 2,
      width: 1000,
      height: 2000,
      count: 1,
      edge_type: 1,
      layers: [
        { glass_type_id: 1, width_id: 2, material: 1 },
        { glass_type_id: 1, width_id: 2, material: 1 },
      ],
      laminates: [{ laminate_color_id: 1, thickness: 2, glue: 7 }],
      spacers: [],
      descriptions: [{ description_id: processId(catalog, "فارسی‌بر"), quantity: 1 }],
    },
    {
      product_id: 3,
      width: 900,
      height: 1400,
      count: 3,
      edge_type: 3,
      layers: [
        { glass_type_id: 1, width_id: 1, material: 1 },
        { glass_type_id: 2, width_id: 1, material: 1 },
      ],
      laminates: [],
      spacers: [{ spacer_id: spacer ?? 0, color: 1, glue: 1 }],
      descriptions: [{ description_id: processId(catalog, "شابلون (قالب)"), quantity: 1 }],
    },
  ]
}

const catalogOf = async (api: Api): Promise<Catalog> => {
  const answer = await api.get("/Admin/invoice/catalog")
  expect(answer.status()).toBe(200)
  return Option.getOrThrow(decodeInvoiceCatalog(await answer.json())).catalog
}

/** A formal invoice of the three lines: written by the expert, sent, approved by the sales manager. */
const formalInvoice = async (expert: Api, manager: Api, catalog: Catalog) => {
  const created = await expert.post("/Admin/invoice", {
    kind: "informal",
    customer_id: 1,
    fare_id: 1,
    discount_percent: 0,
    lines: linesFor(catalog),
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()).data as { id: number }
  expect((await expert.post(`/Admin/invoice/${id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${id}/approve`, {})).status()).toBe(200)
  const read = await manager.get(`/Admin/invoice/${id}`)
  return (await read.json()).data as { id: number; serial_number: number; lines: ReadonlyArray<Line> }
}

/** The printed A4 page's text as pdftotext lays it out, normalised, without the bidi marks it wraps runs in. */
const printedText = async (page: Page, name: string): Promise<string> => {
  mkdirSync(shots, { recursive: true })
  const file = `${shots}/${name}.pdf`
  await page.emulateMedia({ media: "print" })
  writeFileSync(file, await page.pdf({ format: "A4", printBackground: true }))
  execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", file, `${shots}/${name}`])
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
}

/** The words and numbers of a text, as pdftotext may split a number from the word beside it or reorder a right-to-left run. */
const tokens = (text: string): ReadonlyArray<string> =>
  text.normalize("NFKC").match(/[\p{L}\u200c]+|[۰-۹٬٫]+|[A-Za-z0-9]+/gu) ?? []

/**
 * The table's rows on paper, one block of text each: pdftotext lays a row out as lines with a blank line between rows,
 * from the row under the table's head to the totals.
 */
const printedRows = (text: string): ReadonlyArray<string> => {
  const start = text.indexOf("\n", text.indexOf("(کیلوگرم)"))
  // The totals' first line starts with the subtotal's figure, before the words «جمع ردیف‌ها».
  const end = text.lastIndexOf("\n", text.indexOf("جمع ردیف‌ها"))
  return text
    .slice(start, end)
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== "")
}

test("the printed formal invoice lists every priced part of each line, as the editor's list of its parts, and its tax ID as issued", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const catalog = await catalogOf(manager)
  const invoice = await formalInvoice(expert, manager, catalog)
  const expected = invoice.lines.map((line) => pricedParts(line, catalog))
  // The three structures, each with its edge work and a process; the double-glazed unit's spacer with its unit.
  expect(expected.map((parts) => parts.length)).toEqual([4, 3, 3])
  expect(expected[0]).toEqual(expect.arrayContaining(["لبه: ابزار", "سوراخ‌کاری × ۲", "ابزار لبه × ۱"]))
  expect(expected[1]).toContain("لبه: الماسه")
  expect(expected[2]?.[0]).toContain("اسپیسر ۱۲ میلی‌متر")
  expect(expected[2]).toContain("لبه: فارسی‌بر")

  await signIn(page, "sales-manager")
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/dashboard/show-invoice/${invoice.id}`)
  const sheet = page.locator("article.invoice-sheet")
  await expect(sheet).toBeVisible({ timeout: 30_000 })
  const rows = sheet.locator("tbody tr")
  await expect(rows).toHaveCount(3)
  // On screen, each row's description holds exactly its own line's parts: the build-up, then the edge and the processes.
  for (const [index, parts] of expected.entries()) {
    const description = rows.nth(index).locator("td").nth(1)
    await expect(description.locator("[data-build-up]")).toHaveText(parts[0] ?? "", { useInnerText: true })
    await expect(description.locator("[data-processes]")).toHaveText(parts.slice(1).join("، "))
  }

  // The tax ID as the tax office issues it: Latin letters and Western digits, left to right.
  const taxId = sheet.locator("[data-tax-id]")
  await expect(taxId).toHaveAttribute("dir", "ltr")
  const printedId = (await taxId.innerText()).trim()
  expect(printedId).toMatch(/^A11B2C[0-9A-F]{15}[0-9]$/)
  expect(parseInt(printedId.slice(11, 21), 16)).toBe(invoice.serial_number)

  for (const width of [375, 1366, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${shots}/print-parts-${width}.png`, fullPage: true })
  }
  const text = await printedText(page, "print-parts")
  // Each line's row on paper holds every word and number of each of its parts, and its own row number and product.
  expect(text).toContain(printedId)
  const rowsOnPaper = printedRows(text)
  expect(rowsOnPaper).toHaveLength(3)
  for (const [index, parts] of expected.entries()) {
    const printed = new Set(tokens(rowsOnPaper[index] ?? ""))
    const row = persianDigits(String(index + 1))
    expect(printed.has(row)).toBe(true)
    for (const word of tokens(invoice.lines[index]?.product_name ?? ""))
      expect(printed.has(word), `ردیف ${row}: ${word}`).toBe(true)
    for (const part of parts)
      for (const word of tokens(part)) expect(printed.has(word), `ردیف ${row}: «${part}» بی «${word}»`).toBe(true)
  }
  // A process is printed on the rows that hold it only: the template is on the double-glazed row, drilling on the single's.
  const holding = (word: string) => rowsOnPaper.flatMap((block, at) => (tokens(block).includes(word) ? [at] : []))
  expect(holding("شابلون")).toEqual([2])
  expect(holding("سوراخ‌کاری")).toEqual([0])
  expect(holding("الماسه")).toEqual([1])
})
