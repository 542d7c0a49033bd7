import { mkdirSync } from "node:fs"
import type { Locator, Page } from "@playwright/test"
import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs } from "./ui-pages-support.ts"
import { singleLine } from "./support/invoiceLine.ts"

// Texts pinned as issue 30 and invoices.md section 8 write them, never read from the code under test.
type Api = Awaited<ReturnType<typeof apiAs>>
type Payments = {
  payments: ReadonlyArray<{ amount: number; date: string }>
  cheques: ReadonlyArray<{ sayad_id: string; due_date: string }>
}

const shots = ".tmp/shots/h1"

/** A formal invoice of one line: written by the expert, sent, approved by the sales manager. */
const formalInvoice = async (expert: Api, manager: Api): Promise<{ id: number; serial_number: number }> => {
  const created = await expert.post("/Admin/invoice", {
    kind: "informal",
    customer_id: 1,
    fare_id: 2,
    discount_percent: 0,
    note: null,
    lines: [singleLine],
  })
  expect(created.status()).toBe(201)
  const invoice = (await created.json()).data as { id: number; serial_number: number }
  expect((await expert.post(`/Admin/invoice/${invoice.id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${invoice.id}/approve`, {})).status()).toBe(200)
  return invoice
}

/** Empties a field and types into it key by key, as a person does. */
const typeInto = async (field: Locator, text: string) => {
  await field.fill("")
  await field.pressSequentially(text)
}

/** The dialog at the three widths staff use, kept for people to look at. */
const shoot = async (page: Page, name: string) => {
  mkdirSync(shots, { recursive: true })
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 })
    await page.screenshot({ path: `${shots}/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("the payment dialog starts at today, reads 14050906, 1405/09/06 and Persian digits alike, and a Sayad ID is shown 4-4-4-4 but stored as its 16 digits", async ({
  page,
  request,
  server,
}) => {
  // A long walk through two dialogs, typed key by key, on a machine shared by many runs.
  test.setTimeout(240_000)
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const manager = await apiAs(request, server.baseURL, "sales-manager")
  const finance = await apiAs(request, server.baseURL, "financial-manager")
  const invoice = await formalInvoice(expert, manager)

  const before = formatJalali(todayInTehran(Date.now()))
  await signIn(page, "financial-manager")
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/dashboard/payments-and-checks/invoice/${invoice.id}`)
  await page.getByRole("button", { name: "افزودن پرداخت" }).click()
  const after = formatJalali(todayInTehran(Date.now()))
  const dialog = page.getByRole("dialog", { name: "افزودن پرداخت" })
  const date = dialog.getByRole("textbox", { name: "تاریخ پرداخت" })
  const amount = dialog.getByLabel("مبلغ")

  // The date starts at today, in Persian digits.
  const today = formatJalali(todayInTehran(Date.now()))
  expect([before, after]).toContain(today)
  await expect(date).toHaveValue(persianDigits(today))

  // Yesterday typed as the eight digits of an accounting program: shown in Persian digits as it is typed, and read as a date.
  const yesterday = formatJalali(addDays(todayInTehran(Date.now()), -1))
  const compact = yesterday.replace(/\//g, "")
  await typeInto(date, compact)
  await expect(date).toHaveValue(persianDigits(compact))
  await date.blur()
  await expect(date).toHaveValue(persianDigits(yesterday))
  // The calendar agrees: the day is the one chosen.
  await dialog.getByRole("button", { name: "انتخاب تاریخ پرداخت از تقویم" }).click()
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1)
  await page.keyboard.press("Escape")

  // The slashed form and Persian digits are read the same way; typed digits show as the amount's do, in Persian.
  await typeInto(date, yesterday)
  await expect(date).toHaveValue(persianDigits(yesterday))
  await date.fill(persianDigits(yesterday))
  await expect(date).toHaveValue(persianDigits(yesterday))
  await typeInto(amount, "2500000")
  await expect(amount).toHaveValue("۲,۵۰۰,۰۰۰")
  await expect(dialog).not.toContainText(/[0-9]/)

  // An impossible date is named in the dialog, and nothing is sent.
  await typeInto(date, "14051340")
  await expect(date).toHaveValue("۱۴۰۵۱۳۴۰")
  await dialog.getByRole("button", { name: "ثبت پرداخت" }).click()
  await expect(dialog.getByText("تاریخ پرداخت نامعتبر است")).toBeVisible()
  await typeInto(date, compact)
  await shoot(page, "payment-dialog")
  await dialog.getByRole("button", { name: "ثبت پرداخت" }).click()
  await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
  const payments = page.getByRole("table", { name: "پرداخت‌ها" })
  await expect(payments).toContainText(persianDigits(yesterday))
  await expect(payments).toContainText("۲٬۵۰۰٬۰۰۰")

  // The cheque: its Sayad ID grouped four by four as it is typed, its due date typed as eight digits.
  const sayad = `62${String(Date.now()).padStart(14, "0")}`
  const shownSayad = persianDigits(`${sayad.slice(0, 4)} ${sayad.slice(4, 8)} ${sayad.slice(8, 12)} ${sayad.slice(12)}`)
  const due = formatJalali(addDays(todayInTehran(Date.now()), 10))
  // A bank name no other test writes, to find the cheque in the list by.
  const bank = `بانک آزمون ${persianDigits(sayad.slice(-6))}`
  await page.getByRole("button", { name: "افزودن چک" }).click()
  const cheque = page.getByRole("dialog", { name: "افزودن چک" })
  const sayadField = cheque.getByLabel("شناسه صیادی")
  await typeInto(sayadField, sayad.slice(0, 6))
  await expect(sayadField).toHaveValue(persianDigits(`${sayad.slice(0, 4)} ${sayad.slice(4, 6)}`))
  await typeInto(sayadField, sayad)
  await expect(sayadField).toHaveValue(shownSayad)
  await cheque.getByLabel("سریال چک").fill("۴۴۵۵۶۶")
  await cheque.getByLabel("بانک").fill(bank)
  await cheque.getByLabel("صادرکننده").fill("شرکت ساختمانی آسمان‌خراش پارس")
  const dueField = cheque.getByRole("textbox", { name: "تاریخ سررسید" })
  await typeInto(dueField, due.replace(/\//g, ""))
  await dueField.blur()
  await expect(dueField).toHaveValue(persianDigits(due))
  await typeInto(cheque.getByLabel("مبلغ"), "1000000")
  await shoot(page, "cheque-dialog")
  await cheque.getByRole("button", { name: "ثبت چک" }).click()
  await expect(page.getByText("با موفقیت افزوده شد").last()).toBeVisible()
  const cheques = page.getByRole("table", { name: "چک‌ها" })
  await expect(cheques.locator("[data-sayad]")).toHaveText(shownSayad)
  await expect(cheques).toContainText(persianDigits(due))

  // Stored as digits: the payment's date and the cheque's Sayad ID and due date, read through the API.
  const stored = (await (await finance.get(`/Admin/invoice/${invoice.id}/payments`)).json()).data as Payments
  expect(stored.payments.map((payment) => [payment.date, payment.amount])).toEqual([[yesterday, 2_500_000]])
  expect(stored.cheques.map((held) => [held.sayad_id, held.due_date])).toEqual([[sayad, due]])

  // The cheque list shows it grouped, its four groups in reading order.
  await page.goto("/dashboard/checks-list")
  await page.getByLabel("جستجو در نام بانک").fill(bank)
  const listed = page.getByRole("table", { name: "فهرست چک‌ها" }).locator("[data-sayad]").filter({ hasText: shownSayad })
  await expect(listed).toHaveCount(1)
  await expect(listed).toHaveAttribute("dir", "ltr")
  await page.screenshot({ path: `${shots}/cheque-list-1280.png` })
  await page.setViewportSize({ width: 1536, height: 900 })
  await page.screenshot({ path: `${shots}/cheque-list-1536.png` })

  // The server still answers a bad date or Sayad ID with its own field messages, and writes nothing.
  const badPayment = await finance.post(`/Admin/invoice/${invoice.id}/payments`, {
    method: "cash",
    amount: 1000,
    date: "14051340",
  })
  expect(badPayment.status()).toBe(422)
  expect(JSON.stringify(await badPayment.json())).toContain("تاریخ پرداخت نامعتبر است")
  const badCheque = await finance.post(`/Admin/invoice/${invoice.id}/cheques`, {
    sayad_id: "1234 5678",
    serial: "445566",
    bank: "بانک ملت",
    drawer: "علی رضایی",
    due_date: due,
    amount: 1000,
  })
  expect(badCheque.status()).toBe(422)
  expect(JSON.stringify(await badCheque.json())).toContain("شناسه صیادی باید ۱۶ رقم باشد")
  const after422 = (await (await finance.get(`/Admin/invoice/${invoice.id}/payments`)).json()).data as Payments
  expect([after422.payments.length, after422.cheques.length]).toEqual([1, 1])
})
