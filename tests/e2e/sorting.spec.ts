import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, downloadWorkbook, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

type Api = Awaited<ReturnType<typeof apiAs>>

/** The ids of a table's rows, read from each row's first link matching `href` (an edit, details or history link). */
const shownIds = async (table: Locator, href: RegExp): Promise<Array<number>> => {
  const links = await table
    .locator("tbody tr")
    .evaluateAll(
      (rows, source) =>
        rows.map(
          (row) =>
            [...row.querySelectorAll("a")]
              .map((link) => link.getAttribute("href") ?? "")
              .find((path) => new RegExp(source).test(path)) ?? "",
        ),
      href.source,
    )
  return links.map((path) => Number(href.exec(path)?.[1]))
}

/** The ids of a page of the list as the API answers it. */
const apiIds = async (api: Api, path: string): Promise<Array<number>> => {
  const answer = await api.get(path)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: Array<{ id: number }> }).data.map((row) => row.id)
}

/** The header cell of a column and its sort button. */
const header = (table: Locator, name: string) => {
  const cell = table.getByRole("columnheader", { name })
  return { cell, button: cell.getByRole("button", { name }) }
}

/**
 * Clicks a header twice as a clerk does and checks each time: the rows come in the API's order, the URL holds `sort`
 * (and page 1), aria-sort says the direction, and a reload keeps it all.
 */
const checkSorting = async (
  page: Page,
  api: Api,
  options: { table: Locator; column: string; sort: string; apiPath: string; href: RegExp },
) => {
  const { table, column, sort, apiPath, href } = options
  const { cell, button } = header(table, column)
  await expect(cell).not.toHaveAttribute("aria-sort")
  for (const [param, direction] of [
    [sort, "ascending"],
    [`-${sort}`, "descending"],
  ] as const) {
    await button.click()
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${param}(&|$)`))
    expect(new URL(page.url()).searchParams.get("page")).toBeNull()
    await expect(cell).toHaveAttribute("aria-sort", direction)
    await expect(table).toHaveAttribute("aria-busy", "false")
    const expected = await apiIds(api, `${apiPath}${apiPath.includes("?") ? "&" : "?"}page=1&per_page=15&sort=${param}`)
    expect(expected.length).toBeGreaterThan(1)
    await expect.poll(() => shownIds(table, href)).toEqual(expected)
    await page.reload()
    await expect(header(table, column).cell).toHaveAttribute("aria-sort", direction)
    await expect.poll(() => shownIds(table, href)).toEqual(expected)
  }
  // Only the column the list is ordered by says so.
  await expect(table.locator("th[aria-sort]")).toHaveCount(1)
}

test.describe("sorting the lists by their columns", () => {
  test("customers: by name, then the other way, kept in the URL over a reload and a page change", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    await signIn(page, "super-admin")
    await page.goto("/dashboard/customer-list?page=2")
    const table = page.getByRole("table", { name: "فهرست مشتریان" })
    await checkSorting(page, api, {
      table,
      column: "نام مشتری",
      sort: "name",
      apiPath: "/Admin/customer",
      href: /\/dashboard\/customer-list\/all\/(\d+)(?:\?|$)/,
    })
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "sorting-customers-1280")
    // Another column starts ascending again; the credit limit, shown on a wide screen, is an amount at the end with even digits.
    await page.setViewportSize({ width: 1600, height: 900 })
    await header(table, "سقف اعتبار (ریال)").button.click()
    await expect(page).toHaveURL(/[?&]sort=credit_limit(&|$)/)
    await expect(header(table, "نام مشتری").cell).not.toHaveAttribute("aria-sort")
    await expect(header(table, "سقف اعتبار (ریال)").cell).toHaveClass(/text-end/)
    await expect(table.locator("tbody tr").first().getByRole("cell").nth(6)).toHaveClass(/tabular-nums/)
  })

  test("a reference list (delivery fares): by amount", async ({ page, request, baseURL }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    await signIn(page, "super-admin")
    await page.goto("/dashboard/delivery-fare-list")
    const table = page.getByRole("table", { name: "فهرست کرایه‌های حمل" })
    await checkSorting(page, api, {
      table,
      column: "مبلغ (ریال)",
      sort: "amount",
      apiPath: "/Admin/fares",
      href: /\/dashboard\/delivery-fare\/(\d+)$/,
    })
  })

  test("laminate colours: by price and by name", async ({ page, request, baseURL }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    await signIn(page, "super-admin")
    await page.goto("/dashboard/laminate-color-list")
    const table = page.getByRole("table", { name: "فهرست رنگ‌های طلق" })
    const href = /\/dashboard\/laminate-color\/(\d+)$/
    await checkSorting(page, api, { table, column: "قیمت (ریال)", sort: "price", apiPath: "/Admin/glass_laminate_color", href })
    await header(table, "نام رنگ").button.click()
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/)
    await expect(header(table, "نام رنگ").cell).toHaveAttribute("aria-sort", "ascending")
    await expect.poll(() => shownIds(table, href)).toEqual(await apiIds(api, "/Admin/glass_laminate_color?per_page=15&sort=name"))
  })

  test("an invoice list: by total, largest first after the second click", async ({ page, request, baseURL }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    await signIn(page, "super-admin")
    await page.goto("/dashboard/informal-invoice-list")
    const table = page.getByRole("table", { name: "فهرست پیش‌فاکتورها" })
    await checkSorting(page, api, {
      table,
      column: "مبلغ کل (ریال)",
      sort: "total",
      apiPath: "/Admin/invoice?kind=informal",
      href: /\/dashboard\/invoice-editor\/informal\/(\d+)$/,
    })
    await keepScreenshot(page, "sorting-invoices-1280")
  })

  test("a sort the list does not offer in a typed address is ignored: the list keeps its own order", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    expect((await api.get("/Admin/customer?sort=password")).status()).toBe(422)
    await signIn(page, "super-admin")
    await page.goto("/dashboard/customer-list?sort=password")
    const table = page.getByRole("table", { name: "فهرست مشتریان" })
    await expect
      .poll(() => shownIds(table, /\/dashboard\/customer-list\/all\/(\d+)(?:\?|$)/))
      .toEqual(await apiIds(api, "/Admin/customer?per_page=15"))
    await expect(table.locator("th[aria-sort]")).toHaveCount(0)
  })
})

test.describe("the laminate colour list's search, filter and export", () => {
  test("searches the name, filters inactive colours and exports what it shows, in its order", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    const base = uniqueName("لاجوردی")
    for (const [suffix, price] of [
      ["الف", 300],
      ["ب", 100],
      ["پ", 200],
    ] as const)
      expect((await api.post("/Admin/glass_laminate_color", { name: `${base} ${suffix}`, price })).status()).toBe(201)
    await signIn(page, "super-admin")
    await page.goto("/dashboard/laminate-color-list")
    const table = page.getByRole("table", { name: "فهرست رنگ‌های طلق" })
    await page.getByRole("searchbox", { name: "جستجو در نام رنگ" }).fill(base)
    await expect(page).toHaveURL(/[?&]search=/)
    await expect(table.locator("tbody tr")).toHaveCount(3)
    await header(table, "قیمت (ریال)").button.click()
    await expect(table.locator("tbody tr").getByRole("cell").nth(1)).toHaveText(`${base} ب`)
    await expect(table.locator("tbody tr").nth(2)).toContainText(`${base} الف`)

    const workbook = await downloadWorkbook(page, "laminate-colors.xlsx")
    expect(workbook.rows[0]).toEqual(["ردیف", "نام رنگ", "قیمت (ریال)", "وضعیت"])
    expect(workbook.rows.slice(1).map((row) => row[2])).toEqual([100, 200, 300])
    expect(workbook.rows.slice(1).map((row) => String(row[1]))).toEqual(
      ["ب", "پ", "الف"].map((suffix) => `${base} ${suffix}`.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)))),
    )

    // The seeded yellow is the one inactive colour (unless another test switched one off): every row shown is off.
    await page.getByRole("searchbox", { name: "جستجو در نام رنگ" }).fill("")
    await page.getByRole("combobox", { name: "وضعیت" }).selectOption("0")
    await expect(page).toHaveURL(/[?&]is_active=0(&|$)/)
    await expect(table.locator("tbody tr").first().getByRole("switch")).toHaveAttribute("aria-checked", "false")
    const inactive = await apiIds(api, "/Admin/glass_laminate_color?is_active=0&sort=price&per_page=15")
    await expect.poll(() => shownIds(table, /\/dashboard\/laminate-color\/(\d+)$/)).toEqual(inactive)
    await expectNoSeriousViolations(page)
  })
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("the headers still sort and the laminate list with its filters fits the screen", async ({ page, request, baseURL }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/laminate-color-list")
    const table = page.getByRole("table", { name: "فهرست رنگ‌های طلق" })
    await header(table, "قیمت (ریال)").button.click()
    await header(table, "قیمت (ریال)").button.click()
    await expect(header(table, "قیمت (ریال)").cell).toHaveAttribute("aria-sort", "descending")
    await expect
      .poll(() => shownIds(table, /\/dashboard\/laminate-color\/(\d+)$/))
      .toEqual(await apiIds(api, "/Admin/glass_laminate_color?per_page=15&sort=-price"))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await keepScreenshot(page, "sorting-laminate-375")
    await page.goto("/dashboard/customer-list?sort=-name")
    await expect(page.getByRole("columnheader", { name: "نام مشتری" })).toHaveAttribute("aria-sort", "descending")
    await keepScreenshot(page, "sorting-customers-375")
  })
})
