import BetterSqlite3 from "better-sqlite3"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import type { RunningServer } from "./support/server.ts"
import { signIn } from "./support/session.ts"
import {
  apiAs,
  downloadWorkbook,
  expectNoAccess,
  expectNoSeriousViolations,
  keepScreenshot,
  noAccess,
  uniqueName,
} from "./ui-pages-support.ts"

// The domain's messages as the screen shows them (digits in Persian), copied here, never read from the code under test.
const discountOutOfRange = "حداکثر درصد تخفیف باید بین ۰ و ۱۰۰ باشد"
const productInvalid = "محصول نامعتبر است"
const listPath = "/dashboard/sales-expert-access-list"

let serial = 0
/**
 * Adds a sales expert where the server keeps its users: experts are created on the user screens, which are not
 * this spec's subject, and a fresh expert keeps the demo expert's access (which the home spec counts) untouched.
 */
const addExpert = (server: RunningServer, lastName: string): { id: number; name: string; personnelCode: string } => {
  const db = new BetterSqlite3(join(server.dataDir, "back-office.sqlite"))
  db.pragma("busy_timeout = 5000")
  try {
    serial += 1
    const suffix = String((Date.now() + serial) % 100_000).padStart(5, "0")
    const personnelCode = `20003${suffix}`
    const result = db
      .prepare(
        "insert into users (name, last_name, personnel_code, mobile, role, password_hash, is_active, created_at) values (?, ?, ?, ?, 'sales-expert', '-', 1, ?)",
      )
      .run("نگار", lastName, personnelCode, `0915${suffix}00`, new Date().toISOString())
    return { id: Number(result.lastInsertRowid), name: `نگار ${lastName}`, personnelCode }
  } finally {
    db.close()
  }
}

const expertRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "فهرست دسترسی کارشناسان فروش" }).getByRole("row", { name: new RegExp(name) })
const discount = (page: Page) => page.getByLabel("حداکثر درصد تخفیف")
const products = (page: Page) => page.getByRole("group", { name: "محصولات مجاز" })

test.describe("sales experts' access as the sales manager", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales-manager"))

  test("the list opens from the menu with its columns, search, filter and export, and no add button", async ({
    page,
    server,
  }) => {
    const expert = addExpert(server, uniqueName("فهرستی"))
    await page.getByTestId("sidebar").getByRole("link", { name: "دسترسی کارشناسان فروش" }).click()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    await expect(page.getByRole("heading", { level: 1, name: "دسترسی کارشناسان فروش" })).toBeVisible()
    const table = page.getByRole("table", { name: "فهرست دسترسی کارشناسان فروش" })
    await expect(table.getByRole("columnheader")).toHaveText([
      "ردیف",
      "نام و نام خانوادگی",
      "کد پرسنلی",
      "شماره همراه",
      "همه مشتریان",
      "پیش‌خرید",
      "حداکثر تخفیف",
      "دسترسی فعال",
      "عملیات",
    ])
    await expect(page.getByRole("link", { name: /افزودن/ })).toHaveCount(0)
    const row = expertRow(page, expert.name)
    await expect(row).toContainText(persianDigits(expert.personnelCode))
    await expect(row.getByRole("cell").nth(6)).toHaveText("۰٪")
    await expect(row).toContainText("غیرفعال")
    await expect(row).not.toContainText(/[0-9]/)
    await page
      .getByRole("searchbox", { name: "جستجو در نام، کد پرسنلی یا شماره همراه" })
      .fill(persianDigits(expert.personnelCode))
    await expect(page).toHaveURL(/search=/)
    await expect(table.getByRole("row")).toHaveCount(2)
    await expect(row).toBeVisible()
    await page.getByLabel("وضعیت دسترسی").selectOption("1")
    await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
    await page.getByLabel("وضعیت دسترسی").selectOption("")
    await expect(row).toBeVisible()
    const { rows, formats } = await downloadWorkbook(page, "sales-expert-access.xlsx")
    // The personnel code stays text in Latin digits; the discount cap and the product count are numbers.
    const exported = rows.find((cells) => cells[3] === expert.personnelCode)
    expect(exported?.[1]).toBe("نگار")
    expect(typeof exported?.[8]).toBe("number")
    expect(typeof exported?.[9]).toBe("number")
    expect(formats[rows.indexOf(exported ?? [])]?.[0]).toBe("#,##0")
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "access-list-1280")
  })

  test("an expert's access is edited: products ticked, discount typed in Persian digits, saved, shown in the list and after a reload", async ({
    page,
    server,
    request,
    baseURL,
  }) => {
    const expert = addExpert(server, uniqueName("ویرایشی"))
    await page.goto(listPath)
    await expertRow(page, expert.name)
      .getByRole("link", { name: `ویرایش دسترسی ${expert.name}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/sales-expert-access/${expert.id}$`))
    await expect(page.getByRole("heading", { name: "ویرایش دسترسی کارشناس فروش" })).toBeVisible()
    await expect(page.getByText(expert.name)).toBeVisible()
    await expect(discount(page)).toHaveValue("۰")
    // An expert without a saved access has none in force, so the form shows it switched off.
    await expect(page.getByRole("switch", { name: "دسترسی فعال" })).toHaveAttribute("aria-checked", "false")
    await page.getByRole("switch", { name: "دسترسی فعال" }).click()
    await page.getByRole("switch", { name: "مشاهده همه مشتریان" }).click()
    await products(page).getByRole("checkbox", { name: "لمینت", exact: true }).check()
    await products(page).getByRole("checkbox", { name: "آینه" }).check()
    await discount(page).fill("")
    await discount(page).pressSequentially("۱۲٫۵")
    await expect(discount(page)).toHaveValue("۱۲٫۵")
    await keepScreenshot(page, "access-form-1280")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    const row = expertRow(page, expert.name)
    await expect(row).toContainText("۱۲٫۵٪")
    await expect(row.getByRole("cell").nth(4)).toHaveText("بله")
    await expect(row.getByRole("cell").nth(7)).toHaveText("فعال")
    await page.reload()
    await expect(expertRow(page, expert.name)).toContainText("۱۲٫۵٪")
    const api = await apiAs(request, baseURL ?? "", "sales-manager")
    const saved = (await (await api.get(`/Admin/sales_expert_access/${expert.id}`)).json()) as {
      data: { access: { allowed_product_ids: number[]; max_discount_percent: number; may_see_all_customers: boolean } }
    }
    expect(saved.data.access.max_discount_percent).toBe(12.5)
    expect(saved.data.access.may_see_all_customers).toBe(true)
    expect(saved.data.access.allowed_product_ids).toHaveLength(2)
    await page.goto(`/dashboard/sales-expert-access/${expert.id}`)
    await expect(discount(page)).toHaveValue("۱۲٫۵")
    await expect(products(page).getByRole("checkbox", { name: "لمینت", exact: true })).toBeChecked()
    await expect(products(page).getByRole("checkbox", { name: "آینه" })).toBeChecked()
    await expect(page.getByRole("switch", { name: "مشاهده همه مشتریان" })).toHaveAttribute("aria-checked", "true")
  })

  test("a discount of 150 is refused in the browser, and a product the server does not know is refused under the products", async ({
    page,
    server,
  }) => {
    const expert = addExpert(server, uniqueName("خطایی"))
    const sent: Array<string> = []
    page.on("request", (call) => call.method() === "PUT" && sent.push(call.url()))
    await page.goto(`/dashboard/sales-expert-access/${expert.id}`)
    await expect(discount(page)).toHaveValue("۰")
    await discount(page).fill("150")
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText(discountOutOfRange)).toBeVisible()
    await expect(discount(page)).toHaveAttribute("aria-invalid", "true")
    await expect(discount(page)).toHaveAccessibleDescription(discountOutOfRange)
    await expect(page).toHaveURL(new RegExp(`/dashboard/sales-expert-access/${expert.id}$`))
    expect(sent).toEqual([])
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "access-form-errors-1280")

    // A product removed after the lookup was cached: the browser offers it, the server refuses it.
    await page.evaluate(() => {
      const rows = JSON.parse(window.sessionStorage.getItem("lookup:structures") ?? "[]") as Array<Record<string, unknown>>
      window.sessionStorage.setItem(
        "lookup:structures",
        JSON.stringify([...rows, { id: 999_999, name: "محصول حذف‌شده", layers: 1, description_dimensions: [], glass_types: [] }]),
      )
    })
    await page.reload()
    await expect(discount(page)).toHaveValue("۰")
    await discount(page).fill("۱۰")
    await products(page).getByRole("checkbox", { name: "محصول حذف‌شده" }).check()
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(products(page).getByRole("alert")).toHaveText(productInvalid)
    await expect(page).toHaveURL(new RegExp(`/dashboard/sales-expert-access/${expert.id}$`))
    expect(sent).toHaveLength(1)
  })
})

test("the super-admin opens the same list and form", async ({ page, server }) => {
  const expert = addExpert(server, uniqueName("مدیرکلی"))
  await signIn(page, "super-admin")
  await page.getByTestId("sidebar").getByRole("link", { name: "دسترسی کارشناسان فروش" }).click()
  await expect(expertRow(page, expert.name)).toBeVisible()
  await expertRow(page, expert.name)
    .getByRole("link", { name: `ویرایش دسترسی ${expert.name}` })
    .click()
  await expect(page.getByRole("heading", { name: "ویرایش دسترسی کارشناس فروش" })).toBeVisible()
})

for (const role of ["sales-expert", "financial-manager", "production-manager"] as const) {
  test(`a ${role} has no menu item, a typed URL shows the no-access page and the API answers 403`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, role)
    await expectNoAccess(page, ["دسترسی کارشناسان فروش"], [listPath, "/dashboard/sales-expert-access/3"])
    const api = await apiAs(request, baseURL ?? "", role)
    expect((await api.get("/Admin/sales_expert_access")).status()).toBe(403)
    const put = await request.put(`${baseURL}/api/Admin/sales_expert_access/3`, {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { max_discount_percent: 50 },
    })
    expect(put.status()).toBe(403)
    expect(await put.json()).toEqual({ message: noAccess })
  })
}

test.describe("sales experts' access on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("edit an expert's access from the list", async ({ page, server }) => {
    const expert = addExpert(server, uniqueName("موبایلی"))
    await signIn(page, "sales-manager")
    await page.goto(listPath)
    const row = expertRow(page, expert.name)
    await expect(row).toBeVisible()
    await keepScreenshot(page, "access-list-375")
    await row.getByRole("link", { name: `ویرایش دسترسی ${expert.name}` }).click()
    await expect(discount(page)).toHaveValue("۰")
    await discount(page).fill("۷")
    await page.getByRole("switch", { name: "دسترسی فعال" }).click()
    await products(page).getByRole("checkbox", { name: "دوجداره", exact: true }).check()
    await keepScreenshot(page, "access-form-375")
    await expectNoSeriousViolations(page)
    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${listPath}$`))
    await expect(expertRow(page, expert.name)).toContainText("۷٪")
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
  })
})
