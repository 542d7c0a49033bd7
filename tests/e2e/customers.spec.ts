import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { identities } from "./support/identities.ts"
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

// Messages copied from docs/domain-people-reference.md (the project's own; the specification shows no customer form).
const nationalCodeInvalid = "کد ملی نامعتبر است"
const nationalIdTaken = "این شناسه ملی قبلاً ثبت شده است"

const ids = identities({ codeFrom: 100_000_000, idDigit: "1", mobilePrefix: "0912" })
const { nationalCode, nationalId, mobile } = ids

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const table = (page: Page) => page.getByRole("table", { name: "فهرست مشتریان" })

test.describe("customers as the sales manager", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("a person is added: a wrong national code is refused in the browser, Persian digits accepted, toast, list, reload", async ({
    page,
  }) => {
    await page.goto("/dashboard/customer-list")
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "ردیف",
      "نام مشتری",
      "نوع",
      "کد ملی / شناسه ملی",
      "شماره همراه",
      "شهر",
      "کارشناس فروش",
      "عملیات",
    ])
    await page.getByRole("link", { name: "افزودن مشتری" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer\/individual$/)
    await expect(page.getByRole("heading", { name: "افزودن مشتری" })).toBeVisible()
    const last = uniqueName("احمدی")
    await field(page, "نام").fill("نرگس")
    await field(page, "نام خانوادگی").fill(last)
    const code = nationalCode()
    const wrong = `${code.slice(0, 9)}${(Number(code[9]) + 1) % 10}`
    await field(page, "کد ملی").fill(persianDigits(wrong))
    await field(page, "شماره همراه").fill(persianDigits(mobile()))
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(field(page, "کد ملی")).toHaveAccessibleDescription(nationalCodeInvalid)
    await expectNoSeriousViolations(page)
    // The submit scrolled the page, and a full-page capture of a scrolled page draws the fixed sidebar and header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0))
    await keepScreenshot(page, "customer-form-errors-1280")
    await field(page, "کد ملی").fill(persianDigits(code))
    await expect(page.getByText(nationalCodeInvalid)).toHaveCount(0)
    await field(page, "سقف اعتبار").pressSequentially("۲۵۰۰۰۰۰۰")
    await expect(field(page, "سقف اعتبار")).toHaveValue("۲۵,۰۰۰,۰۰۰")
    await field(page, "شهر").fill("شیراز")
    const owner = page.getByLabel("کارشناس فروش")
    await owner.selectOption({ label: "حسین کریمی" })
    // The choices come from the sales experts alone: the demo managers are no owners.
    const choices = await owner.locator("option").allTextContents()
    expect(choices).not.toContain("مریم احمدی")
    expect(choices).not.toContain("علی رضایی")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
    const row = table(page).getByRole("row", { name: new RegExp(last) })
    await expect(row).toContainText(persianDigits(code))
    await expect(row).toContainText("حسین کریمی")
    await expect(row).not.toContainText(/[0-9]/)
    await page.reload()
    await expect(table(page).getByRole("row", { name: new RegExp(last) })).toContainText("شیراز")
  })

  test("a company is added with the type switch, and a taken national ID is refused by the server under its input", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const taken = nationalId()
    expect(
      (
        await api.post("/Admin/customer", {
          type: "legal",
          company_name: uniqueName("شیشه پارسه"),
          national_id: taken,
          representative_name: "مینا یزدانی",
          representative_mobile: mobile(),
        })
      ).status(),
    ).toBe(201)
    await page.goto("/dashboard/customer/individual")
    // The switch opens the other type's address, a new page carrying what was typed, so its radio is a new element.
    await page.getByRole("radio", { name: "حقوقی" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer\/legal$/)
    await expect(page.getByRole("radio", { name: "حقوقی" })).toBeChecked()
    await expect(field(page, "نام")).toHaveCount(0)
    const company = uniqueName("آینه‌کاری نگین")
    await field(page, "نام شرکت").fill(company)
    await field(page, "شناسه ملی").fill(persianDigits(taken))
    await field(page, "نام نماینده").fill("پرویز شریفی")
    await field(page, "شماره همراه نماینده").fill(mobile())
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(field(page, "شناسه ملی")).toHaveAccessibleDescription(nationalIdTaken)
    await expect(page).toHaveURL(/\/dashboard\/customer\/legal$/)
    const free = nationalId()
    await field(page, "شناسه ملی").fill(free)
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
    await expect(table(page).getByRole("row", { name: new RegExp(company) })).toContainText("حقوقی")
  })

  test("a customer is edited from its row, toggled after confirmation, and both survive a reload", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const last = uniqueName("صدری")
    const made = (await (
      await api.post("/Admin/customer", {
        type: "individual",
        name: "بهاره",
        last_name: last,
        national_code: nationalCode(),
        mobile: mobile(),
        credit_limit: 1200,
      })
    ).json()) as { data: { id: number } }
    await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(last)}`)
    await table(page)
      .getByRole("link", { name: `ویرایش بهاره ${last}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/customer/${made.data.id}$`))
    await expect(page.getByRole("heading", { name: "ویرایش مشتری" })).toBeVisible()
    await expect(field(page, "سقف اعتبار")).toHaveValue("۱,۲۰۰")
    await expect(field(page, "نام خانوادگی")).toHaveValue(last)
    await field(page, "شهر").fill("تبریز")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    // The list returns with the search it was left with (docs/daily-use.md, "Where a list keeps its place").
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(last)
    await expect(page).toHaveURL(/\/dashboard\/customer-list\?/)
    const row = table(page).getByRole("row", { name: new RegExp(last) })
    await expect(row).toContainText("تبریز")
    const toggle = row.getByRole("switch")
    await switchOffConfirmed(page, toggle, `آیا از غیرفعال کردن مشتری «بهاره ${last}» اطمینان دارید؟`)
    await page.reload()
    await expect(
      table(page)
        .getByRole("row", { name: new RegExp(last) })
        .getByRole("switch"),
    ).toHaveAttribute("aria-checked", "false")
    await page.getByLabel("وضعیت").selectOption({ label: "فعال" })
    await expect(page).toHaveURL(/is_active=1/)
    await expect(table(page).getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
  })

  test("a deactivated expert is no choice for a new customer, but still names and keeps the customers they own, also after a change of role", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const expertName = uniqueName("فرهاد")
    const personnelCode = `7000510${String(ids.next() % 1000).padStart(3, "0")}`
    const expert = { name: expertName, last_name: "نیک‌پور", personnel_code: personnelCode, mobile: mobile() }
    const hired = await api.post("/Admin/user", { ...expert, role: "sales-expert", password: "Demo1234" })
    expect(hired.status()).toBe(201)
    const expertId = ((await hired.json()) as { data: { id: number } }).data.id
    const last = uniqueName("وحیدی")
    const made = await api.post("/Admin/customer", {
      type: "individual",
      name: "سحر",
      last_name: last,
      national_code: nationalCode(),
      mobile: mobile(),
      sales_expert_id: expertId,
    })
    expect(made.status()).toBe(201)
    const customerId = ((await made.json()) as { data: { id: number } }).data.id
    expect((await api.patch(`/Admin/user/${expertId}`, { is_active: false })).status()).toBe(200)
    const full = `${expertName} نیک‌پور`
    await page.goto(`/dashboard/customer/${customerId}`)
    const owner = page.getByLabel("کارشناس فروش")
    await expect(owner.locator("option:checked")).toHaveText(`${full} (غیرفعال)`)
    await page.goto("/dashboard/customer/individual")
    await expect(page.getByLabel("کارشناس فروش").locator("option", { hasText: "حسین کریمی" })).toHaveCount(1)
    await expect(page.getByLabel("کارشناس فروش").locator("option", { hasText: full })).toHaveCount(0)
    await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(last)}`)
    await expect(table(page).getByRole("row", { name: new RegExp(last) })).toContainText(full)
    // Once that user is a manager, not an expert, the list and the details still name who owns the customer.
    expect((await api.patch(`/Admin/user/${expertId}`, { ...expert, role: "sales-manager", is_active: false })).status()).toBe(
      200,
    )
    await page.reload()
    await expect(table(page).getByRole("row", { name: new RegExp(last) })).toContainText(full)
    await table(page)
      .getByRole("link", { name: `سحر ${last}`, exact: true })
      .click()
    await expect(page.getByRole("dialog", { name: `مشخصات سحر ${last}` })).toContainText(full)
    await page.goto(`/dashboard/customer/${customerId}`)
    await expect(page.getByLabel("کارشناس فروش").locator("option:checked")).toHaveText(`${full} (غیرفعال)`)
  })

  test("the search box finds by Persian digits, the route filters by type, and the id opens the details", async ({ page }) => {
    await page.goto("/dashboard/customer-list")
    // A pasted number carrying a zero-width space and a BOM searches as the number: the box drops them, ZWNJ kept.
    await page.getByRole("searchbox").fill("\ufeff۰۹۱۲\u200b۱۲۳۴۵۶۷")
    await expect(page.getByRole("searchbox")).toHaveValue("۰۹۱۲۱۲۳۴۵۶۷")
    await expect(page).toHaveURL(`/dashboard/customer-list?search=${encodeURIComponent("۰۹۱۲۱۲۳۴۵۶۷")}`)
    await expect(table(page).getByRole("row")).toHaveCount(2)
    await expect(table(page).getByRole("row").nth(1)).toContainText("محمد جعفری")
    await page.goto("/dashboard/customer-list/legal")
    await expect(page.getByRole("link", { name: "حقوقی" })).toHaveAttribute("aria-current", "page")
    await expect(table(page).getByRole("row").nth(1)).toBeVisible()
    for (const type of await table(page).getByRole("row").locator("td:nth-child(3)").allTextContents()) expect(type).toBe("حقوقی")
    await page.getByRole("navigation", { name: "نوع مشتری" }).getByRole("link", { name: "حقیقی" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer-list\/individual$/)
    await expect(table(page).getByRole("row").nth(1)).toContainText("حقیقی")
    await table(page).getByRole("link", { name: "محمد جعفری", exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer-list\/individual\/\d+$/)
    const details = page.getByRole("dialog", { name: "مشخصات محمد جعفری" })
    await expect(details).toContainText("۰۰۶۱۲۳۴۵۶۷")
    await expect(details).toContainText("۳۰۰٬۰۰۰٬۰۰۰ ریال")
    await expect(details).toContainText("حسین کریمی")
    await expect(details).not.toContainText(/[0-9]/)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "customer-details-1280")
    await details.getByRole("button", { name: "بستن" }).click()
    await expect(page).toHaveURL(/\/dashboard\/customer-list\/individual$/)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "customer-list-1280")
  })

  test("the export saves the filtered list as an Excel workbook with Persian headers", async ({ page }) => {
    await page.goto("/dashboard/customer-list/legal")
    await expect(table(page).getByRole("row").nth(1)).toBeVisible()
    const { rows } = await downloadWorkbook(page, "customers.xlsx")
    expect(rows[0]?.slice(1, 3)).toEqual(["نوع مشتری", "نام / نام شرکت"])
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows.slice(1)) expect(row[1]).toBe("حقوقی")
  })
})

test.describe("customers as a sales expert", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-expert"))

  test("sees only their own customers, adds one that is theirs, and cannot open another expert's", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/dashboard/customer-list")
    await expect(table(page).getByRole("row", { name: /محمد جعفری/ })).toBeVisible()
    await expect(table(page).getByRole("row", { name: /نوین‌سازه البرز/ })).toHaveCount(0)
    await expect(table(page).getByRole("columnheader", { name: "کارشناس فروش" })).toHaveCount(0)
    await expect(page.getByLabel("کارشناس فروش")).toHaveCount(0)
    await page.getByRole("link", { name: "افزودن مشتری" }).click()
    await expect(page.getByLabel("کارشناس فروش")).toHaveCount(0)
    const last = uniqueName("توکلی")
    await field(page, "نام").fill("امید")
    await field(page, "نام خانوادگی").fill(last)
    await field(page, "کد ملی").fill(nationalCode())
    await field(page, "شماره همراه").fill(mobile())
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
    await expect(table(page).getByRole("row", { name: new RegExp(last) })).toBeVisible()
    const manager = await apiAs(request, baseURL ?? "", "sales-manager")
    const found = (await (await manager.get(`/Admin/customer?search=${encodeURIComponent(last)}`)).json()) as {
      data: Array<{ sales_expert_id: number | null }>
    }
    expect(found.data.map((row) => row.sales_expert_id)).toEqual([3])
    const others = (await (await manager.get(`/Admin/customer?search=${encodeURIComponent("نوین")}`)).json()) as {
      data: Array<{ id: number; sales_expert_id: number | null }>
    }
    const theirs = others.data.find((row) => row.sales_expert_id !== 3)
    expect(theirs).toBeDefined()
    await page.goto(`/dashboard/customer-list/all/${theirs?.id ?? 0}`)
    await expect(page.getByText("مورد درخواستی پیدا نشد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
    await page.goto(`/dashboard/customer/${theirs?.id ?? 0}`)
    await expect(page.getByRole("heading", { name: "این مشتری پیدا نشد" })).toBeVisible()
    const expert = await apiAs(request, baseURL ?? "", "sales-expert")
    expect((await expert.get(`/Admin/customer/${theirs?.id ?? 0}`)).status()).toBe(404)
  })
})

test.describe("customers as the financial manager", () => {
  test("no menu item, the typed address shows the no-access page, and the API answers 403", async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, "financial-manager")
    await expectNoAccess(page, ["مشتریان"], ["/dashboard/customer-list", "/dashboard/customer/individual"])
    const api = await apiAs(request, baseURL ?? "", "financial-manager")
    expect((await api.get("/Admin/customer")).status()).toBe(403)
    expect((await api.post("/Admin/customer", { type: "individual" })).status()).toBe(403)
  })
})

test.describe("customers on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("add a customer and find it in the list", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/customer-list")
    await expect(table(page).getByRole("row").nth(1).getByRole("switch")).toBeVisible()
    await keepScreenshot(page, "customer-list-375")
    await page.getByRole("link", { name: "افزودن مشتری" }).click()
    const last = uniqueName("رحیمی")
    await field(page, "نام").fill("زهرا")
    await field(page, "نام خانوادگی").fill(last)
    await field(page, "کد ملی").fill(persianDigits(nationalCode()))
    await field(page, "شماره همراه").fill(mobile())
    await keepScreenshot(page, "customer-form-375")
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/customer-list$/)
    await expect(table(page).getByRole("row", { name: new RegExp(last) })).toBeVisible()
    await expectNoSeriousViolations(page)
    await table(page)
      .getByRole("link", { name: `زهرا ${last}`, exact: true })
      .click()
    await expect(page.getByRole("dialog", { name: `مشخصات زهرا ${last}` })).toContainText("حقیقی")
    await keepScreenshot(page, "customer-details-375")
  })
})
