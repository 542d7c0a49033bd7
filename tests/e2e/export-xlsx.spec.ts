import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import type { Workbook, WorkbookCell } from "./support/workbook.ts"
import { apiAs, downloadWorkbook, keepScreenshot } from "./ui-pages-support.ts"

// What a clerk expects of «خروجی اکسل»: an .xlsx, right to left, amounts Excel can sum, Jalali dates, Latin digits only.
const exportButton = (page: Page) => page.getByRole("button", { name: "خروجی اکسل" })
const workbookChunk = /\/assets\/saveWorkbook-[^/]+\.js/
const persianOrArabicDigit = /[۰-۹٠-٩]/
const thousands = "#,##0"

/** The body row whose cells include all the given values. */
const rowWith = (workbook: Workbook, ...values: ReadonlyArray<WorkbookCell>) => {
  const index = workbook.rows.findIndex((row, at) => at > 0 && values.every((value) => row.includes(value)))
  expect(index, `a row holding ${values.join(", ")}`).toBeGreaterThan(0)
  return { cells: workbook.rows[index] ?? [], formats: workbook.formats[index] ?? [] }
}

/** The index of a header, failing when the sheet lacks it. */
const column = (workbook: Workbook, header: string) => {
  const index = workbook.rows[0]?.indexOf(header) ?? -1
  expect(index, header).toBeGreaterThanOrEqual(0)
  return index
}

/** Every body cell of a column is a number Excel shows with thousands separated, or empty. */
const expectSummable = (workbook: Workbook, header: string) => {
  const at = column(workbook, header)
  for (const [index, row] of workbook.rows.entries()) {
    if (index === 0 || row[at] === null) continue
    expect(typeof row[at], `${header} in row ${index + 1}`).toBe("number")
    expect(workbook.formats[index]?.[at]).toMatch(/^#,##0(\.0+)?$/)
  }
}

test.describe("the export as a sales manager", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("the customer list saves customers.xlsx: right to left, credit limits as numbers, codes as text in Latin digits", async ({
    page,
  }) => {
    const chunks: string[] = []
    page.on("request", (request) => {
      if (workbookChunk.test(request.url())) chunks.push(request.url())
    })
    await page.goto("/dashboard/customer-list")
    await expect(page.getByRole("table", { name: "فهرست مشتریان" }).getByRole("row").nth(1)).toBeVisible()
    // The workbook library is fetched only when the user exports.
    expect(chunks).toEqual([])
    const workbook = await downloadWorkbook(page, "customers.xlsx")
    expect(chunks).toHaveLength(1)

    expect(workbook.sheetXml).toMatch(/<sheetView [^>]*rightToLeft="1"/)
    // The header stays in view while the clerk scrolls.
    expect(workbook.sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/)
    expect(workbook.rows[0]?.slice(0, 3)).toEqual(["ردیف", "نوع مشتری", "نام / نام شرکت"])
    expect(workbook.bold[0]?.every(Boolean)).toBe(true)
    const jafari = rowWith(workbook, "محمد", "جعفری")
    const limit = column(workbook, "سقف اعتبار (ریال)")
    expect(jafari.cells[limit]).toBe(300_000_000)
    expect(jafari.formats[limit]).toBe(thousands)
    // A number cell has no text type; the sheet holds its value as digits Excel adds up.
    expect(workbook.sheetXml).toMatch(/<c r="N\d+"(?![^>]*t="s")[^>]*><v>300000000<\/v><\/c>/)
    expect(jafari.cells[column(workbook, "کد ملی / شناسه ملی")]).toBe("0061234567")
    expect(jafari.cells[column(workbook, "شماره همراه")]).toBe("09121234567")
    expectSummable(workbook, "ردیف")
    expectSummable(workbook, "سقف اعتبار (ریال)")
    expect(workbook.texts.filter((text) => persianOrArabicDigit.test(text))).toEqual([])
  })

  test("an invoice list saves invoices.xlsx: totals and areas as numbers, the date as Jalali text", async ({
    page,
    request,
    server,
  }) => {
    const expert = await apiAs(request, server.baseURL, "sales-expert")
    const created = await expert.post("/Admin/invoice", {
      kind: "informal",
      customer_id: 1,
      fare_id: 2,
      discount_percent: 5,
      note: "خروجی اکسل ۲",
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
    })
    expect(created.status()).toBe(201)
    const { serial_number: serial, total } = (await created.json()).data as { serial_number: number; total: number }

    await page.goto("/dashboard/informal-invoice-list")
    await expect(page.getByRole("table", { name: "فهرست پیش‌فاکتورها" }).getByRole("row").nth(1)).toBeVisible()
    const workbook = await downloadWorkbook(page, "invoices.xlsx")
    const row = rowWith(workbook, String(serial))
    expect(row.cells[column(workbook, "مبلغ کل (ریال)")]).toBe(total)
    expect(row.formats[column(workbook, "مبلغ کل (ریال)")]).toBe(thousands)
    // Four 1.2 m × 1.5 m panes.
    expect(row.cells[column(workbook, "متراژ (متر مربع)")]).toBeCloseTo(7.2, 6)
    expect(row.cells[column(workbook, "تعداد قطعه")]).toBe(4)
    expect(row.cells[column(workbook, "تاریخ")]).toMatch(/^1[34]\d\d\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/)
    expect(row.cells[column(workbook, "یادداشت")]).toBe("خروجی اکسل 2")
    for (const header of ["ردیف", "تعداد ردیف", "تعداد قطعه", "متراژ (متر مربع)", "مبلغ کل (ریال)"])
      expectSummable(workbook, header)
  })
})

test.describe("the export as the super-admin", () => {
  test.beforeEach(async ({ page }) => signIn(page, "super-admin"))

  test("the user list saves users.xlsx with row numbers as numbers and mobiles keeping their leading zero", async ({ page }) => {
    await page.goto("/dashboard/user-list?role=sales-expert")
    await expect(page.getByRole("table", { name: "فهرست کاربران" }).getByRole("row").nth(1)).toContainText("کارشناس فروش")
    const workbook = await downloadWorkbook(page, "users.xlsx")
    expect(workbook.sheetXml).toMatch(/<sheetView [^>]*rightToLeft="1"/)
    expect(workbook.rows[0]).toEqual(["ردیف", "نام", "نام خانوادگی", "کد پرسنلی", "شماره همراه", "نقش", "وضعیت", "ایستگاه‌ها"])
    const karimi = rowWith(workbook, "حسین", "کریمی")
    // A sales expert holds no station: the last column is empty.
    expect(karimi.cells.slice(1, 7)).toEqual(["حسین", "کریمی", "1000300003", "09120000003", "کارشناس فروش", "فعال"])
    expect(karimi.cells.slice(7).filter((cell) => cell !== "" && cell !== null && cell !== undefined)).toEqual([])
    expect(typeof karimi.cells[0]).toBe("number")
    expectSummable(workbook, "ردیف")
    expect(workbook.rows.slice(1).every((cells) => cells[5] === "کارشناس فروش")).toBe(true)
    expect(workbook.texts.filter((text) => persianOrArabicDigit.test(text))).toEqual([])
  })

  test("the list header with the export button, at 1280 and 375 px", async ({ page }) => {
    await page.goto("/dashboard/user-list")
    await expect(exportButton(page)).toBeVisible()
    await keepScreenshot(page, "export-button-1280")
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(exportButton(page)).toBeInViewport()
    await keepScreenshot(page, "export-button-375")
  })
})
