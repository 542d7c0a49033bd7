import type { Page } from "@playwright/test"
import { accounts, persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoAccess, expectNoSeriousViolations, keepScreenshot, noAccess, uniqueName } from "./ui-pages-support.ts"

// Texts pinned as production.md section 1, the issue and the domain's tables write them, never read from the code under test.
const operatorRole = "اپراتور تولید"
const stationsLegend = "ایستگاه‌های اپراتور"
const stationsRequired = "حداقل یک ایستگاه را انتخاب کنید"
const operatorReserved = "فقط مدیر کل می‌تواند اپراتور تولید را تعریف، ویرایش یا غیرفعال کند"

let serial = Math.floor(Math.random() * 9000)
/** A personnel code and mobile no other test uses (ASCII, as the API takes them). */
const nextPerson = () => {
  serial += 1
  const digits = String(serial % 10_000).padStart(4, "0")
  return { personnelCode: `555030${digits}`, mobile: `0937000${digits}` }
}

const table = (page: Page) => page.getByRole("table", { name: "فهرست کاربران" })
const stationBoxes = (page: Page) => page.getByRole("group", { name: stationsLegend })

test.describe("the operator", () => {
  test.describe.configure({ mode: "serial" })
  // The operator the super-admin adds in the first test signs in in the second.
  const person = nextPerson()
  const name = uniqueName("بهرام")

  test("the super-admin adds an operator with two stations through the user form, and is told when none is ticked", async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, "super-admin")
    await page.goto("/dashboard/user")
    await page.getByLabel("نام", { exact: true }).fill(name)
    await page.getByLabel("نام خانوادگی").fill("برشکار")
    await page.getByLabel("کد پرسنلی").fill(persianDigits(person.personnelCode))
    await page.getByLabel("شماره همراه").fill(persianDigits(person.mobile))
    await page.getByLabel("رمز عبور", { exact: true }).fill("Bahram12")
    // The stations are asked for only once the role is the operator's.
    await expect(stationBoxes(page)).toHaveCount(0)
    await page.getByLabel("نقش").selectOption({ label: operatorRole })
    await expect(stationBoxes(page).getByRole("checkbox")).toHaveCount(9)
    await expect(stationBoxes(page)).toContainText("برش")
    await expect(stationBoxes(page)).toContainText("مونتاژ دوجداره")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText(stationsRequired)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/user$/)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "user-form-operator-stations-1280")
    // The server says the same under the same field, writing nothing.
    const api = await apiAs(request, baseURL ?? "", "super-admin")
    const refused = await api.post("/Admin/user", {
      name,
      last_name: "برشکار",
      personnel_code: person.personnelCode,
      mobile: person.mobile,
      role: "operator",
      password: "Bahram12",
      stations: [],
    })
    expect(refused.status()).toBe(422)
    expect(((await refused.json()) as { errors: Record<string, Array<string>> }).errors).toEqual({ stations: [stationsRequired] })

    await stationBoxes(page).getByRole("checkbox", { name: "سکوریت", exact: true }).check()
    await stationBoxes(page).getByRole("checkbox", { name: "برش", exact: true }).check()
    await expect(page.getByText(stationsRequired)).toHaveCount(0)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/user-list$/)
    await page.getByRole("searchbox", { name: "جستجو در نام، کد پرسنلی یا شماره همراه" }).fill(name)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    // The list names the role and the stations, in station order whatever order they were ticked in.
    const row = table(page).getByRole("row", { name: new RegExp(name) })
    await expect(row).toContainText(operatorRole)
    await expect(row).toContainText("برش، سکوریت")
    await row.getByRole("link", { name: `ویرایش ${name} برشکار` }).click()
    await expect(stationBoxes(page).getByRole("checkbox", { checked: true })).toHaveCount(2)
    await expect(stationBoxes(page).getByRole("checkbox", { name: "سکوریت", exact: true })).toBeChecked()
  })

  test("the new operator sees only the dashboard and the stations, their stations on the home, and no invoice", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/")
    await page.getByLabel("نام کاربری / شماره همراه").fill(person.personnelCode)
    await page.getByLabel("رمز عبور", { exact: true }).fill("Bahram12")
    await page.getByRole("button", { name: "ورود", exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(`نقش شما: ${operatorRole}`)).toBeVisible()
    const sidebar = page.getByTestId("sidebar")
    const groups = await sidebar
      .locator("[data-menu-group]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-menu-group")))
    expect(groups).toEqual(["dashboard", "floor"])
    await expect(sidebar.locator('[data-menu-group="floor"]')).toContainText("ایستگاه‌ها")
    await expect(sidebar.getByRole("link")).toHaveText(["داشبورد", "ایستگاه‌های من"])
    await expect(sidebar.getByRole("link", { name: "ایستگاه‌های من" })).toHaveAttribute("href", "/dashboard/station")

    // The home lists the operator's own stations as large links to their screens.
    const home = page.getByRole("region", { name: "ایستگاه‌های من" })
    await expect(home.getByRole("link")).toHaveText(["برش", "سکوریت"])
    await expect(home.getByRole("link", { name: "برش" })).toHaveAttribute("href", "/dashboard/station/cutting")
    await expect(home.getByRole("link", { name: "سکوریت" })).toHaveAttribute("href", "/dashboard/station/tempering")
    await expect(page.getByRole("region", { name: "اطلاعیه‌های امروز" })).toBeVisible()
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "home-operator-1280")

    await expectNoAccess(
      page,
      ["فاکتورهای رسمی", "سفارش‌ها", "کاربران", "صف برش"],
      ["/dashboard/show-invoice/1", "/dashboard/formal-invoice-list", "/dashboard/order-list", "/dashboard/cutting-queue"],
    )
    const login = await request.post(`${baseURL}/api/auth/login`, {
      data: { username: person.personnelCode, password: "Bahram12" },
    })
    const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
    const me = await request.post(`${baseURL}/api/auth/me`, { headers })
    expect(await me.json()).toMatchObject({ roles: ["operator"], stations: ["cutting", "tempering"] })
    for (const path of ["/Admin/invoice", "/Admin/invoice/1", "/Admin/order", "/Admin/settings", "/Admin/glass_type"]) {
      const answer = await request.get(`${baseURL}/api${path}`, { headers })
      expect([path, answer.status(), await answer.json()]).toEqual([path, 403, { message: noAccess }])
    }
  })
})

test("a sales manager is not offered the operator's role, sees no controls on an operator, and the server refuses both", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, "sales-manager")
  await page.goto("/dashboard/user")
  // The form's options come with the page: wait for them before reading them all.
  await expect(page.getByLabel("نقش").locator("option", { hasText: "مدیر تولید" })).toHaveCount(1)
  const offered = await page.getByLabel("نقش").locator("option").allTextContents()
  expect(offered).not.toContain(operatorRole)
  expect(offered).toContain("مدیر تولید")
  await page.goto(`/dashboard/user-list?search=${accounts.operator.personnelCode}`)
  await expect(table(page).getByRole("row")).toHaveCount(2)
  const operator = table(page).getByRole("row", { name: /مهدی صادقی/ })
  await expect(operator).toContainText(operatorRole)
  await expect(operator).toContainText("برش، لبه‌کاری")
  await expect(operator.getByRole("link")).toHaveCount(0)
  await expect(operator.getByRole("switch")).toHaveCount(0)
  const api = await apiAs(request, baseURL ?? "", "sales-manager")
  const demoOperator = await api.get(`/Admin/user?search=${accounts.operator.personnelCode}`)
  const { id } = ((await demoOperator.json()) as { data: Array<{ id: number }> }).data[0] ?? { id: 0 }
  await page.goto(`/dashboard/user/${id}`)
  await expect(page.getByText(operatorReserved)).toBeVisible()
  await expect(page.getByRole("button", { name: "ویرایش", exact: true })).toHaveCount(0)
  const made = nextPerson()
  const granted = await api.post("/Admin/user", {
    name: "پرویز",
    last_name: "اپراتور",
    personnel_code: made.personnelCode,
    mobile: made.mobile,
    role: "operator",
    password: "Parviz12",
    stations: ["cutting"],
  })
  expect(granted.status()).toBe(422)
  expect(((await granted.json()) as { errors: Record<string, Array<string>> }).errors).toEqual({ role: [operatorReserved] })
  const switched = await api.patch(`/Admin/user/${id}`, { is_active: false })
  expect([switched.status(), await switched.json()]).toEqual([403, { message: operatorReserved }])
})

test("the demo operators sign in, the second by mobile, each holding their own stations", async ({ request, baseURL }) => {
  for (const [mobile, stations] of [
    ["09120000006", ["cutting", "edging"]],
    ["09120000007", ["tempering", "laminating", "assembling", "quality", "racking", "dispatch"]],
  ] as const) {
    const login = await request.post(`${baseURL}/api/auth/login`, { data: { mobile, password: "Demo1234" } })
    expect(login.status()).toBe(200)
    const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
    expect(await (await request.post(`${baseURL}/api/auth/me`, { headers })).json()).toMatchObject({
      roles: ["operator"],
      stations,
    })
  }
})
