import { readFileSync, writeFileSync } from "node:fs"
import type { Browser, Page } from "@playwright/test"
import { accounts, persianDigits } from "./support/accounts.ts"
import { withFakeCamera } from "./support/camera.ts"
import { planPdfTexts } from "./support/cuttingPlanPdf.ts"
import { kilograms, printNote } from "./support/deliveryNote.ts"
import { expect, test } from "./support/fixtures.ts"
import { decodeQr, printLabels, renderPages } from "./support/labelsPdf.ts"
import { signIn, signInWith } from "./support/session.ts"
import { cuttingOperator, finishingOperator, floorApi } from "./support/stationSetup.ts"
import { y4mOfPng } from "./support/y4m.ts"
import { apiAs, keepScreenshot } from "./ui-pages-support.ts"

// Texts pinned as the issue, production.md sections 2 and 6 to 8 and the floor's design word them, never read from the code under test.
const stationNames = {
  cutting: "برش",
  edging: "لبه‌کاری",
  tempering: "سکوریت",
  assembling: "مونتاژ دوجداره",
  quality: "کنترل کیفیت",
  racking: "خرک‌چینی",
  dispatch: "ارسال",
} as const
type Station = keyof typeof stationNames
const furnace = "شکستگی در کوره"
const unitWaitsForTempering = "ایستگاه قبلی (سکوریت) هنوز ثبت نشده است"
const readyNotice = (serial: number): string => `سفارش شماره ${persianDigits(String(serial))} آماده تحویل است`
const persian = (text: string | number): string => persianDigits(String(text))
/** Text without its spaces: the PDF's text layer spaces Persian text its own way. */
const squeezed = (text: string): string => text.replace(/\s+/g, "")

/**
 * One double-glazed unit, 1000 × 800 mm with a diamond edge: pane A tempered clear float (cutting, edging, tempering, then the
 * unit's stations), pane B raw glass of another type (no tempering), a 12 mm spacer between them.
 */
const doubleGlazedLine = {
  product_id: 3,
  width: 1000,
  height: 800,
  count: 1,
  edge_type: 1,
  layers: [
    { glass_type_id: 1, width_id: 1, material: 2 },
    { glass_type_id: 2, width_id: 1, material: 1 },
  ],
  laminates: [],
  spacers: [{ spacer_id: 3, color: 1, glue: 1 }],
  descriptions: [],
}

type Pane = { code: string; letter: string; glass_type_id: number; route: ReadonlyArray<string>; state: string }
type Pieces = {
  data: {
    order_id: number
    serial_number: number
    production_state: string
    progress: ReadonlyArray<{ station: string; done: number; total: number }>
    units: ReadonlyArray<{ code: string; panes: ReadonlyArray<Pane> }>
  }
}
type Queue = {
  data: ReadonlyArray<{ glass_type_id: number; glass_width_id: number; orders: ReadonlyArray<{ order_id: number }> }>
}
type Batch = { data: { id: number; plan: { sheets: ReadonlyArray<{ pieces: ReadonlyArray<{ code: string }> }> } } }
type Card = {
  data: {
    unit: { code: string; weight_grams: number; rack: { id: number; number: number; slot: number } | null }
    panes: ReadonlyArray<{
      code: string
      state: string
      thickness: number
      finished_width: number
      finished_height: number
      remakes: ReadonlyArray<string>
      breakage: { station: string; reason: string } | null
    }>
  }
}
type Note = {
  serial_number: number
  weight_grams: number
  racks: ReadonlyArray<{ number: number; weight_grams: number; units: ReadonlyArray<{ code: string; weight_grams: number }> }>
}

/** A browser window of its own (another person's device), signed in through the login card. */
const deviceOf = async (
  browser: Browser,
  baseURL: string,
  login: { readonly mobile: string; readonly password: string },
): Promise<Page> => {
  const context = await browser.newContext({
    baseURL,
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await signInWith(page, login)
  return page
}

/** Opens a station's screen from the operator's list of stations, as an operator does. */
const openStation = async (page: Page, station: Station): Promise<void> => {
  await page.goto("/dashboard/station")
  await page.getByRole("list", { name: "ایستگاه‌ها" }).getByRole("link", { name: stationNames[station], exact: true }).click()
  await expect(page.getByRole("heading", { name: `ایستگاه ${stationNames[station]}`, level: 1 })).toBeVisible()
  await expect(page.getByLabel("کد قطعه")).toBeFocused()
}

/** A USB scanner types the code and Enter into the focused field; the screen answers green with the code and the station. */
const scanned = async (page: Page, station: Station, code: string): Promise<void> => {
  await page.keyboard.type(code)
  await page.keyboard.press("Enter")
  const answer = page.getByTestId("scan-answer")
  await expect(answer).toHaveAttribute("data-tone", "done")
  await expect(answer.getByTestId("scan-code")).toHaveText(persian(code))
  await expect(answer).toContainText(`${stationNames[station]} ثبت شد`)
  await expect(page.getByLabel("کد قطعه")).toBeFocused()
}

test("one double-glazed unit from its labels through every station: a pane breaks in the furnace, its remake is cut in the next batch, the order turns ready then delivered by itself, and sales see the progress", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // A whole day of one unit: two cutting plans of the company's full time budget (10 s each), a camera, printed labels and
  // every station, on a machine two browsers share.
  test.setTimeout(360_000)
  const base = baseURL ?? ""
  const manager = await floorApi(request, base)
  const expertApi = await apiAs(request, base, "sales-expert")

  // 1. The demo sales expert's quotation, approved, confirmed: an order with its unit and two panes; a released batch per material.
  const { invoiceId, orderId, serial, unit, paneA, paneB, widthOfA, batchIds } =
    await test.step("set up through the API: quotation, approval, confirmation, a released batch per material", async () => {
      const created = await expertApi.post("/Admin/invoice", {
        kind: "informal",
        customer_id: 1,
        fare_id: 2,
        discount_percent: 0,
        note: null,
        lines: [doubleGlazedLine],
      })
      expect(created.status(), await created.text()).toBe(201)
      const invoice = ((await created.json()) as { data: { id: number } }).data
      expect((await expertApi.post(`/Admin/invoice/${invoice.id}/send`, {})).status()).toBe(200)
      const salesManager = await apiAs(request, base, "sales-manager")
      expect((await salesManager.post(`/Admin/invoice/${invoice.id}/approve`, {})).status()).toBe(200)
      const finance = await apiAs(request, base, "financial-manager")
      const confirmed = await finance.post(`/Admin/invoice/${invoice.id}/confirm`, {})
      expect(confirmed.status(), await confirmed.text()).toBe(200)
      const pieces = ((await (await manager.get(`/Admin/invoice/${invoice.id}/pieces`)).json()) as Pieces).data
      expect(pieces.production_state).toBe("waiting")
      expect(pieces.units).toHaveLength(1)
      const [only] = pieces.units
      const [a, b] = only?.panes ?? []
      expect([a?.letter, b?.letter]).toEqual(["A", "B"])
      expect(a?.route).toEqual(["cutting", "edging", "tempering", "assembling", "quality", "racking", "dispatch"])
      expect(b?.route).toEqual(["cutting", "edging", "assembling", "quality", "racking", "dispatch"])

      const queue = ((await (await manager.get("/Admin/production/queue")).json()) as Queue).data
      const materials = queue.filter((material) => material.orders.some((order) => order.order_id === pieces.order_id))
      expect(materials.map((material) => material.glass_type_id).sort()).toEqual([1, 2])
      // Pane A's material first.
      materials.sort((one, other) =>
        one.glass_type_id === a?.glass_type_id ? -1 : other.glass_type_id === a?.glass_type_id ? 1 : 0,
      )
      const batchIds: Array<number> = []
      for (const material of materials) {
        const draft = await manager.post("/Admin/production/batch", {
          glass_type_id: material.glass_type_id,
          glass_width_id: material.glass_width_id,
          order_ids: [pieces.order_id],
        })
        expect(draft.status(), await draft.text()).toBe(201)
        const batchId = ((await draft.json()) as Batch).data.id
        const released = await manager.post(`/Admin/production/batch/${batchId}/release`, {})
        expect(released.status(), await released.text()).toBe(200)
        batchIds.push(batchId)
      }
      const widthOfA = materials.find((material) => material.glass_type_id === a?.glass_type_id)?.glass_width_id
      return {
        invoiceId: invoice.id,
        orderId: pieces.order_id,
        serial: pieces.serial_number,
        unit: only?.code ?? "",
        paneA: a?.code ?? "",
        paneB: b?.code ?? "",
        widthOfA,
        batchIds,
      }
    })
  const remake = `${paneA}-R1`
  const card = async (code: string) => ((await (await manager.get(`/Admin/production/piece/${code}`)).json()) as Card).data
  const orderState = async () =>
    ((await (await manager.get(`/Admin/order/${orderId}/pieces`)).json()) as Pieces).data.production_state

  // 2. The production manager prints each released batch's labels for the label printer: pane A and the unit from one, pane B
  // and the unit from the other; each QR code reads back exactly its code.
  const labelOfA =
    await test.step("the production manager prints the labels of both batches; every QR code decodes to its code", async () => {
      await signIn(page, "production-manager")
      const printed: Array<{ code: string | undefined; file: string }> = []
      for (const [index, batchId] of batchIds.entries()) {
        await page.goto("/dashboard/cutting-batch-list?state=released")
        await page.getByRole("link", { name: persian(batchId), exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`/dashboard/cutting-batch/${batchId}$`))
        await page.getByRole("link", { name: "چاپ برچسب‌ها" }).click()
        await expect(page).toHaveURL(new RegExp(`/dashboard/labels/batch/${batchId}`))
        await page.getByRole("radio", { name: "چاپگر برچسب ۱۰۰ × ۵۰" }).click()
        await expect(page.getByTestId("label")).toHaveCount(2)
        await page.evaluate(() => {
          window.print = () => document.body.setAttribute("data-printed", "yes")
        })
        await page.getByRole("button", { name: "چاپ" }).click()
        await expect(page.locator("body")).toHaveAttribute("data-printed", "yes")
        const pages = renderPages(await printLabels(page, testInfo, `journey-labels-${index + 1}`))
        printed.push(
          ...pages.map((image) => ({ code: decodeQr(image, { x: 0, y: 0, width: 100, height: 50 }), file: image.file })),
        )
      }
      // A batch prints its panes in cutting order, then their units.
      expect(printed.map((label) => label.code)).toEqual([paneA, unit, paneB, unit])
      return printed[0]?.file ?? ""
    })

  // 3. Pane A is cut by the camera reading its printed label; the rest goes through the scanner field.
  await test.step("the cutting operator's phone camera reads pane A's printed label at cutting", async () => {
    const video = testInfo.outputPath("journey-label.y4m")
    writeFileSync(video, y4mOfPng(readFileSync(labelOfA)))
    await withFakeCamera(testInfo, base, video, async (phone) => {
      await signInWith(phone, cuttingOperator)
      await openStation(phone, "cutting")
      await phone.getByRole("button", { name: "روشن کردن دوربین" }).click()
      await expect(phone.getByTestId("camera")).toHaveAttribute("data-state", "on")
      const answer = phone.getByTestId("scan-answer")
      await expect(answer).toHaveAttribute("data-tone", "done", { timeout: 20_000 })
      await expect(answer.getByTestId("scan-code")).toHaveText(persian(paneA))
      await expect(answer).toContainText("برش ثبت شد")
      await phone.getByRole("button", { name: "خاموش کردن دوربین" }).click()
    })
    expect((await card(paneA)).panes.find((pane) => pane.code === paneA)?.state).toBe("cutting")
    // Its first pane cut, the order is in production.
    expect(await orderState()).toBe("in_production")
  })

  const cutter = await deviceOf(browser, base, cuttingOperator)
  const finisher = await deviceOf(browser, base, finishingOperator)
  await test.step("the cutting operator cuts pane B and edges both through the scanner field", async () => {
    await openStation(cutter, "cutting")
    await scanned(cutter, "cutting", paneB)
    await openStation(cutter, "edging")
    await scanned(cutter, "edging", paneA)
    await scanned(cutter, "edging", paneB)
  })

  // 4. Tempering breaks pane A; its remake waits at the head of the cutting queue and the unit waits for it.
  await test.step("at tempering pane A breaks in the furnace; the screen shows its remake's code, and the unit waits for it", async () => {
    await openStation(finisher, "tempering")
    await scanned(finisher, "tempering", paneA)
    const answer = finisher.getByTestId("scan-answer")
    await answer.getByRole("button", { name: "شکست" }).click()
    const dialog = finisher.getByRole("dialog")
    await dialog.getByRole("radio", { name: furnace, exact: true }).check()
    await dialog.getByRole("button", { name: "ثبت شکست" }).click()
    await expect(dialog.getByTestId("remake-code")).toHaveText(persian(remake))
    await dialog.getByRole("button", { name: "بستن" }).click()
    await expect(answer).toHaveAttribute("data-tone", "broken")
    await expect(answer.getByTestId("scan-remake")).toHaveText(persian(remake))
    const broken = (await card(paneA)).panes.find((pane) => pane.code === paneA)
    expect(broken).toMatchObject({ state: "broken", breakage: { station: "tempering", reason: "furnace" }, remakes: [remake] })

    await openStation(finisher, "assembling")
    await finisher.keyboard.type(unit)
    await finisher.keyboard.press("Enter")
    await expect(answer).toHaveAttribute("data-tone", "refused")
    await expect(answer.getByTestId("scan-reason")).toHaveText(unitWaitsForTempering)
    expect((await card(unit)).panes.find((pane) => pane.code === paneB)?.state).toBe("edging")
  })

  await test.step("the production manager finds the remake in the queue, plans it into the next batch and releases it", async () => {
    await page.goto("/dashboard")
    await page.getByTestId("sidebar").getByRole("link", { name: "صف برش" }).click()
    // The row of pane A's material counts its remake; its «برنامه برش» opens the batch screen for that material.
    const row = page
      .getByTestId("queue-material")
      .filter({ has: page.locator(`a[href="/dashboard/cutting-batch?glass_type_id=1&glass_width_id=${widthOfA}"]`) })
    await expect(row).toHaveCount(1)
    await row.getByRole("link", { name: /برنامه برش/ }).click()
    await expect(page.getByLabel("جنس شیشه")).toHaveValue(`1-${widthOfA}`)
    await page.getByLabel("قطعه‌های سفارش‌های انتخابی").check()
    await page
      .getByRole("list", { name: "سفارش‌ها" })
      .getByRole("checkbox", { name: new RegExp(`سفارش ${persian(serial)}`) })
      .check()
    await page.getByRole("button", { name: "محاسبه برش" }).click()
    await expect(page).toHaveURL(/\/dashboard\/cutting-batch\/\d+$/, { timeout: 30_000 })
    const batchId = Number(/cutting-batch\/(\d+)$/.exec(page.url())?.[1])
    await expect(page.getByTestId("plan-sheet").locator(`[data-part="piece"][data-code="${remake}"]`)).toHaveCount(1)
    const planned = ((await (await manager.get(`/Admin/production/batch/${batchId}`)).json()) as Batch).data
    expect(planned.plan.sheets.flatMap((sheet) => sheet.pieces.map((piece) => piece.code))).toEqual([remake])
    await page.getByRole("button", { name: "آزادسازی برای برش" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "آزادسازی" }).click()
    await expect(page.getByText("آزادشده", { exact: true })).toBeVisible()
  })

  await test.step("the remake is cut, edged and tempered, catching up with pane B", async () => {
    await openStation(cutter, "cutting")
    await scanned(cutter, "cutting", remake)
    await openStation(cutter, "edging")
    await scanned(cutter, "edging", remake)
    await openStation(finisher, "tempering")
    await scanned(finisher, "tempering", remake)
  })

  await test.step("the unit is assembled and passes quality: the order turns ready by itself and the owning expert is told", async () => {
    await openStation(finisher, "assembling")
    await scanned(finisher, "assembling", unit)
    await openStation(finisher, "quality")
    await scanned(finisher, "quality", unit)
    expect(await orderState()).toBe("ready")
    const notices = (await (await expertApi.get("/Admin/notifications/list")).json()) as ReadonlyArray<{
      data: { message: string }
    }>
    expect(notices.filter((notice) => notice.data.message === `سفارش شماره ${serial} آماده تحویل است`)).toHaveLength(1)
  })

  const rack = await test.step("racking puts the unit in a rack slot, shown on the screen", async () => {
    await openStation(finisher, "racking")
    await scanned(finisher, "racking", unit)
    const placed = (await card(unit)).unit.rack
    expect(placed).not.toBeNull()
    await expect(finisher.getByTestId("scan-rack")).toHaveText(persian(`خرک ${placed?.number} - جای ${placed?.slot}`))
    expect(await orderState()).toBe("ready")
    return placed ?? { id: 0, number: 0, slot: 0 }
  })

  await test.step("the production manager prints the delivery note from the rack: the unit's code and its weights in Persian digits", async () => {
    const standing = await card(unit)
    // 2.5 kg per m² per mm: each standing pane's grams are width × height × thickness / 400; the unit weighs its panes.
    const grams = standing.panes
      .filter((pane) => pane.state !== "broken")
      .reduce((sum, pane) => sum + Math.round((pane.finished_width * pane.finished_height * pane.thickness) / 400), 0)
    expect(standing.unit.weight_grams).toBe(grams)
    await page.goto(`/dashboard/rack/${rack.id}`)
    await page.getByRole("link", { name: new RegExp(`برگه تحویل سفارش ${persian(serial)}`) }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/delivery-note/${orderId}$`))
    await expect(page.getByRole("heading", { name: `برگه تحویل سفارش ${persian(serial)}` })).toBeVisible()
    const note = ((await (await manager.get(`/Admin/production/delivery_note/${orderId}`)).json()) as { data: Note }).data
    expect(
      note.racks.map((one) => ({
        number: one.number,
        units: one.units.map(({ code, weight_grams }) => ({ code, weight_grams })),
      })),
    ).toEqual([{ number: rack.number, units: [{ code: unit, weight_grams: grams }] }])
    expect(note.weight_grams).toBe(grams)
    const text = planPdfTexts(await printNote(page, testInfo, "journey-delivery-note")).join("\n")
    expect(text).toContain(persian(unit))
    expect(text).toContain(kilograms(grams))
    expect(squeezed(text)).toContain(squeezed(`جمع وزن خرک ${persian(rack.number)}`))
    expect(text).not.toMatch(/[0-9]/)
  })

  await test.step("dispatch: the order turns delivered by itself", async () => {
    await openStation(finisher, "dispatch")
    await scanned(finisher, "dispatch", unit)
    await expect(finisher.getByTestId("scan-next")).toHaveText("ارسال شد؛ مسیر تمام است")
    expect(await orderState()).toBe("delivered")
    expect((await card(unit)).panes.filter((pane) => pane.state !== "broken").map((pane) => pane.state)).toEqual([
      "dispatched",
      "dispatched",
    ])
  })

  // 5. The owning sales expert: the ready notice in the panel, the formal invoice read-only with every station done.
  await test.step("the owning sales expert sees the ready notice and the formal invoice's production progress, every station done", async () => {
    const expert = await deviceOf(browser, base, accounts["sales-expert"])
    await expert.getByTestId("notifications-button").click()
    await expect(
      expert
        .getByRole("dialog", { name: "اعلان‌ها" })
        .getByTestId("notification")
        .filter({ hasText: readyNotice(serial) }),
    ).toHaveCount(1)
    await expert.keyboard.press("Escape")
    await expert.goto(`/dashboard/formal-invoice-list?serial_number=${serial}`)
    await expert.getByRole("link", { name: `مشاهده فاکتور ${persian(serial)}`, exact: true }).click()
    await expect(expert).toHaveURL(new RegExp(`/dashboard/invoice-editor/formal/${invoiceId}$`))
    const progress = expert.getByTestId("order-progress")
    await expect(progress.getByRole("heading", { name: `پیشرفت تولید سفارش ${persian(serial)}` })).toBeVisible()
    await expect(progress).toContainText("تحویل شده")
    const bars = progress.getByRole("progressbar")
    await expect(bars).toHaveCount(7)
    expect(await bars.evaluateAll((all) => all.map((bar) => bar.getAttribute("aria-label")))).toEqual(Object.values(stationNames))
    for (const bar of await bars.all()) {
      await expect(bar).toHaveAttribute("aria-valuenow", "1")
      await expect(bar).toHaveAttribute("aria-valuemax", "1")
    }
    await expect(progress).not.toContainText(/[0-9]/)
    await keepScreenshot(expert, "floor-journey-progress-1280")
    await expert.context().close()
  })
  await cutter.context().close()
  await finisher.context().close()
})
