import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, persianNumber } from "./ui-pages-support.ts"

const listPath = "/dashboard/laminate-color-list"

test.describe("the paginated table", () => {
  let total = 0

  // Seven pages of 15 rows are needed to see the pager's window of two pages each side; the seed has only a few colours.
  test.beforeAll(async ({ playwright, server }) => {
    const request = await playwright.request.newContext()
    const api = await apiAs(request, server.baseURL, "super-admin")
    const answer = (await (await api.get("/Admin/glass_laminate_color?per_page=15")).json()) as { meta: { total: number } }
    for (let index = answer.meta.total; index < 100; index++)
      await api.post("/Admin/glass_laminate_color", { name: `رنگ آزمایشی ${persianNumber(index)}`, price: 1000 + index })
    total = ((await (await api.get("/Admin/glass_laminate_color?per_page=15")).json()) as { meta: { total: number } }).meta.total
    await request.dispose()
  })

  test.beforeEach(async ({ page }) => signIn(page, "super-admin"))

  const rows = (page: import("@playwright/test").Page) =>
    page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") })
  const pager = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "صفحه‌بندی" })

  test("opens on page 1 with 15 rows, the total in Persian digits and pages 1 to 3", async ({ page }) => {
    await page.goto(listPath)
    await expect(rows(page)).toHaveCount(15)
    await expect(rows(page).first().getByRole("cell").first()).toHaveText("۱")
    await expect(page.getByText(`تعداد کل: ${persianNumber(total)}`)).toBeVisible()
    await expect(page.getByLabel("تعداد در صفحه")).toHaveValue("15")
    await expect(page.getByLabel("تعداد در صفحه").getByRole("option")).toHaveText(["۱۵", "۳۰", "۵۰"])
    await expect(pager(page).getByRole("link", { name: /^صفحه [۰-۹]+$/ })).toHaveText(["۱", "۲", "۳"])
    await expect(pager(page).getByRole("link", { name: "صفحه ۱" })).toHaveAttribute("aria-current", "page")
    await expect(pager(page).getByRole("link", { name: "صفحه قبل" })).toHaveAttribute("aria-disabled", "true")
  })

  test("moves between pages through the URL's page and per_page, showing two pages each side", async ({ page }) => {
    await page.goto(listPath)
    await pager(page).getByRole("link", { name: "صفحه ۳" }).click()
    await expect(page).toHaveURL(/[?&]page=3(&|$)/)
    await expect(page).toHaveURL(/[?&]per_page=15(&|$)/)
    await expect(rows(page).first().getByRole("cell").first()).toHaveText("۳۱")
    await pager(page).getByRole("link", { name: "صفحه ۵" }).click()
    await expect(pager(page).getByRole("link", { name: /^صفحه [۰-۹]+$/ })).toHaveText(["۳", "۴", "۵", "۶", "۷"])
    await pager(page).getByRole("link", { name: "صفحه بعد" }).click()
    await expect(page).toHaveURL(/[?&]page=6(&|$)/)
    await pager(page).getByRole("link", { name: "صفحه قبل" }).click()
    await expect(page).toHaveURL(/[?&]page=5(&|$)/)
    await page.goBack()
    await expect(rows(page).first().getByRole("cell").first()).toHaveText("۷۶")
  })

  test("a new page size starts again from page 1", async ({ page }) => {
    await page.goto(`${listPath}?page=4&per_page=15`)
    await expect(rows(page).first().getByRole("cell").first()).toHaveText("۴۶")
    await page.getByLabel("تعداد در صفحه").selectOption("30")
    await expect(page).toHaveURL(/[?&]page=1(&|$)/)
    await expect(page).toHaveURL(/[?&]per_page=30(&|$)/)
    await expect(rows(page)).toHaveCount(30)
    await page.getByLabel("تعداد در صفحه").selectOption("50")
    await expect(rows(page)).toHaveCount(50)
    await expect(pager(page).getByRole("link", { name: /^صفحه [۰-۹]+$/ })).toHaveText(
      ["۱", "۲", "۳"].slice(0, Math.min(3, Math.ceil(total / 50))),
    )
  })

  test("garbled params fall back to page 1 of 15; a page past the end shows the empty state", async ({ page }) => {
    await page.goto(`${listPath}?page=abc&per_page=7`)
    await expect(rows(page)).toHaveCount(15)
    await expect(rows(page).first().getByRole("cell").first()).toHaveText("۱")
    await page.goto(`${listPath}?page=999&per_page=50`)
    await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
  })

  test("in right-to-left order the previous chevron is on the right and points right", async ({ page }) => {
    await page.goto(`${listPath}?page=2`)
    const previous = pager(page).getByRole("link", { name: "صفحه قبل" })
    const next = pager(page).getByRole("link", { name: "صفحه بعد" })
    const previousBox = await previous.boundingBox()
    const nextBox = await next.boundingBox()
    expect(previousBox && nextBox && previousBox.x > nextBox.x).toBe(true)
    await expect(previous.locator("span")).toHaveClass(/i-tabler-chevron-right/)
    await expect(next.locator("span")).toHaveClass(/i-tabler-chevron-left/)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "table-page-2-1280")
    await pager(page).screenshot({ path: "screenshots/table-pager-1280.png" })
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test("pages and sizes work and the row stays readable", async ({ page }) => {
      await page.goto(listPath)
      await pager(page).getByRole("link", { name: "صفحه ۲" }).click()
      // A phone's card leaves the row number out; it is still the row's numbered cell in the page.
      await expect(rows(page).first().locator('td[data-column="key"]')).toHaveText("۱۶")
      await page.getByLabel("تعداد در صفحه").selectOption("30")
      await expect(page).toHaveURL(/[?&]page=1(&|$)/)
      await expect(rows(page)).toHaveCount(30)
      await keepScreenshot(page, "table-375")
      await expectNoSeriousViolations(page)
    })
  })
})
