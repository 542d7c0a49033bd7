import { copyFileSync, mkdirSync } from "node:fs"
import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { decodeQr, pageText, pdfPages, printLabels, renderPages, type PageImage } from "./support/labelsPdf.ts"
import { apiToken, signIn } from "./support/session.ts"

// Texts pinned as production.md section 6 and the brief name them, never read from the code under test.
const persian = (text: string | number): string => String(text).replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
/** Text without its spaces, zero-width non-joiners and middle dots: the PDF's text layer spaces, joins and orders them its own way. */
const squeezed = (text: string): string => text.replace(/[\s\u200c·]+/g, "")
const stationNames: Readonly<Record<string, string>> = {
  cutting: "برش",
  edging: "لبه‌کاری",
  processing: "سوراخ‌کاری و فرآوری",
  tempering: "سکوریت",
  laminating: "لمینت",
  assembling: "مونتاژ دوجداره",
  quality: "کنترل کیفیت",
  racking: "خرک‌چینی",
  dispatch: "ارسال",
}

type Label = {
  kind: "pane" | "unit"
  code: string
  serial_number: number
  customer_name: string
  line_position: number
  unit_number: number
  letter: string | null
  width: number
  height: number
  ahead: ReadonlyArray<string>
}
type Queue = {
  data: ReadonlyArray<{
    glass_type_id: number
    glass_width_id: number
    orders: ReadonlyArray<{ order_id: number; panes: number }>
  }>
}

/** A released batch of the queue's first material, of its first orders up to a dozen panes (two dozen labels), made through the API. */
const releasedBatch = async (baseURL: string, headers: Record<string, string>): Promise<number> => {
  const queue = (await (await fetch(`${baseURL}/api/Admin/production/queue`, { headers })).json()) as Queue
  const material = queue.data[0]
  expect(material, "the demo data has panes waiting for cutting").toBeDefined()
  const orders: Array<number> = []
  let panes = 0
  for (const order of material?.orders ?? []) {
    if (panes >= 12) break
    orders.push(order.order_id)
    panes += order.panes
  }
  const body = { glass_type_id: material?.glass_type_id, glass_width_id: material?.glass_width_id, order_ids: orders }
  const created = await fetch(`${baseURL}/api/Admin/production/batch`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const id = ((await created.json()) as { data: { id: number } }).data.id
  const released = await fetch(`${baseURL}/api/Admin/production/batch/${id}/release`, { method: "POST", headers })
  expect(released.status, await released.clone().text()).toBe(200)
  return id
}

/** Prints the page at the page size its CSS asks for, into the test's output folder. */
const printed = (page: Page, name: string): Promise<string> => printLabels(page, test.info(), name)

/** Every label's Persian texts (Persian digits, never a Latin one) are in the text of the page it is printed on. */
const expectTexts = (text: string, labels: ReadonlyArray<Label>) => {
  const page = squeezed(text)
  expect(text).not.toMatch(/[0-9]/)
  for (const label of labels) {
    expect(text).toContain(persian(label.code))
    expect(page).toContain(squeezed(label.customer_name))
    expect(page).toContain(squeezed(`سفارش ${persian(label.serial_number)}`))
    expect(page).toContain(squeezed(`ردیف ${persian(label.line_position)}`))
    expect(page).toContain(squeezed(`واحد ${persian(label.unit_number)}`))
    // «لایه» is drawn with the lam-alef ligature, which the text layer gives back as «ال»: its tail and the letter are checked.
    if (label.letter !== null) expect(page).toContain(`یه${label.letter}`)
    expect(page).toContain(squeezed(`مانده:`))
    for (const station of label.ahead) expect(page).toContain(squeezed(stationNames[station] ?? station))
    expect(text).toContain(persian(label.width))
    expect(text).toContain(persian(label.height))
  }
  // No app chrome on paper: the menu, the user's name and the toolbar stay off.
  expect(text).not.toContain("داشبورد")
  expect(text).not.toContain("مدیر تولید")
  expect(text).not.toContain("چاپگر برچسب")
}

/** The PDF has `pages` pages of `width` × `height` mm (Chromium rounds a page's size to within a point). */
const expectPages = (file: string, pages: number, width: number, height: number) => {
  const facts = pdfPages(file)
  expect(facts.pages).toBe(pages)
  expect(Math.abs(facts.width - (width / 25.4) * 72)).toBeLessThan(1)
  expect(Math.abs(facts.height - (height / 25.4) * 72)).toBeLessThan(1)
}

/** Keeps a rendered page in screenshots/ for people to look at. */
const keep = (image: PageImage | undefined, name: string) => {
  mkdirSync("screenshots", { recursive: true })
  if (image !== undefined) copyFileSync(image.file, `screenshots/${name}.png`)
}

test.describe("labels (production.md section 6)", () => {
  test("a released batch's labels print on A4 sheets of 3 × 8 and one to a label-printer page, every QR code decoding to its exact code", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const base = baseURL ?? ""
    const headers = { Authorization: `Bearer ${await apiToken(base, "production-manager")}` }
    const batchId = await releasedBatch(base, headers)
    const answer = await fetch(`${base}/api/Admin/production/labels?batch_id=${batchId}`, { headers })
    expect(answer.status).toBe(200)
    const labels = ((await answer.json()) as { data: ReadonlyArray<Label> }).data
    expect(labels.filter((label) => label.kind === "pane").length).toBeGreaterThan(0)
    expect(labels.filter((label) => label.kind === "unit").length).toBeGreaterThan(0)

    await signIn(page, "production-manager")
    await page.goto(`/dashboard/cutting-batch/${batchId}`)
    await page.getByRole("link", { name: "چاپ برچسب‌ها" }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/labels/batch/${batchId}$`))
    await expect(page.getByRole("heading", { name: `برچسب‌های برنامه برش شماره ${persian(batchId)}` })).toBeVisible()
    await expect(page.getByTestId("label")).toHaveCount(labels.length)
    await expect(page.getByRole("radio", { name: "برگ A4 با ۲۴ برچسب" })).toBeChecked()
    // The print button opens the browser's print dialog.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes")
    })
    await page.getByRole("button", { name: "چاپ" }).click()
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes")

    // The A4 sheet: 24 labels a page, 70 × 37 mm each, three across from the right (the page reads right to left), 0.5 mm from the top.
    const sheet = await printed(page, "labels-sheet")
    const sheetPages = Math.ceil(labels.length / 24)
    expectPages(sheet, sheetPages, 210, 297)
    const sheetImages = renderPages(sheet)
    expect(sheetImages).toHaveLength(sheetPages)
    for (const [index, image] of sheetImages.entries()) {
      const cells = Array.from({ length: 24 }, (_, cell) =>
        decodeQr(image, { x: 210 - 70 * ((cell % 3) + 1), y: 0.5 + 37 * Math.floor(cell / 3), width: 70, height: 37 }),
      )
      const expected = Array.from({ length: 24 }, (_, cell) => labels[index * 24 + cell]?.code)
      expect(cells, `sheet ${index + 1}`).toEqual(expected)
      expectTexts(pageText(sheet, index + 1), labels.slice(index * 24, (index + 1) * 24))
    }
    keep(sheetImages[0], "labels-sheet-1")

    // The label printer: one 100 × 50 mm label a page, in the same order.
    await page.getByRole("radio", { name: "چاپگر برچسب ۱۰۰ × ۵۰" }).click()
    await expect(page.getByRole("radio", { name: "چاپگر برچسب ۱۰۰ × ۵۰" })).toBeChecked()
    await expect(page).toHaveURL(/format=roll$/)
    const roll = await printed(page, "labels-roll")
    expectPages(roll, labels.length, 100, 50)
    const rollImages = renderPages(roll)
    expect(rollImages.map((image) => decodeQr(image, { x: 0, y: 0, width: 100, height: 50 }))).toEqual(
      labels.map((label) => label.code),
    )
    for (const [index, label] of labels.entries()) expectTexts(pageText(roll, index + 1), [label])
    keep(rollImages[0], "labels-roll-pane")
    keep(rollImages[labels.findIndex((label) => label.kind === "unit")], "labels-roll-unit")

    // The format stays in the link: opened again, the page prints for the label printer.
    await page.reload()
    await expect(page.getByRole("radio", { name: "چاپگر برچسب ۱۰۰ × ۵۰" })).toBeChecked()
  })

  test("the printed plan leads to the labels, one piece's label prints by its code, and an unknown batch's labels are the not-found page", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? ""
    const headers = { Authorization: `Bearer ${await apiToken(base, "production-manager")}` }
    const batches = (await (await fetch(`${base}/api/Admin/production/batch?state=released`, { headers })).json()) as {
      data: ReadonlyArray<{ id: number }>
    }
    const batchId = batches.data[0]?.id ?? (await releasedBatch(base, headers))
    const first = (
      (await (await fetch(`${base}/api/Admin/production/labels?batch_id=${batchId}`, { headers })).json()) as {
        data: ReadonlyArray<Label>
      }
    ).data[0]

    await signIn(page, "production-manager")
    await page.goto(`/dashboard/cutting-plan/${batchId}`)
    await page.getByRole("link", { name: "چاپ برچسب‌ها" }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/labels/batch/${batchId}$`))
    await expect(page.getByTestId("label").first()).toBeVisible()

    await page.goto(`/dashboard/labels/piece/${first?.code.toLowerCase()}?format=roll`)
    await expect(page.getByRole("heading", { name: `برچسب ${persian(first?.code ?? "")}` })).toBeVisible()
    await expect(page.getByTestId("label")).toHaveCount(1)
    await expect(page.getByTestId("label")).toHaveAttribute("data-code", first?.code ?? "")
    const one = await printed(page, "labels-piece")
    expect(pdfPages(one).pages).toBe(1)
    expect(decodeQr(renderPages(one)[0] as PageImage, { x: 0, y: 0, width: 100, height: 50 })).toBe(first?.code)

    await page.goto("/dashboard/labels/batch/999999")
    await expect(page.getByText("صفحه پیدا نشد")).toBeVisible()
    await page.goto("/dashboard/labels/sheet/1")
    await expect(page.getByText("صفحه پیدا نشد")).toBeVisible()
  })
})
