import BetterSqlite3 from "better-sqlite3"
import { join } from "node:path"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { searchTextOf } from "../../server/customer/customerSearch.ts"
import { expect, test } from "./support/fixtures.ts"
import type { RunningServer } from "./support/server.ts"
import { signIn } from "./support/session.ts"

// A server of its own: the customers added here would change every other test's customer list.
test.use({ serverOptions: { env: { E2E_SERVER_FOR: "capped-total" } } })

const added = 1050
const name = "کهربایی"

/** Adds `added` customers named «کهربایی ساز N», written where the server keeps them (its triggers index and count them). */
const addCustomers = (server: RunningServer) => {
  const db = new BetterSqlite3(join(server.dataDir, "back-office.sqlite"))
  db.pragma("busy_timeout = 5000")
  try {
    const insert = db.prepare(
      "insert into customers (kind, name, last_name, national_code, is_active, credit_limit, created_at, search_text) values ('individual', ?, ?, ?, 1, 0, ?, ?)",
    )
    const now = new Date().toISOString()
    db.transaction(() => {
      for (let n = 1; n <= added; n += 1) {
        const columns = {
          name,
          last_name: `ساز ${toPersianDigits(n)}`,
          national_code: String(9_100_000_000 + n),
          national_id: null,
          mobile: null,
          representative_mobile: null,
          phone: null,
        }
        insert.run(columns.name, columns.last_name, columns.national_code, now, searchTextOf(columns))
      }
    })()
  } finally {
    db.close()
  }
}

test("a search matching more than a thousand customers says «بیش از ۱۰۰۰» and still pages on; a narrower one counts exactly", async ({
  page,
  server,
}) => {
  addCustomers(server)
  await signIn(page, "super-admin")
  const table = page.getByRole("table", { name: "فهرست مشتریان" })
  const total = page.getByText(/^تعداد کل:/)
  const next = page.getByRole("link", { name: "صفحه بعد" })
  const shown = async () => {
    await expect(table).toHaveAttribute("aria-busy", "false")
    return table.getByRole("row").count()
  }

  await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(name)}`)
  await expect(total).toHaveText("تعداد کل: بیش از ۱۰۰۰")
  await expect(table).toContainText(`ساز ${toPersianDigits(added)}`)
  await expect(next).toHaveAttribute("href", /page=2/)
  for (const width of [1280, 1366, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await total.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `.tmp/shots/capped-total-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // The last page the floor of 1,000 holds still offers the next, and there the floor moves past the page shown.
  await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(name)}&page=67`)
  await expect(total).toHaveText("تعداد کل: بیش از ۱۰۰۵")
  await expect(table).toContainText(`ساز ${toPersianDigits(added - 990)}`)
  await next.click()
  await expect(page).toHaveURL(/page=68/)
  await expect(total).toHaveText("تعداد کل: بیش از ۱۰۲۰")
  await expect(table).toContainText(`ساز ${toPersianDigits(added - 1005)}`)

  // The last page holds the last matches: counted to the end, the total is exact and there is no next page.
  await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(name)}&page=70`)
  await expect(total).toHaveText(`تعداد کل: ${toPersianDigits(added)}`)
  await expect(table).toContainText(`ساز ${toPersianDigits(1)}`)
  expect(await shown()).toBe(1 + 15)
  await expect(page.getByRole("link", { name: "صفحه بعد", disabled: true })).toHaveAttribute("aria-disabled", "true")

  // «ساز ۱۰» is held by 10, 100-109 and 1000-1050: 62 customers, counted exactly.
  await page.goto(`/dashboard/customer-list?search=${encodeURIComponent(`${name} ساز ۱۰`)}`)
  await expect(total).toHaveText("تعداد کل: ۶۲")
})
