import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { identities } from "./support/identities.ts"
import { signIn } from "./support/session.ts"
import { apiAs, keepScreenshot, persianNumber, uniqueName } from "./ui-pages-support.ts"

/**
 * A name with no space in it: «نام» again and again joined only by ZWNJ (U+200C), so a browser finds no place to break it;
 * as long as the API takes (150 characters for a company, 100 for a glass type).
 */
const joinedName = (limit: number) => Array.from({ length: Math.floor((limit + 1) / 4) }, () => "نام").join("\u200c")

const ids = identities({ codeFrom: 400_000_000, idDigit: "3", mobilePrefix: "0913" })
const { nationalId, mobile } = ids

/**
 * Checks the page is no wider than the screen, the table needs no sideways scroll, the name stays inside its cell (over
 * several lines where the screen is narrow) and the row's actions are on screen.
 */
const expectRowFits = async (page: Page, row: Locator, nameCell: Locator, narrow: boolean): Promise<void> => {
  await expect(row).toBeVisible()
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
  const table = page.getByRole("table")
  const sideways = await table.evaluate((element) => {
    const box = element.parentElement
    return box ? box.scrollWidth - box.clientWidth : 0
  })
  expect(sideways).toBeLessThanOrEqual(0)
  // The name wraps inside its own cell: its text runs over several lines and nothing of it sticks out.
  const wrapped = await nameCell.evaluate((cell) => {
    const range = document.createRange()
    range.selectNodeContents(cell)
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
    return { lines: lines.size, overflow: cell.scrollWidth - cell.clientWidth }
  })
  if (narrow) expect(wrapped.lines).toBeGreaterThan(1)
  expect(wrapped.overflow).toBeLessThanOrEqual(0)
  const actions = row.getByRole("cell").last()
  await actions.scrollIntoViewIfNeeded()
  const box = await actions.boundingBox()
  expect(box).not.toBeNull()
  if (!box) return
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(innerWidth)
  // Nothing covers the actions: the point at their centre belongs to the cell.
  const own = await actions.evaluate(
    (cell, [x, y]) => {
      const hit = document.elementFromPoint(x ?? 0, y ?? 0)
      return hit !== null && cell.contains(hit)
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(own).toBe(true)
  const control = actions.getByRole("link").first()
  await expect(control).toBeVisible()
  await expect(control).toBeInViewport({ ratio: 1 })
}

/** Every list of the back office as the super admin sees it. */
const lists = [
  "customer-list",
  "user-list",
  "sales-expert-access-list",
  "glass-type-list",
  "laminate-color-list",
  "glass-thickness-list",
  "spacer-thickness-list",
  "delivery-fare-list",
  "glass-detail-list",
  "informal-invoice-list",
  "formal-invoice-list",
  "pre-buy-invoice-list",
]

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test("no list makes the page wider than the screen, and every row's actions are on screen and uncovered", async ({
      page,
    }) => {
      test.slow()
      await signIn(page, "super-admin")
      for (const path of lists) {
        await page.goto(`/dashboard/${path}`)
        const firstRow = page.getByRole("table").getByRole("row").nth(1)
        await expect(firstRow.getByRole("cell").first()).toBeVisible()
        await expect(page.getByTestId("table-skeleton")).toHaveCount(0)
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }))
        expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth)
        const actions = firstRow.getByRole("cell").last()
        // On a phone a row is a card whose actions close it, below the fold of a tall card: a person scrolls to them.
        await actions.scrollIntoViewIfNeeded()
        const box = await actions.boundingBox()
        if (!box) throw new Error(`${path}: the actions cell has no box`)
        expect([path, box.x >= 0 && box.x + box.width <= innerWidth]).toEqual([path, true])
        // A list that must still scroll sideways on a phone keeps its actions column in sight, over the scrolled cells.
        const own = await actions.evaluate(
          (cell, [x, y]) => cell.contains(document.elementFromPoint(x ?? 0, y ?? 0)),
          [box.x + box.width / 2, box.y + box.height / 2],
        )
        expect([path, own]).toEqual([path, true])
      }
    })

    test("a customer whose name is joined only by ZWNJ wraps inside its cell and leaves the actions on screen", async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const name = joinedName(150)
      const representative = uniqueName("نماینده")
      const made = await api.post("/Admin/customer", {
        type: "legal",
        company_name: name,
        national_id: nationalId(),
        representative_name: representative,
        representative_mobile: mobile(),
      })
      expect(made.status()).toBe(201)
      const { data } = (await made.json()) as { data: { id: number } }
      await signIn(page, "sales-manager")
      await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(name)}`)
      const row = page
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: `ویرایش ${name}` }) })
        .filter({ has: page.locator(`a[href$="/${data.id}"]`) })
      await expectRowFits(page, row, row.locator('td[data-column="name"]'), width < 640)
      await expect(row.getByRole("switch")).toBeInViewport({ ratio: 1 })
      await keepScreenshot(page, `long-text-customers-${width}`)
    })

    test("a glass type whose name is joined only by ZWNJ wraps inside its cell and leaves the actions on screen", async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await apiAs(request, baseURL ?? "", "sales-manager")
      const { data: widths } = (await (await api.get("/Admin/glass_width?per_page=1000")).json()) as {
        data: Array<{ id: number; size: number }>
      }
      const four = widths.find((row) => row.size === 4)?.id ?? 0
      // Glass type names are unique, so a number closes the run, still with no space.
      const name = `${joinedName(92)}\u200c${persianNumber(ids.next() % 10_000)}`
      const made = await api.post("/Admin/glass_type", {
        name,
        width_ids: [four],
        prices: { [four]: { 1: 1, 2: 2, 3: 3 } },
        is_active: true,
      })
      expect(made.status()).toBe(201)
      await signIn(page, "sales-manager")
      const { data } = (await made.json()) as { data: { id: number } }
      await page.goto(`/dashboard/glass-type-list?search=${encodeURIComponent(name)}`)
      const row = page.getByRole("row").filter({ has: page.locator(`a[href$="/glass-type/${data.id}"]`) })
      await expectRowFits(page, row, row.locator('td[data-column="name"]'), width < 640)
      await expect(row.getByRole("switch")).toBeInViewport({ ratio: 1 })
      await keepScreenshot(page, `long-text-glass-types-${width}`)
    })
  })
}
