import type { Page } from "@playwright/test"
import { accounts, persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import {
  apiAs,
  downloadWorkbook,
  expectNoAccess,
  expectNoSeriousViolations,
  keepScreenshot,
  switchOffConfirmed,
  uniqueName,
} from "./ui-pages-support.ts"

// Texts pinned as the specification, product.md and the domain's tables write them, never read from the code under test.
const nameRequired = "نام الزامی است"
const personnelCodeRequired = "کد پرسنلی الزامی است"
const mobileInvalid = "شماره همراه نامعتبر است"
const roleRequired = "نقش کاربر را انتخاب کنید"
const passwordRequired = "پسورد خود را وارد کنید"
const mobileTaken = "این شماره همراه قبلاً ثبت شده است"
const listPath = "/dashboard/user-list"

let serial = Math.floor(Math.random() * 9000)
/** A personnel code and mobile no other test uses (ASCII, as the API takes them). */
const nextPerson = () => {
  serial += 1
  const digits = String(serial % 10_000).padStart(4, "0")
  return { personnelCode: `555010${digits}`, mobile: `0935000${digits}` }
}

const table = (page: Page) => page.getByRole("table", { name: "فهرست کاربران" })
const userRow = (page: Page, name: string) => table(page).getByRole("row", { name: new RegExp(name) })
const search = (page: Page) => page.getByRole("searchbox", { name: "جستجو در نام، کد پرسنلی یا شماره همراه" })

/** Searches the list for one user and waits until that row alone is shown, so a click never lands on a row being replaced. */
const searchFor = async (page: Page, text: string) => {
  await search(page).fill(text)
  await expect(page).toHaveURL(/search=/)
  await expect(table(page).getByRole("row")).toHaveCount(2)
  await expect(table(page)).toHaveAttribute("aria-busy", "false")
}

/** Adds a sales expert through the API, as the form would send it. */
const addUser = async (api: Awaited<ReturnType<typeof apiAs>>, name: string) => {
  const person = nextPerson()
  const answer = await api.post("/Admin/user", {
    name,
    last_name: "آزمون",
    personnel_code: person.personnelCode,
    mobile: person.mobile,
    role: "sales-expert",
    password: "Start123",
  })
  expect(answer.status()).toBe(201)
  return { ...person, id: ((await answer.json()) as { data: { id: number } }).data.id, name }
}

/** Fills the user form as a person types: Persian digits in the code and mobile. */
const fillForm = async (
  page: Page,
  values: { name: string; lastName: string; personnelCode: string; mobile: string; role: string; password?: string },
) => {
  await page.getByLabel("نام", { exact: true }).fill(values.name)
  await page.getByLabel("نام خانوادگی").fill(values.lastName)
  await page.getByLabel("کد پرسنلی").fill(persianDigits(values.personnelCode))
  await page.getByLabel("شماره همراه").fill(persianDigits(values.mobile))
  await page.getByLabel("نقش").selectOption({ label: values.role })
  if (values.password !== undefined) await page.getByLabel("رمز عبور", { exact: true }).fill(values.password)
}

for (const role of ["super-admin", "sales-manager"] as const) {
  test.describe(`users as ${role}`, () => {
    test.beforeEach(async ({ page }) => signIn(page, role))

    test("the list: menu item, columns in Persian, row numbers, filters and search in the URL", async ({ page }) => {
      await page.getByTestId("sidebar").getByRole("link", { name: "کاربران" }).click()
      await expect(page).toHaveURL(/\/dashboard\/user-list$/)
      await expect(page.getByRole("heading", { level: 1, name: "کاربران" })).toBeVisible()
      await expect(table(page).getByRole("columnheader")).toHaveText([
        "ردیف",
        "نام و نام خانوادگی",
        "کد پرسنلی",
        "شماره همراه",
        "نقش",
        "عملیات",
      ])
      await expect(table(page).getByRole("row").nth(1).getByRole("cell").first()).toHaveText("۱")
      await expect(table(page).getByRole("row").nth(1)).not.toContainText(/[0-9]/)
      // Other tests on the same server add users (newest first), so the seeded expert is looked up rather than expected on page 1.
      await search(page).fill("۰۹۱۲۰۰۰۰۰۰۳")
      await expect(page).toHaveURL(/search=/)
      await expect(table(page).getByRole("row")).toHaveCount(2)
      const expert = userRow(page, "حسین کریمی")
      await expect(expert).toContainText("۱۰۰۰۳۰۰۰۰۳")
      await expect(expert).toContainText("کارشناس فروش")
      await expect(expert).not.toContainText(/[0-9]/)
      await search(page).fill("")
      await page.getByRole("combobox", { name: "نقش", exact: true }).selectOption({ label: "مدیر مالی" })
      await expect(page).toHaveURL(/role=financial-manager/)
      await expect(userRow(page, "زهرا محمدی")).toBeVisible()
      // Other tests on the same server may hire financial managers too: every row shown is one, and the seeded one is there.
      const rows = table(page)
        .getByRole("row")
        .filter({ has: page.getByRole("cell") })
      await expect(rows.filter({ hasNotText: "مدیر مالی" })).toHaveCount(0)
      expect(await rows.count()).toBeGreaterThanOrEqual(1)
      await page.getByRole("combobox", { name: "وضعیت", exact: true }).selectOption("0")
      await expect(page).toHaveURL(/is_active=0/)
      await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
      await page.reload()
      await expect(page.getByRole("combobox", { name: "نقش", exact: true })).toHaveValue("financial-manager")
      await expect(page.getByRole("combobox", { name: "وضعیت", exact: true })).toHaveValue("0")
      // The production manager is a role of the filter too, named in Persian in the filter and in its rows.
      await page.getByRole("combobox", { name: "وضعیت", exact: true }).selectOption("")
      await page.getByRole("combobox", { name: "نقش", exact: true }).selectOption({ label: "مدیر تولید" })
      await expect(page).toHaveURL(/role=production-manager/)
      await expect(userRow(page, "رضا نوری")).toContainText("مدیر تولید")
      await expect(table(page)).not.toContainText("مدیر مالی")
    })

    test("a user is added: browser errors under the inputs, Persian digits typed, toast, back to the list, found by search", async ({
      page,
      request,
      baseURL,
    }) => {
      await page.goto(listPath)
      await page.getByRole("link", { name: "افزودن کاربر" }).click()
      await expect(page).toHaveURL(/\/dashboard\/user$/)
      await expect(page.getByRole("heading", { name: "افزودن کاربر" })).toBeVisible()
      await page.getByRole("button", { name: "ثبت" }).click()
      for (const message of [nameRequired, personnelCodeRequired, roleRequired, passwordRequired])
        await expect(page.getByText(message)).toBeVisible()
      await expect(page.getByLabel("نام", { exact: true })).toHaveAccessibleDescription(nameRequired)
      await page.getByLabel("شماره همراه").fill("۰۹۱۲")
      await expect(page.getByText(mobileInvalid)).toBeVisible()
      const roleOptions = await page.getByLabel("نقش").locator("option").allTextContents()
      expect(roleOptions.includes("مدیر کل")).toBe(role === "super-admin")
      expect(roleOptions).toEqual(expect.arrayContaining(["مدیر فروش", "کارشناس فروش", "مدیر مالی", "مدیر تولید"]))
      const person = nextPerson()
      const name = uniqueName("نگار")
      await fillForm(page, { name, lastName: "افشار", ...person, role: "کارشناس فروش", password: "Negar123" })
      await expect(page.getByLabel("کد پرسنلی")).toHaveValue(persianDigits(person.personnelCode))
      await page.getByRole("button", { name: "ثبت" }).click()
      await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard\/user-list$/)
      await searchFor(page, name)
      await expect(userRow(page, name)).toContainText(persianDigits(person.mobile))
      const login = await request.post(`${baseURL}/api/auth/login`, {
        data: { username: person.personnelCode, password: "Negar123" },
      })
      expect(login.status()).toBe(200)
    })

    test("the server's 422 for a mobile already taken shows under its input", async ({ page }) => {
      await page.goto("/dashboard/user")
      await fillForm(page, {
        name: "رضا",
        lastName: "تکراری",
        personnelCode: nextPerson().personnelCode,
        mobile: "09120000002",
        role: "مدیر مالی",
        password: "Reza1234",
      })
      await page.getByRole("button", { name: "ثبت" }).click()
      await expect(page.getByLabel("شماره همراه")).toHaveAccessibleDescription(mobileTaken)
      await expect(page).toHaveURL(/\/dashboard\/user$/)
      await expectNoSeriousViolations(page)
      await keepScreenshot(page, `user-form-server-error-${role}-1280`)
    })

    test("a user is edited from its row with the password left empty, and toggled with a confirmation", async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await apiAs(request, baseURL ?? "", role)
      const user = await addUser(api, uniqueName("کیوان"))
      await page.goto(listPath)
      await searchFor(page, user.name)
      await userRow(page, user.name)
        .getByRole("link", { name: `ویرایش ${user.name} آزمون` })
        .click()
      await expect(page).toHaveURL(new RegExp(`/dashboard/user/${user.id}$`))
      await expect(page.getByRole("heading", { name: "ویرایش کاربر" })).toBeVisible()
      await expect(page.getByLabel("شماره همراه")).toHaveValue(persianDigits(user.mobile))
      await expect(page.getByText("برای نگه داشتن رمز عبور فعلی، این فیلد را خالی بگذارید.")).toBeVisible()
      await keepScreenshot(page, `user-form-edit-${role}-1280`)
      await page.getByLabel("نام خانوادگی").fill("ویرایش‌شده")
      await page.getByRole("button", { name: "ویرایش", exact: true }).click()
      await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
      // The list returns with the search it was left with.
      await expect(page).toHaveURL(/\/dashboard\/user-list\?search=/)
      await searchFor(page, user.name)
      const row = userRow(page, user.name)
      await expect(row).toContainText("ویرایش‌شده")
      const signedIn = await request.post(`${baseURL}/api/auth/login`, {
        data: { username: user.personnelCode, password: "Start123" },
      })
      const token = ((await signedIn.json()) as { access_token: string }).access_token

      const toggle = row.getByRole("switch")
      await switchOffConfirmed(page, toggle, `آیا از غیرفعال کردن کاربر «${user.name} ویرایش‌شده» اطمینان دارید؟`)
      // The deactivated user is signed out at once.
      const me = await request.post(`${baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
      expect(me.status()).toBe(401)
      await page.reload()
      await expect(userRow(page, user.name).getByRole("switch")).toHaveAttribute("aria-checked", "false")
    })

    test("the export saves the filtered list as an Excel workbook with Persian headers", async ({ page }) => {
      await page.goto(`${listPath}?role=sales-expert`)
      // Other tests add sales experts (newest first), so the seeded one may be on a later page: the export holds every page.
      await expect(table(page)).toHaveAttribute("aria-busy", "false")
      await expect(table(page).getByRole("row").nth(1)).toContainText("کارشناس فروش")
      const { rows } = await downloadWorkbook(page, "users.xlsx")
      expect(rows[0]).toEqual(["ردیف", "نام", "نام خانوادگی", "کد پرسنلی", "شماره همراه", "نقش", "وضعیت", "ایستگاه‌ها"])
      expect(rows.map((row) => row.slice(1, 6))).toContainEqual(["حسین", "کریمی", "1000300003", "09120000003", "کارشناس فروش"])
      expect(rows.flat()).not.toContain("مدیر کل")
    })

    test("list and form pass the accessibility scan", async ({ page }) => {
      await page.goto(listPath)
      await expect(table(page).getByRole("row").nth(1)).toBeVisible()
      await expectNoSeriousViolations(page)
      await keepScreenshot(page, `user-list-${role}-1280`)
      await page.goto("/dashboard/user")
      await page.getByRole("button", { name: "ثبت" }).click()
      await expect(page.getByText(nameRequired)).toBeVisible()
      await expectNoSeriousViolations(page)
      await keepScreenshot(page, `user-form-errors-${role}-1280`)
    })
  })
}

test.describe("the super-admin role is the super-admin's", () => {
  test("a sales manager sees no controls on a super-admin, cannot offer the role, and the server refuses both", async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, "sales-manager")
    // Other tests on the same server add users (newest first), so each seeded user is found by its personnel code, not on page 1.
    await page.goto(`${listPath}?search=${accounts["super-admin"].personnelCode}`)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    const admin = userRow(page, "علی رضایی")
    await expect(admin).toContainText("مدیر کل")
    await expect(admin.getByRole("link")).toHaveCount(0)
    await expect(admin.getByRole("switch")).toHaveCount(0)
    // The own row's switch is locked: nobody deactivates themself.
    await page.goto(`${listPath}?search=${accounts["sales-manager"].personnelCode}`)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    await expect(userRow(page, "مریم احمدی").getByRole("switch")).toBeDisabled()
    await page.goto("/dashboard/user/1")
    await expect(page.getByText("فقط مدیر کل می‌تواند نقش مدیر کل را بدهد، ویرایش یا حذف کند")).toBeVisible()
    await expect(page.getByRole("button", { name: "ویرایش", exact: true })).toHaveCount(0)
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const person = nextPerson()
    const granted = await api.post("/Admin/user", {
      name: "پرویز",
      last_name: "مدیر",
      personnel_code: person.personnelCode,
      mobile: person.mobile,
      role: "super-admin",
      password: "Parviz12",
    })
    expect(granted.status()).toBe(422)
    expect(((await granted.json()) as { errors: Record<string, string[]> }).errors.role).toEqual([
      "فقط مدیر کل می‌تواند نقش مدیر کل را بدهد، ویرایش یا حذف کند",
    ])
    expect((await api.patch("/Admin/user/1", { is_active: false })).status()).toBe(403)
  })
})

for (const role of ["sales-expert", "financial-manager", "production-manager", "operator"] as const) {
  test(`a ${role} has no users menu item, the typed address shows the no-access page, and the API answers 403`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, role)
    await expectNoAccess(page, ["کاربران"], [listPath, "/dashboard/user", "/dashboard/user/1"])
    const api = await apiAs(request, baseURL ?? "", role)
    for (const path of ["/Admin/user", "/Admin/user/export", "/Admin/user/1"]) expect((await api.get(path)).status()).toBe(403)
    expect((await api.patch("/Admin/user/3", { is_active: false })).status()).toBe(403)
  })
}

test.describe("users on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("add a user and find it in the list", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto(listPath)
    await expect(table(page).getByRole("row").nth(1)).toBeVisible()
    await keepScreenshot(page, "user-list-375")
    await page.getByRole("link", { name: "افزودن کاربر" }).click()
    const name = uniqueName("مهسا")
    await fillForm(page, { name, lastName: "کاظمی", ...nextPerson(), role: "مدیر مالی", password: "Mahsa123" })
    await keepScreenshot(page, "user-form-375")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/user-list$/)
    await searchFor(page, name)
    await expect(userRow(page, name)).toContainText("مدیر مالی")
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "user-list-search-375")
  })
})
