import { RackId } from "../../domain/identifiers/Ids.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { orderReadyMessage } from "../../domain/finance/FinanceNotices.ts"
import { rackSlotMessages } from "../../domain/production/RackSlot.ts"
import { scanMessages } from "../../domain/production/Scanning.ts"
import type { Station } from "../../domain/production/Stations.ts"
import { Result } from "effect"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { refusedUnder } from "../testing/finance.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { floorTokensOf, orderStateOf, paneStates, scanAs, scanned, type FloorTokens } from "./testing/floorCalls.ts"
import { floorOrderOf, rackOf, retireRacks } from "./testing/floorRows.ts"

afterAll(dropTestSchemas)

const single: ReadonlyArray<Station> = ["cutting", "edging", "quality", "racking", "dispatch"]
const double: ReadonlyArray<Station> = ["cutting", "tempering", "assembling", "quality", "racking", "dispatch"]

describe.each(testDialects)("scanning at the stations on %s", (dialect) => {
  let t: TestServer
  let tokens: FloorTokens
  let racks = 100
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await floorTokensOf(t)
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  /** Fresh racks for one test: every other rack retired. */
  const racksOf = async (...sizes: ReadonlyArray<{ readonly slots: number; readonly capacity_kg: number }>) => {
    await retireRacks(t.db)
    return Promise.all(sizes.map((size) => rackOf(t.db, { number: ++racks, ...size })))
  }
  const noticesOf = (userId: number, serial: number) =>
    t.db
      .selectFrom("notifications")
      .select(["message", "status"])
      .where("user_id", "=", userId)
      .where("serial_number", "=", serial)
      .execute()

  it("follows units through their routes: each station once, the order in production, ready with its expert told, delivered with its rack", async () => {
    const [rackId] = await racksOf({ slots: 4, capacity_kg: 500 })
    const order = await floorOrderOf(t, [[single], [single]], { owner: demoUserId("sales-expert") })
    const [one, two] = order.units.map((unit) => unit.panes[0]?.code ?? "")
    const first = await scanned(t, tokens.cutter, one ?? "", "cutting")
    expect(first).toMatchObject({
      code: one,
      station: "cutting",
      kind: "pane",
      unit_code: order.units[0]?.code,
      order_id: order.orderId,
      serial_number: order.serialNumber,
      width: 1000,
      height: 500,
      next_station: "edging",
      rack: null,
      order_state: "in_production",
    })
    expect(first.panes).toEqual([{ code: one, letter: "A", state: "cutting" }])
    expect(await orderStateOf(t, order.orderId)).toBe("in_production")
    await scanned(t, tokens.cutter, one ?? "", "edging")
    expect(await scanned(t, tokens.finisher, one ?? "", "quality")).toMatchObject({
      next_station: "racking",
      order_state: "in_production",
    })
    for (const station of ["cutting", "edging"] as const) await scanned(t, tokens.manager, two ?? "", station)
    expect(await noticesOf(demoUserId("sales-expert"), order.serialNumber)).toEqual([])
    // The second unit passing quality makes the order ready: the owning expert is told, as a move by hand tells them.
    expect((await scanned(t, tokens.admin, two ?? "", "quality")).order_state).toBe("ready")
    expect(await noticesOf(demoUserId("sales-expert"), order.serialNumber)).toEqual([
      { message: orderReadyMessage(order.serialNumber), status: "system" },
    ])
    expect(
      (await t.db.selectFrom("orders").select("ready_at").where("id", "=", order.orderId).executeTakeFirstOrThrow()).ready_at,
    ).not.toBeNull()
    // The units of one order are racked together, lowest free slot first.
    expect((await scanned(t, tokens.finisher, order.units[0]?.code ?? "", "racking")).rack).toEqual({
      id: rackId,
      number: racks,
      slot: 1,
    })
    expect((await scanned(t, tokens.finisher, two ?? "", "racking")).rack).toEqual({ id: rackId, number: racks, slot: 2 })
    expect((await scanned(t, tokens.finisher, one ?? "", "dispatch")).order_state).toBe("ready")
    expect(
      (
        await t.db
          .selectFrom("racks")
          .select("state")
          .where("id", "=", rackId ?? 0)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe("in_plant")
    const last = await scanned(t, tokens.finisher, two ?? "", "dispatch")
    expect(last).toMatchObject({ next_station: null, order_state: "delivered", rack: { id: rackId, number: racks, slot: 2 } })
    expect(await paneStates(t, order.orderId)).toEqual({ [one ?? ""]: "dispatched", [two ?? ""]: "dispatched" })
    expect(
      await t.db
        .selectFrom("racks")
        .select(["state", "left_at"])
        .where("id", "=", rackId ?? 0)
        .executeTakeFirstOrThrow(),
    ).toEqual({ state: "at_customer", left_at: new Date(t.clock.now()).toISOString() })
    expect(
      await t.db.selectFrom("production_units").select("dispatched_at").where("order_id", "=", order.orderId).execute(),
    ).toEqual(order.units.map(() => ({ dispatched_at: new Date(t.clock.now()).toISOString() })))
    expect(
      await t.db
        .selectFrom("production_passes")
        .innerJoin("production_panes", "production_panes.id", "production_passes.pane_id")
        .select("production_passes.station")
        .where("production_panes.code", "=", one ?? "")
        .orderBy("production_passes.scan_id")
        .execute(),
    ).toEqual(single.map((station) => ({ station })))
  })

  it("moves a whole unit from laminating on, by a pane's code or the unit's, once every standing pane is ready", async () => {
    await racksOf({ slots: 2, capacity_kg: 500 })
    const order = await floorOrderOf(t, [[double, double]])
    const unit = order.units[0]
    const [a, b] = unit?.panes.map((pane) => pane.code) ?? []
    const refused = await scanAs(t, tokens.manager, unit?.code ?? "", "cutting")
    expect([refused.status, refused.body]).toEqual([422, refusedUnder("code", scanMessages.unitBeforeLaminating)])
    for (const station of ["cutting", "tempering"]) await scanned(t, tokens.manager, a ?? "", station)
    await scanned(t, tokens.manager, b ?? "", "cutting")
    const early = await scanAs(t, tokens.finisher, unit?.code ?? "", "assembling")
    expect([early.status, early.body]).toEqual([422, refusedUnder("code", scanMessages.previousNotDone("tempering"))])
    await scanned(t, tokens.finisher, b ?? "", "tempering")
    const assembled = await scanned(t, tokens.finisher, unit?.code ?? "", "assembling")
    expect(assembled).toMatchObject({ kind: "unit", code: unit?.code, next_station: "quality" })
    expect(assembled.panes.map((pane) => pane.state)).toEqual(["assembling", "assembling"])
    expect((await scanned(t, tokens.finisher, b ?? "", "quality")).panes.map((pane) => pane.state)).toEqual([
      "quality",
      "quality",
    ])
    expect((await scanned(t, tokens.finisher, a ?? "", "racking")).rack?.slot).toBe(1)
    expect(await paneStates(t, order.orderId)).toEqual({ [a ?? ""]: "racking", [b ?? ""]: "racking" })
  })

  it("refuses bad input in Persian under its field, writing nothing", async () => {
    const order = await floorOrderOf(t, [[single], [single]])
    const unreleased = await floorOrderOf(t, [[single]], { released: false })
    const [one, two] = order.units.map((unit) => unit.panes[0]?.code ?? "")
    await scanned(t, tokens.manager, one ?? "", "cutting")
    await t.db
      .updateTable("production_panes")
      .set({ state: "broken" })
      .where("code", "=", two ?? "")
      .execute()
    const cases: ReadonlyArray<readonly [string, unknown, string, string]> = [
      [tokens.manager, { code: "1-1-1-Z", station: "cutting" }, "code", scanMessages.unknownCode],
      [tokens.manager, { code: " ", station: "cutting" }, "code", scanMessages.codeRequired],
      [tokens.manager, { code: one, station: "oven" }, "station", scanMessages.unknownStation],
      [tokens.cutter, { code: one, station: "quality" }, "station", scanMessages.notYourStation("quality")],
      [tokens.manager, { code: one, station: "cutting" }, "code", scanMessages.alreadyDone("cutting")],
      [tokens.manager, { code: one, station: "quality" }, "code", scanMessages.previousNotDone("edging")],
      [tokens.manager, { code: one, station: "tempering" }, "code", scanMessages.notOnRoute("tempering")],
      [tokens.manager, { code: two, station: "cutting" }, "code", scanMessages.broken],
      [tokens.manager, { code: order.units[0]?.code, station: "edging" }, "code", scanMessages.unitBeforeLaminating],
      [tokens.manager, { code: unreleased.units[0]?.panes[0]?.code, station: "cutting" }, "code", scanMessages.notReleased],
    ]
    for (const [token, json, field, message] of cases) {
      const before = await snapshot(t.db)
      const answer = await t.request("POST", "/api/Admin/production/scan", { token, json })
      expect([answer.status, answer.body], JSON.stringify(json)).toEqual([422, refusedUnder(field, message)])
      expect(await snapshot(t.db)).toEqual(before)
    }
    const empty = await t.request("POST", "/api/Admin/production/scan", { token: tokens.manager, json: {} })
    expect([empty.status, (empty.body as { errors: unknown }).errors]).toEqual([
      422,
      { code: [scanMessages.codeRequired], station: [scanMessages.stationRequired] },
    ])
  })

  it("counts two scans racing for one pane once: the loser is told it is done already", async () => {
    const order = await floorOrderOf(t, [[single]])
    const code = order.units[0]?.panes[0]?.code ?? ""
    const answers = await Promise.all([scanAs(t, tokens.manager, code, "cutting"), scanAs(t, tokens.cutter, code, "cutting")])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    expect(answers.find((answer) => answer.status === 422)?.body).toEqual(
      refusedUnder("code", scanMessages.alreadyDone("cutting")),
    )
    expect(await t.db.selectFrom("production_scans").select("id").where("order_id", "=", order.orderId).execute()).toHaveLength(1)
    expect(
      await t.db
        .selectFrom("production_passes")
        .select("scan_id")
        .where("pane_id", "=", order.units[0]?.panes[0]?.id ?? 0)
        .execute(),
    ).toHaveLength(1)
  })

  it("lets the pass's key stop a second pass of a station the pane's state did not record, answering 422 and writing nothing", async () => {
    const order = await floorOrderOf(t, [[single]])
    const pane = order.units[0]?.panes[0]
    // A pass left by a scan another process was still committing when this one read the pane.
    const scan = await t.db
      .insertInto("production_scans")
      .values({
        code: pane?.code ?? "",
        station: "cutting",
        order_id: order.orderId,
        unit_id: order.units[0]?.id ?? 0,
        user_id: null,
        rack_id: null,
        rack_slot: null,
        created_at: new Date(t.clock.now()).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto("production_passes")
      .values({ pane_id: pane?.id ?? 0, station: "cutting", scan_id: scan.id })
      .execute()
    const before = await snapshot(t.db)
    const answer = await scanAs(t, tokens.manager, pane?.code ?? "", "cutting")
    expect([answer.status, answer.body]).toEqual([422, refusedUnder("code", scanMessages.alreadyDone("cutting"))])
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("racks in the rack named, else the order's rack, else the lowest empty one, within capacity, and refuses when none is left", async () => {
    // 1000 × 500 × 6 mm: 7.5 kg a pane.
    const [small, full, roomy] = await racksOf(
      { slots: 4, capacity_kg: 7 },
      { slots: 1, capacity_kg: 500 },
      { slots: 3, capacity_kg: 500 },
    )
    await t.db
      .updateTable("racks")
      .set({ number: 1 })
      .where("id", "=", small ?? 0)
      .execute()
    const order = await floorOrderOf(t, [[single], [single], [single], [single]])
    const codes = order.units.map((unit) => unit.panes[0]?.code ?? "")
    for (const code of codes)
      for (const station of ["cutting", "edging", "quality"]) await scanned(t, tokens.manager, code, station)
    // Rack 1 cannot bear 7.5 kg; the next empty one by number has one slot.
    expect((await scanned(t, tokens.manager, codes[0] ?? "", "racking")).rack?.id).toBe(full)
    // The order's rack is full: the lowest empty one takes the order next, and keeps it.
    expect((await scanned(t, tokens.manager, codes[1] ?? "", "racking")).rack).toMatchObject({ id: roomy, slot: 1 })
    const named = await t.deps.useCases.scan.scan(
      { id: demoUserId("production-manager"), role: "production-manager" },
      { code: codes[2], station: "racking" },
      small === undefined ? undefined : RackId(small),
    )
    expect(Result.isFailure(named) && named.failure._tag === "ScanInvalid" ? named.failure.errors : undefined).toEqual({
      code: rackSlotMessages.overCapacity(1, 7),
    })
    expect((await scanned(t, tokens.manager, codes[2] ?? "", "racking")).rack).toMatchObject({ id: roomy, slot: 2 })
    await t.db
      .updateTable("racks")
      .set({ state: "retired" })
      .where("id", "=", roomy ?? 0)
      .execute()
    const before = await snapshot(t.db)
    const none = await scanAs(t, tokens.manager, codes[3] ?? "", "racking")
    expect([none.status, none.body]).toEqual([422, refusedUnder("code", rackSlotMessages.noRack)])
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("lists the caller's latest scans at a station, newest first, only the latest undoable, and refuses a station not theirs", async () => {
    const order = await floorOrderOf(t, [[single], [single]])
    const codes = order.units.map((unit) => unit.panes[0]?.code ?? "")
    const scans = []
    for (const code of codes) scans.push((await scanned(t, tokens.cutter, code, "cutting")).scan_id)
    await scanned(t, tokens.manager, codes[0] ?? "", "edging")
    const listed = await t.request("GET", "/api/Admin/production/scan?station=cutting", { token: tokens.cutter })
    expect(listed.status).toBe(200)
    const rows = (
      listed.body as { data: ReadonlyArray<{ id: number; code: string; may_undo: boolean; user_name: string | null }> }
    ).data
    expect(rows.slice(0, 2).map(({ id, code, may_undo, user_name }) => ({ id, code, may_undo, user_name }))).toEqual([
      { id: scans[1], code: codes[1], may_undo: true, user_name: "مهدی صادقی" },
      { id: scans[0], code: codes[0], may_undo: false, user_name: "مهدی صادقی" },
    ])
    const theirs = await t.request("GET", "/api/Admin/production/scan?station=quality", { token: tokens.cutter })
    expect([theirs.status, theirs.body]).toEqual([422, refusedUnder("station", scanMessages.notYourStation("quality"))])
    const unknown = await t.request("GET", "/api/Admin/production/scan?station=oven", { token: tokens.manager })
    expect([unknown.status, unknown.body]).toEqual([422, refusedUnder("station", scanMessages.unknownStation)])
    // Without a station: the caller's latest scans at every station.
    const every = await t.request("GET", "/api/Admin/production/scan", { token: tokens.manager })
    expect((every.body as { data: ReadonlyArray<{ code: string; station: string }> }).data[0]).toMatchObject({
      code: codes[0],
      station: "edging",
    })
  })
})
