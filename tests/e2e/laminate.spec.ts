import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// Messages copied from the specification (section 5 and 8), never from the code under test.
const nameRequired = "وارد کردن نام اجباری است"
const priceRequired = "وارد کردن قیمت اجباری است"
const priceNegative = "قیمت منفی نمیتواند باشد"

test.describe("laminate colours", () => {
  test.beforeEach(async ({ page }) => signIn(page, "super-admin"))

  test("the list shows row number, name and actions, with an add button to the form", async ({ page }) => {
    await page.goto("/dashboard/laminate-color-list")
    const table = page.getByRole("table", { name: "فهرست رنگ‌های طلق" })
    await expect(table.getByRole("columnheader")).toHaveText(["ردیف", "نام رنگ", "قیمت (ریال)", "عملیات"])
    const first = table.getByRole("row").nth(1)
    await expect(first.getByRole("cell").first()).toHaveText("۱")
    await expect(first).not.toContainText(/[0-9]/)
    await expect(first.getByRole("link", { name: /^ویرایش / })).toHaveAttribute("href", /\/dashboard\/laminate-color\/\d+$/)
    await page.getByRole("link", { name: "افزودن رنگ طلق" }).click()
    await expect(page).toHaveURL(/\/dashboard\/laminate-color$/)
    await expect(page.getByRole("heading", { name: "افزودن رنگ طلق" })).toBeVisible()
    await keepScreenshot(page, "laminate-form-1280")
  })

  test("a colour is added: messages only after the first submit, Persian digits with separators, toast, back to the list", async ({
    page,
  }) => {
    await page.goto("/dashboard/laminate-color")
    const name = page.getByLabel("نام", { exact: true })
    const price = page.getByLabel("قیمت", { exact: true })
    await name.focus()
    await name.blur()
    await expect(page.getByText(nameRequired)).toHaveCount(0)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(nameRequired)).toBeVisible()
    await expect(page.getByText(priceRequired)).toBeVisible()
    await expect(name).toHaveAttribute("aria-invalid", "true")
    await expect(name).toHaveAccessibleDescription(nameRequired)
    await expect(page).toHaveURL(/\/dashboard\/laminate-color$/)
    const colour = uniqueName("سرمه‌ای")
    await name.fill(colour)
    await expect(page.getByText(nameRequired)).toHaveCount(0)
    // The numeric input keeps digits only, so a negative price cannot even be typed (the server's 422 covers it below).
    await price.pressSequentially("-5")
    await expect(price).toHaveValue("۵")
    await price.fill("")
    await price.pressSequentially("۱۲۳۴۵۶۷")
    await expect(price).toHaveValue("۱,۲۳۴,۵۶۷")
    await expect(page.getByText(priceRequired)).toHaveCount(0)
    await price.fill("")
    await price.blur()
    await expect(page.getByText(priceRequired)).toBeVisible()
    await price.pressSequentially("4500000")
    await expect(price).toHaveValue("۴,۵۰۰,۰۰۰")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/laminate-color-list$/)
    const row = page.getByRole("row", { name: new RegExp(colour) })
    // The list writes rials with the Persian thousands separator (U+066C).
    await expect(row).toContainText("۴٬۵۰۰٬۰۰۰")
  })

  test("a colour is edited from its row: the form is filled, the save toasts and the list shows the change", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    const created = (await (
      await api.post("/Admin/glass_laminate_color", { name: uniqueName("نقره‌ای"), price: 1200 })
    ).json()) as { data: { id: number; name: string } }
    await page.goto("/dashboard/laminate-color-list")
    await page.getByRole("link", { name: `ویرایش ${created.data.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/laminate-color/${created.data.id}$`))
    await expect(page.getByRole("heading", { name: "ویرایش رنگ طلق" })).toBeVisible()
    await expect(page.getByLabel("نام", { exact: true })).toHaveValue(created.data.name)
    await expect(page.getByLabel("قیمت", { exact: true })).toHaveValue("۱,۲۰۰")
    const renamed = uniqueName("نقره‌ای مات")
    await page.getByLabel("نام", { exact: true }).fill(renamed)
    await page.getByLabel("قیمت", { exact: true }).fill("0")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/laminate-color-list$/)
    // The price cell alone: the name carries digits of its own, which could hold a "۰".
    await expect(
      page
        .getByRole("row", { name: new RegExp(renamed) })
        .getByRole("cell")
        .nth(2),
    ).toHaveText("۰")
  })

  test("the active toggle asks first: cancel keeps it, confirm changes it on the server and toasts", async ({ page }) => {
    await page.goto("/dashboard/laminate-color-list")
    const row = page.getByRole("row").nth(1)
    const toggle = row.getByRole("switch")
    const before = await toggle.getAttribute("aria-checked")
    await toggle.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "laminate-toggle-dialog-1280")
    await dialog.getByRole("button", { name: "انصراف" }).click()
    await expect(dialog).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-checked", before ?? "")
    await toggle.click()
    await page.getByRole("dialog").getByRole("button", { name: "تایید" }).click()
    await expect(page.getByText("وضعیت تغییر یافت")).toBeVisible()
    const after = before === "true" ? "false" : "true"
    await expect(toggle).toHaveAttribute("aria-checked", after)
    await page.reload()
    await expect(page.getByRole("row").nth(1).getByRole("switch")).toHaveAttribute("aria-checked", after)
  })

  test("the server refuses bad colours with the Persian messages (422)", async ({ request, baseURL }) => {
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    const negative = await api.post("/Admin/glass_laminate_color", { name: "قرمز", price: -5 })
    expect(negative.status()).toBe(422)
    expect(((await negative.json()) as { errors: Record<string, string[]> }).errors.price).toEqual([priceNegative])
    const empty = await api.post("/Admin/glass_laminate_color", { name: "", price: "" })
    expect(empty.status()).toBe(422)
    const errors = ((await empty.json()) as { errors: Record<string, string[]> }).errors
    expect(errors.name).toEqual([nameRequired])
    expect(errors.price).toEqual([priceRequired])
  })

  test("a server failure on save and on toggle shows the specified toasts", async ({ page }) => {
    await page.route("**/api/Admin/glass_laminate_color", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) })
        : route.fallback(),
    )
    await page.goto("/dashboard/laminate-color")
    await page.getByLabel("نام", { exact: true }).fill("لاجوردی")
    await page.getByLabel("قیمت", { exact: true }).fill("100")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("خطایی رخ داد، لطفاً دوباره تلاش کنید")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/laminate-color$/)

    await page.route("**/api/Admin/glass_laminate_color/*", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
    )
    await page.goto("/dashboard/laminate-color-list")
    const toggle = page.getByRole("row").nth(1).getByRole("switch")
    const before = await toggle.getAttribute("aria-checked")
    await toggle.click()
    await page.getByRole("dialog").getByRole("button", { name: "تایید" }).click()
    await expect(page.getByText("خطایی رخ داده است", { exact: true })).toBeVisible()
    await expect(toggle).toHaveAttribute("aria-checked", before ?? "")
  })

  test("list and form pass the accessibility scan", async ({ page }) => {
    await page.goto("/dashboard/laminate-color-list")
    await expect(page.getByRole("row").nth(1).getByRole("switch")).toBeVisible()
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "laminate-list-1280")
    await page.goto("/dashboard/laminate-color")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(nameRequired)).toBeVisible()
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "laminate-form-errors-1280")
  })
})

test.describe("laminate colours on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("add a colour and find it in the list", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/laminate-color-list")
    await expect(page.getByRole("row").nth(1).getByRole("switch")).toBeVisible()
    await keepScreenshot(page, "laminate-list-375")
    await page.getByRole("link", { name: "افزودن رنگ طلق" }).click()
    const colour = uniqueName("فیروزه‌ای")
    await page.getByLabel("نام", { exact: true }).fill(colour)
    await page.getByLabel("قیمت", { exact: true }).fill("2500000")
    await keepScreenshot(page, "laminate-form-375")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/laminate-color-list$/)
    await expect(page.getByRole("row", { name: new RegExp(colour) })).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})
