import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { checkPlan } from "../../domain/cutting/checkPlan.ts"
import type { CuttingInput } from "../../domain/cutting/CuttingInput.ts"
import type { CuttingPlan } from "../../domain/cutting/CuttingPlan.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { batchMessages } from "./BatchRefusal.ts"
import {
  materialOf,
  offcutOf,
  orderWithPanes,
  productionSnapshot,
  quickPlans,
  stockSheetOf,
  type MaterialIds,
} from "./testing/paneRows.ts"

afterAll(dropTestSchemas)

const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data

/** The optimiser's input and plan rebuilt from a batch's answer, for the domain's checker. */
const checkedPlanOf = (
  batch: Schemas["Batch"],
  sheets: CuttingInput["sheets"],
  pieces: CuttingInput["pieces"],
  settings: CuttingInput["settings"],
) => {
  const input: CuttingInput = { pieces, sheets, settings }
  const plan: CuttingPlan = {
    yield: batch.yield_basis_points / 10_000,
    sheets: batch.plan.sheets.map((sheet) => ({
      sheetIndex: sheets.findIndex((s) => s.id === `${sheet.source === "sheet" ? "s" : "o"}${sheet.source_id}`),
      bin: `${sheet.source === "sheet" ? "s" : "o"}${sheet.source_id}`,
      width: sheet.width,
      height: sheet.height,
      pieces: sheet.pieces.map((p) => ({
        id: String(p.pane_id),
        x: p.x,
        y: p.y,
        width: p.width,
        height: p.height,
        rotated: p.rotated,
      })),
      cuts: sheet.cuts.map(({ stage, direction, position, from, to }) => ({ stage, direction, position, from, to })),
      yield: sheet.yield_basis_points / 10_000,
      offcuts: sheet.offcuts,
      usedWidth: sheet.used_width,
    })),
  }
  return checkPlan(input, plan)
}

const defaults = {
  stages: 3 as const,
  kerf: 0,
  longestStrip: 3500,
  shortestWasteStrip: 20,
  minOffcut: { width: 500, height: 300 },
}

describe.each(testDialects)("cutting batches on %s", (dialect) => {
  let t: TestServer
  let token: string
  let material: MaterialIds
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("production-manager")
    material = await materialOf(t.db)
    await quickPlans(t.db)
  })
  afterEach(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const create = (body: unknown) => t.request("POST", "/api/Admin/production/batch", { token, json: body })
  const release = (id: number) => t.request("POST", `/api/Admin/production/batch/${id}/release`, { token })
  const draftOf = async (body: unknown = { glass_type_id: material.glassTypeId, glass_width_id: material.glassWidthId }) => {
    const answer = await create(body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return dataOf<Schemas["Batch"]>(answer)
  }

  it("plans a draft that passes the checker, every waiting pane of the material placed once with its code", async () => {
    const first = await orderWithPanes(t.db, material, [
      { width: 1200, height: 800 },
      { width: 900, height: 600 },
      { width: 2000, height: 1000 },
    ])
    const second = await orderWithPanes(t.db, material, [
      { width: 700, height: 500 },
      { width: 1500, height: 1100, remake: true },
    ])
    const other = await orderWithPanes(t.db, await materialOf(t.db, 1), [{ width: 500, height: 500 }])
    const sheetId = await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: null })
    const batch = await draftOf()
    expect(batch).toMatchObject({
      state: "draft",
      glass_type_id: material.glassTypeId,
      glass_width_id: material.glassWidthId,
      panes: 5,
      released_at: null,
      user_name: "رضا نوری",
    })
    const placed = batch.plan.sheets.flatMap((sheet) => sheet.pieces)
    const codes = [...first.codes, ...second.codes]
    expect(placed.map((p) => p.code).sort()).toEqual([...codes].sort())
    expect(placed.map((p) => p.code)).not.toContain(other.codes[0])
    const pieces = [...first.paneIds, ...second.paneIds].map((id, index) => {
      const size = [
        [1200, 800],
        [900, 600],
        [2000, 1000],
        [700, 500],
        [1500, 1100],
      ][index] ?? [0, 0]
      return { id: String(id), width: size[0] ?? 0, height: size[1] ?? 0, mayRotate: true }
    })
    expect(checkedPlanOf(batch, [{ id: `s${sheetId}`, width: 3210, height: 2250, trim: 15 }], pieces, defaults)).toEqual([])
    expect(batch.plan).toMatchObject({ trim_mm: 15, kerf_mm: 0 })
    expect(batch.takes).toEqual([
      { source: "sheet", stock_sheet_id: sheetId, offcut_id: null, width: 3210, height: 2250, count: batch.sheets },
    ])
    expect(batch.pieces_area_mm2).toBe(1200 * 800 + 900 * 600 + 2000 * 1000 + 700 * 500 + 1500 * 1100)
    expect(batch.yield_basis_points).toBe(Math.round((batch.pieces_area_mm2 * 10_000) / batch.used_area_mm2))
    expect(batch.plan.sheets.map((sheet) => sheet.number)).toEqual(batch.plan.sheets.map((_, index) => index + 1))
    for (const sheet of batch.plan.sheets) expect(sheet.cuts.map((cut) => cut.number)).toEqual(sheet.cuts.map((_, at) => at + 1))
    expect(dataOf<Schemas["Batch"]>(await t.request("GET", `/api/Admin/production/batch/${batch.id}`, { token }))).toEqual(batch)
    const stored = await t.db
      .selectFrom("cutting_batch_panes")
      .select("pane_id")
      .where("batch_id", "=", batch.id)
      .orderBy("pane_id")
      .execute()
    expect(stored.map((row) => row.pane_id)).toEqual([...first.paneIds, ...second.paneIds].sort((a, b) => a - b))
    // A draft only proposes: its panes stay waiting and free.
    expect(await t.db.selectFrom("production_panes").select("id").where("batch_id", "is not", null).execute()).toEqual([])
  })

  it("keeps every piece of a glass type that may not turn unrotated", async () => {
    const fixed = await materialOf(t.db, 0, false)
    // Tall narrow panes that would fit better turned on a wide, low sheet.
    await orderWithPanes(
      t.db,
      fixed,
      Array.from({ length: 6 }, () => ({ width: 400, height: 1900 })),
    )
    await stockSheetOf(t.db, fixed, { width: 3210, height: 2250, count: null })
    const batch = await draftOf()
    const pieces = batch.plan.sheets.flatMap((sheet) => sheet.pieces)
    expect(pieces).toHaveLength(6)
    for (const piece of pieces) expect(piece).toMatchObject({ rotated: false, width: 400, height: 1900 })
  })

  it("uses the material's offcuts before whole sheets", async () => {
    await orderWithPanes(t.db, material, [
      { width: 900, height: 700 },
      { width: 1800, height: 1200 },
    ])
    const sheetId = await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: 4 })
    const offcutId = await offcutOf(t.db, material, { width: 1000, height: 800 })
    const batch = await draftOf()
    expect(batch.plan.sheets[0]).toMatchObject({ source: "offcut", source_id: offcutId, trim_mm: 0 })
    expect(batch.plan.sheets[0]?.pieces.map((p) => [p.cut_width, p.cut_height])).toEqual([[900, 700]])
    expect(batch.takes).toEqual([
      { source: "sheet", stock_sheet_id: sheetId, offcut_id: null, width: 3210, height: 2250, count: 1 },
      { source: "offcut", stock_sheet_id: null, offcut_id: offcutId, width: 1000, height: 800, count: 1 },
    ])
  })

  it("releases a draft: the panes join it, the counts go down, used offcuts leave stock, the plan's offcuts enter it; once", async () => {
    const order = await orderWithPanes(t.db, material, [
      { width: 900, height: 700 },
      { width: 1800, height: 1200 },
      { width: 600, height: 400 },
    ])
    const sheetId = await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: 4 })
    const unlimitedId = await stockSheetOf(t.db, material, { width: 6000, height: 3210, count: null, active: false })
    const offcutId = await offcutOf(t.db, material, { width: 1000, height: 800 })
    const batch = await draftOf()
    t.clock.advance(60_000)
    const answer = await release(batch.id)
    expect(answer.status).toBe(200)
    const released = dataOf<Schemas["Batch"]>(answer)
    expect(released).toEqual({ ...batch, state: "released", released_at: new Date(t.clock.now()).toISOString() })
    const panes = await t.db
      .selectFrom("production_panes")
      .select(["id", "batch_id", "state"])
      .where("order_id", "=", order.orderId)
      .orderBy("id")
      .execute()
    expect(panes).toEqual(order.paneIds.map((id) => ({ id, batch_id: batch.id, state: "waiting" })))
    const sheetsTaken = batch.takes.find((take) => take.source === "sheet")?.count ?? 0
    expect(
      await t.db
        .selectFrom("stock_sheets")
        .select(["id", "count"])
        .where("glass_type_id", "=", material.glassTypeId)
        .where("glass_width_id", "=", material.glassWidthId)
        .orderBy("id")
        .execute(),
    ).toEqual([
      { id: sheetId, count: 4 - sheetsTaken },
      { id: unlimitedId, count: null },
    ])
    const offcuts = await t.db
      .selectFrom("offcuts")
      .select(["id", "width", "height", "state", "from_batch_id", "used_by_batch_id"])
      .where("glass_type_id", "=", material.glassTypeId)
      .where("glass_width_id", "=", material.glassWidthId)
      .orderBy("id")
      .execute()
    expect(offcuts[0]).toEqual({
      id: offcutId,
      width: 1000,
      height: 800,
      state: "used",
      from_batch_id: null,
      used_by_batch_id: batch.id,
    })
    const planned = batch.plan.sheets.flatMap((sheet) =>
      sheet.offcuts.map(({ width, height }) => ({
        width,
        height,
        state: "in_stock",
        from_batch_id: batch.id,
        used_by_batch_id: null,
      })),
    )
    expect(planned.length).toBeGreaterThan(0)
    expect(offcuts.slice(1).map(({ id: _, ...rest }) => rest)).toEqual(planned)

    const again = await release(batch.id)
    expect(again.status).toBe(422)
    expect(again.body).toEqual({ message: batchMessages.notDraft, errors: { state: [batchMessages.notDraft] } })
    const removed = await t.request("DELETE", `/api/Admin/production/batch/${batch.id}`, { token })
    expect(removed.body).toEqual({ message: batchMessages.notDraft, errors: { state: [batchMessages.notDraft] } })
  })

  it("refuses a stale release with 409 and changes nothing: panes another batch took, stock no longer there", async () => {
    await orderWithPanes(t.db, material, [
      { width: 900, height: 700 },
      { width: 1200, height: 1000 },
    ])
    await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: 2 })
    const first = await draftOf()
    const second = await draftOf()
    expect((await release(first.id)).status).toBe(200)
    const before = await productionSnapshot(t.db)
    const stale = await release(second.id)
    expect([stale.status, stale.body]).toEqual([409, { message: batchMessages.panesTaken }])
    expect(await productionSnapshot(t.db)).toEqual(before)

    const another = await materialOf(t.db, 2)
    await orderWithPanes(t.db, another, [{ width: 500, height: 500 }])
    const anotherSheet = await stockSheetOf(t.db, another, { width: 3210, height: 2250, count: 1 })
    const third = await draftOf({ glass_type_id: another.glassTypeId, glass_width_id: another.glassWidthId })
    await t.db.updateTable("stock_sheets").set({ count: 0 }).where("id", "=", anotherSheet).execute()
    const emptied = await productionSnapshot(t.db)
    const gone = await release(third.id)
    expect([gone.status, gone.body]).toEqual([409, { message: batchMessages.stockGone }])
    expect(await productionSnapshot(t.db)).toEqual(emptied)
  })

  it("lets exactly one of two racing releases of drafts sharing panes win", async () => {
    await orderWithPanes(t.db, material, [
      { width: 900, height: 700 },
      { width: 1200, height: 1000 },
      { width: 400, height: 300 },
    ])
    await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: 10 })
    const drafts = [await draftOf(), await draftOf()]
    const answers = await Promise.all(drafts.map((draft) => release(draft.id)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const winner = drafts[answers.findIndex((a) => a.status === 200)]
    const joined = await t.db.selectFrom("production_panes").select("batch_id").distinct().execute()
    expect(joined).toEqual([{ batch_id: winner?.id }])
    expect(
      await t.db
        .selectFrom("stock_sheets")
        .select("count")
        .where("glass_type_id", "=", material.glassTypeId)
        .where("glass_width_id", "=", material.glassWidthId)
        .execute(),
    ).toEqual([{ count: 10 - (winner?.sheets ?? 0) }])
    expect(await t.db.selectFrom("cutting_batches").select(["id", "state"]).orderBy("id").execute()).toEqual(
      drafts.map((d) => ({ id: d.id, state: d.id === winner?.id ? "released" : "draft" })),
    )
  })

  it("discards a draft with the panes it proposed; an unknown batch is 404", async () => {
    await orderWithPanes(t.db, material, [{ width: 900, height: 700 }])
    await stockSheetOf(t.db, material, { width: 3210, height: 2250, count: null })
    const batch = await draftOf()
    const answer = await t.request("DELETE", `/api/Admin/production/batch/${batch.id}`, { token })
    expect(answer.status).toBe(204)
    expect(await t.db.selectFrom("cutting_batches").select("id").execute()).toEqual([])
    expect(await t.db.selectFrom("cutting_batch_panes").select("pane_id").execute()).toEqual([])
    for (const [method, path] of [
      ["GET", ""],
      ["DELETE", ""],
      ["POST", "/release"],
    ] as const) {
      const missing = await t.request(method, `/api/Admin/production/batch/${batch.id}${path}`, { token })
      expect([missing.status, missing.body]).toEqual([404, { message: "مورد درخواستی پیدا نشد" }])
    }
  })
})
