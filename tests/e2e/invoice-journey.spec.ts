import type { Browser, Locator, Page } from "@playwright/test"
import { persianDigits } from "./support/accounts.ts"
import { expect as baseExpect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { apiAs, expectNoSeriousViolations, keepScreenshot, uniqueName } from "./ui-pages-support.ts"

// Issue 16's journey, as people do it: a sales expert builds a quotation in the editor and sends it, the sales manager
// rejects it with a reason, the expert corrects and sends it again, the manager approves it into a formal invoice, and
// its history tells every step. Texts are pinned as invoices.md and the screens write them, never read from the code.
const informalList = "/dashboard/informal-invoice-list"
const formalList = "/dashboard/formal-invoice-list"
const reason = "عرض ردیف دوجداره را با نقشه کارگاه تطبیق دهید"
const latinDigits = /[0-9]/
// Six screens and two browsers on a shared two-core machine: a page may take longer than the suite's 10 s to boot.
const expect = baseExpect.configure({ timeout: 30_000 })

interface SavedInvoice {
  readonly id: number
  readonly serial_number: number
  readonly state: string
  readonly total: number
  readonly lines: ReadonlyArray<{ readonly amount: number; readonly count: number; readonly product_name: string }>
}

type Api = Awaited<ReturnType<typeof apiAs>>

/** An amount as the screens write it («۱۲٬۳۴۵٬۶۷۸»: Persian digits grouped by «٬», no Latin digit) read back as a number. */
const rialsOf = (text: string): number => {
  const shown = text.trim()
  expect(shown).not.toMatch(latinDigits)
  expect(shown).toMatch(/^[۰-۹]{1,3}(٬[۰-۹]{3})*$/)
  return Number(shown.replace(/٬/g, "").replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit))))
}

/** An amount of the server's as the screens write it. */
const rialsText = (amount: number): string => persianDigits(amount.toLocaleString("en-US")).replace(/,/g, "٬")

const table = (page: Page, title: string) => page.getByRole("table", { name: `فهرست ${title}` })
const lineCard = (page: Page, n: number) => page.getByRole("listitem", { name: `ردیف ${persianDigits(String(n))}`, exact: true })
const totalOutput = (page: Page) => page.locator("output#invoice-total")

/** Picks a pane's glass type, thickness and (unless the first offered one is wanted) material in its fieldset. */
const choosePane = async (line: Locator, legend: string, type: string, thickness: string, material?: string): Promise<void> => {
  const pane = line.getByRole("group", { name: legend, exact: true })
  await pane.getByLabel("نوع شیشه", { exact: true }).selectOption({ label: type })
  await pane.getByLabel("ضخامت", { exact: true }).selectOption({ label: thickness })
  if (material !== undefined) await pane.getByLabel("جنس", { exact: true }).selectOption({ label: material })
}

/** The figures the editor shows now: each line's amount and the total in the sticky bar, read as numbers. */
const shownFigures = async (page: Page, lines: number): Promise<{ amounts: ReadonlyArray<number>; total: number }> => {
  const amounts: Array<number> = []
  for (let n = 1; n <= lines; n++) amounts.push(rialsOf(await lineCard(page, n).locator("dd[data-line-amount]").innerText()))
  return { amounts, total: rialsOf(await totalOutput(page).innerText()) }
}

/** The one invoice a list query of the API finds, as the server stores it (a quotation by its unique note, a formal invoice by its serial). */
const storedInvoice = async (api: Api, query: string): Promise<SavedInvoice> => {
  const found = await api.get(`/Admin/invoice?${query}`)
  expect(found.status()).toBe(200)
  const rows = ((await found.json()) as { data: ReadonlyArray<{ id: number }> }).data
  expect(rows).toHaveLength(1)
  const one = await api.get(`/Admin/invoice/${rows[0]?.id ?? 0}`)
  expect(one.status()).toBe(200)
  return ((await one.json()) as { data: SavedInvoice }).data
}

/** A second browser, signed in as the sales manager, with the same locale, time zone and screen as the test's own. */
const managerPage = async (browser: Browser, baseURL: string): Promise<Page> => {
  const context = await browser.newContext({
    baseURL,
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await signIn(page, "sales-manager")
  return page
}

/** Resizes the page to a width and waits for the layout to settle there: nothing is wider than the screen, so nothing scrolls sideways. */
const resizeTo = async (page: Page, width: 375 | 1280): Promise<void> => {
  await page.setViewportSize({ width, height: 800 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
}

/** Answers a row's move button and its question dialog (title and confirm button named as the move). */
const moveFromRow = async (page: Page, row: Locator, move: string, shown: string): Promise<void> => {
  await row.getByRole("button", { name: `${move} فاکتور ${shown}`, exact: true }).click()
  const question = page.getByRole("dialog", { name: move })
  await expect(question).toContainText(`آیا از «${move}» فاکتور شماره ${shown} اطمینان دارید؟`)
  await question.getByRole("button", { name: move, exact: true }).click()
  await expect(question).toBeHidden()
}

/** Searches a list as staff do (by note or serial), waiting for the filtered rows. */
const searchList = async (page: Page, title: string, text: string): Promise<void> => {
  await page.getByRole("searchbox", { name: "جستجو در نام مشتری، شماره یا یادداشت" }).fill(text)
  await expect(page).toHaveURL(/search=/)
  await expect(table(page, title)).toHaveAttribute("aria-busy", "false")
}

test("a quotation travels from the editor through rejection and correction to an approved formal invoice, and its history tells each step", async ({
  page,
  request,
  server,
  browser,
}) => {
  test.setTimeout(360_000)
  const expertApi = await apiAs(request, server.baseURL, "sales-expert")
  const note = uniqueName("سفر فاکتور")
  let serial = 0
  let shown = ""
  let manager: Page | undefined
  let correctedTotal = 0

  await test.step("the sales expert builds a double-glazed and a laminated line in the editor and saves the quotation", async () => {
    await signIn(page, "sales-expert")
    await page.goto(informalList)
    await expect(table(page, "پیش‌فاکتورها")).toHaveAttribute("aria-busy", "false")
    await page.getByRole("link", { name: "افزودن پیش‌فاکتور" }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoice-editor\/informal$/)
    await expect(page.getByRole("heading", { name: "افزودن پیش‌فاکتور" })).toBeVisible()

    const customer = page.getByRole("combobox", { name: "مشتری", exact: true })
    await customer.pressSequentially("نقش")
    await page
      .getByRole("listbox")
      .getByRole("option", { name: /دکوراسیون داخلی نقش‌جهان/ })
      .click()
    await expect(customer).toHaveValue(/نقش‌جهان/)
    const fare = page.getByLabel("کرایه حمل", { exact: true })
    const fareValue = await fare.locator("option", { hasText: "تهران - مناطق ۱ تا ۴" }).getAttribute("value")
    await fare.selectOption(fareValue ?? "")
    await page.getByLabel("درصد تخفیف").fill("۵")
    await page.getByLabel("یادداشت", { exact: true }).fill(note)

    // Line 1: a double-glazed unit, tempered clear outside, raw super-clear inside, a black 12 mm spacer.
    const first = lineCard(page, 1)
    await first.getByLabel("محصول").selectOption({ label: "دوجداره" })
    await first.getByLabel("عرض (میلی‌متر)").fill("1200")
    await first.getByLabel("ارتفاع (میلی‌متر)").fill("1500")
    await first.getByLabel("تعداد", { exact: true }).fill("2")
    await choosePane(first, "شیشه بیرونی", "فلوت شفاف", "۶ میلی‌متر", "سکوریت")
    await choosePane(first, "شیشه داخلی", "فلوت سوپرکلیر", "۴ میلی‌متر")
    const spacer = first.getByRole("group", { name: "اسپیسر", exact: true })
    await spacer.getByLabel("اسپیسر", { exact: true }).selectOption({ label: "۱۲" })
    await spacer.getByLabel("رنگ اسپیسر").selectOption({ label: "مشکی" })
    await spacer.getByLabel("چسب").selectOption({ label: "سیلیکون IG" })
    // The inputs show what was typed in grouped Persian digits (the inputs group with «,», the amounts with «٬»).
    await expect(first.getByLabel("عرض (میلی‌متر)")).toHaveValue(/^۱[,٬]۲۰۰$/)
    await expect(first.locator("dd[data-line-amount]")).not.toHaveText("—")

    // Line 2: a laminated pair of 5 mm clear panes with a clear 0.76 mm film.
    await page.getByRole("button", { name: "افزودن ردیف" }).click()
    const second = lineCard(page, 2)
    await expect(second.getByLabel("محصول")).toBeFocused()
    await second.getByLabel("محصول").selectOption({ label: "لمینت" })
    await second.getByLabel("عرض (میلی‌متر)").fill("900")
    await second.getByLabel("ارتفاع (میلی‌متر)").fill("1800")
    await second.getByLabel("تعداد", { exact: true }).fill("3")
    await choosePane(second, "شیشه اول لمینت", "فلوت شفاف", "۵ میلی‌متر")
    await choosePane(second, "شیشه دوم لمینت", "فلوت شفاف", "۵ میلی‌متر")
    const film = second.getByRole("group", { name: "طلق", exact: true })
    await film.getByLabel("رنگ طلق").selectOption({ label: "شفاف" })
    await film.getByLabel("ضخامت طلق").selectOption({ label: "۰٫۷۶ میلی‌متر" })
    await film.getByLabel("چسب").selectOption({ label: "PVB آلمانی" })
    await expect(second.locator("dd[data-line-amount]")).not.toHaveText("—")

    // What the screen shows before saving: Persian digits only, in every figure of the lines and the totals.
    const before = await shownFigures(page, 2)
    expect(await page.getByRole("region", { name: "جمع فاکتور" }).innerText()).not.toMatch(latinDigits)
    expect((await page.getByRole("region", { name: "ردیف‌های فاکتور" }).locator("dl").allInnerTexts()).join("\n")).not.toMatch(
      latinDigits,
    )
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "journey-editor-new-1280")
    await resizeTo(page, 375)
    await expect(totalOutput(page)).toBeVisible()
    await keepScreenshot(page, "journey-editor-new-375")
    await resizeTo(page, 1280)

    await page.getByRole("button", { name: "ثبت", exact: true }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${informalList}$`))

    // The server priced the saved quotation exactly as the editor showed it.
    const saved = await storedInvoice(expertApi, `kind=informal&search=${encodeURIComponent(note)}`)
    expect(saved.state).toBe("draft")
    expect(saved.lines.map((line) => line.product_name)).toEqual(["دوجداره", "لمینت"])
    expect(saved.lines.map((line) => line.amount)).toEqual(before.amounts)
    expect(saved.total).toBe(before.total)
    serial = saved.serial_number
    shown = persianDigits(String(serial))
  })

  await test.step("the expert sends it for approval from the list", async () => {
    await searchList(page, "پیش‌فاکتورها", note)
    const row = table(page, "پیش‌فاکتورها").locator("tbody tr")
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(shown)
    await expect(row).toContainText("پیش‌نویس")
    await moveFromRow(page, row, "ارسال برای تایید", shown)
    await expect(row).toContainText("در انتظار تایید")
  })

  await test.step("the sales manager follows the notification to the marked row and rejects it with a reason", async () => {
    manager = await managerPage(browser, server.baseURL)
    await manager.getByTestId("notifications-button").click()
    const panel = manager.getByRole("dialog", { name: "اعلان‌ها" })
    const message = `پیش‌فاکتور شماره ${shown} برای تایید ارسال شد`
    await panel
      .getByTestId("notification")
      .filter({ hasText: message })
      .getByRole("button", { name: new RegExp(message) })
      .click()
    await expect(manager).toHaveURL(new RegExp(`${informalList}\\?serial_number=${serial}$`))
    const marked = table(manager, "پیش‌فاکتورها").locator('tr[aria-current="true"]')
    await expect(marked).toHaveCount(1)
    await expect(marked).toContainText(shown)
    await expect(marked).toContainText("در انتظار تایید")

    await marked.getByRole("button", { name: `رد فاکتور ${shown}`, exact: true }).click()
    const dialog = manager.getByRole("dialog", { name: "رد فاکتور" })
    await dialog.getByLabel("دلیل رد").fill(reason)
    await dialog.getByRole("button", { name: "رد", exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(marked).toContainText("ردشده")
  })

  await test.step("the expert reads the reason in the editor, corrects a line, sees the total change, saves and sends again", async () => {
    await page.reload()
    const list = table(page, "پیش‌فاکتورها")
    await expect(list).toHaveAttribute("aria-busy", "false")
    const row = list.locator("tbody tr")
    await expect(row).toContainText("ردشده")
    await row.getByRole("link", { name: `ویرایش فاکتور ${shown}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/invoice-editor/informal/\\d+$`))
    await expect(page.getByRole("heading", { name: `ویرایش پیش‌فاکتور شماره ${shown}` })).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "رد شده است" })).toHaveText(
      `این پیش‌فاکتور رد شده است. دلیل: ${reason}`,
    )

    const first = lineCard(page, 1)
    await expect(first.getByLabel("تعداد", { exact: true })).toHaveValue("۲")
    const before = await shownFigures(page, 2)
    await expectNoSeriousViolations(page)
    await keepScreenshot(page, "journey-editor-rejected-1280")

    // One more double-glazed unit: its line and the total grow, the laminated line stays as it was.
    await first.getByLabel("تعداد", { exact: true }).fill("3")
    await expect(totalOutput(page)).not.toHaveText(rialsText(before.total))
    const after = await shownFigures(page, 2)
    expect(after.amounts[0]).toBeGreaterThan(before.amounts[0] ?? 0)
    expect(after.amounts[1]).toBe(before.amounts[1])
    expect(after.total).toBeGreaterThan(before.total)
    await resizeTo(page, 375)
    await keepScreenshot(page, "journey-editor-rejected-375")
    await resizeTo(page, 1280)

    await page.getByRole("button", { name: "ویرایش", exact: true }).click()
    await expect(page.getByText("با موفقیت ویرایش شد")).toBeVisible()
    // Back to the list where the expert left it: still searched by the note.
    await expect(page).toHaveURL(new RegExp(`${informalList}\\?.*search=`))
    const saved = await storedInvoice(expertApi, `kind=informal&search=${encodeURIComponent(note)}`)
    expect(saved.state).toBe("draft")
    expect(saved.lines.map((line) => line.count)).toEqual([3, 3])
    expect(saved.lines.map((line) => line.amount)).toEqual(after.amounts)
    expect(saved.total).toBe(after.total)
    correctedTotal = saved.total

    await expect(list).toHaveAttribute("aria-busy", "false")
    await expect(row).toContainText("پیش‌نویس")
    await moveFromRow(page, row, "ارسال برای تایید", shown)
    await expect(row).toContainText("در انتظار تایید")
  })

  await test.step("the manager approves it; it is a formal invoice with the same serial, shown read-only", async () => {
    if (manager === undefined) throw new Error("the manager's browser was not opened")
    await manager.reload()
    const marked = table(manager, "پیش‌فاکتورها").locator('tr[aria-current="true"]')
    await expect(marked).toContainText("در انتظار تایید")
    await moveFromRow(manager, marked, "تایید", shown)
    await expect(table(manager, "پیش‌فاکتورها").locator('tr[aria-current="true"]')).toHaveCount(0)

    await manager.goto(formalList)
    await searchList(manager, "فاکتورهای رسمی", shown)
    const row = table(manager, "فاکتورهای رسمی")
      .locator("tbody tr")
      .filter({ has: manager.getByRole("link", { name: `مشاهده فاکتور ${shown}`, exact: true }) })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("صادرشده")
    await row.getByRole("link", { name: `مشاهده فاکتور ${shown}`, exact: true }).click()

    await expect(manager.getByRole("heading", { name: `فاکتور رسمی شماره ${shown}` })).toBeVisible()
    await expect(manager.getByText("دیگر ویرایش نمی‌شود")).toBeVisible()
    await expect(manager.getByRole("button", { name: "ویرایش", exact: true })).toHaveCount(0)
    await expect(manager.getByRole("combobox")).toHaveCount(0)
    const lines = manager.getByRole("list", { name: "ردیف‌های فاکتور" }).getByRole("listitem")
    await expect(lines).toHaveCount(2)
    await expect(lines.nth(0)).toContainText("دوجداره")
    await expect(lines.nth(1)).toContainText("لمینت")
    // The formal invoice keeps the prices of the corrected quotation, and the view writes them as the server holds them.
    const stored = await storedInvoice(expertApi, `kind=formal&serial_number=${serial}`)
    expect(stored.state).toBe("issued")
    expect(stored.total).toBe(correctedTotal)
    await expect(lines.nth(0)).toContainText(`${rialsText(stored.lines[0]?.amount ?? -1)} ریال`)
    await expect(lines.nth(1)).toContainText(`${rialsText(stored.lines[1]?.amount ?? -1)} ریال`)
    const totals = manager.getByRole("region", { name: "جمع فاکتور" })
    await expect(totals.locator("div").filter({ hasText: "مبلغ کل (ریال)" }).locator("dd")).toHaveText(rialsText(stored.total))
    expect(await manager.getByRole("main").innerText()).not.toMatch(latinDigits)
    await expectNoSeriousViolations(manager)
    await keepScreenshot(manager, "journey-readonly-1280")
    await resizeTo(manager, 375)
    await keepScreenshot(manager, "journey-readonly-375")
    await resizeTo(manager, 1280)
  })

  await test.step("the history lists every step newest first, with the reason and what the correction changed", async () => {
    if (manager === undefined) throw new Error("the manager's browser was not opened")
    await manager.getByRole("link", { name: "تاریخچه", exact: true }).click()
    await expect(manager).toHaveURL(/\/dashboard\/invoice-history\/\d+$/)
    await expect(manager.getByRole("heading", { name: `تاریخچه فاکتور شماره ${shown}` })).toBeVisible()
    const revisions = manager.getByRole("list", { name: "نسخه‌های فاکتور" }).getByRole("listitem")
    await expect(revisions.getByRole("heading")).toHaveText([
      "تایید",
      "ارسال برای تایید",
      "ویرایش",
      "رد",
      "ارسال برای تایید",
      "ایجاد",
    ])
    await expect(revisions.nth(0)).toContainText("مریم احمدی")
    await expect(revisions.nth(1)).toContainText("حسین کریمی")
    await expect(revisions.nth(3)).toContainText(`دلیل: ${reason}`)
    await expect(revisions.nth(5)).toContainText("فاکتور ایجاد شد.")
    // The correction: line 1's count went from two to three.
    const countRow = revisions
      .nth(2)
      .getByRole("row")
      .filter({ has: manager.getByRole("cell", { name: "تعداد", exact: true }) })
    await expect(countRow.getByRole("cell")).toHaveText(["تعداد", "۲", "۳"])
    expect(await manager.getByRole("main").innerText()).not.toMatch(latinDigits)
    await expectNoSeriousViolations(manager)
    await keepScreenshot(manager, "journey-history-1280")
    await resizeTo(manager, 375)
    await expect(revisions).toHaveCount(6)
    await keepScreenshot(manager, "journey-history-375")
    await manager.context().close()
  })
})
