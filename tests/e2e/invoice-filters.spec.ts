import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// The invoice lists' customer, expert and period filters (invoices.md section 7), kept in the URL.
const listTitle = "پیش‌فاکتورها"
const table = (page: Page) => page.getByRole("table", { name: `فهرست ${listTitle}` })
const bodyRows = (page: Page) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

test.describe("filtering an invoice list by customer, expert and period", () => {
  const note = uniqueName("فیلتر")
  let customerName = ""
  let serial = 0
  let expert = { id: 0, name: "" }

  test.beforeAll(async ({ playwright, server }) => {
    const request = await playwright.request.newContext()
    const asExpert = await apiAs(request, server.baseURL, "sales-expert")
    const me = (await (await asExpert.post("/auth/me", {})).json()) as { id: number; name: string; last_name: string }
    expert = { id: me.id, name: `${me.name} ${me.last_name}` }
    const created = await asExpert.post("/Admin/invoice", {
      kind: "informal",
      customer_id: 1,
      fare_id: 2,
      discount_percent: 0,
      note,
      lines: [
        {
          product_id: 1,
          width: 1000,
          height: 1000,
          count: 1,
          edge_type: 1,
          layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
          laminates: [],
          spacers: [],
          descriptions: [],
        },
      ],
    })
    expect(created.status()).toBe(201)
    serial = ((await created.json()) as { data: { serial_number: number } }).data.serial_number
    const customer = (await (await asExpert.get("/Admin/customer/1")).json()) as {
      data: { type: string; name: string | null; last_name: string | null; company_name: string | null }
    }
    customerName =
      customer.data.type === "individual"
        ? `${customer.data.name} ${customer.data.last_name}`
        : (customer.data.company_name ?? "")
    await request.dispose()
  })

  test("a manager picks the customer by typing, then a period by two clicks and by typing Persian digits", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/informal-invoice-list")
    await expect(bodyRows(page).first()).toBeVisible()

    // The combobox searches the server as the manager types part of the name.
    const customer = page.getByRole("combobox", { name: "مشتری" })
    await customer.fill(customerName.split(" ")[0] ?? customerName)
    await page
      .getByRole("option", { name: new RegExp(customerName) })
      .first()
      .click()
    await expect.poll(() => query(page).customer_id).toBe("1")
    // The previous rows stay, dimmed, while the filtered ones load.
    await expect(table(page)).toHaveAttribute("aria-busy", "false")
    await expect(bodyRows(page).filter({ hasText: persianDigits(String(serial)) })).toHaveCount(1)
    // The unfiltered rows may still stand for a moment before the filtered ones replace them (another test adds invoices).
    await expect
      .poll(async () => (await bodyRows(page).allInnerTexts()).filter((text) => !text.includes(persianDigits(customerName))))
      .toEqual([])
    // A reload names the chosen customer again, from the URL alone.
    await page.reload()
    await expect(customer).toHaveValue(persianDigits(customerName))

    // Two clicks on the calendar, the later day first: the period is stored in order.
    await page.getByRole("button", { name: "انتخاب بازه تاریخ از تقویم" }).click()
    const calendar = page.getByRole("dialog", { name: "تقویم بازه تاریخ" })
    await expect(calendar).toContainText("روز آغاز را انتخاب کنید")
    const days = calendar.locator("tbody button")
    await days.filter({ hasText: /^۲۰$/ }).first().click()
    await expect(calendar).toContainText("روز پایان را انتخاب کنید")
    await days.filter({ hasText: /^۱۰$/ }).first().click()
    await expect(calendar).toBeHidden()
    await expect.poll(() => [query(page).from?.slice(-2), query(page).to?.slice(-2)]).toEqual(["10", "20"])
    await expect(page.getByRole("textbox", { name: "بازه تاریخ" })).toHaveValue(/^[۰-۹/]+ تا [۰-۹/]+$/)

    // A period typed in Persian digits, far in the past: nothing of this customer then.
    const period = page.getByRole("textbox", { name: "بازه تاریخ" })
    await period.fill("۱۴۰۰/۰۱/۱۰ تا ۱۴۰۰/۰۱/۰۱")
    await expect.poll(() => [query(page).from, query(page).to]).toEqual(["1400/01/01", "1400/01/10"])
    await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
    await keepScreenshot(page, "invoice-filters-1280")
    await expectNoSeriousViolations(page)

    // Clearing the period brings the customer's invoices back; the customer stays chosen.
    await page.getByRole("button", { name: "پاک کردن بازه تاریخ" }).click()
    await expect(bodyRows(page).filter({ hasText: persianDigits(String(serial)) })).toHaveCount(1)
    expect(query(page)).toMatchObject({ customer_id: "1" })
    expect(query(page).from).toBeUndefined()

    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole("button", { name: "انتخاب بازه تاریخ از تقویم" }).click()
    await expect(page.getByRole("dialog", { name: "تقویم بازه تاریخ" })).toBeInViewport()
    await keepScreenshot(page, "invoice-filters-375")
  })

  test("a sales expert has the customer filter but no expert filter; the search waits for the box and says when nothing matches", async ({
    page,
  }) => {
    const searches: string[] = []
    page.on("request", (request) => {
      if (/\/api\/Admin\/customer\?/.test(request.url())) searches.push(request.url())
    })
    await signIn(page, "sales-expert")
    await page.goto("/dashboard/informal-invoice-list")
    const customer = page.getByRole("combobox", { name: "مشتری" })
    await expect(customer).toHaveAttribute("placeholder", "نام، کد ملی یا شماره همراه")
    await expect(page.getByLabel("کارشناس فروش")).toHaveCount(0)
    await expect(bodyRows(page).first()).toBeVisible()
    expect(searches).toEqual([])
    await customer.fill("نامی که هیچ مشتری ندارد")
    await expect(page.getByText("مشتری‌ای با این مشخصات پیدا نشد")).toBeVisible()
    expect(searches.length).toBeGreaterThan(0)
  })

  test("a manager's expert filter keeps to that expert's invoices", async ({ page }) => {
    await signIn(page, "sales-manager")
    await page.goto("/dashboard/informal-invoice-list")
    // The demo expert, who owns the invoice made above; other tests add experts with none.
    await page.getByLabel("کارشناس فروش").selectOption(String(expert.id))
    await expect.poll(() => query(page).sales_expert_id).toBe(String(expert.id))
    await expect(table(page)).toHaveAttribute("aria-busy", "false")
    await expect(bodyRows(page).first()).toBeVisible()
    // The URL changes a moment before the list starts its filtered load, so the unfiltered rows may still stand: wait them out.
    await expect
      .poll(async () => (await bodyRows(page).allInnerTexts()).filter((text) => !text.includes(persianDigits(expert.name))))
      .toEqual([])
  })
})
