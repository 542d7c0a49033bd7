import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import { pieceLineOf, piecesOf } from "../../domain/production/Pieces.ts"
import { cancelAfterCuttingMessage } from "../../domain/production/PiecesCancel.ts"
import { defaultProductionSettings } from "../../domain/production/ProductionSettings.ts"
import { readRoute } from "../../domain/production/Stations.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceAt, refusedUnder, tokensOf, type Tokens } from "../testing/finance.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { piecesOnConfirm } from "./pieceUseCases.ts"

afterAll(dropTestSchemas)

const single = invoiceBody().lines[0] as Record<string, unknown>
/** One line of each structure that makes panes, valid for the demo data (as server/invoice/invoiceRoutes.test.ts has them). */
const lines = [
  single,
  {
    ...single,
    product_id: 2,
    width: 1000,
    height: 2000,
    count: 2,
    edge_type: 2,
    layers: [
      { glass_type_id: 1, width_id: 3, material: 1 },
      { glass_type_id: 6, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 2, thickness: 2, glue: 7 }],
    descriptions: [{ description_id: 5, quantity: 1 }],
  },
  {
    ...single,
    product_id: 3,
    width: 800,
    height: 1200,
    count: 3,
    edge_type: null,
    layers: [
      { glass_type_id: 1, width_id: 3, material: 2 },
      { glass_type_id: 8, width_id: 3, material: 2 },
    ],
    spacers: [{ spacer_id: 4, color: 1, glue: 1 }],
    descriptions: [{ description_id: 8, quantity: 1 }],
  },
  {
    ...single,
    product_id: 4,
    width: 600,
    height: 600,
    count: 1,
    edge_type: 3,
    layers: [
      { glass_type_id: 8, width_id: 3, material: 2 },
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 2, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 1, thickness: 3, glue: 5 }],
    spacers: [{ spacer_id: 6, color: 2, glue: 2 }],
    descriptions: [],
  },
]
const allowances = { 1: 3, 2: 4, 3: 5 }
/** A released cutting batch as another feature stores it: only its id matters here. */
const batchRow = {
  glass_type_id: 1,
  glass_width_id: 3,
  state: "released",
  panes: 1,
  sheets: 1,
  pieces_area_mm2: 1,
  used_area_mm2: 1,
  yield_basis_points: 1,
  seed: 1,
  plan: "{}",
  user_id: null,
  created_at: "2025-03-10T08:00:00.000Z",
  released_at: "2025-03-10T08:00:00.000Z",
}

describe.each(testDialects)("an order's pieces following its invoice on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await tokensOf(t)
    // Edge allowances of the settings, not the seeded ones, so the cut sizes prove where they come from.
    await t.db.deleteFrom("settings").where("key", "=", "production").execute()
    const value = JSON.stringify({ ...defaultProductionSettings, edge_allowance_mm: allowances })
    await t.db.insertInto("settings").values({ key: "production", value, updated_at: "2025-03-10T08:00:00.000Z" }).execute()
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const orderIdOf = async (invoiceId: number) =>
    (await t.db.selectFrom("orders").select("id").where("invoice_id", "=", invoiceId).executeTakeFirstOrThrow()).id
  const unitsOf = (orderId: number) =>
    t.db.selectFrom("production_units").selectAll().where("order_id", "=", orderId).orderBy("id").execute()
  const panesOf = (orderId: number) =>
    t.db.selectFrom("production_panes").selectAll().where("order_id", "=", orderId).orderBy("id").execute()
  const written = async () => ({
    ...(await snapshot(t.db)),
    production_units: await t.db.selectFrom("production_units").selectAll().orderBy("id").execute(),
    production_panes: await t.db.selectFrom("production_panes").selectAll().orderBy("id").execute(),
    cutting_batch_panes: await t.db
      .selectFrom("cutting_batch_panes")
      .selectAll()
      .orderBy("batch_id")
      .orderBy("pane_id")
      .execute(),
  })
  const confirmed = async () => {
    const invoice = await invoiceAt(t, tokens, "confirmed", { lines })
    return { invoice, orderId: await orderIdOf(invoice.id) }
  }
  const releasedBatch = async () =>
    (await t.db.insertInto("cutting_batches").values(batchRow).returning("id").executeTakeFirstOrThrow()).id

  it("makes no pieces before the confirm, then exactly the domain's, with the settings' edge allowances, in the confirm", async () => {
    const invoice = await invoiceAt(t, tokens, "issued", { lines })
    const orderId = await orderIdOf(invoice.id)
    expect(await unitsOf(orderId)).toEqual([])
    const answer = await t.request("POST", `/api/Admin/invoice/${invoice.id}/confirm`, {
      token: tokens["financial-manager"],
      json: {},
    })
    expect(answer.status).toBe(200)

    const stored = await t.db
      .selectFrom("invoice_lines")
      .select(["id", "priced"])
      .where("invoice_id", "=", invoice.id)
      .orderBy("position")
      .execute()
    const expected = piecesOf(
      {
        serial: invoice.serial_number,
        lines: stored.map((row, index) => pieceLineOf(index, row.id, (JSON.parse(row.priced) as { line: ResolvedLine }).line)),
      },
      allowances,
    )
    const units = await unitsOf(orderId)
    const panes = await panesOf(orderId)
    expect(
      units.map(({ code, invoice_line_id, line_position, unit_number, structure, width, height }) => ({
        code,
        invoice_line_id,
        line_position,
        unit_number,
        structure,
        width,
        height,
      })),
    ).toEqual(expected.map(({ panes: _panes, ...unit }) => unit))
    expect(
      panes.map((pane) => ({
        unit: units.find((unit) => unit.id === pane.unit_id)?.code,
        code: pane.code,
        letter: pane.letter,
        glass_type_id: pane.glass_type_id,
        width_id: pane.glass_width_id,
        thickness: Number(pane.thickness),
        material: pane.material,
        finished_width: pane.finished_width,
        finished_height: pane.finished_height,
        cut_width: pane.cut_width,
        cut_height: pane.cut_height,
        edge_type: pane.edge_type,
        route: readRoute(pane.route),
        state: pane.state,
        batch_id: pane.batch_id,
      })),
    ).toEqual(
      expected.flatMap((unit) => unit.panes.map((pane) => ({ unit: unit.code, ...pane, state: "waiting", batch_id: null }))),
    )
    // 4 single + 2 laminated + 3 double + 1 double-laminated units; 4 + 4 + 6 + 3 panes.
    expect([units.length, panes.length]).toEqual([10, 17])
    expect(panes[0]).toMatchObject({
      code: `${invoice.serial_number}-1-1-A`,
      finished_width: 1200,
      cut_width: 1206,
      cut_height: 1506,
    })
    expect(panes.at(-1)).toMatchObject({
      code: `${invoice.serial_number}-4-1-C`,
      cut_width: 610,
      route: "cutting,edging,laminating,assembling,quality,racking,dispatch",
    })
  })

  it("numbers every order's pieces apart: codes unique across orders, each under its invoice's serial", async () => {
    const first = await confirmed()
    const second = await confirmed()
    const codes = await t.db.selectFrom("production_panes").select(["code", "order_id"]).execute()
    expect(new Set(codes.map((row) => row.code)).size).toBe(codes.length)
    for (const { invoice, orderId } of [first, second])
      expect(
        codes.filter((row) => row.order_id === orderId).every((row) => row.code.startsWith(`${invoice.serial_number}-`)),
      ).toBe(true)
  })

  it("removes the pieces, and their places in draft batches, when the order is cancelled by hand before cutting", async () => {
    const { orderId } = await confirmed()
    const [pane] = await panesOf(orderId)
    const draft = (
      await t.db
        .insertInto("cutting_batches")
        .values({ ...batchRow, state: "draft", released_at: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id
    await t.db
      .insertInto("cutting_batch_panes")
      .values({ batch_id: draft, pane_id: pane?.id ?? 0 })
      .execute()
    const moved = await t.request("PATCH", `/api/Admin/order/${orderId}`, {
      token: tokens["financial-manager"],
      json: { production_state: "cancelled" },
    })
    expect(moved.status).toBe(200)
    expect((moved.body as { data: Schemas["Order"] }).data.production_state).toBe("cancelled")
    expect([await unitsOf(orderId), await panesOf(orderId)]).toEqual([[], []])
    expect(await t.db.selectFrom("cutting_batch_panes").selectAll().where("batch_id", "=", draft).execute()).toEqual([])
  })

  it("removes the pieces an order awaiting confirmation may hold when its invoice is cancelled, and refuses once one is released", async () => {
    // Only an issued invoice is cancelled, and its order has no pieces yet: the pieces are made here to prove the hook.
    const free = await invoiceAt(t, tokens, "issued", { lines })
    const freeOrder = await orderIdOf(free.id)
    await t.db.transaction().execute((trx) => piecesOnConfirm(trx, freeOrder, batchRow.created_at))
    expect(
      (await t.request("POST", `/api/Admin/invoice/${free.id}/cancel`, { token: tokens["sales-manager"], json: {} })).status,
    ).toBe(200)
    expect(await panesOf(freeOrder)).toEqual([])

    const held = await invoiceAt(t, tokens, "issued", { lines })
    const heldOrder = await orderIdOf(held.id)
    await t.db.transaction().execute((trx) => piecesOnConfirm(trx, heldOrder, batchRow.created_at))
    await t.db
      .updateTable("production_panes")
      .set({ batch_id: await releasedBatch() })
      .where("order_id", "=", heldOrder)
      .where("letter", "=", "B")
      .execute()
    const before = await written()
    const cancel = await t.request("POST", `/api/Admin/invoice/${held.id}/cancel`, { token: tokens["sales-manager"], json: {} })
    expect([cancel.status, cancel.body]).toEqual([422, refusedUnder("state", cancelAfterCuttingMessage(6))])
    expect(await written()).toEqual(before)
  })

  it("keeps pieces when the order moves on by hand, and an order never cut twice: a second confirm is refused", async () => {
    const { invoice, orderId } = await confirmed()
    // Only the super-admin moves by hand an order with pieces (production.md section 6).
    expect(
      (
        await t.request("PATCH", `/api/Admin/order/${orderId}`, {
          token: tokens["super-admin"],
          json: { production_state: "in_production" },
        })
      ).status,
    ).toBe(200)
    expect(await panesOf(orderId)).toHaveLength(17)
    expect(
      (await t.request("POST", `/api/Admin/invoice/${invoice.id}/confirm`, { token: tokens["financial-manager"], json: {} }))
        .status,
    ).toBe(422)
    expect(await panesOf(orderId)).toHaveLength(17)
  })

  it("refuses to cancel by hand an order with a pane in a released batch or cut, writing nothing", async () => {
    const inBatch = await confirmed()
    const [pane] = await panesOf(inBatch.orderId)
    await t.db
      .updateTable("production_panes")
      .set({ batch_id: await releasedBatch() })
      .where("id", "=", pane?.id ?? 0)
      .execute()
    const cancelBy = (orderId: number) =>
      t.request("PATCH", `/api/Admin/order/${orderId}`, {
        token: tokens["financial-manager"],
        json: { production_state: "cancelled" },
      })
    const before = await written()
    const byHand = await cancelBy(inBatch.orderId)
    expect([byHand.status, byHand.body]).toEqual([422, refusedUnder("production_state", cancelAfterCuttingMessage(1))])
    expect(await written()).toEqual(before)

    const cut = await confirmed()
    await t.db
      .updateTable("production_panes")
      .set({ state: "cutting" })
      .where("order_id", "=", cut.orderId)
      .where("letter", "=", "A")
      .execute()
    const cutBefore = await written()
    const refused = await cancelBy(cut.orderId)
    expect([refused.status, refused.body]).toEqual([422, refusedUnder("production_state", cancelAfterCuttingMessage(10))])
    expect(await written()).toEqual(cutBefore)
  })
})
