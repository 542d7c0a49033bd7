import type { APIRequestContext, Page } from "@playwright/test"
import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, downloadWorkbook, expectNoSeriousViolations, keepScreenshot } from "./ui-pages-support.ts"

/** A Sayad ID as the lists show it: four groups of four Persian digits. */
const shownSayad = (id: string): string => persianDigits(id.replace(/(\d{4})(?=\d)/g, "$1 "))

// The cheque list and the financial manager's desk (issue 18, invoices.md section 8). Texts are written here as the
// design words them, never read from the code under test.
const dueSoon = "سررسید نزدیک"
const inHand = "در دست"
const deposited = "واگذار شده به بانک"
const returned = "عودت داده شده"
const latinDigits = /[0-9]/

type Invoice = { id: number; serial_number: number; kind: string; customer_id: number; customer_name: string; total: number }
type Cheque = { id: number; sayad_id: string; serial: string; due_date: string; amount: number; state: string }

const grouped = (value: number): string => persianDigits(value.toLocaleString("en-US")).replace(/,/g, "٬")
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const table = (page: Page, title = "چک‌ها") => page.getByRole("table", { name: `فهرست ${title}` })
const bodyRows = (page: Page, title?: string) =>
  table(page, title)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
const rowOf = (page: Page, cheque: Cheque, title?: string) =>
  bodyRows(page, title).filter({ hasText: shownSayad(cheque.sayad_id) })
const totalsOf = (page: Page) => page.getByRole("region", { name: "جمع چک‌ها به تفکیک وضعیت" })
/** A state's card: its name, «n چک» and the sum in rials. */
const expectCard = async (page: Page, label: string, count: number, amount: number) =>
  expect(totalsOf(page).getByRole("button", { name: new RegExp(`^${label}`) })).toHaveText(
    new RegExp(`^${label}\\s*${persianDigits(String(count))} چک\\s*${grouped(amount)} ریال$`),
  )

const line = {
  product_id: 1,
  width: 1000,
  height: 1000,
  count: 2,
  edge_type: 1,
  layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
  laminates: [],
  spacers: [],
  descriptions: [],
}

/** A formal invoice of the customer as people make one: the expert's quotation, sent, and approved by the sales manager (which opens its order). */
const formalInvoice = async (request: APIRequestContext, baseURL: string, customer: number): Promise<Invoice> => {
  const expert = await apiAs(request, baseURL, "sales-expert")
  const manager = await apiAs(request, baseURL, "sales-manager")
  const created = await expert.post("/Admin/invoice", {
    kind: "informal",
    customer_id: customer,
    fare_id: 2,
    discount_percent: 0,
    note: "",
    lines: [line],
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { data: Invoice }).data
  expect((await expert.post(`/Admin/invoice/${id}/send`, {})).status()).toBe(200)
  expect((await manager.post(`/Admin/invoice/${id}/approve`, {})).status()).toBe(200)
  const formal = ((await (await manager.get(`/Admin/invoice/${id}`)).json()) as { data: Invoice }).data
  expect(formal.kind).toBe("formal")
  return formal
}

/**
 * A bank name no other test writes, its number spelled in letters: the server's bank filter reads the typed digits as
 * ASCII while the bank is stored as typed, so a name holding Persian digits would never be found (reported to the lead).
 */
const uniqueBank = (): string =>
  `بانک آزمون ${[...`${Date.now() % 10_000_000}${++bankCount}`].map((digit) => "ابپتثجچحخد"[Number(digit)]).join("")}`
let bankCount = 0

let sayadCount = 0
/** A Sayad ID no other cheque of the run has: 16 digits. */
const newSayad = (): string => `${String(Date.now()).slice(-10)}${String(++sayadCount).padStart(6, "0")}`

/**
 * Two formal invoices (customers 1 and 8) and four cheques taken by the financial manager, all of one bank no other test
 * writes: on the first, one due in 3 days (due soon), one in 20 and one in 45; on the second, one in 10.
 */
const chequesOfTwoCustomers = async (request: APIRequestContext, baseURL: string) => {
  const finance = await apiAs(request, baseURL, "financial-manager")
  const bank = uniqueBank()
  const today = todayInTehran(Date.now())
  const day = (offset: number) => formatJalali(addDays(today, offset))
  const first = await formalInvoice(request, baseURL, 1)
  const second = await formalInvoice(request, baseURL, 8)
  const take = async (invoice: Invoice, dueIn: number, share: number): Promise<Cheque> => {
    const sayad = newSayad()
    const amount = Math.floor(invoice.total / share)
    const answer = await finance.post(`/Admin/invoice/${invoice.id}/cheques`, {
      sayad_id: sayad,
      serial: sayad.slice(-8),
      bank,
      drawer: "علی رضایی",
      due_date: day(dueIn),
      amount,
    })
    expect(answer.status(), await answer.text()).toBe(201)
    const { cheques } = ((await answer.json()) as { data: { cheques: ReadonlyArray<Cheque> } }).data
    const taken = cheques.find((cheque) => cheque.sayad_id === sayad)
    expect(taken).toBeDefined()
    return taken as Cheque
  }
  const soon = await take(first, 3, 5)
  const later = await take(first, 20, 6)
  const latest = await take(first, 45, 7)
  const other = await take(second, 10, 4)
  return { finance, bank, day, first, second, soon, later, latest, other, all: [soon, later, latest, other] }
}

/** Opens a row's move menu and picks a move. */
const pickMove = async (page: Page, cheque: Cheque, move: string) => {
  await rowOf(page, cheque)
    .getByRole("button", { name: `تغییر وضعیت چک ${persianDigits(cheque.sayad_id)}` })
    .click()
  await page.getByRole("menuitem", { name: move }).click()
}

/** Neither the page nor the table scrolls sideways: every shown column fits. */
const expectNoSidewaysScroll = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0)
  const scroller = table(page).locator("xpath=..")
  await expect.poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
}

/** The list as the financial manager opens it, narrowed to this test's bank by typing in the bank search. */
const openListOfBank = async (page: Page, bank: string, rows: number) => {
  await page.goto("/dashboard/checks-list")
  await expect(page.getByRole("heading", { level: 1, name: "چک‌ها" })).toBeVisible()
  await page.getByRole("searchbox", { name: "جستجو در نام بانک" }).fill(bank)
  await expect.poll(() => query(page).bank).toBe(bank)
  await expect(bodyRows(page)).toHaveCount(rows)
}

test("the financial manager's cheque list: Persian digits, totals per state, the due-soon mark, and the state and due-date filters in the URL", async ({
  page,
  request,
  server,
}) => {
  const { bank, day, first, second, soon, later, latest, other, all } = await chequesOfTwoCustomers(request, server.baseURL)
  await signIn(page, "financial-manager")
  await openListOfBank(page, bank, 4)

  // Each row as the cheque was taken, soonest due first, in Persian digits.
  await expect(bodyRows(page).first()).toContainText(shownSayad(soon.sayad_id))
  for (const [cheque, invoice] of [
    [soon, first],
    [later, first],
    [latest, first],
    [other, second],
  ] as const) {
    // Every column's cell by its column, shown or not (the serial, bank and drawer columns show from 1536 px, under the Sayad ID and the customer before).
    const cell = (column: string) => rowOf(page, cheque).locator(`td[data-column="${column}"]`)
    await expect(cell("sayad_id")).toContainText(shownSayad(cheque.sayad_id))
    await expect(cell("serial")).toHaveText(persianDigits(cheque.serial))
    await expect(cell("bank")).toContainText(bank)
    await expect(cell("drawer")).toHaveText("علی رضایی")
    await expect(cell("customer")).toContainText(invoice.customer_name)
    await expect(
      cell("invoice").getByRole("link", { name: `پرداخت‌ها و چک‌های فاکتور ${persianDigits(String(invoice.serial_number))}` }),
    ).toHaveAttribute("href", `/dashboard/payments-and-checks/invoice/${invoice.id}`)
    await expect(cell("due_date")).toContainText(persianDigits(cheque.due_date))
    await expect(cell("amount")).toHaveText(grouped(cheque.amount))
    await expect(cell("state")).toHaveText(inHand)
  }
  expect(await page.getByRole("main").innerText()).not.toMatch(latinDigits)
  await expectNoSidewaysScroll(page)

  // Only the cheque due in three days is marked: a badge in words and the row highlighted.
  await expect(rowOf(page, soon).getByText(dueSoon)).toBeVisible()
  await expect(rowOf(page, soon)).toHaveCSS("background-color", "rgb(255, 251, 235)")
  for (const cheque of [later, latest, other]) {
    await expect(rowOf(page, cheque).getByText(dueSoon)).toHaveCount(0)
    await expect(rowOf(page, cheque)).not.toHaveCSS("background-color", "rgb(255, 251, 235)")
  }

  // The totals per state, under the bank filter: all four in hand.
  const sum = all.reduce((total, cheque) => total + cheque.amount, 0)
  await expectCard(page, inHand, 4, sum)
  for (const label of [deposited, "وصول شده", "برگشتی", returned]) await expectCard(page, label, 0, 0)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "checks-list-1280")

  // The state filter lives in the URL: none of them is deposited; back to the ones in hand, and the totals stay per state.
  const state = page.getByRole("combobox", { name: "وضعیت" })
  await state.selectOption({ label: deposited })
  await expect.poll(() => query(page).state).toBe("deposited")
  await expect(page.getByText("موردی برای نمایش وجود ندارد")).toBeVisible()
  await expectCard(page, inHand, 4, sum)
  await state.selectOption({ label: inHand })
  await expect.poll(() => query(page).state).toBe("in_hand")
  await expect(bodyRows(page)).toHaveCount(4)

  // A due-date period typed in Persian digits: today to thirty days on, which leaves out the one due in 45 days.
  const period = page.getByRole("textbox", { name: "بازه سررسید" })
  await expect(period).toHaveAttribute("placeholder", "انتخاب بازه")
  await period.fill(`${persianDigits(day(0))} تا ${persianDigits(day(30))}`)
  await expect.poll(() => [query(page).from, query(page).to]).toEqual([day(0), day(30)])
  await expect(bodyRows(page)).toHaveCount(3)
  await expect(rowOf(page, latest)).toHaveCount(0)
  await expectCard(page, inHand, 3, sum - latest.amount)

  // A reload shows the same rows, from the URL alone.
  await page.reload()
  await expect(bodyRows(page)).toHaveCount(3)
  await expect(page.getByRole("textbox", { name: "بازه سررسید" })).toHaveValue(
    `${persianDigits(day(0))} تا ${persianDigits(day(30))}`,
  )
  await expect(page.getByRole("combobox", { name: "وضعیت" })).toHaveValue("in_hand")
  await expect(page.getByRole("searchbox", { name: "جستجو در نام بانک" })).toHaveValue(bank)

  // A phone: no sideways scrolling of the page; each cheque is a card whose state is a line of its own.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(bodyRows(page)).toHaveCount(3)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expect(bodyRows(page).first()).toContainText(dueSoon)
  await expect(bodyRows(page).first().locator('td[data-column="state"]')).toHaveText(inHand)
  await expectNoSidewaysScroll(page)
  expect(await page.getByRole("main").innerText()).not.toMatch(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "checks-list-375")
})

test("a cheque moves from in hand to the bank after the question, the row and the totals follow, a refused move tells why, and the CSV holds the list", async ({
  page,
  request,
  server,
}) => {
  const { finance, bank, soon, later, latest, other, all } = await chequesOfTwoCustomers(request, server.baseURL)
  await signIn(page, "financial-manager")
  await openListOfBank(page, bank, 4)
  const row = rowOf(page, later)
  const sayad = persianDigits(later.sayad_id)

  // Asked first: cancelling leaves the cheque in hand.
  await pickMove(page, later, "واگذاری به بانک")
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText(`آیا از تغییر وضعیت چک شماره صیاد ${sayad} به «${deposited}» اطمینان دارید؟`)
  await expect(dialog).not.toContainText(latinDigits)
  await keepScreenshot(page, "checks-list-move-question")
  await dialog.getByRole("button", { name: "انصراف" }).click()
  await expect(dialog).toBeHidden()
  await expect(row.locator('td[data-column="state"]')).toHaveText(inHand)

  // Confirmed: the row shows the server's answer, its next moves, and the totals move one cheque across.
  await pickMove(page, later, "واگذاری به بانک")
  await dialog.getByRole("button", { name: "واگذاری به بانک" }).click()
  await expect(page.getByText("وضعیت چک تغییر یافت")).toBeVisible()
  await expect(row.locator('td[data-column="state"]')).toHaveText(deposited)
  await row.getByRole("button", { name: `تغییر وضعیت چک ${sayad}` }).click()
  await expect(page.getByRole("menuitem")).toHaveText(["وصول", "ثبت برگشت"])
  await page.keyboard.press("Escape")
  await expect(page.getByRole("menu")).toHaveCount(0)
  const sum = all.reduce((total, cheque) => total + cheque.amount, 0)
  await expectCard(page, inHand, 3, sum - later.amount)
  await expectCard(page, deposited, 1, later.amount)
  const stored = (
    (await (await finance.get(`/Admin/cheque?bank=${encodeURIComponent(bank)}&state=deposited`)).json()) as {
      data: ReadonlyArray<Cheque>
    }
  ).data
  expect(stored.map((cheque) => cheque.id)).toEqual([later.id])

  // Someone else hands the 45-day cheque back meanwhile: the move from this page is refused with the server's reason, and the row is read again.
  expect((await finance.patch(`/Admin/cheque/${latest.id}`, { state: "returned" })).status()).toBe(200)
  const stale = rowOf(page, latest)
  await pickMove(page, latest, "واگذاری به بانک")
  await dialog.getByRole("button", { name: "واگذاری به بانک" }).click()
  await expect(page.getByText(`امکان تغییر وضعیت چک از «${returned}» به «${deposited}» وجود ندارد`)).toBeVisible()
  await expect(stale.locator('td[data-column="state"]')).toHaveText(returned)
  await expect(stale.getByRole("button")).toHaveCount(0)

  // The export: the same four cheques, digits in Latin, amounts as numbers.
  const workbook = await downloadWorkbook(page, "cheques.xlsx")
  const [header, ...rows] = workbook.rows
  expect(header).toEqual([
    "ردیف",
    "شماره صیاد",
    "سریال",
    "بانک",
    "صادرکننده",
    "تاریخ سررسید",
    "مبلغ (ریال)",
    "وضعیت",
    "شماره فاکتور",
    "مشتری",
  ])
  expect(rows.map((cells) => cells[1])).toEqual([soon, other, later, latest].map((cheque) => cheque.sayad_id))
  expect(rows.map((cells) => cells[5])).toEqual([soon, other, later, latest].map((cheque) => cheque.due_date))
  expect(rows.map((cells) => cells[6])).toEqual([soon, other, later, latest].map((cheque) => cheque.amount))
  expect(rows.map((cells) => cells[7])).toEqual([inHand, inHand, deposited, returned])
})

test("a customer's cheque list shows only that customer's cheques", async ({ page, request, server }) => {
  const { bank, first, soon, later, latest, other } = await chequesOfTwoCustomers(request, server.baseURL)
  await signIn(page, "financial-manager")
  const title = `چک‌های ${first.customer_name}`
  await page.goto(`/dashboard/checks-list/${first.customer_id}`)
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await expect(bodyRows(page, title).first()).toBeVisible()
  for (const text of await bodyRows(page, title).allInnerTexts()) expect(text).toContain(first.customer_name)

  await page.getByRole("searchbox", { name: "جستجو در نام بانک" }).fill(bank)
  await expect(bodyRows(page, title)).toHaveCount(3)
  for (const cheque of [soon, later, latest]) await expect(rowOf(page, cheque, title)).toHaveCount(1)
  await expect(rowOf(page, other, title)).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe(`/dashboard/checks-list/${first.customer_id}`)
  await expectCard(page, inHand, 3, soon.amount + later.amount + latest.amount)

  await page.getByRole("link", { name: "همه چک‌ها" }).click()
  await expect(page).toHaveURL(/\/dashboard\/checks-list$/)
  await expect(page.getByRole("heading", { level: 1, name: "چک‌ها" })).toBeVisible()
})

test("the financial manager's home shows the cheques due this week, the orders awaiting confirmation and the orders with a balance, each opening its list filtered", async ({
  page,
  request,
  server,
}) => {
  const { finance } = await chequesOfTwoCustomers(request, server.baseURL)
  type Desk = {
    cheques_due: { count: number; amount: number }
    cheques_due_until: string
    orders_awaiting_confirmation: number
    orders_with_balance: { count: number; amount: number }
  }
  const desk = ((await (await finance.get("/Admin/dashboard")).json()) as { data: { finance: Desk } }).data.finance
  expect(desk.cheques_due.count).toBeGreaterThan(0)
  expect(desk.orders_awaiting_confirmation).toBeGreaterThan(0)

  await signIn(page, "financial-manager")
  const region = page.getByRole("region", { name: "امور مالی" })
  const cards = [
    [
      "چک‌های سررسید این هفته",
      `/dashboard/checks-list?state=in_hand&to=${desk.cheques_due_until}`,
      new RegExp(
        `^چک‌های سررسید این هفته\\s*${persianDigits(String(desk.cheques_due.count))}\\s*${grouped(desk.cheques_due.amount)} ریال$`,
      ),
    ],
    [
      "سفارش‌های در انتظار تایید",
      "/dashboard/order-list?production_state=awaiting_confirmation",
      new RegExp(`^سفارش‌های در انتظار تایید\\s*${persianDigits(String(desk.orders_awaiting_confirmation))}$`),
    ],
    [
      "سفارش‌های دارای مانده",
      "/dashboard/order-list?has_balance=1",
      new RegExp(
        `^سفارش‌های دارای مانده\\s*${persianDigits(String(desk.orders_with_balance.count))}\\s*${grouped(desk.orders_with_balance.amount)} ریال$`,
      ),
    ],
  ] as const
  for (const [label, href, text] of cards) {
    const card = region.getByRole("link", { name: new RegExp(`^${label}`) })
    await expect(card).toHaveAttribute("href", href)
    await expect(card).toHaveText(text)
  }
  await expect(region).not.toContainText(latinDigits)
  await expectNoSeriousViolations(page)
  await keepScreenshot(page, "checks-list-home-1280")
  await page.setViewportSize({ width: 375, height: 800 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await keepScreenshot(page, "checks-list-home-375")
  await page.setViewportSize({ width: 1280, height: 800 })

  // The due card opens the cheques in hand due by the week's end: the same count, each marked, the open-ended period said in words.
  await region.getByRole("link", { name: /^چک‌های سررسید این هفته/ }).click()
  await expect(page).toHaveURL(`/dashboard/checks-list?state=in_hand&to=${desk.cheques_due_until}`)
  await expect(page.getByRole("combobox", { name: "وضعیت" })).toHaveValue("in_hand")
  await expect(page.getByText(`سررسید تا ${persianDigits(desk.cheques_due_until)}`)).toBeVisible()
  await expect(page.getByText(`تعداد کل: ${persianDigits(String(desk.cheques_due.count))}`)).toBeVisible()
  for (const row of await bodyRows(page).all()) await expect(row.getByText(dueSoon)).toBeVisible()

  // Clearing the open-ended period takes the due date filter away and keeps the state.
  await page.getByRole("button", { name: "همه سررسیدها" }).click()
  await expect.poll(() => query(page)).toEqual({ state: "in_hand" })
})
