import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoAccess, uniqueName } from "./ui-pages-support.ts"

// Texts pinned as production.md section 1 and the menu of the specification name them, never read from the code under test.
const producerRole = "مدیر تولید"
const productionLinks = ["صف برش", "برش‌ها", "ورق‌های انبار", "باقی‌مانده‌های برش", "خرک‌ها"]

let serial = Math.floor(Math.random() * 9000)
/** A personnel code and mobile no other test uses (ASCII, as the API takes them). */
const nextPerson = () => {
  serial += 1
  const digits = String(serial % 10_000).padStart(4, "0")
  return { personnelCode: `555020${digits}`, mobile: `0936000${digits}` }
}

const table = (page: Page) => page.getByRole("table", { name: "فهرست کاربران" })

for (const role of ["super-admin", "sales-manager"] as const) {
  test(`as ${role}: a production manager is added through the user form and signs in as one`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, role)
    await page.goto("/dashboard/user")
    const person = nextPerson()
    const name = uniqueName("کاوه")
    await page.getByLabel("نام", { exact: true }).fill(name)
    await page.getByLabel("نام خانوادگی").fill("صنعتی")
    await page.getByLabel("کد پرسنلی").fill(persianDigits(person.personnelCode))
    await page.getByLabel("شماره همراه").fill(persianDigits(person.mobile))
    await page.getByLabel("نقش").selectOption({ label: producerRole })
    await page.getByLabel("رمز عبور", { exact: true }).fill("Kaveh123")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/user-list$/)
    await page.getByRole("searchbox", { name: "جستجو در نام، کد پرسنلی یا شماره همراه" }).fill(name)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    await expect(table(page).getByRole("row", { name: new RegExp(name) })).toContainText(producerRole)
    const login = await request.post(`${baseURL}/api/auth/login`, {
      data: { username: person.personnelCode, password: "Kaveh123" },
    })
    expect(login.status()).toBe(200)
    const token = ((await login.json()) as { access_token: string }).access_token
    const me = await request.post(`${baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect(((await me.json()) as { roles: Array<string> }).roles).toEqual(["production-manager"])
  })
}

test("the demo production manager sees only the dashboard, production and stations groups, and no invoice", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, "production-manager", "mobile")
  await expect(page.getByText(`نقش شما: ${producerRole}`)).toBeVisible()
  const sidebar = page.getByTestId("sidebar")
  const groups = await sidebar
    .locator("[data-menu-group]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-menu-group")))
  expect(groups).toEqual(["dashboard", "production", "floor"])
  await expect(sidebar.getByRole("link")).toHaveText(["داشبورد", ...productionLinks, "ایستگاه‌های من"])
  await expect(sidebar.locator('[data-menu-group="production"]')).toContainText("تولید")
  await expectNoAccess(
    page,
    ["فاکتورهای رسمی", "سفارش‌ها", "کاربران"],
    ["/dashboard/formal-invoice-list", "/dashboard/show-invoice/1"],
  )
  const api = await apiAs(request, baseURL ?? "", "production-manager")
  expect((await api.get("/Admin/invoice/1")).status()).toBe(403)
})
