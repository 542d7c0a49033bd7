import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, keepScreenshot, persianNumber, uniqueName } from "./ui-pages-support.ts"

// The lists' shared data layer (ui/components/table/useListRows.ts) as a clerk meets it, on the delivery-fare list.
const listPath = "/dashboard/delivery-fare-list"
const failedText = "بارگذاری فهرست انجام نشد"
const table = (page: Page) => page.getByRole("table", { name: "فهرست کرایه‌های حمل" })
const bodyRows = (page: Page) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
/** The page's path and its search parameters, whatever way the spaces are written. */
const placeOf = (url: string) => {
  const { pathname, searchParams } = new URL(url)
  return { pathname, params: Object.fromEntries(searchParams) }
}

test.describe("a list's place, its failed and pending loads", () => {
  // Twenty fares share a word, so the search fills two pages of 15.
  const word = uniqueName("مقصد")
  test.beforeAll(async ({ playwright, server }) => {
    const request = await playwright.request.newContext()
    const api = await apiAs(request, server.baseURL, "super-admin")
    for (let index = 1; index <= 20; index++)
      expect(
        (
          await api.post("/Admin/fares", { title: `${word} ${persianNumber(index)}`, amount: 1000 * index, is_active: true })
        ).ok(),
      ).toBe(true)
    await request.dispose()
  })

  test.beforeEach(async ({ page }) => signIn(page, "super-admin"))

  test("after a save, and after the back arrow, the list returns with its search, filter and page", async ({ page }) => {
    const search = `search=${encodeURIComponent(word)}`
    await page.goto(`${listPath}?${search}&is_active=1&page=2`)
    await expect(bodyRows(page)).toHaveCount(5)
    const left = placeOf(page.url())

    // The back arrow of the form leads to the list as it was left.
    await bodyRows(page)
      .first()
      .getByRole("link", { name: /^ویرایش/ })
      .click()
    await expect(page.getByRole("heading", { name: "ویرایش کرایه حمل" })).toBeVisible()
    await page.getByRole("link", { name: "بازگشت به فهرست" }).click()
    await expect.poll(() => placeOf(page.url())).toEqual(left)
    await expect(bodyRows(page)).toHaveCount(5)

    // A save returns there too, with the saved row's new title shown: the list was fetched again.
    await bodyRows(page)
      .first()
      .getByRole("link", { name: /^ویرایش/ })
      .click()
    const title = page.getByRole("textbox", { name: "عنوان (مقصد)" })
    await expect(title).not.toHaveValue("")
    const renamed = `${await title.inputValue()} ویرایش‌شده`
    await title.fill(renamed)
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect.poll(() => placeOf(page.url())).toEqual(left)
    await expect(page.getByLabel("جستجو در عنوان")).toHaveValue(word)
    await expect(page.getByRole("link", { name: "صفحه ۲" })).toHaveAttribute("aria-current", "page")
    await expect(bodyRows(page).filter({ hasText: renamed })).toHaveCount(1)
  })

  test("a failed load says so with a retry, shows no total, and the retry brings the rows", async ({ page }) => {
    let refuse = true
    await page.route("**/api/Admin/fares?*", (route) => (refuse ? route.fulfill({ status: 500, body: "{}" }) : route.fallback()))
    await page.goto(`${listPath}?search=${encodeURIComponent(word)}`)
    const alert = table(page).getByRole("alert")
    await expect(alert).toContainText(failedText)
    await expect(page.getByText("موردی برای نمایش وجود ندارد")).toHaveCount(0)
    await expect(page.getByText(/تعداد کل/)).toHaveCount(0)
    await keepScreenshot(page, "daily-list-failed-1280")
    await page.setViewportSize({ width: 375, height: 800 })
    await keepScreenshot(page, "daily-list-failed-375")
    await page.setViewportSize({ width: 1280, height: 800 })

    refuse = false
    await alert.getByRole("button", { name: "تلاش دوباره" }).click()
    await expect(bodyRows(page)).toHaveCount(15)
    await expect(page.getByText(`تعداد کل: ${persianNumber(20)}`)).toBeVisible()
  })

  test("while a page loads the previous rows stay, no total is told, and a load overtaken by another is cancelled", async ({
    page,
  }) => {
    await page.goto(`${listPath}?search=${encodeURIComponent(word)}`)
    await expect(bodyRows(page)).toHaveCount(15)
    const firstRow = (await bodyRows(page).first().textContent()) ?? ""

    // The second page is held back until released; the third is asked for while it waits.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const aborted: string[] = []
    page.on("requestfailed", (request) => {
      if (request.url().includes("page=2")) aborted.push(request.failure()?.errorText ?? "")
    })
    await page.route("**/api/Admin/fares?*page=2*", async (route) => {
      await held
      await route.fallback().catch(() => undefined)
    })
    await page.getByRole("link", { name: "صفحه ۲" }).click()
    await expect(table(page)).toHaveAttribute("aria-busy", "true")
    await expect(bodyRows(page).first()).toHaveText(firstRow)
    await expect(page.getByText(/تعداد کل/)).toHaveCount(0)

    await page.getByLabel("تعداد در صفحه").selectOption("30")
    await expect(bodyRows(page)).toHaveCount(20)
    await expect(table(page)).toHaveAttribute("aria-busy", "false")
    await expect(page.getByText(`تعداد کل: ${persianNumber(20)}`)).toBeVisible()
    await expect.poll(() => aborted.length).toBeGreaterThan(0)
    release()
  })
})

test.describe("the lookup cache in the session", () => {
  test("a corrupt entry counts as missing and is fetched again, then kept", async ({ page }) => {
    await signIn(page, "super-admin")
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("lookup:glassTypes"))).not.toBeNull()
    await page.evaluate(() => sessionStorage.setItem("lookup:glassTypes", '{"not":"a list"}'))
    // The shell loads the role's lookups on opening; the cached list is fetched whole (per_page=1000) only when missing.
    const fetched = page.waitForRequest(
      (request) => request.url().includes("/api/Admin/glass_type?") && request.url().includes("per_page=1000"),
    )
    await page.reload()
    await fetched
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("lookup:glassTypes") ?? "null") as unknown))
      .toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]))
  })
})
