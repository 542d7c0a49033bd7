import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { identities } from "./support/identities.ts"
import { loginForm, signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, uniqueName } from "./ui-pages-support.ts"

const ids = identities({ codeFrom: 300_000_000, idDigit: "4", mobilePrefix: "0936" })
const { nationalCode, mobile } = ids

/** A viewport-sized picture (a full-page one draws the dialog's fixed backdrop over half the page) for the team to look at. */
const keepView = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png` })

test.describe("the customer details dialog", () => {
  for (const width of [1280, 375]) {
    test(`offers the edit button to who may edit, and shows a credit limit never set as a dash, at ${width} px`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
      await signIn(page, "sales-manager")
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const last = uniqueName("کیانی")
      const made = await api.post("/Admin/customer", {
        type: "individual",
        name: "الهام",
        last_name: last,
        national_code: nationalCode(),
        mobile: mobile(),
      })
      const { data } = (await made.json()) as { data: { id: number } }
      await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(last)}`)
      await page.getByRole("link", { name: `الهام ${last}`, exact: true }).click()
      const details = page.getByRole("dialog", { name: `مشخصات الهام ${last}` })
      await expect(details.getByRole("definition").filter({ hasText: "ریال" })).toHaveCount(0)
      await expect(details.locator("dt", { hasText: "سقف اعتبار" }).locator("+ dd")).toHaveText("—")
      await expectNoSeriousViolations(page)
      await keepView(page, `customer-details-edit-${width}`)
      await details.getByRole("link", { name: "ویرایش" }).click()
      await expect(page).toHaveURL(new RegExp(`/dashboard/customer/${data.id}$`))
      await expect(page.getByLabel("نام خانوادگی", { exact: true })).toHaveValue(last)
      // Never set, the limit opens empty, not as a typed zero.
      await expect(page.getByLabel("سقف اعتبار", { exact: true })).toHaveValue("")
    })
  }

  test("shows a limit that was set in rials, and no edit button to a sales expert for another expert's customer", async ({
    page,
    request,
    baseURL,
  }) => {
    const manager = await apiAs(request, baseURL ?? "", "sales-manager")
    // A sales expert of this test alone, allowed to see every customer, so the shared demo expert's access stays as it is.
    const personnelCode = `700061${String(ids.next() % 10_000).padStart(4, "0")}`
    const hired = await manager.post("/Admin/user", {
      name: uniqueName("بهرام"),
      last_name: "فرهادی",
      personnel_code: personnelCode,
      mobile: mobile(),
      role: "sales-expert",
      password: "Demo1234",
    })
    expect(hired.status()).toBe(201)
    const expertId = ((await hired.json()) as { data: { id: number } }).data.id
    const access = await request.put(`${baseURL}/api/Admin/sales_expert_access/${expertId}`, {
      headers: { Authorization: `Bearer ${manager.token}` },
      data: {
        may_see_all_customers: true,
        may_create_pre_buy: false,
        max_discount_percent: 0,
        allowed_product_ids: [],
        is_active: true,
      },
    })
    expect(access.status()).toBe(200)
    const last = uniqueName("صالحی")
    const made = await manager.post("/Admin/customer", {
      type: "individual",
      name: "رضا",
      last_name: last,
      national_code: nationalCode(),
      mobile: mobile(),
      credit_limit: 75_000_000,
    })
    const { data } = (await made.json()) as { data: { id: number } }

    await page.goto("/")
    const form = loginForm(page)
    await form.identifier.fill(personnelCode)
    await form.password.fill("Demo1234")
    await form.submit.click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto(`/dashboard/customer-list/all/${data.id}`)
    const details = page.getByRole("dialog", { name: `مشخصات رضا ${last}` })
    await expect(details).toContainText(`${persianDigits("75")}٬۰۰۰٬۰۰۰ ریال`)
    await expect(details.getByRole("link", { name: "ویرایش" })).toHaveCount(0)
  })
})

test.describe("removing a size limit row", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("asks naming the row; cancelling keeps it, confirming removes it with a toast, also after a reload", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const { data: widths } = (await (await api.get("/Admin/glass_width?per_page=1000")).json()) as {
      data: Array<{ id: number; size: number }>
    }
    const idOf = (size: number) => widths.find((row) => row.size === size)?.id ?? 0
    const [four, six] = [idOf(4), idOf(6)]
    const name = uniqueName("شیشه دوجداره")
    const type = await api.post("/Admin/glass_type", {
      name,
      width_ids: [four, six],
      prices: { [four]: { 1: 1, 2: 2, 3: 3 }, [six]: { 1: 1, 2: 2, 3: 3 } },
      is_active: true,
    })
    const typeId = ((await type.json()) as { data: { id: number } }).data.id
    for (const width_id of [four, six])
      expect(
        (
          await api.post(`/Admin/glass_type/${typeId}/size_limit`, {
            width_id,
            material: 2,
            min_width: 100,
            max_width: 2000,
            min_height: 200,
            max_height: 3000,
          })
        ).status(),
      ).toBe(201)

    await page.goto(`/dashboard/glass-size-limit-list/${typeId}`)
    const table = page.getByRole("table", { name: "فهرست محدودیت‌های ابعاد" })
    await expect(table.getByRole("row")).toHaveCount(3)
    const rowName = "محدودیت ضخامت ۴ میلی‌متر سکوریت"
    await table.getByRole("button", { name: `حذف ${rowName}` }).click()
    const dialog = page.getByRole("dialog", { name: "حذف محدودیت ابعاد" })
    await expect(dialog).toContainText(`آیا از حذف ${rowName} اطمینان دارید؟`)
    await expectNoSeriousViolations(page)
    await keepView(page, "size-limit-delete-1280")
    await dialog.getByRole("button", { name: "انصراف" }).click()
    await expect(table.getByRole("row")).toHaveCount(3)
    await table.getByRole("button", { name: `حذف ${rowName}` }).click()
    await page.getByRole("dialog", { name: "حذف محدودیت ابعاد" }).getByRole("button", { name: "حذف", exact: true }).click()
    await expect(page.getByText("با موفقیت حذف شد")).toBeVisible()
    await expect(table.getByRole("row")).toHaveCount(2)
    await expect(table).not.toContainText("۴ میلی‌متر")
    await expect(table).toContainText("۶")
    await page.reload()
    await expect(table.getByRole("row")).toHaveCount(2)
    await expect(table.getByRole("button", { name: `حذف ${rowName}` })).toHaveCount(0)
  })
})

test.describe("the announcement form's switches", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("each says what it turns on", async ({ page }) => {
    await page.goto("/dashboard/announcement")
    const switches = page.getByRole("switch")
    await expect(switches).toHaveCount(3)
    await expect(switches.nth(0)).toHaveAccessibleName("فعال")
    await expect(switches.nth(0)).toHaveAccessibleDescription("این عنوان و اطلاعیه‌های فعال آن در داشبورد نمایش داده شوند")
    const block = page.getByTestId("announcement-block")
    await expect(block.getByRole("switch", { name: "مهم" })).toHaveAccessibleDescription(
      "در ابتدای داشبورد و با نشان «مهم» نمایش داده شود",
    )
    await expect(block.getByRole("switch", { name: "فعال" })).toHaveAccessibleDescription(
      "این اطلاعیه در بازه تاریخ خود در داشبورد نمایش داده شود",
    )
    await expect(page.getByText("این عنوان و اطلاعیه‌های فعال آن در داشبورد نمایش داده شوند")).toBeVisible()
    await expectNoSeriousViolations(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
      await keepView(page, `announcement-switches-${width}`)
    }
  })
})
