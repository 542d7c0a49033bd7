import type { Page } from "@playwright/test"
import BetterSqlite3 from "better-sqlite3"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { persianDigits } from "./support/accounts.ts"
import { expect as baseExpect, test } from "./support/fixtures.ts"
import type { RunningServer } from "./support/server.ts"
import { signIn } from "./support/session.ts"

// The search everywhere (issue 30, point 12), used from the keyboard alone as a clerk would.
test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 20_000 })
const shots = ".tmp/shots/search"
mkdirSync(shots, { recursive: true })

interface DemoRecords {
  readonly orderId: number
  readonly invoiceId: number
  readonly serial: number
  readonly sayadId: string
  readonly chequeInvoiceId: number
  readonly unitCode: string
  readonly unitSerial: number
}

/** An order with its invoice, a cheque, and a unit's code, read from the demo data the server started with. */
const demoRecords = (server: RunningServer): DemoRecords => {
  const db = new BetterSqlite3(join(server.dataDir, "back-office.sqlite"), { readonly: true })
  db.pragma("busy_timeout = 5000")
  try {
    const order = db
      .prepare(
        "select orders.id as orderId, invoices.id as invoiceId, invoices.serial_number as serial from orders join invoices on invoices.id = orders.invoice_id order by orders.id limit 1",
      )
      .get() as { orderId: number; invoiceId: number; serial: number }
    const cheque = db.prepare("select sayad_id as sayadId, invoice_id as invoiceId from cheques order by id limit 1").get() as {
      sayadId: string
      invoiceId: number
    }
    const unit = db
      .prepare(
        "select production_units.code as code, invoices.serial_number as serial from production_units join orders on orders.id = production_units.order_id join invoices on invoices.id = orders.invoice_id order by production_units.id limit 1",
      )
      .get() as { code: string; serial: number }
    return {
      ...order,
      sayadId: cheque.sayadId,
      chequeInvoiceId: cheque.invoiceId,
      unitCode: unit.code,
      unitSerial: unit.serial,
    }
  } finally {
    db.close()
  }
}

const dialog = (page: Page) => page.getByTestId("search-dialog")
const searchBox = (page: Page) => dialog(page).getByRole("combobox", { name: "جستجو" })
const hits = (page: Page) => dialog(page).getByRole("option")
const path = (page: Page) => new URL(page.url()).pathname

/** Opens the search with Ctrl+K, types, and waits for the hits of that text. */
const searchFor = async (page: Page, text: string, open: "Control+k" | "/" = "Control+k") => {
  await page.keyboard.press(open)
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type(text)
  await expect(dialog(page)).toHaveAttribute("aria-busy", "false")
}

test("the super-admin finds an order by its serial, a cheque by its Sayad ID and a piece by its code, and opens each from the keyboard", async ({
  page,
  server,
}) => {
  const demo = demoRecords(server)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, "super-admin")

  await searchFor(page, persianDigits(String(demo.serial)))
  const invoiceGroup = dialog(page).getByRole("group", { name: "فاکتورها" })
  const orderGroup = dialog(page).getByRole("group", { name: "سفارش‌ها" })
  await expect(invoiceGroup.getByRole("option").first()).toContainText(persianDigits(String(demo.serial)))
  await expect(orderGroup.getByRole("option")).toHaveText(new RegExp(`سفارش ${persianDigits(String(demo.serial))}`))
  await page.screenshot({ path: `${shots}/serial-1280.png` })
  // The first hit is marked as the dialog opens; the arrow keys walk down to the order.
  const before = await hits(page).count()
  expect(before).toBeGreaterThanOrEqual(2)
  for (let step = 0; step < (await invoiceGroup.getByRole("option").count()); step++) await page.keyboard.press("ArrowDown")
  await expect(orderGroup.getByRole("option")).toHaveAttribute("data-focus", "")
  await page.keyboard.press("Enter")
  await expect(dialog(page)).toHaveCount(0)
  await expect.poll(() => path(page)).toBe(`/dashboard/payments-and-checks/order/${demo.orderId}`)

  // `/` opens it where nothing is being typed; a Sayad ID typed in Persian digits and grouped finds its cheque.
  await page.locator("main").click({ position: { x: 5, y: 5 } })
  const grouped = (demo.sayadId.match(/.{4}/g) ?? []).join(" ")
  await searchFor(page, persianDigits(grouped), "/")
  await expect(hits(page)).toHaveCount(1)
  await expect(hits(page)).toContainText("چک")
  await page.keyboard.press("Enter")
  await expect.poll(() => path(page)).toBe(`/dashboard/payments-and-checks/invoice/${demo.chequeInvoiceId}`)

  await searchFor(page, demo.unitCode.toLowerCase())
  await expect(hits(page)).toHaveCount(1)
  await expect(hits(page)).toContainText(`سفارش ${persianDigits(String(demo.unitSerial))}`)
  await page.keyboard.press("Enter")
  await expect.poll(() => decodeURIComponent(path(page))).toBe(`/dashboard/piece/${demo.unitCode}`)

  // Escape closes it and leaves the page as it was.
  await searchFor(page, "نامی-که-هیچ‌کس-ندارد")
  await expect(page.getByTestId("search-status")).toHaveText("نتیجه‌ای پیدا نشد")
  await page.keyboard.press("Escape")
  await expect(dialog(page)).toHaveCount(0)
  await expect.poll(() => decodeURIComponent(path(page))).toBe(`/dashboard/piece/${demo.unitCode}`)
})

test("each role finds only what it may open: the financial manager orders and cheques, the operator pieces, a sales expert is told of customers not theirs", async ({
  page,
  server,
}) => {
  const demo = demoRecords(server)
  await page.setViewportSize({ width: 1366, height: 800 })
  await signIn(page, "financial-manager")
  await searchFor(page, String(demo.serial))
  await expect(dialog(page).getByRole("group", { name: "سفارش‌ها" })).toBeVisible()
  await expect(dialog(page).getByRole("group", { name: "فاکتورها" })).toHaveCount(0)
  await expect(dialog(page).getByRole("group", { name: "مشتریان" })).toHaveCount(0)
  await page.screenshot({ path: `${shots}/financial-manager-1366.png` })
  await page.keyboard.press("Escape")

  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  await signIn(page, "operator")
  await searchFor(page, demo.unitCode)
  await expect(hits(page)).toHaveCount(1)
  await expect(hits(page).first()).toHaveAttribute("data-kind", "piece")
  await page.keyboard.press("Escape")
  await searchFor(page, String(demo.serial))
  await expect(page.getByTestId("search-status")).toHaveText("نتیجه‌ای پیدا نشد")
  await page.keyboard.press("Escape")

  // A customer owned by no sales expert: the demo sales expert may not see them, and is told only that such matches exist.
  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  await page.setViewportSize({ width: 375, height: 740 })
  await signIn(page, "sales-expert")
  await page.getByTestId("search-open").click()
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.type("قاسمی")
  await expect(page.getByTestId("search-status")).toHaveText(
    "نتیجه‌ای پیدا نشد؛ مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند",
  )
  await page.screenshot({ path: `${shots}/sales-expert-375.png` })
})
