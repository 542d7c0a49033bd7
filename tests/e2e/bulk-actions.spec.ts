import { mkdirSync } from "node:fs"
import type { Locator, Page } from "@playwright/test"
import {
  chequesOfOneBank,
  invoiceOf,
  line,
  pendingQuotations,
  uniqueWord,
  type Cheque,
  type Invoice,
} from "./bulk-actions-data.ts"
import { persianDigits } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations } from "./ui-pages-support.ts"

/** A Sayad ID as the lists show it: four groups of four Persian digits. */
const shownSayad = (id: string): string => persianDigits(id.replace(/(\d{4})(?=\d)/g, "$1 "))

// Bulk actions where work comes in queues (issue 30, point 14). Texts are written here as the issue words them,
// never read from the code under test.
const refusedReason = "این کار در وضعیت فعلی فاکتور ممکن نیست"
const latinDigits = /[0-9]/
const shots = ".tmp/shots/h7"
mkdirSync(shots, { recursive: true })
// Each test sets up its quotations and cheques through the API first, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 })
const loaded = { timeout: 30_000 }

const quotationList = (page: Page) => page.getByRole("table", { name: "فهرست پیش‌فاکتورها" })
const quotationBox = (page: Page, invoice: Invoice) =>
  quotationList(page).getByRole("checkbox", { name: `انتخاب پیش‌فاکتور ${persianDigits(String(invoice.serial_number))}` })
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "کار گروهی روی ردیف‌های انتخاب‌شده" })
const results = (page: Page, title: string) => page.getByRole("region", { name: title })

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `most` presses. */
const tabTo = async (page: Page, target: Locator, most = 60, key = "Tab") => {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

test("a sales manager approves three pending quotations in one go: two are approved, the one approved meanwhile by someone else is refused with its reason", async ({
  page,
  request,
  server,
}) => {
  const note = uniqueWord("تایید گروهی")
  const [first, second, third] = await pendingQuotations(request, server.baseURL, note, 3)
  if (first === undefined || second === undefined || third === undefined) throw new Error("three quotations")
  // A draft of the same note: the action does not apply to it, so its box is disabled.
  const expert = await apiAs(request, server.baseURL, "sales-expert")
  const draft = (
    (await (
      await expert.post("/Admin/invoice", {
        kind: "informal",
        customer_id: 1,
        fare_id: 2,
        discount_percent: 0,
        note,
        lines: [line],
      })
    ).json()) as { data: Invoice }
  ).data

  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/informal-invoice-list?search=${encodeURIComponent(note)}`)
  await expect(quotationBox(page, first)).toBeEnabled(loaded)
  await expect(
    quotationList(page)
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  ).toHaveCount(4)
  await expect(quotationBox(page, draft)).toBeDisabled()
  await expect(toolbar(page)).toHaveCount(0)

  for (const invoice of [first, second, third]) await quotationBox(page, invoice).check()
  await expect(toolbar(page)).toContainText("۳ مورد انتخاب شد")
  await expect(page.getByRole("checkbox", { name: "انتخاب همه پیش‌فاکتورهای قابل تایید این صفحه" })).toBeChecked()
  await page.screenshot({ path: `${shots}/bulk-toolbar-1280.png` })

  await toolbar(page).getByRole("button", { name: "تایید گروهی" }).click()
  const dialog = page.getByRole("dialog", { name: "تایید ۳ پیش‌فاکتور؟" })
  await expect(dialog).toBeVisible()
  await page.screenshot({ path: `${shots}/bulk-confirm-1280.png` })

  // Meanwhile the super-admin approves the second one: the list the manager looks at no longer holds the truth.
  const admin = await apiAs(request, server.baseURL, "super-admin")
  expect((await admin.post(`/Admin/invoice/${second.id}/approve`, {})).status()).toBe(200)

  await dialog.getByRole("button", { name: "تایید", exact: true }).click()
  const answers = results(page, "نتیجه تایید گروهی")
  await expect(answers).toBeVisible()
  await expect(answers).toContainText("۲ مورد انجام شد، ۱ مورد پذیرفته نشد")
  const serialOf = (invoice: Invoice) => persianDigits(String(invoice.serial_number))
  const done = answers.locator('[data-outcome="done"]')
  await expect(done).toHaveCount(2)
  for (const invoice of [first, third])
    await expect(done.filter({ hasText: `پیش‌فاکتور ${serialOf(invoice)}: تایید شد و فاکتور رسمی صادر شد` })).toHaveCount(1)
  await expect(answers.locator('[data-outcome="refused"]')).toHaveText(
    `پیش‌فاکتور ${serialOf(second)}: پذیرفته نشد، ${refusedReason}`,
  )
  await expect(answers).not.toContainText(latinDigits)
  await expect(answers.getByRole("link", { name: `چاپ فاکتور رسمی ${serialOf(first)}` })).toBeVisible()
  await page.screenshot({ path: `${shots}/bulk-results-1280.png` })

  // The server approved each on its own; the list read again and only the draft is left, the selection cleared.
  for (const invoice of [first, second, third]) expect((await invoiceOf(request, server.baseURL, invoice.id)).kind).toBe("formal")
  await expect(
    quotationList(page)
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  ).toHaveCount(1)
  await expect(toolbar(page)).toHaveCount(0)
  await expectNoSeriousViolations(page)
})

test("the financial manager deposits the two cheques in hand in one go with the select-all box", async ({
  page,
  request,
  server,
}) => {
  const { finance, bank, cheques } = await chequesOfOneBank(request, server.baseURL)
  const [one, two, already] = cheques

  await signIn(page, "financial-manager")
  await page.goto(`/dashboard/checks-list?bank=${encodeURIComponent(bank)}`)
  const list = page.getByRole("table", { name: "فهرست چک‌ها" })
  const box = (cheque: Cheque) => page.getByRole("checkbox", { name: `انتخاب چک ${persianDigits(cheque.sayad_id)}` })
  // A loaded machine may take a while to answer the first read.
  await expect(list.getByRole("row").filter({ has: box(already) })).toBeVisible(loaded)
  await expect(box(already)).toBeDisabled()
  await expect(box(one)).toBeEnabled()

  await list.getByRole("checkbox", { name: "انتخاب همه چک‌های در دست این صفحه" }).check()
  await expect(box(one)).toBeChecked()
  await expect(box(two)).toBeChecked()
  await expect(box(already)).not.toBeChecked()
  await expect(toolbar(page)).toContainText("۲ مورد انتخاب شد")

  await toolbar(page).getByRole("button", { name: "واگذاری گروهی به بانک" }).click()
  const dialog = page.getByRole("dialog", { name: "واگذاری ۲ چک به بانک؟" })
  await dialog.getByRole("button", { name: "واگذاری به بانک" }).click()
  const answers = results(page, "نتیجه واگذاری گروهی")
  await expect(answers).toContainText("۲ مورد انجام شد")
  await expect(answers.locator('[data-outcome="done"]')).toHaveCount(2)
  await expect(answers.locator('[data-outcome="refused"]')).toHaveCount(0)
  // Each cheque is named by its Sayad ID in groups of four, read left to right.
  for (const cheque of [one, two])
    await expect(
      answers.locator('[data-outcome="done"]').filter({ hasText: `چک ${shownSayad(cheque.sayad_id)}: به بانک واگذار شد` }),
    ).toHaveCount(1)

  for (const cheque of [one, two]) {
    await expect(list.getByRole("row").filter({ has: box(cheque) })).toContainText("واگذار شده به بانک")
    await expect(box(cheque)).toBeDisabled()
  }
  await expect(toolbar(page)).toHaveCount(0)
  const stored = ((await (await finance.get(`/Admin/cheque?bank=${encodeURIComponent(bank)}`)).json()) as { data: Array<Cheque> })
    .data
  expect(stored).toHaveLength(3)
  for (const cheque of stored) expect(cheque.state).toBe("deposited")
})

test("the keyboard alone ticks quotations, opens the question and approves them", async ({ page, request, server }) => {
  const note = uniqueWord("صفحه‌کلید گروهی")
  const [first, second] = await pendingQuotations(request, server.baseURL, note, 2)
  if (first === undefined || second === undefined) throw new Error("two quotations")

  await signIn(page, "sales-manager")
  await page.goto(`/dashboard/informal-invoice-list?search=${encodeURIComponent(note)}`)
  await expect(quotationBox(page, second)).toBeEnabled(loaded)
  await page.getByRole("searchbox").first().focus()

  const all = page.getByRole("checkbox", { name: "انتخاب همه پیش‌فاکتورهای قابل تایید این صفحه" })
  await tabTo(page, all)
  await page.keyboard.press("Space")
  await expect(toolbar(page)).toContainText("۲ مورد انتخاب شد")
  await page.keyboard.press("Space")
  await expect(toolbar(page)).toHaveCount(0)

  await tabTo(page, quotationBox(page, first))
  await page.keyboard.press("Space")
  await expect(quotationBox(page, first)).toBeChecked()
  await expect(toolbar(page)).toContainText("۱ مورد انتخاب شد")

  // The toolbar stands above the table: back with Shift+Tab.
  const action = toolbar(page).getByRole("button", { name: "تایید گروهی" })
  await tabTo(page, action, 60, "Shift+Tab")
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "تایید ۱ پیش‌فاکتور؟" })
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole("button", { name: "تایید", exact: true }), 5)
  await page.keyboard.press("Enter")

  const answers = results(page, "نتیجه تایید گروهی")
  await expect(answers).toContainText("۱ مورد انجام شد")
  await expect(page.getByRole("heading", { name: "نتیجه تایید گروهی" })).toBeFocused()
  expect((await invoiceOf(request, server.baseURL, first.id)).kind).toBe("formal")
  expect((await invoiceOf(request, server.baseURL, second.id)).state).toBe("pending")
})

test("the toolbar, the question and the answers fit a phone and the common laptop widths", async ({ page, request, server }) => {
  test.setTimeout(300_000)
  await signIn(page, "sales-manager")
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 })
    const note = uniqueWord("نما گروهی")
    const made = await pendingQuotations(request, server.baseURL, note, 3)
    await page.goto(`/dashboard/informal-invoice-list?search=${encodeURIComponent(note)}`)
    const last = made.at(-1)
    if (last === undefined) throw new Error("three quotations")
    await expect(quotationBox(page, last)).toBeEnabled(loaded)
    for (const invoice of made) await quotationBox(page, invoice).check()
    await expect(toolbar(page)).toContainText("۳ مورد انتخاب شد")
    await page.screenshot({ path: `${shots}/toolbar-${width}.png` })
    // Nothing of the list's width spills sideways on the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await toolbar(page).getByRole("button", { name: "تایید گروهی" }).click()
    await expect(page.getByRole("dialog", { name: "تایید ۳ پیش‌فاکتور؟" })).toBeVisible()
    await page.screenshot({ path: `${shots}/confirm-${width}.png` })
    const admin = await apiAs(request, server.baseURL, "super-admin")
    expect((await admin.post(`/Admin/invoice/${made[0]?.id}/approve`, {})).status()).toBe(200)
    await page.getByRole("dialog").getByRole("button", { name: "تایید", exact: true }).click()
    await expect(results(page, "نتیجه تایید گروهی")).toContainText("۲ مورد انجام شد، ۱ مورد پذیرفته نشد")
    await page.screenshot({ path: `${shots}/results-${width}.png`, fullPage: true })
  }
})
