import type { Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

// Texts pinned as invoices.md section 5 and the sidebar write them, never read from the code under test.
const table = (page: Page, title: string) => page.getByRole("table", { name: `فهرست ${title}` })
const latinDigits = /[0-9]/

/** A valid quotation of the demo sales expert's customer 1: one tempered 6 mm clear pane line. */
const quotation = {
  kind: "informal",
  customer_id: 1,
  fare_id: 2,
  discount_percent: 5,
  note: "آزمون فهرست",
  lines: [
    {
      product_id: 1,
      width: 1200,
      height: 1500,
      count: 4,
      edge_type: 1,
      layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
      laminates: [],
      spacers: [],
      descriptions: [{ description_id: 1, quantity: 2 }],
    },
  ],
}

test("a sales expert follows a rejection's notification to the pre-invoice list, where that invoice's row is found and marked", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const created = await expert.post("/Admin/invoice", quotation)
  expect(created.status()).toBe(201)
  const { id, serial_number: serial, total } = (await created.json()).data as { id: number; serial_number: number; total: number }
  expect((await expert.post(`/Admin/invoice/${id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${id}/reject`, { reason: "قیمت را دوباره بررسی کنید" })).status()).toBe(200)

  await signIn(page, "sales-expert")
  await page.getByTestId("notifications-button").click()
  const panel = page.getByRole("dialog", { name: "اعلان‌ها" })
  const message = `پیش‌فاکتور شماره ${persianDigits(String(serial))} رد شد`
  await panel
    .getByTestId("notification")
    .filter({ hasText: message })
    .getByRole("button", { name: new RegExp(message) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/informal-invoice-list\\?serial_number=${serial}$`))

  const list = table(page, "پیش‌فاکتورها")
  const marked = list.locator('tr[aria-current="true"]')
  await expect(marked).toHaveCount(1)
  await expect(marked).toContainText(persianDigits(String(serial)))
  await expect(marked).toContainText("ردشده")
  // The total as an invoice writes it: Persian digits grouped by the Persian thousands separator.
  await expect(marked).toContainText(persianDigits(total.toLocaleString("en-US")).replace(/,/g, "٬"))
  expect(await list.innerText()).not.toMatch(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "invoice-list-1280")
  await page.getByRole("button", { name: "نمایش همه" }).click()
  await expect(page).toHaveURL(/\/dashboard\/informal-invoice-list$/)
  await expect(list.locator('tr[aria-current="true"]')).toHaveCount(0)
  await page.goBack()
  await expect(marked).toHaveCount(1)
  // A phone opening the same link: the row is still found, marked and in view.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await expect(marked).toBeVisible()
  await expect(marked).toContainText(persianDigits(String(serial)))
  await keepScreenshot(page, "invoice-list-375")
})

test("each invoice list shows its own kind, filters by state and searches the note, keeping both in the URL", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const note = `یادداشت ${persianDigits(String(Date.now() % 100_000))}`
  expect((await expert.post("/Admin/invoice", { ...quotation, note })).status()).toBe(201)
  await signIn(page, "sales-manager")

  await page.goto("/dashboard/formal-invoice-list")
  const formal = table(page, "فاکتورهای رسمی")
  await expect(formal).toHaveAttribute("aria-busy", "false")
  // The demo data holds issued and confirmed formal invoices; none is a quotation's state.
  await expect(formal.getByRole("row").nth(1)).toBeVisible()
  expect(await formal.innerText()).not.toMatch(/پیش‌نویس|در انتظار تایید/)

  await page.goto("/dashboard/informal-invoice-list")
  const informal = table(page, "پیش‌فاکتورها")
  await page.getByLabel("وضعیت").selectOption({ label: "در انتظار تایید" })
  await expect(page).toHaveURL(/state=pending/)
  await expect(informal).toHaveAttribute("aria-busy", "false")
  // The URL changes a moment before the list starts its filtered load, so the unfiltered rows may still stand: wait them out.
  await expect
    .poll(async () => {
      const states = await informal.locator("tbody tr").allInnerTexts()
      return states.length > 0 && states.every((text) => text.includes("در انتظار تایید"))
    })
    .toBe(true)

  // On a phone the pending list, with its four actions a row, fits the screen: nothing is cut off or scrolled sideways.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await expect(informal).toHaveAttribute("aria-busy", "false")
  await expect(informal.getByRole("button", { name: /^تایید فاکتور/ }).first()).toBeVisible()
  expect(await informal.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0))).toBe(true)
  await keepScreenshot(page, "invoice-pending-list-375")
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByLabel("وضعیت").selectOption({ label: "همه" })
  await page.getByRole("searchbox", { name: "جستجو در نام مشتری، شماره یا یادداشت" }).fill(note)
  await expect(page).toHaveURL(/search=/)
  await expect(informal.locator("tbody tr")).toHaveCount(1)
  await expect(informal.locator("tbody tr")).toContainText("پیش‌نویس")
})

test("a sales manager rejects a sent quotation from the list with a reason, then approves it once it is sent again, and it moves to the formal list", async ({
  page,
  request,
  server,
}) => {
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const created = await expert.post("/Admin/invoice", quotation)
  const { id, serial_number: serial } = (await created.json()).data as { id: number; serial_number: number }
  expect((await expert.post(`/Admin/invoice/${id}/send`, {})).status()).toBe(200)
  const shown = persianDigits(String(serial))

  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/informal-invoice-list?serial_number=${serial}`)
  const row = table(page, "پیش‌فاکتورها").locator('tr[aria-current="true"]')
  await expect(row).toContainText("در انتظار تایید")
  await row.getByRole("button", { name: `رد فاکتور ${shown}` }).click()
  const dialog = page.getByRole("dialog", { name: "رد فاکتور" })
  await dialog.getByRole("button", { name: "رد", exact: true }).click()
  // The server's rule, in Persian, under the field; nothing changed.
  await expect(dialog.getByText("دلیل رد را وارد کنید")).toBeVisible()
  await dialog.getByLabel("دلیل رد").fill("ابعاد را با کارگاه هماهنگ کنید")
  await dialog.getByRole("button", { name: "رد", exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText("ردشده")

  // The owner is told, with the reason; the expert edits (back to a draft) and sends again through the API.
  const notices = await (await expert.get("/Admin/notifications/list")).json()
  expect(JSON.stringify(notices)).toContain("ابعاد را با کارگاه هماهنگ کنید")
  expect(
    (
      await request.put(`${server.baseURL}/api/Admin/invoice/${id}`, {
        headers: { Authorization: `Bearer ${expert.token}` },
        data: quotation,
      })
    ).status(),
  ).toBe(200)
  expect((await expert.post(`/Admin/invoice/${id}/send`, {})).status()).toBe(200)

  await page.reload()
  await expect(row).toContainText("در انتظار تایید")
  await row.getByRole("button", { name: `تایید فاکتور ${shown}` }).click()
  const question = page.getByRole("dialog", { name: "تایید" })
  await expect(question).toContainText(`آیا از «تایید» فاکتور شماره ${shown} اطمینان دارید؟`)
  await question.getByRole("button", { name: "تایید" }).click()
  await expect(question).toBeHidden()
  // An approved quotation is a formal invoice now: it has left this list and is found, marked, in the formal one.
  await expect(table(page, "پیش‌فاکتورها").locator('tr[aria-current="true"]')).toHaveCount(0)
  await page.goto(`/dashboard/formal-invoice-list?serial_number=${serial}`)
  const formalRow = table(page, "فاکتورهای رسمی").locator('tr[aria-current="true"]')
  await expect(formalRow).toContainText("صادرشده")
  await keepScreenshot(page, "invoice-formal-list-1280")

  // Its history, newest first: every step, who made it, the rejection's reason and what each changed.
  await formalRow.getByRole("button", { name: `بیشتر برای فاکتور ${shown}` }).click()
  await page.getByRole("menuitem", { name: `تاریخچه فاکتور ${shown}` }).click()
  await expect(page.getByRole("heading", { name: `تاریخچه فاکتور شماره ${shown}` })).toBeVisible()
  const revisions = page.getByRole("list", { name: "نسخه‌های فاکتور" }).getByRole("listitem")
  await expect(revisions.getByRole("heading")).toHaveText([
    "تایید",
    "ارسال برای تایید",
    "ویرایش",
    "رد",
    "ارسال برای تایید",
    "ایجاد",
  ])
  await expect(revisions.nth(0)).toContainText("مریم احمدی")
  await expect(revisions.nth(0).getByRole("row", { name: /وضعیت/ })).toContainText("در انتظار تاییدصادرشده")
  await expect(revisions.nth(3)).toContainText("دلیل: ابعاد را با کارگاه هماهنگ کنید")
  await expect(revisions.nth(5)).toContainText("فاکتور ایجاد شد.")
  expect(await page.getByRole("main").innerText()).not.toMatch(latinDigits)
  await keepScreenshot(page, "invoice-history-1280")
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await expect(revisions).toHaveCount(6)
  await keepScreenshot(page, "invoice-history-375")
})
