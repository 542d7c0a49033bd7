import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Station } from "../../domain/production/Stations.ts"
import { paneWeightGrams } from "../../domain/production/Weight.ts"
import type { Schemas } from "../http/answers.ts"
import { serverMessages } from "../http/messages.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { dataOf } from "../testing/finance.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { floorTokensOf, scanned, type FloorTokens } from "./testing/floorCalls.ts"
import { floorOrderOf, rackOf, releasedBatchOf, retireRacks } from "./testing/floorRows.ts"

afterAll(dropTestSchemas)

const double: ReadonlyArray<Station> = ["cutting", "tempering", "assembling", "quality", "racking", "dispatch"]
const single: ReadonlyArray<Station> = ["cutting", "quality", "racking", "dispatch"]
const pane = { finished_width: 1000, finished_height: 500, thickness: 6 }

describe.each(testDialects)("a piece's card and an order's progress on %s", (dialect) => {
  let t: TestServer
  let tokens: FloorTokens
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await floorTokensOf(t)
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const card = (token: string, code: string) =>
    t.request("GET", `/api/Admin/production/piece/${encodeURIComponent(code)}`, { token })

  it("shows the unit and every pane with its sheet, timeline, breakage and remakes, by a pane's code or the unit's", async () => {
    await retireRacks(t.db)
    const rackId = await rackOf(t.db, { number: 700, slots: 3, capacity_kg: 300 })
    const order = await floorOrderOf(t, [[double, double]], { promisedDate: "1404/01/20" })
    const unit = order.units[0]
    const [a, b] = unit?.panes ?? []
    const plan = JSON.stringify({
      plan: {
        trim_mm: 15,
        kerf_mm: 0,
        sheets: [
          { number: 1, pieces: [{ pane_id: b?.id }] },
          { number: 2, pieces: [{ pane_id: a?.id }] },
        ],
      },
      takes: [],
    })
    await t.db
      .updateTable("production_panes")
      .set({ batch_id: await releasedBatchOf(t.db, plan) })
      .where("unit_id", "=", unit?.id ?? 0)
      .execute()
    await scanned(t, tokens.cutter, a?.code ?? "", "cutting")
    t.clock.advance(60_000)
    await scanned(t, tokens.manager, a?.code ?? "", "tempering")
    await scanned(t, tokens.manager, b?.code ?? "", "cutting")
    expect(
      (
        await t.request("POST", `/api/Admin/production/piece/${b?.code}/broken`, {
          token: tokens.cutter,
          json: { station: "cutting", reason: "scratched", note: "خط روی سطح" },
        })
      ).status,
    ).toBe(201)

    const answer = await card(
      tokens.cutter,
      `${a?.code.toLowerCase().replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)}`,
    )
    expect(answer.status).toBe(200)
    const data = dataOf<Schemas["PieceCard"]>(answer)
    expect(data.kind).toBe("pane")
    expect(data.code).toBe(a?.code)
    expect(data.order).toEqual({
      id: order.orderId,
      serial_number: order.serialNumber,
      customer_name: expect.any(String),
      promised_date: "1404/01/20",
      production_state: "in_production",
    })
    expect(data.unit).toEqual({
      id: unit?.id,
      code: unit?.code,
      structure: "double",
      width: 1000,
      height: 500,
      weight_grams: 2 * paneWeightGrams(pane),
      rack: null,
    })
    expect(
      data.panes.map((one) => [one.code, one.state, one.batch_id !== null, one.sheet_index, one.remake_of, one.remakes]),
    ).toEqual([
      [a?.code, "tempering", true, 2, null, []],
      [b?.code, "broken", true, 1, null, [`${b?.code}-R1`]],
      [`${b?.code}-R1`, "waiting", false, null, b?.code, []],
    ])
    const start = new Date(t.clock.now() - 60_000).toISOString()
    const later = new Date(t.clock.now()).toISOString()
    expect(data.panes[0]?.timeline).toEqual([
      { station: "cutting", user_name: "مهدی صادقی", at: start },
      { station: "tempering", user_name: "رضا نوری", at: later },
    ])
    expect(data.panes[1]?.breakage).toEqual({
      station: "cutting",
      reason: "scratched",
      note: "خط روی سطح",
      user_name: "مهدی صادقی",
      at: later,
    })
    expect(data.panes[0]).toMatchObject({
      letter: "A",
      glass_type_name: expect.any(String),
      thickness: 6,
      material: 2,
      finished_width: 1000,
      finished_height: 500,
      cut_width: 1002,
      cut_height: 502,
      route: double,
      breakage: null,
    })

    // The unit's code opens the same card; once racked it shows its slot.
    const other = await floorOrderOf(t, [[single]])
    const code = other.units[0]?.panes[0]?.code ?? ""
    for (const station of ["cutting", "quality", "racking"]) await scanned(t, tokens.manager, code, station)
    const byUnit = dataOf<Schemas["PieceCard"]>(await card(tokens.admin, other.units[0]?.code ?? ""))
    expect([byUnit.kind, byUnit.unit.rack, byUnit.panes.map((one) => one.code)]).toEqual([
      "unit",
      { id: rackId, number: 700, slot: 1 },
      [code],
    ])
  })

  it("answers 404 for an unknown code", async () => {
    const answer = await card(tokens.manager, "1-1-1-Z")
    expect([answer.status, answer.body]).toEqual([404, { message: serverMessages.notFound }])
  })

  it("gives an order's progress per station and its expected ready date, the promised one until every unit passed quality", async () => {
    // The owning expert reads the progress of their order, as sales do (production.md section 1).
    const order = await floorOrderOf(t, [[single], [double, double]], {
      promisedDate: "1404/02/01",
      owner: demoUserId("sales-expert"),
    })
    const read = async () =>
      dataOf<Schemas["ProductionPiecesAnswer"]["data"]>(
        await t.request("GET", `/api/Admin/order/${order.orderId}/pieces`, { token: tokens.expert }),
      )
    const start = await read()
    expect([start.expected_ready_date, start.progress]).toEqual([
      "1404/02/01",
      [
        { station: "cutting", done: 0, total: 2 },
        { station: "tempering", done: 0, total: 1 },
        { station: "assembling", done: 0, total: 1 },
        { station: "quality", done: 0, total: 2 },
        { station: "racking", done: 0, total: 2 },
        { station: "dispatch", done: 0, total: 2 },
      ],
    ])
    const [one] = order.units[0]?.panes ?? []
    const [a, b] = order.units[1]?.panes ?? []
    for (const station of ["cutting", "quality"]) await scanned(t, tokens.manager, one?.code ?? "", station)
    await scanned(t, tokens.manager, a?.code ?? "", "cutting")
    // A unit is done at a station once every pane that needs it passed it.
    expect((await read()).progress.slice(0, 2)).toEqual([
      { station: "cutting", done: 1, total: 2 },
      { station: "tempering", done: 0, total: 1 },
    ])
    await scanned(t, tokens.manager, b?.code ?? "", "cutting")
    for (const code of [a?.code, b?.code]) await scanned(t, tokens.manager, code ?? "", "tempering")
    for (const station of ["assembling", "quality"]) await scanned(t, tokens.manager, order.units[1]?.code ?? "", station)
    const ready = await read()
    expect([ready.production_state, ready.expected_ready_date, ready.progress.find((row) => row.station === "quality")]).toEqual([
      "ready",
      null,
      { station: "quality", done: 2, total: 2 },
    ])
  })
})
