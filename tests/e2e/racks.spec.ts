import { execFileSync } from "node:child_process"
import { mkdirSync } from "node:fs"
import type { APIRequestContext } from "@playwright/test"
import { pdfFacts, planPdfTexts } from "./support/cuttingPlanPdf.ts"
import { kilograms, printNote } from "./support/deliveryNote.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"
import { floorApi, releasedPanes } from "./support/stationSetup.ts"
import { keepScreenshot } from "./ui-pages-support.ts"

// Texts pinned as production.md section 7 and the brief name them, never read from the code under test.
const persian = (text: string | number): string => String(text).replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
/** Text without its spaces: the PDF's text layer spaces Persian text its own way. */
const squeezed = (text: string): string => text.replace(/\s+/g, "")

const stationOrder = [
  "cutting",
  "edging",
  "processing",
  "tempering",
  "laminating",
  "assembling",
  "quality",
  "racking",
  "dispatch",
]
const unitStations = new Set(["laminating", "assembling", "quality"])

type Pane = { code: string; route: ReadonlyArray<string>; batch_id: number | null; state: string }
type Unit = { code: string; panes: ReadonlyArray<Pane> }
type Note = {
  serial_number: number
  weight_grams: number
  racks: ReadonlyArray<{ number: number; weight_grams: number; units: ReadonlyArray<{ code: string; weight_grams: number }> }>
  racks_to_return: ReadonlyArray<{ number: number }>
}

/**
 * Units that passed quality, ready for racking, made through the API as the plant makes them: a released cutting batch
 * of the queue's first order, then every pane of each unit the batch holds whole scanned through its route, pane by pane
 * before laminating and the unit as one from laminating to quality.
 */
const unitsPastQuality = async (
  request: APIRequestContext,
  baseURL: string,
  wanted: number,
): Promise<{ readonly orderId: number; readonly units: ReadonlyArray<string> }> => {
  const { codes } = await releasedPanes(request, baseURL)
  const api = await floorApi(request, baseURL)
  const card = (await (await api.get(`/Admin/production/piece/${codes[0]}`)).json()) as { data: { order: { id: number } } }
  const orderId = card.data.order.id
  // The order's other materials get batches of their own, so every unit of it is cut whole whatever other tests took before.
  const queue = (await (await api.get("/Admin/production/queue")).json()) as {
    data: ReadonlyArray<{ glass_type_id: number; glass_width_id: number; orders: ReadonlyArray<{ order_id: number }> }>
  }
  for (const material of queue.data.filter((m) => m.orders.some((order) => order.order_id === orderId))) {
    const created = await api.post("/Admin/production/batch", {
      glass_type_id: material.glass_type_id,
      glass_width_id: material.glass_width_id,
      order_ids: [orderId],
    })
    expect(created.status(), await created.text()).toBe(201)
    const released = await api.post(
      `/Admin/production/batch/${((await created.json()) as { data: { id: number } }).data.id}/release`,
      {},
    )
    expect(released.status(), await released.text()).toBe(200)
  }
  const pieces = (await (await api.get(`/Admin/order/${orderId}/pieces`)).json()) as { data: { units: ReadonlyArray<Unit> } }
  const whole = pieces.data.units
    .filter((unit) => unit.panes.every((pane) => pane.batch_id !== null && pane.state === "waiting"))
    .slice(0, wanted)
  expect(whole.length, "the released batch holds whole units").toBeGreaterThan(0)
  const scan = async (code: string, station: string) => {
    const answer = await api.post("/Admin/production/scan", { code, station })
    expect(answer.status(), `${code} at ${station}: ${await answer.text()}`).toBe(200)
  }
  for (const unit of whole) {
    for (const pane of unit.panes)
      for (const station of pane.route.filter((at) => stationOrder.indexOf(at) < stationOrder.indexOf("laminating")))
        await scan(pane.code, station)
    for (const station of stationOrder.filter((at) => unitStations.has(at) && unit.panes.some((pane) => pane.route.includes(at))))
      await scan(unit.code, station)
  }
  return { orderId, units: whole.map((unit) => unit.code) }
}

test.describe("racks and the delivery note (production.md section 7)", () => {
  test("a rack made on its form takes a unit by its code, and the order's delivery note prints its units and weights", async ({
    page,
    request,
    baseURL,
  }) => {
    const number = 1000 + (Date.now() % 8000)
    const { orderId, units } = await unitsPastQuality(request, baseURL ?? "", 2)
    await signIn(page, "production-manager")

    // The menu's «خرک‌ها» opens the list; «خرک تازه» the form.
    await page.getByTestId("sidebar").getByRole("link", { name: "خرک‌ها" }).click()
    await expect(page).toHaveURL(/\/dashboard\/rack-list$/)
    await expect(page.getByRole("heading", { name: "خرک‌ها", level: 1 })).toBeVisible()
    await page.getByRole("link", { name: "خرک تازه" }).click()
    await page.getByLabel("شماره خرک").fill(persian(number))
    await page.getByLabel("تعداد جا").fill(persian(12))
    await page.getByLabel("ظرفیت").fill(persian(1500))
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.getByText("با موفقیت افزوده شد")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/rack-list/)

    // The same number again is refused in Persian under the field.
    await page.goto("/dashboard/rack")
    await page.getByLabel("شماره خرک").fill(persian(number))
    await page.getByLabel("تعداد جا").fill(persian(8))
    await page.getByLabel("ظرفیت").fill(persian(900))
    await page.getByRole("button", { name: "ثبت" }).click()
    await expect(page.locator("form").getByText("خرکی با این شماره قبلاً ثبت شده است")).toBeVisible()
    await expect(page.getByLabel("شماره خرک")).toHaveAttribute("aria-invalid", "true")

    // The list finds the rack by its number; its form shows its empty slots.
    await page.goto(`/dashboard/rack-list?search=${number}`)
    const table = page.getByRole("table", { name: "فهرست خرک‌ها" })
    await expect(table.getByRole("row")).toHaveCount(2)
    await expect(table).toContainText(persian(number))
    await keepScreenshot(page, "rack-list-1280")
    await table.getByRole("link", { name: `خرک ${persian(number)}` }).click()
    const slots = page.getByRole("list", { name: `جاهای خرک ${persian(number)}` })
    await expect(slots.getByRole("listitem")).toHaveCount(12)
    await expect(slots.getByRole("listitem").first()).toContainText("خالی")

    // «قرار دادن در خرک»: the unit's code, as a scanner types it, puts it in the lowest free slot.
    for (const [index, unit] of units.entries()) {
      await page.getByLabel("کد واحد").fill(unit)
      await page.getByLabel("کد واحد").press("Enter")
      await expect(page.getByRole("status")).toHaveText(
        `واحد ${persian(unit)} در جای ${persian(index + 1)} خرک ${persian(number)} قرار گرفت`,
      )
      await expect(page.getByLabel("کد واحد")).toBeFocused()
      await expect(slots.getByRole("listitem").nth(index)).toContainText(persian(unit))
    }
    // The same unit a second time is refused, in Persian.
    await page.getByLabel("کد واحد").fill(units[0] ?? "")
    await page.getByRole("button", { name: "قرار دادن در خرک" }).click()
    await expect(page.getByRole("status")).toHaveText("این قطعه قبلاً در ایستگاه «خرک‌چینی» ثبت شده است")
    // The code field keeps the focus, which scrolled the page: the shots start at its top.
    await page.evaluate(() => window.scrollTo(0, 0))
    await keepScreenshot(page, "rack-form-1280")
    await page.setViewportSize({ width: 375, height: 740 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await keepScreenshot(page, "rack-form-375")
    await page.goto(`/dashboard/rack-list?search=${number}`)
    await expect(page.getByRole("table", { name: "فهرست خرک‌ها" })).toContainText(persian(number))
    await keepScreenshot(page, "rack-list-375")
    await page.setViewportSize({ width: 1280, height: 800 })

    // The rack page links the delivery note of the order it holds.
    await page.goto(`/dashboard/rack-list?search=${number}`)
    await page
      .getByRole("table", { name: "فهرست خرک‌ها" })
      .getByRole("link", { name: `خرک ${persian(number)}` })
      .click()
    await page.getByRole("link", { name: /برگه تحویل سفارش/ }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/delivery-note/${orderId}$`))
    const api = await floorApi(request, baseURL ?? "")
    const note = ((await (await api.get(`/Admin/production/delivery_note/${orderId}`)).json()) as { data: Note }).data
    await expect(page.getByRole("heading", { name: `برگه تحویل سفارش ${persian(note.serial_number)}` })).toBeVisible()
    const sheet = page.getByTestId("delivery-note")
    for (const unit of units) await expect(sheet).toContainText(persian(unit))
    await expect(sheet.locator("[data-total-weight]")).toHaveText(kilograms(note.weight_grams))
    await expect(sheet.getByRole("region", { name: "جدول واحدها" })).toBeVisible()

    const file = await printNote(page, test.info(), "delivery-note")
    expect(pdfFacts(file).height).toBeGreaterThan(pdfFacts(file).width)
    const text = planPdfTexts(file).join("\n")
    // pdftotext splits the ligature لا of «کالا», and moves a colon or a number beside Persian words: each is checked on its own.
    expect(squeezed(text)).toContain(squeezed("برگه تحویل"))
    expect(squeezed(text)).toContain(squeezed("شماره سفارش"))
    expect(text).toContain(persian(note.serial_number))
    for (const rack of note.racks) {
      for (const unit of rack.units) {
        expect(text).toContain(persian(unit.code))
        expect(text).toContain(kilograms(unit.weight_grams))
      }
      expect(squeezed(text)).toContain(squeezed(`جمع وزن خرک ${persian(rack.number)}`))
      expect(text).toContain(kilograms(rack.weight_grams))
    }
    expect(text).toContain(kilograms(note.weight_grams))
    expect(squeezed(text)).toContain(squeezed("خرک‌های بازگشتی"))
    expect(squeezed(text)).toContain(squeezed("تحویل‌گیرنده (مشتری)"))
    // No app chrome and no Latin digit on paper.
    expect(text).not.toContain("داشبورد")
    expect(text).not.toMatch(/[0-9]/)
    mkdirSync("screenshots", { recursive: true })
    execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", file, "screenshots/delivery-note"])
  })

  test("an unknown order's delivery note is the not-found page", async ({ page }) => {
    await signIn(page, "production-manager")
    await page.goto("/dashboard/delivery-note/999999")
    await expect(page.getByText("صفحه پیدا نشد")).toBeVisible()
  })
})
