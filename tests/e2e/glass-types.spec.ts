import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { latinDigits } from "./support/workbook.ts"
import {
  apiAs,
  downloadWorkbook,
  expectNoAccess,
  expectNoSeriousViolations,
  keepScreenshot,
  noAccess,
  switchOffConfirmed,
  uniqueName,
} from "./ui-pages-support.ts"

// Messages written down in docs/domain-people-reference.md and docs/reference-glass-types.md, never taken from the code under test.
const priceRequired = "وارد کردن قیمت اجباری است"
const thicknessRequired = "حداقل یک ضخامت انتخاب کنید"
const nameTaken = "این نوع شیشه قبلاً ثبت شده است"
const listPath = "/dashboard/glass-type-list"

type Detail = {
  data: {
    id: number
    name: string
    width_ids: Array<{ id: number; size: number }>
    prices: Array<{ width_id: number; material: number; price: number }>
    is_active: boolean
  }
}

const table = (page: Page) => page.getByRole("table", { name: "فهرست انواع شیشه" })
const rowOf = (page: Page, name: string) => table(page).getByRole("row", { name: new RegExp(name) })
/** The price input of a thickness (mm) and material label in the grid. */
const cell = (page: Page, size: string, material: "خام" | "سکوریت" | "نیمه سکوریت") =>
  page.getByRole("group", { name: `قیمت ضخامت ${size} میلی‌متر` }).getByLabel(material, { exact: true })

/** The id of each stored thickness by its size in mm, as the lookup answers them. */
const thicknessIds = async (api: Awaited<ReturnType<typeof apiAs>>) => {
  const { data } = (await (await api.get("/Admin/glass_width?per_page=1000")).json()) as {
    data: Array<{ id: number; size: number }>
  }
  return (size: number) => data.find((row) => row.size === size)?.id ?? 0
}

test.describe("glass types as the sales manager", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("a type is added from the menu: two thicknesses ticked, a missing cell refused in the browser, the grid filled in Persian digits", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.getByTestId("sidebar").getByRole("link", { name: "نوع شیشه", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    await expect(page.getByRole("heading", { level: 1, name: "انواع شیشه" })).toBeVisible()
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "ردیف",
      "نام",
      "ضخامت‌ها (میلی‌متر)",
      "چرخش روی ورق",
      "عملیات",
    ])
    const first = table(page).getByRole("row").nth(1)
    await expect(first.getByRole("cell").first()).toHaveText("۱")
    await expect(first).toContainText("فلوت شفاف")
    await expect(first.getByRole("listitem")).toHaveText(["۴", "۵", "۶", "۸", "۱۰", "۱۲"])
    await expect(first).not.toContainText(/[0-9]/)
    await page.getByRole("link", { name: "افزودن نوع شیشه" }).click()
    await expect(page).toHaveURL(/\/dashboard\/glass-type$/)
    await expect(page.getByRole("heading", { name: "افزودن نوع شیشه" })).toBeVisible()
    await expect(page.getByText("برای وارد کردن قیمت‌ها، ابتدا ضخامت‌های مجاز را انتخاب کنید.")).toBeVisible()
    // A new type may turn on a sheet unless its pattern runs one way (production.md section 3).
    await expect(page.getByRole("switch", { name: "قابل چرخش روی ورق" })).toHaveAttribute("aria-checked", "true")

    const name = uniqueName("سکوریت طوسی")
    await page.getByLabel("نام", { exact: true }).fill(name)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(thicknessRequired)).toBeVisible()
    const thicknesses = page.getByRole("group", { name: "ضخامت‌های مجاز" })
    await thicknesses.getByLabel("۴ میلی‌متر", { exact: true }).check()
    await thicknesses.getByLabel("۶ میلی‌متر", { exact: true }).check()
    await expect(page.getByText(thicknessRequired)).toHaveCount(0)
    // One row per ticked thickness appears, thinnest first, each cell required.
    await expect(page.getByRole("group", { name: /^قیمت ضخامت/ })).toHaveCount(2)
    await expect(page.getByText(priceRequired)).toHaveCount(6)
    await cell(page, "۴", "خام").pressSequentially("۱۲۵۰۰۰۰")
    await expect(cell(page, "۴", "خام")).toHaveValue("۱,۲۵۰,۰۰۰")
    await cell(page, "۴", "سکوریت").fill("1800000")
    await cell(page, "۴", "نیمه سکوریت").fill("1600000")
    await cell(page, "۶", "خام").fill("1900000")
    await cell(page, "۶", "سکوریت").fill("2700000")
    await page.getByRole("button", { name: "ثبت" }).click()
    const missing = cell(page, "۶", "نیمه سکوریت")
    await expect(missing).toHaveAttribute("aria-invalid", "true")
    await expect(missing).toHaveAccessibleDescription(priceRequired)
    await expect(page.getByText(priceRequired)).toHaveCount(1)
    await expect(page).toHaveURL(/\/dashboard\/glass-type$/)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "glass-type-form-errors-1280")
    await missing.pressSequentially("۲۴۰۰۰۰۰")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    await page.getByRole("searchbox", { name: "جستجو در نام نوع شیشه" }).fill(name)
    await expect(rowOf(page, name).getByRole("listitem")).toHaveText(["۴", "۶"])

    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const { data } = (await (await api.get(`/Admin/glass_type?search=${encodeURIComponent(name)}`)).json()) as {
      data: Array<{ id: number }>
    }
    const saved = (await (await api.get(`/Admin/glass_type/${data[0]?.id}`)).json()) as Detail
    expect(saved.data.prices.map((price) => price.price)).toEqual([
      1_250_000, 1_800_000, 1_600_000, 1_900_000, 2_700_000, 2_400_000,
    ])
  })

  test("a price is edited from the row: the form holds the grid, the save toasts, the server keeps the new price", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const idOf = await thicknessIds(api)
    const [four, eight] = [idOf(4), idOf(8)]
    const created = (await (
      await api.post("/Admin/glass_type", {
        name: uniqueName("رفلکس آبی"),
        width_ids: [eight, four],
        prices: { [four]: { 1: 100, 2: 200, 3: 150 }, [eight]: { 1: 300, 2: 400, 3: 350 } },
        is_active: true,
      })
    ).json()) as Detail
    await page.goto(`${listPath}?search=${encodeURIComponent(created.data.name)}`)
    await rowOf(page, created.data.name)
      .getByRole("link", { name: `ویرایش ${created.data.name}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/glass-type/${created.data.id}$`))
    await expect(page.getByRole("heading", { name: "ویرایش نوع شیشه" })).toBeVisible()
    await expect(page.getByLabel("نام", { exact: true })).toHaveValue(created.data.name)
    await expect(page.getByRole("group", { name: /^قیمت ضخامت/ })).toHaveCount(2)
    await expect(cell(page, "۸", "سکوریت")).toHaveValue("۴۰۰")
    await cell(page, "۸", "سکوریت").fill("")
    await cell(page, "۸", "سکوریت").pressSequentially("۴۵۰۰۰۰۰")
    await keepScreenshot(page, "glass-type-form-edit-1280")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${listPath}\\?search=`))
    const saved = (await (await api.get(`/Admin/glass_type/${created.data.id}`)).json()) as Detail
    expect(saved.data.prices.find((price) => price.width_id === eight && price.material === 2)?.price).toBe(4_500_000)
  })

  test("a name in use is refused by the server under the name field; an unknown thickness is refused by the API", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/dashboard/glass-type")
    await page.getByLabel("نام", { exact: true }).fill("فلوت شفاف")
    await page.getByRole("group", { name: "ضخامت‌های مجاز" }).getByLabel("۵ میلی‌متر", { exact: true }).check()
    for (const material of ["خام", "سکوریت", "نیمه سکوریت"] as const) await cell(page, "۵", material).fill("1000")
    await page.getByRole("button", { name: "ثبت" }).click()
    const name = page.getByLabel("نام", { exact: true })
    await expect(name).toHaveAccessibleDescription(nameTaken)
    // Under the field and in the toast.
    await expect(page.getByText(nameTaken)).toHaveCount(2)
    await expect(page).toHaveURL(/\/dashboard\/glass-type$/)

    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const unknown = await api.post("/Admin/glass_type", {
      name: uniqueName("ناشناخته"),
      width_ids: [99_999],
      prices: { 99999: { 1: 1, 2: 2, 3: 3 } },
      is_active: true,
    })
    expect(unknown.status()).toBe(422)
    expect(((await unknown.json()) as { errors: Record<string, Array<string>> }).errors).toEqual({
      "width_ids.0": ["ضخامت نامعتبر است"],
    })
  })

  test("the active switch asks first and changes the row after the server agrees; the active filter and the export follow the URL", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const idOf = await thicknessIds(api)
    const name = uniqueName("مات کلاسیک")
    await api.post("/Admin/glass_type", {
      name,
      width_ids: [idOf(5)],
      prices: { [idOf(5)]: { 1: 10, 2: 20, 3: 15 } },
      is_active: true,
    })
    await page.goto(listPath)
    await page.getByRole("searchbox", { name: "جستجو در نام نوع شیشه" }).fill(name)
    await expect(page).toHaveURL(/search=/)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    const toggle = rowOf(page, name).getByRole("switch", { name: `فعال بودن ${name}` })
    await switchOffConfirmed(page, toggle, `آیا از غیرفعال کردن نوع شیشه «${name}» اطمینان دارید؟`)
    await page.getByLabel("وضعیت").selectOption("1")
    await expect(page).toHaveURL(/is_active=1/)
    await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
    await page.getByLabel("وضعیت").selectOption("0")
    await expect(rowOf(page, name)).toBeVisible()
    await page.reload()
    await expect(rowOf(page, name).getByRole("switch")).toHaveAttribute("aria-checked", "false")

    const { rows, formats } = await downloadWorkbook(page, "glass-types.xlsx")
    expect(rows).toEqual([
      ["نام", "ضخامت (میلی‌متر)", "قیمت خام (ریال)", "قیمت سکوریت (ریال)", "قیمت نیمه سکوریت (ریال)", "قابل چرخش", "وضعیت"],
      [latinDigits(name), 5, 10, 20, 15, "بله", "غیرفعال"],
    ])
    expect(formats[1]?.slice(1, 5)).toEqual(["#,##0", "#,##0", "#,##0", "#,##0"])
  })

  test("list and form pass the accessibility scan", async ({ page }) => {
    await page.goto(listPath)
    await expect(table(page).getByRole("row").nth(1).getByRole("switch")).toBeVisible()
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "glass-type-list-1280")
    await page.goto("/dashboard/glass-type/1")
    await expect(cell(page, "۱۲", "نیمه سکوریت")).not.toHaveValue("")
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "glass-type-form-1280")
  })
})

test("the super-admin opens a type's size limits from its row and goes back to edit the type", async ({ page }) => {
  await signIn(page, "super-admin")
  await page.goto(listPath)
  await rowOf(page, "فلوت سوپرکلیر").getByRole("link", { name: "محدودیت ابعاد فلوت سوپرکلیر" }).click()
  await expect(page).toHaveURL(/\/dashboard\/glass-size-limit-list\/2$/)
  await expect(page.getByRole("heading", { level: 1, name: "محدودیت ابعاد فلوت سوپرکلیر" })).toBeVisible()
  await page.getByRole("link", { name: "انواع شیشه" }).click()
  await rowOf(page, "فلوت سوپرکلیر").getByRole("link", { name: "ویرایش فلوت سوپرکلیر" }).click()
  await expect(page.getByLabel("نام", { exact: true })).toHaveValue("فلوت سوپرکلیر")
  await page.getByRole("button", { name: "ویرایش", exact: true }).click()
  await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${listPath}$`))
})

test("a sales expert has no menu item, a typed URL shows the no-access page and the API refuses writes with 403", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, "sales-expert")
  await expectNoAccess(
    page,
    ["نوع شیشه"],
    [listPath, "/dashboard/glass-type/1", "/dashboard/glass-size-limit-list/1", "/dashboard/glass-size-limit/1/1"],
    { exact: true },
  )
  const api = await apiAs(request, baseURL ?? "", "sales-expert")
  // The expert reads glass types and their limits (the invoice editor needs them) but writes neither.
  expect((await api.get("/Admin/glass_type/1/size_limit")).status()).toBe(200)
  const write = await api.patch("/Admin/glass_type/1", { is_active: false })
  expect(write.status()).toBe(403)
  expect(await write.json()).toEqual({ message: noAccess })
  expect(
    (
      await api.post("/Admin/glass_type/1/size_limit", {
        width_id: 1,
        material: 3,
        min_width: 10,
        max_width: 20,
        min_height: 10,
        max_height: 20,
      })
    ).status(),
  ).toBe(403)
})

test.describe("glass types on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("add a type with its grid stacked per thickness, and find it in the list", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto(listPath)
    await expect(table(page).getByRole("row").nth(1).getByRole("switch")).toBeVisible()
    await keepScreenshot(page, "glass-type-list-375")
    await page.getByRole("link", { name: "افزودن نوع شیشه" }).click()
    const name = uniqueName("برنز تیره")
    await page.getByLabel("نام", { exact: true }).fill(name)
    const thicknesses = page.getByRole("group", { name: "ضخامت‌های مجاز" })
    await thicknesses.getByLabel("۵ میلی‌متر", { exact: true }).check()
    await thicknesses.getByLabel("۸ میلی‌متر", { exact: true }).check()
    for (const size of ["۵", "۸"])
      for (const material of ["خام", "سکوریت", "نیمه سکوریت"] as const)
        await cell(page, size, material).pressSequentially("۳۵۰۰۰۰۰")
    // Stacked: each input is as wide as the form, so nothing is cut off at 375 px.
    const box = await cell(page, "۸", "نیمه سکوریت").boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(250)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await keepScreenshot(page, "glass-type-form-375")
    await expectNoSeriousViolations(page)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    await page.getByRole("searchbox", { name: "جستجو در نام نوع شیشه" }).fill(name)
    await expect(rowOf(page, name).getByRole("listitem")).toHaveText(["۵", "۸"])
  })
})
