import type { Page } from "@playwright/test"
import type { DemoRole } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"

/** The desk widths a clerk works at, and the phone. */
const deskWidths = [1280, 1366, 1536] as const
const phone = 375

/** Every list page each role opens from its menu (and the pages a list links to that hold tables), with the demo data. */
const listsOf: Readonly<Record<Exclude<DemoRole, "operator">, ReadonlyArray<string>>> = {
  "super-admin": [
    "informal-invoice-list",
    "formal-invoice-list",
    "pre-buy-invoice-list",
    "order-list",
    "checks-list",
    "customer-list",
    "user-list",
    "sales-expert-access-list",
    "glass-type-list",
    "size-limits",
    "laminate-color-list",
    "glass-thickness-list",
    "spacer-thickness-list",
    "delivery-fare-list",
    "glass-detail-list",
    "announcement-list",
    "cutting-queue",
    "cutting-batch-list",
    "stock-sheet-list",
    "offcut-list",
    "rack-list",
    "payments",
  ],
  "sales-manager": ["informal-invoice-list", "formal-invoice-list", "pre-buy-invoice-list", "customer-list", "user-list"],
  "sales-expert": ["informal-invoice-list", "formal-invoice-list", "pre-buy-invoice-list", "customer-list"],
  "financial-manager": ["order-list", "checks-list", "formal-invoice-list", "payments"],
  "production-manager": ["cutting-queue", "cutting-batch-list", "stock-sheet-list", "offcut-list", "rack-list"],
}

/** The address of a list; the size limits and a payments page are reached through the link their list gives. */
const addressOf = async (page: Page, list: string): Promise<string> => {
  const linked = async (from: string, href: string) => {
    await page.goto(`/dashboard/${from}`)
    const link = page.locator(`main a[href*="${href}"]`).first()
    await expect(link).toBeAttached()
    return (await link.getAttribute("href")) ?? ""
  }
  if (list === "size-limits") return linked("glass-type-list", "/glass-size-limit-list/")
  if (list === "payments") return linked("checks-list", "/payments-and-checks/invoice/")
  return `/dashboard/${list}`
}

/**
 * What is wrong with the lists on screen, in words: a table wider than its box or a page wider than the window, text
 * cut by an overflow (an amount, a date, a state, a header), a word broken across lines, and, at a desk, a cell's text
 * on more than two lines (a longer name is clamped to two and keeps its whole text in a title).
 */
const problemsOnScreen = (page: Page, desk: boolean): Promise<ReadonlyArray<string>> =>
  page.evaluate((desk) => {
    const problems: Array<string> = []
    const visible = (element: Element) => element.getClientRects().length > 0
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth - window.innerWidth} px wider than the window`)
    const main = document.querySelector("main")
    if (main === null) return ["no main"]
    for (const table of main.querySelectorAll("table")) {
      if (!visible(table)) continue
      const name = table.querySelector("caption")?.textContent ?? "table"
      const box = table.parentElement
      if (box !== null && box.scrollWidth > box.clientWidth + 1)
        problems.push(`${name}: ${box.scrollWidth - box.clientWidth} px wider than its box`)
      for (const cell of table.querySelectorAll("th, td")) {
        if (!visible(cell)) continue
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node.textContent ?? ""
          if (text.trim() === "" || node.parentElement === null || !visible(node.parentElement)) continue
          // Text for screen readers only (a switch's name) is clipped to nothing on purpose.
          if (node.parentElement.closest(".sr-only") !== null) continue
          // The box the text may be seen in: every overflow-clipping ancestor up to the table's box.
          let clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity }
          let clamped: Element | null = null
          for (let up: Element | null = node.parentElement; up !== null && up !== box; up = up.parentElement) {
            const style = getComputedStyle(up)
            if (style.overflowX === "visible" && style.overflowY === "visible") continue
            const rect = up.getBoundingClientRect()
            clip = {
              left: Math.max(clip.left, rect.left),
              right: Math.min(clip.right, rect.right),
              top: Math.max(clip.top, rect.top),
              bottom: Math.min(clip.bottom, rect.bottom),
            }
            if (up.scrollHeight > up.clientHeight + 1) clamped = up
          }
          const range = document.createRange()
          range.selectNodeContents(node)
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
          const seen = rects.filter((rect) => rect.top >= clip.top - 1 && rect.bottom <= clip.bottom + 1)
          if (seen.some((rect) => rect.left < clip.left - 1 || rect.right > clip.right + 1))
            problems.push(`${name}: «${text.trim()}» is cut at its side`)
          const lines = new Set(seen.map((rect) => Math.round(rect.top / 4)))
          if (desk && lines.size > 2) problems.push(`${name}: «${text.trim()}» takes ${lines.size} lines`)
          if (clamped !== null && !(clamped.closest("[title]")?.getAttribute("title") ?? "").includes(text.trim()))
            problems.push(`${name}: «${text.trim()}» is clamped without its whole text in a title`)
          for (const word of text.matchAll(/\S+/g)) {
            const part = document.createRange()
            part.setStart(node, word.index)
            part.setEnd(node, word.index + word[0].length)
            const tops = new Set(
              [...part.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)),
            )
            if (tops.size > 1) problems.push(`${name}: the word «${word[0]}» is broken across lines`)
          }
        }
      }
    }
    if (main.scrollWidth > main.clientWidth + 1)
      problems.push(`the page's content is ${main.scrollWidth - main.clientWidth} px wider than it`)
    return problems
  }, desk)

/** Waits until a list's rows have arrived (or it says it is empty) and nothing is still loading. */
const settled = async (page: Page): Promise<void> => {
  await expect(page.locator("main h1")).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId("table-skeleton")).toHaveCount(0, { timeout: 30_000 })
  await expect(page.locator("main [aria-busy=true]")).toHaveCount(0, { timeout: 30_000 })
  // After a resize the shell's padding slides for 200 ms beside the sidebar; the page is measured once it has come to rest.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length))
    .toBe(0)
}

for (const [role, lists] of Object.entries(listsOf) as ReadonlyArray<[DemoRole, ReadonlyArray<string>]>) {
  test(`every list of the ${role} fits its box at 1280, 1366 and 1536 px, and a phone's card shows every amount whole`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + lists.length * 40_000)
    await signIn(page, role)
    const problems: Array<string> = []
    for (const list of lists) {
      await page.setViewportSize({ width: deskWidths[0], height: 900 })
      const address = await addressOf(page, list)
      // A list still reading may abort the next navigation; going there again is what a person would do.
      await expect(async () => void (await page.goto(address))).toPass({ timeout: 20_000 })
      await settled(page)
      for (const width of [...deskWidths, phone]) {
        await page.setViewportSize({ width, height: 900 })
        await settled(page)
        problems.push(...(await problemsOnScreen(page, width !== phone)).map((problem) => `${list} at ${width} px: ${problem}`))
        // Kept for a person to look at (the team opens them; .tmp is git-ignored).
        await page.screenshot({ path: `.tmp/shots/h3/${role}-${list}-${width}.png` })
      }
    }
    expect(problems).toEqual([])
  })
}

test("on a phone an invoice row is a card: every line labelled, the amount whole and the row's actions reachable", async ({
  page,
}) => {
  await page.setViewportSize({ width: phone, height: 800 })
  await signIn(page, "sales-manager")
  await page.goto("/dashboard/informal-invoice-list?state=pending")
  const table = page.getByRole("table", { name: "فهرست پیش‌فاکتورها" })
  const card = table
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first()
  const amount = card.locator('td[data-column="total"]')
  // The rows replace the loading skeleton's: read the card only once they stand (a replaced cell has no style to read).
  await expect(table).toHaveAttribute("aria-busy", "false")
  await expect(amount).toBeVisible()
  // The label is the column's header, beside the value; the value is the whole amount, in Persian digits with its separators.
  await expect.poll(() => amount.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"مبلغ کل (ریال)"')
  await expect(amount).toHaveText(/^[۰-۹]{1,3}([,٬][۰-۹]{3})+$/)
  const [cardBox, amountBox, textRight] = await amount.evaluate((cell) => {
    const range = document.createRange()
    range.selectNodeContents(cell)
    const text = range.getBoundingClientRect()
    const row = cell.closest("tr")?.getBoundingClientRect()
    return [row?.right ?? 0, text.left, text.right] as const
  })
  expect(amountBox).toBeGreaterThanOrEqual(0)
  expect(textRight).toBeLessThanOrEqual(cardBox)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone)
  // The state and the date are lines of their own; the row's approve button is on screen and opens its question.
  await expect(card.locator('td[data-column="state"]')).toBeVisible()
  await expect(card.locator('td[data-column="date"]')).toBeVisible()
  const approve = card.getByRole("button", { name: /^تایید فاکتور/ })
  await approve.scrollIntoViewIfNeeded()
  const box = await approve.boundingBox()
  expect(box !== null && box.x >= 0 && box.x + box.width <= phone).toBe(true)
  await approve.click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.getByRole("dialog").getByRole("button", { name: "انصراف" }).click()
  // The headers that sort stay reachable above the cards.
  await table.getByRole("button", { name: "مبلغ کل (ریال)" }).click()
  await expect(page).toHaveURL(/[?&]sort=total(&|$)/)
})
