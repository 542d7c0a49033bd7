import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { breakageMessages } from "../../domain/production/BreakageReport.ts"
import { scanMessages } from "../../domain/production/Scanning.ts"
import type { Station } from "../../domain/production/Stations.ts"
import type { Schemas } from "../http/answers.ts"
import { serverMessages } from "../http/messages.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { refusedUnder } from "../testing/finance.ts"
import { demoUserId, testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { floorTokensOf, orderStateOf, scanAs, scanned, type FloorTokens } from "./testing/floorCalls.ts"
import { floorOrderOf, releasedBatchOf } from "./testing/floorRows.ts"

afterAll(dropTestSchemas)

const double: ReadonlyArray<Station> = ["cutting", "tempering", "assembling", "quality", "racking", "dispatch"]
const single: ReadonlyArray<Station> = ["cutting", "quality", "racking", "dispatch"]

describe.each(testDialects)("breakage and its remake on %s", (dialect) => {
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

  const broken = (token: string, code: string, json: unknown): Promise<Answer> =>
    t.request("POST", `/api/Admin/production/piece/${encodeURIComponent(code)}/broken`, { token, json })
  const paneOf = (code: string) =>
    t.db.selectFrom("production_panes").selectAll().where("code", "=", code).executeTakeFirstOrThrow()

  it("breaks a pane and makes its remake in one go, first in its material's queue; the unit waits for the remake", async () => {
    const order = await floorOrderOf(t, [[double, double]])
    const [a, b] = order.units[0]?.panes.map((pane) => pane.code) ?? []
    for (const code of [a, b])
      for (const station of ["cutting", "tempering"]) await scanned(t, tokens.manager, code ?? "", station)
    const answer = await broken(tokens.finisher, a ?? "", { station: "tempering", reason: "furnace" })
    expect([answer.status, answer.body]).toEqual([201, { data: { broken: a, remake: `${a}-R1` } }])
    const original = await paneOf(a ?? "")
    const remake = await paneOf(`${a}-R1`)
    expect(original.state).toBe("broken")
    const { id: _a, code: _b, remake_of, remake_number, state, batch_id, created_at: _c, updated_at: _d, ...copied } = remake
    const {
      id: _e,
      code: _f,
      remake_of: _g,
      remake_number: _h,
      state: _i,
      batch_id: _j,
      created_at: _k,
      updated_at: _l,
      ...kept
    } = original
    expect(copied).toEqual(kept)
    expect({ remake_of, remake_number, state, batch_id }).toEqual({
      remake_of: original.id,
      remake_number: 1,
      state: "waiting",
      batch_id: null,
    })
    expect(
      await t.db
        .selectFrom("production_breakages")
        .select(["pane_id", "order_id", "station", "reason", "note", "remake_pane_id", "user_id"])
        .where("pane_id", "=", original.id)
        .execute(),
    ).toEqual([
      {
        pane_id: original.id,
        order_id: order.orderId,
        station: "tempering",
        reason: "furnace",
        note: "",
        remake_pane_id: remake.id,
        user_id: demoUserId("operator") + 1,
      },
    ])
    const queue = await t.request("GET", "/api/Admin/production/queue", { token: tokens.manager })
    expect((queue.body as { data: ReadonlyArray<Schemas["QueueMaterial"]> }).data[0]).toMatchObject({
      glass_type_id: 1,
      glass_width_id: 1,
      remakes: 1,
    })
    const again = await scanAs(t, tokens.finisher, a ?? "", "assembling")
    expect([again.status, again.body]).toEqual([422, refusedUnder("code", scanMessages.broken)])
    const waits = await scanAs(t, tokens.finisher, b ?? "", "assembling")
    expect([waits.status, waits.body]).toEqual([422, refusedUnder("code", scanMessages.previousNotDone("tempering"))])
    // Once the remake is released, cut and tempered, the unit is assembled with it.
    await t.db
      .updateTable("production_panes")
      .set({ batch_id: await releasedBatchOf(t.db) })
      .where("id", "=", remake.id)
      .execute()
    for (const station of ["cutting", "tempering"]) await scanned(t, tokens.manager, `${a}-R1`, station)
    expect((await scanned(t, tokens.finisher, order.units[0]?.code ?? "", "assembling")).panes).toEqual([
      { code: a, letter: "A", state: "broken" },
      { code: `${a}-R1`, letter: "A", state: "assembling" },
      { code: b, letter: "B", state: "assembling" },
    ])
    // A remake broken in its turn is remade from the original's code.
    expect((await broken(tokens.manager, `${a}-R1`, { station: "assembling", reason: "other", note: "ترک لبه" })).body).toEqual({
      data: { broken: `${a}-R1`, remake: `${a}-R2` },
    })
  })

  it("takes a ready order back into production when a pane of it breaks after quality", async () => {
    const order = await floorOrderOf(t, [[single]])
    const code = order.units[0]?.panes[0]?.code ?? ""
    for (const station of ["cutting", "quality"]) await scanned(t, tokens.manager, code, station)
    expect(await orderStateOf(t, order.orderId)).toBe("ready")
    expect((await broken(tokens.finisher, code, { station: "racking", reason: "handling" })).status).toBe(201)
    expect(
      await t.db
        .selectFrom("orders")
        .select(["production_state", "ready_at"])
        .where("id", "=", order.orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ production_state: "in_production", ready_at: null })
  })

  it("refuses bad input in Persian under its field, writing nothing", async () => {
    const order = await floorOrderOf(t, [[single], [single]])
    const unreleased = await floorOrderOf(t, [[single]], { released: false })
    const [one, two] = order.units.map((unit) => unit.panes[0]?.code ?? "")
    await scanned(t, tokens.manager, one ?? "", "cutting")
    expect((await broken(tokens.manager, two ?? "", { station: "cutting", reason: "cut_wrong" })).status).toBe(201)
    const cases: ReadonlyArray<readonly [string, string, unknown, Record<string, string>]> = [
      [tokens.manager, one ?? "", {}, { station: scanMessages.stationRequired, reason: breakageMessages.reasonRequired }],
      [tokens.manager, one ?? "", { station: "cutting", reason: "dropped" }, { reason: breakageMessages.reasonUnknown }],
      [tokens.manager, one ?? "", { station: "cutting", reason: "other", note: " " }, { note: breakageMessages.noteRequired }],
      [tokens.manager, one ?? "", { station: "oven", reason: "handling" }, { station: scanMessages.unknownStation }],
      [tokens.cutter, one ?? "", { station: "quality", reason: "handling" }, { station: scanMessages.notYourStation("quality") }],
      [
        tokens.manager,
        order.units[0]?.code ?? "",
        { station: "cutting", reason: "handling" },
        { code: breakageMessages.unitCode },
      ],
      [tokens.manager, two ?? "", { station: "cutting", reason: "handling" }, { code: breakageMessages.alreadyBroken }],
      [
        tokens.manager,
        one ?? "",
        { station: "racking", reason: "handling" },
        { station: breakageMessages.notAtStation("racking") },
      ],
      [
        tokens.manager,
        unreleased.units[0]?.panes[0]?.code ?? "",
        { station: "cutting", reason: "handling" },
        { code: scanMessages.notReleased },
      ],
    ]
    for (const [token, code, json, errors] of cases) {
      const before = await snapshot(t.db)
      const answer = await broken(token, code, json)
      expect([answer.status, (answer.body as { errors: unknown }).errors], `${code} ${JSON.stringify(json)}`).toEqual([
        422,
        Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
      ])
      expect(await snapshot(t.db)).toEqual(before)
    }
    // The code is the path's: an unknown one is no resource, whatever the body.
    const before = await snapshot(t.db)
    const unknown = await broken(tokens.manager, "1-1-1-Z", {})
    expect([unknown.status, unknown.body]).toEqual([404, { message: serverMessages.notFound }])
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("counts two reports of one pane racing once: one remake, the loser told it is broken already", async () => {
    const order = await floorOrderOf(t, [[single]])
    const code = order.units[0]?.panes[0]?.code ?? ""
    const answers = await Promise.all([
      broken(tokens.manager, code, { station: "cutting", reason: "cut_wrong" }),
      broken(tokens.cutter, code, { station: "cutting", reason: "handling" }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(answers.find((answer) => answer.status === 422)?.body).toEqual(refusedUnder("code", breakageMessages.alreadyBroken))
    expect(
      await t.db.selectFrom("production_panes").select("code").where("order_id", "=", order.orderId).orderBy("id").execute(),
    ).toEqual([{ code }, { code: `${code}-R1` }])
  })
})
