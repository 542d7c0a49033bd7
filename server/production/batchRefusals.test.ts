import fc from "fast-check"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { batchMessages } from "./BatchRefusal.ts"
import { materialOf, orderWithPanes, productionSnapshot, quickPlans, stockSheetOf, type MaterialIds } from "./testing/paneRows.ts"

afterAll(dropTestSchemas)

const refused = (errors: Record<string, string>) => ({
  message: Object.values(errors)[0],
  errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
})

describe.each(testDialects)("a cutting batch refused on %s", (dialect) => {
  let t: TestServer
  let token: string
  let material: MaterialIds
  let body: Record<string, unknown>
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("production-manager")
    material = await materialOf(t.db)
    body = { glass_type_id: material.glassTypeId, glass_width_id: material.glassWidthId }
    await quickPlans(t.db)
  })
  afterEach(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  /** Posts a body and expects the 422 of these fields, with nothing written. */
  const expectRefused = async (sent: unknown, errors: Record<string, string>) => {
    const before = await productionSnapshot(t.db)
    const answer = await t.request("POST", "/api/Admin/production/batch", { token, json: sent })
    expect([answer.status, answer.body]).toEqual([422, refused(errors)])
    expect(await productionSnapshot(t.db)).toEqual(before)
  }

  it("pins the body's messages: the material required or unknown, bad orders, a bad date", async () => {
    await expectRefused({}, { glass_type_id: "انتخاب نوع شیشه اجباری است", glass_width_id: "انتخاب ضخامت شیشه اجباری است" })
    await expectRefused(
      { glass_type_id: "abc", glass_width_id: -1 },
      { glass_type_id: "نوع شیشه انتخاب‌شده وجود ندارد", glass_width_id: "ضخامت انتخاب‌شده وجود ندارد" },
    )
    await expectRefused({ ...body, order_ids: ["x"] }, { order_ids: "سفارش‌های انتخاب‌شده نامعتبر است" })
    await expectRefused({ ...body, order_ids: 5 }, { order_ids: batchMessages.orderIdsInvalid })
    await expectRefused({ ...body, promised_until: "1403/13/01" }, { promised_until: "تاریخ موعد نامعتبر است" })
    await expectRefused({ ...body, promised_until: 14031201 }, { promised_until: batchMessages.promisedUntilInvalid })
  })

  it("answers any body with a Persian 422 per field and writes nothing, never a 500", async () => {
    const field = fc.oneof(fc.anything(), fc.integer({ min: -5, max: 5 }), fc.constantFrom("1", "۱", "", null))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            { glass_type_id: field, glass_width_id: field, order_ids: fc.oneof(field, fc.array(field)), promised_until: field },
            { requiredKeys: [] },
          ),
        ),
        async (sent) => {
          const before = await productionSnapshot(t.db)
          const answer = await t.request("POST", "/api/Admin/production/batch", { token, json: sent })
          expect(answer.status).toBe(422)
          const { message, errors } = answer.body as { message: string; errors: Record<string, Array<string>> }
          expect(Object.values(batchMessages)).toContain(message)
          for (const messages of Object.values(errors)) expect(messages).toHaveLength(1)
          expect(await productionSnapshot(t.db)).toEqual(before)
        },
      ),
      { numRuns: 40 },
    )
  })

  it("refuses an unknown material", async () => {
    await expectRefused({ ...body, glass_type_id: 999_999 }, { glass_type_id: batchMessages.glassTypeUnknown })
    await expectRefused({ ...body, glass_width_id: 999_999 }, { glass_width_id: batchMessages.glassWidthUnknown })
  })

  it("refuses when no waiting pane matches: none at all, another order's, a later promise, one already released", async () => {
    await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: null })
    await expectRefused(body, { order_ids: "قطعه‌ای در انتظار برش برای این انتخاب نیست" })
    const order = await orderWithPanes(t.db, material, [{ width: 500, height: 400 }], { promisedDate: "1403/12/25" })
    await expectRefused({ ...body, order_ids: [order.orderId + 1] }, { order_ids: batchMessages.noWaitingPane })
    await expectRefused({ ...body, promised_until: "۱۴۰۳/۱۲/۲۴" }, { order_ids: batchMessages.noWaitingPane })
    const promised = await t.request("POST", "/api/Admin/production/batch", {
      token,
      json: { ...body, order_ids: [String(order.orderId)], promised_until: "1403/12/25" },
    })
    expect(promised.status).toBe(201)
    await t.db.updateTable("production_panes").set({ state: "edging" }).execute()
    await expectRefused(body, { order_ids: batchMessages.noWaitingPane })
  })

  it("refuses a material without an active stock sheet, or whose sheets have run out", async () => {
    await orderWithPanes(t.db, material, [{ width: 500, height: 400 }])
    await expectRefused(body, { glass_width_id: "برای این شیشه ورق فعالی در انبار تعریف نشده است" })
    const sheet = await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: null, active: false })
    await expectRefused(body, { glass_width_id: batchMessages.noStockSheet })
    await t.db.updateTable("stock_sheets").set({ is_active: 1, count: 0 }).where("id", "=", sheet).execute()
    await expectRefused(body, { glass_width_id: "ورق‌های موجود در انبار برای برش همه قطعه‌ها کافی نیست" })
  })

  it("names the pane that fits no sheet, and refuses when the sheets in stock are too few", async () => {
    const order = await orderWithPanes(t.db, material, [
      { width: 1000, height: 800 },
      { width: 3300, height: 2300 },
    ])
    await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: 3 })
    await expectRefused(body, { order_ids: `قطعه ${order.codes[1]} در هیچ ورق یا ته‌برگ موجود جا نمی‌شود` })
    await t.db
      .deleteFrom("production_panes")
      .where("id", "=", order.paneIds[1] ?? 0)
      .execute()
    await orderWithPanes(
      t.db,
      material,
      Array.from({ length: 4 }, () => ({ width: 3000, height: 2000 })),
    )
    await expectRefused(body, { glass_width_id: batchMessages.notEnoughSheets })
  })

  it("pins the release's and the discard's messages", () => {
    expect(batchMessages.notDraft).toBe("فقط دسته برش پیش‌نویس قابل این کار است")
    expect(batchMessages.panesTaken).toBe("برخی قطعه‌های این دسته دیگر در انتظار برش نیستند؛ دسته را حذف کنید و دوباره بسازید")
    expect(batchMessages.stockGone).toBe("انبار دیگر ورق‌ها یا ته‌برگ‌های این نقشه را ندارد؛ دسته را حذف کنید و دوباره بسازید")
  })
})
