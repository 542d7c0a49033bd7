import type { APIRequestContext, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, downloadWorkbook, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// Messages written down in docs/domain-people-reference.md, never taken from the code under test.
const maxWidthBelowMin = "حداکثر عرض نمی‌تواند کمتر از حداقل عرض باشد"
const taken = "برای این ضخامت و جنس قبلاً محدودیت ثبت شده است"
const thicknessRequired = "ضخامت را انتخاب کنید"

const table = (page: Page) => page.getByRole("table", { name: "فهرست محدودیت‌های ابعاد" })

/** A fresh glass type offering 4 and 6 mm, so each test owns its limit rows. */
const newGlassType = async (request: APIRequestContext, baseURL: string) => {
  const api = await apiAs(request, baseURL, "sales-manager")
  const { data: widths } = (await (await api.get("/Admin/glass_width?per_page=1000")).json()) as {
    data: Array<{ id: number; size: number }>
  }
  const idOf = (size: number) => widths.find((row) => row.size === size)?.id ?? 0
  const [four, six] = [idOf(4), idOf(6)]
  const name = uniqueName("سکوریت ساختمانی")
  const answer = await api.post("/Admin/glass_type", {
    name,
    width_ids: [four, six],
    prices: { [four]: { 1: 1, 2: 2, 3: 3 }, [six]: { 1: 1, 2: 2, 3: 3 } },
    is_active: true,
  })
  const { data } = (await answer.json()) as { data: { id: number } }
  return { api, id: data.id, name, four, six }
}

/** Picks the thickness and material and types the four sizes as staff would, in Persian digits. */
const fillLimit = async (
  page: Page,
  values: { thickness: string; material: string; sizes: readonly [string, string, string, string] },
) => {
  await page.getByLabel("ضخامت", { exact: true }).selectOption({ label: values.thickness })
  await page.getByLabel("جنس شیشه").selectOption({ label: values.material })
  for (const [index, label] of ["حداقل عرض", "حداکثر عرض", "حداقل ارتفاع", "حداکثر ارتفاع"].entries()) {
    const input = page.getByLabel(label, { exact: true })
    await input.fill("")
    await input.pressSequentially(values.sizes[index] ?? "")
  }
}

test.describe("glass size limits as the sales manager", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("a row is added from the type's list: only its thicknesses offered, min over max refused in the browser, saved and listed", async ({
    page,
    request,
    baseURL,
  }) => {
    const type = await newGlassType(request, baseURL ?? "")
    await page.goto(`/dashboard/glass-type-list?search=${encodeURIComponent(type.name)}`)
    await page.getByRole("link", { name: `محدودیت ابعاد ${type.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit-list/${type.id}$`))
    await expect(page.getByRole("heading", { level: 1, name: `محدودیت ابعاد ${type.name}` })).toBeVisible()
    await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
    await page.getByRole("link", { name: "افزودن محدودیت" }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit/${type.id}$`))
    await expect(page.getByRole("heading", { name: "افزودن محدودیت ابعاد" })).toBeVisible()
    await expect(page.getByText(`نوع شیشه: ${type.name}`)).toBeVisible()
    await expect(page.getByLabel("ضخامت", { exact: true }).getByRole("option")).toHaveText([
      "انتخاب کنید",
      "۴ میلی‌متر",
      "۶ میلی‌متر",
    ])
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(thicknessRequired)).toBeVisible()
    await fillLimit(page, { thickness: "۶ میلی‌متر", material: "سکوریت", sizes: ["۳۰۰", "۲۰۰", "۲۵۰", "۳۶۶۰"] })
    const maxWidth = page.getByLabel("حداکثر عرض", { exact: true })
    await expect(maxWidth).toHaveAccessibleDescription(maxWidthBelowMin)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit/${type.id}$`))
    await expect(page.getByText(thicknessRequired)).toHaveCount(0)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "glass-size-limit-form-errors-1280")
    await maxWidth.fill("")
    await maxWidth.pressSequentially("۲۴۴۰")
    await expect(maxWidth).toHaveValue("۲,۴۴۰")
    await expect(page.getByText(maxWidthBelowMin)).toHaveCount(0)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit-list/${type.id}$`))
    const row = table(page).getByRole("row").nth(1)
    await expect(row.getByRole("cell")).toHaveText(["۱", "۶", "سکوریت", "۳۰۰", "۲۴۴۰", "۲۵۰", "۳۶۶۰", ""])
  })

  test("rows are listed in the order they were added; one is edited; a duplicate thickness and material is refused by the server", async ({
    page,
    request,
    baseURL,
  }) => {
    const type = await newGlassType(request, baseURL ?? "")
    const add = (width_id: number, material: number) =>
      type.api.post(`/Admin/glass_type/${type.id}/size_limit`, {
        width_id,
        material,
        min_width: 100,
        max_width: 2000,
        min_height: 200,
        max_height: 3000,
      })
    expect((await add(type.six, 1)).status()).toBe(201)
    expect((await add(type.four, 2)).status()).toBe(201)
    expect((await add(type.four, 1)).status()).toBe(201)
    await page.goto(`/dashboard/glass-size-limit-list/${type.id}`)
    const rows = table(page).getByRole("row")
    await expect(rows).toHaveCount(4)
    await expect(rows.nth(1)).toContainText("۶خام")
    await expect(rows.nth(2)).toContainText("۴سکوریت")
    await expect(rows.nth(3)).toContainText("۴خام")
    await expect(table(page)).not.toContainText(/[0-9]/)
    await keepScreenshot(page, "glass-size-limit-list-1280")
    await expectNoSeriousViolations(page)

    await rows.nth(2).getByRole("link", { name: "ویرایش محدودیت ضخامت ۴ میلی‌متر سکوریت" }).click()
    await expect(page.getByRole("heading", { name: "ویرایش محدودیت ابعاد" })).toBeVisible()
    await expect(page.getByLabel("حداکثر ارتفاع", { exact: true })).toHaveValue("۳,۰۰۰")
    await page.getByLabel("حداکثر ارتفاع", { exact: true }).fill("")
    await page.getByLabel("حداکثر ارتفاع", { exact: true }).pressSequentially("۲۴۴۰")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit-list/${type.id}$`))
    await expect(table(page).getByRole("row").nth(2).getByRole("cell").nth(6)).toHaveText("۲۴۴۰")

    await page.getByRole("link", { name: "افزودن محدودیت" }).click()
    await fillLimit(page, { thickness: "۴ میلی‌متر", material: "خام", sizes: ["۱۰", "۳۲۱۰", "۱۰", "۶۰۰۰"] })
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByLabel("جنس شیشه")).toHaveAccessibleDescription(taken)
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit/${type.id}$`))
    await expectNoSeriousViolations(page)
  })

  test("the export saves the type's rows as a workbook with Persian headers and sizes as numbers", async ({
    page,
    request,
    baseURL,
  }) => {
    const type = await newGlassType(request, baseURL ?? "")
    await type.api.post(`/Admin/glass_type/${type.id}/size_limit`, {
      width_id: type.four,
      material: 3,
      min_width: 150,
      max_width: 1500,
      min_height: 250,
      max_height: 2440,
    })
    await page.goto(`/dashboard/glass-size-limit-list/${type.id}`)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    const { rows, formats } = await downloadWorkbook(page, `glass-size-limits-${type.id}.xlsx`)
    expect(rows).toEqual([
      [
        "ضخامت (میلی‌متر)",
        "جنس",
        "حداقل عرض (میلی‌متر)",
        "حداکثر عرض (میلی‌متر)",
        "حداقل ارتفاع (میلی‌متر)",
        "حداکثر ارتفاع (میلی‌متر)",
      ],
      [4, "نیمه سکوریت", 150, 1500, 250, 2440],
    ])
    expect(formats[1]).toEqual(["#,##0", undefined, "#,##0", "#,##0", "#,##0", "#,##0"])
  })
})

test.describe("glass size limits on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("add a row and see it in the list", async ({ page, request, baseURL }) => {
    const type = await newGlassType(request, baseURL ?? "")
    await signIn(page, "sales-manager")
    await page.goto(`/dashboard/glass-size-limit/${type.id}`)
    await fillLimit(page, { thickness: "۴ میلی‌متر", material: "سکوریت", sizes: ["۱۰۰", "۱۵۰۰", "۲۵۰", "۲۴۴۰"] })
    await keepScreenshot(page, "glass-size-limit-form-375")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-size-limit-list/${type.id}$`))
    await expect(table(page).getByRole("row")).toHaveCount(2)
    // The sizes read as two ranges and the row number steps aside, so the edit link is on screen without scrolling the table sideways.
    await expect(table(page).getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "۴",
      "سکوریت",
      "۱۰۰ تا ۱۵۰۰",
      "۲۵۰ تا ۲۴۴۰",
      "",
    ])
    await expect(page.getByRole("link", { name: "ویرایش محدودیت ضخامت ۴ میلی‌متر سکوریت" })).toBeInViewport({ ratio: 1 })
    await keepScreenshot(page, "glass-size-limit-list-375")
    await expectNoSeriousViolations(page)
  })
})
