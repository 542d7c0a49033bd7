import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { undoMessages, undoWindowMs } from "../../domain/production/ScanUndo.ts"
import type { Station } from "../../domain/production/Stations.ts"
import { serverMessages } from "../http/messages.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { refusedUnder } from "../testing/finance.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { floorTokensOf, orderStateOf, paneStates, scanned, type FloorTokens } from "./testing/floorCalls.ts"
import { floorOrderOf, rackOf, retireRacks } from "./testing/floorRows.ts"

afterAll(dropTestSchemas)

const route: ReadonlyArray<Station> = ["cutting", "edging", "quality", "racking", "dispatch"]

describe.each(testDialects)("undoing a scan on %s", (dialect) => {
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

  const undo = (token: string, id: number) => t.request("DELETE", `/api/Admin/production/scan/${id}`, { token })
  const refusedWithNothingWritten = async (token: string, id: number, status: number, body: unknown) => {
    const before = await snapshot(t.db)
    const answer = await undo(token, id)
    expect([answer.status, answer.body]).toEqual([status, body])
    expect(await snapshot(t.db)).toEqual(before)
  }

  it("puts the pane back within two minutes of the caller's own latest scan, and the order back to waiting", async () => {
    const order = await floorOrderOf(t, [[route]])
    const code = order.units[0]?.panes[0]?.code ?? ""
    const before = await snapshot(t.db)
    const scan = await scanned(t, tokens.cutter, code, "cutting")
    expect(await orderStateOf(t, order.orderId)).toBe("in_production")
    t.clock.advance(undoWindowMs - 1000)
    const answer = await undo(tokens.cutter, scan.scan_id)
    expect(answer.status).toBe(204)
    // Everything as before the scan, but the times the order and the pane last changed.
    const unstamped = (tables: Record<string, unknown>) => ({
      ...tables,
      orders: undefined,
      production_panes: (tables.production_panes as ReadonlyArray<object>).map((row) => ({ ...row, updated_at: undefined })),
    })
    expect(unstamped(await snapshot(t.db))).toEqual(unstamped(before))
    expect(await orderStateOf(t, order.orderId)).toBe("waiting")
  })

  it("refuses another's scan (404), an older one, one past two minutes, and one whose pane moved on or broke since", async () => {
    const order = await floorOrderOf(t, [[route], [route]])
    const [one, two] = order.units.map((unit) => unit.panes[0]?.code ?? "")
    const first = await scanned(t, tokens.cutter, one ?? "", "cutting")
    await refusedWithNothingWritten(tokens.manager, first.scan_id, 404, { message: serverMessages.notFound })
    const second = await scanned(t, tokens.cutter, two ?? "", "cutting")
    await refusedWithNothingWritten(tokens.cutter, first.scan_id, 422, refusedUnder("scan", undoMessages.notLatest))
    t.clock.advance(undoWindowMs + 1000)
    await refusedWithNothingWritten(tokens.cutter, second.scan_id, 422, refusedUnder("scan", undoMessages.tooLate))
    const edged = await scanned(t, tokens.manager, one ?? "", "edging")
    await scanned(t, tokens.admin, one ?? "", "quality")
    await refusedWithNothingWritten(tokens.manager, edged.scan_id, 422, refusedUnder("scan", undoMessages.movedOn(one ?? "")))
    const cut = await scanned(t, tokens.manager, two ?? "", "edging")
    expect(
      (
        await t.request("POST", `/api/Admin/production/piece/${two}/broken`, {
          token: tokens.admin,
          json: { station: "edging", reason: "handling" },
        })
      ).status,
    ).toBe(201)
    await refusedWithNothingWritten(tokens.manager, cut.scan_id, 422, refusedUnder("scan", undoMessages.brokenSince(two ?? "")))
  })

  it("frees the rack slot of a racking scan and brings a dispatched unit and its rack back, the order's state following", async () => {
    await retireRacks(t.db)
    const rackId = await rackOf(t.db, { number: 900, slots: 2, capacity_kg: 500 })
    const order = await floorOrderOf(t, [[route]])
    const code = order.units[0]?.panes[0]?.code ?? ""
    for (const station of ["cutting", "edging", "quality"]) await scanned(t, tokens.manager, code, station)
    const racked = await scanned(t, tokens.finisher, code, "racking")
    expect(racked.rack).toEqual({ id: rackId, number: 900, slot: 1 })
    expect((await undo(tokens.finisher, racked.scan_id)).status).toBe(204)
    expect(
      await t.db
        .selectFrom("production_units")
        .select(["rack_id", "rack_slot"])
        .where("order_id", "=", order.orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ rack_id: null, rack_slot: null })
    await scanned(t, tokens.finisher, code, "racking")
    const dispatched = await scanned(t, tokens.finisher, code, "dispatch")
    expect(dispatched.order_state).toBe("delivered")
    expect((await t.db.selectFrom("racks").select("state").where("id", "=", rackId).executeTakeFirstOrThrow()).state).toBe(
      "at_customer",
    )
    expect((await undo(tokens.finisher, dispatched.scan_id)).status).toBe(204)
    expect(
      await t.db.selectFrom("racks").select(["state", "left_at"]).where("id", "=", rackId).executeTakeFirstOrThrow(),
    ).toEqual({ state: "in_plant", left_at: null })
    expect(
      await t.db
        .selectFrom("production_units")
        .select(["rack_id", "rack_slot", "dispatched_at"])
        .where("order_id", "=", order.orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ rack_id: rackId, rack_slot: 1, dispatched_at: null })
    expect(await paneStates(t, order.orderId)).toEqual({ [code]: "racking" })
    expect(
      await t.db
        .selectFrom("orders")
        .select(["production_state", "delivered_at"])
        .where("id", "=", order.orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ production_state: "ready", delivered_at: null })
    // Undone, the scan is gone: the screen's list no longer offers it, and scanning again is accepted.
    const again = await scanned(t, tokens.finisher, code, "dispatch")
    expect(again.order_state).toBe("delivered")
    const missing = await undo(tokens.finisher, dispatched.scan_id)
    expect(missing.status).toBe(404)
  })
})
