import type { Page } from "@playwright/test"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs } from "./ui-pages-support.ts"
import { singleLine } from "./support/invoiceLine.ts"

type Api = Awaited<ReturnType<typeof apiAs>>
const grouped = (value: number): string => persianDigits(value.toLocaleString("en-US")).replace(/,/g, "٬")

/** An approved, confirmed quotation whose order the super-admin moved by hand to ready for delivery. */
const readyOrder = async (expert: Api, manager: Api, admin: Api) => {
  const created = await expert.post("/Admin/invoice", {
    kind: "informal",
    customer_id: 1,
    fare_id: 2,
    discount_percent: 0,
    note: null,
    lines: [singleLine],
  })
  expect(created.status()).toBe(201)
  const invoice = (await created.json()).data as { id: number; serial_number: number; total: number }
  expect((await expert.post(`/Admin/invoice/${invoice.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${invoice.id}/approve`, {})).status()).toBe(200)
  const listed = await admin.get(`/Admin/order?serial_number=${invoice.serial_number}`)
  const order = ((await listed.json()).data as Array<{ id: number }>)[0]
  if (!order) throw new Error("no order")
  expect((await admin.post(`/Admin/invoice/${invoice.id}/confirm`, {})).status()).toBe(200)
  for (const state of ["in_production", "ready"])
    expect((await admin.patch(`/Admin/order/${order.id}`, { production_state: state })).status()).toBe(200)
  return { invoice, orderId: order.id }
}

const rowOf = (page: Page, serial: number) =>
  page
    .getByRole("table", { name: "فهرست سفارش‌ها" })
    .locator("tr", { has: page.getByRole("link", { name: `فاکتور شماره ${persianDigits(String(serial))}`, exact: true }) })

test("delivering an order with a balance warns with the remaining in rials first; cancelling keeps it ready, confirming delivers", async ({
  page,
  request,
  baseURL,
}) => {
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const admin = await apiAs(request, baseURL ?? "", "super-admin")
  const { invoice } = await readyOrder(expert, manager, admin)
  const serial = persianDigits(String(invoice.serial_number))
  await signIn(page, "super-admin")
  await page.goto(`/dashboard/order-list?serial_number=${invoice.serial_number}`)
  const row = rowOf(page, invoice.serial_number)
  await expect(row).toContainText("آماده تحویل")
  await row.getByRole("button", { name: `تحویل به مشتری سفارش ${serial}` }).click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText(
    `این سفارش هنوز ${grouped(invoice.total)} ریال مانده دارد و تسویه نشده است. آیا با وجود این مانده، سفارش تحویل داده شود؟`,
  )
  await expect(dialog).not.toContainText(/[0-9]/)
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `.tmp/shots/h4/deliver-balance-${width}.png` })
  }
  await dialog.getByRole("button", { name: "انصراف" }).click()
  await expect(row).toContainText("آماده تحویل")

  // Paid in full, the usual question alone is asked, and the order is delivered.
  const paid = await admin.post(`/Admin/invoice/${invoice.id}/payments`, {
    method: "cash",
    amount: invoice.total,
    date: formatJalali(todayInTehran(Date.now())),
  })
  expect(paid.status()).toBe(201)
  await page.reload()
  await expect(row).toContainText("۰")
  await row.getByRole("button", { name: `تحویل به مشتری سفارش ${serial}` }).click()
  await expect(dialog).toContainText(`آیا از تغییر وضعیت سفارش شماره ${serial} به «تحویل شده» اطمینان دارید؟`)
  await expect(dialog).not.toContainText("مانده")
  await dialog.getByRole("button", { name: "تحویل به مشتری" }).click()
  await expect(row.getByRole("button", { name: `تحویل به مشتری سفارش ${serial}` })).toHaveCount(0)
})

test("confirming the warning delivers an order that still owes money", async ({ page, request, baseURL }) => {
  const expert = await apiAs(request, baseURL ?? "", "sales-expert")
  const manager = await apiAs(request, baseURL ?? "", "sales-manager")
  const admin = await apiAs(request, baseURL ?? "", "super-admin")
  const { invoice, orderId } = await readyOrder(expert, manager, admin)
  const serial = persianDigits(String(invoice.serial_number))
  await signIn(page, "super-admin")
  await page.goto(`/dashboard/order-list?serial_number=${invoice.serial_number}`)
  const row = rowOf(page, invoice.serial_number)
  await row.getByRole("button", { name: `تحویل به مشتری سفارش ${serial}` }).click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText(`${grouped(invoice.total)} ریال مانده دارد`)
  await dialog.getByRole("button", { name: "تحویل به مشتری" }).click()
  await expect(row.getByRole("button", { name: `تحویل به مشتری سفارش ${serial}` })).toHaveCount(0)
  const stored = await admin.get(`/Admin/order/${orderId}`)
  expect((await stored.json()).data.production_state).toBe("delivered")

  // The serial leads back to the invoice and the icon to its print.
  await row.getByRole("link", { name: `چاپ فاکتور شماره ${serial}` }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/show-invoice/${invoice.id}$`))
  await page.goBack()
  await rowOf(page, invoice.serial_number)
    .getByRole("link", { name: `فاکتور شماره ${serial}`, exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoice-editor/formal/${invoice.id}$`))
})
