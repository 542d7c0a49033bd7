import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { startOfTests, testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { materialOf, orderWithPanes, quickPlans, stockSheetOf, type MaterialIds, type StoredOrder } from "./testing/paneRows.ts"

afterAll(dropTestSchemas)

const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data
const day = 86_400_000

describe.each(testDialects)("the cutting queue, the batch list and the production home on %s", (dialect) => {
  let t: TestServer
  let token: string
  let a: MaterialIds
  let b: MaterialIds
  let orders: ReadonlyArray<StoredOrder>
  const mine = <M extends Schemas["QueueMaterialSummary"]>(queue: ReadonlyArray<M>) =>
    queue.filter((m) => [a.glassTypeId, b.glassTypeId].includes(m.glass_type_id))
  beforeAll(async () => {
    t = await testServer(dialect)
    token = await t.signIn("production-manager")
    await quickPlans(t.db)
    a = await materialOf(t.db, 0)
    b = await materialOf(t.db, 1)
    // The test clock stands on Monday 1403/12/20 in Tehran: its Jalali week runs from Saturday 12/18 to Friday 12/24.
    orders = [
      await orderWithPanes(
        t.db,
        a,
        [
          { width: 1000, height: 500 },
          { width: 800, height: 600 },
        ],
        { promisedDate: "1403/12/25" },
      ),
      await orderWithPanes(t.db, a, [{ width: 600, height: 400, remake: true }], { customerId: 2 }),
      await orderWithPanes(
        t.db,
        b,
        [
          { width: 500, height: 500 },
          { width: 500, height: 500 },
          { width: 500, height: 500 },
        ],
        { promisedDate: "1403/12/20" },
      ),
      await orderWithPanes(t.db, b, [{ width: 700, height: 300 }], { promisedDate: "1403/12/19" }),
    ]
    await stockSheetOf(t.db, a, { width: 3210, height: 2250, count: 10 })
    await stockSheetOf(t.db, b, { width: 3210, height: 2250, count: null })
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  it("groups the waiting panes per material, remakes first, then the earliest promise, with their orders", async () => {
    const answer = await t.request("GET", "/api/Admin/production/queue", { token })
    expect(answer.status).toBe(200)
    const customers = await t.db
      .selectFrom("customers")
      .select(["id", "name", "last_name"])
      .where("id", "in", [1, 2])
      .orderBy("id")
      .execute()
    const nameOf = (index: number) => `${customers[index]?.name ?? ""} ${customers[index]?.last_name ?? ""}`.trim()
    const [first, second, third, fourth] = orders
    expect(mine(dataOf<Array<Schemas["QueueMaterial"]>>(answer))).toEqual([
      {
        glass_type_id: a.glassTypeId,
        glass_type_name: expect.any(String),
        glass_width_id: a.glassWidthId,
        thickness: expect.any(Number),
        panes: 3,
        area_mm2: 1000 * 500 + 800 * 600 + 600 * 400,
        remakes: 1,
        earliest_promised_date: "1403/12/25",
        orders: [
          {
            order_id: first?.orderId,
            serial_number: first?.serialNumber,
            customer_name: nameOf(0),
            promised_date: "1403/12/25",
            panes: 2,
          },
          {
            order_id: second?.orderId,
            serial_number: second?.serialNumber,
            customer_name: nameOf(1),
            promised_date: null,
            panes: 1,
          },
        ],
      },
      {
        glass_type_id: b.glassTypeId,
        glass_type_name: expect.any(String),
        glass_width_id: b.glassWidthId,
        thickness: expect.any(Number),
        panes: 4,
        area_mm2: 3 * 500 * 500 + 700 * 300,
        remakes: 0,
        earliest_promised_date: "1403/12/19",
        orders: [
          {
            order_id: fourth?.orderId,
            serial_number: fourth?.serialNumber,
            customer_name: nameOf(0),
            promised_date: "1403/12/19",
            panes: 1,
          },
          {
            order_id: third?.orderId,
            serial_number: third?.serialNumber,
            customer_name: nameOf(0),
            promised_date: "1403/12/20",
            panes: 3,
          },
        ],
      },
    ])
  })

  it("counts this Jalali week's released batches on the home, with the batches in progress and the late orders", async () => {
    // A batch released last week counts in progress but not in the week.
    t.clock.set(startOfTests - 5 * day)
    const old = dataOf<Schemas["Batch"]>(
      await t.request("POST", "/api/Admin/production/batch", {
        token,
        json: { glass_type_id: b.glassTypeId, glass_width_id: b.glassWidthId, order_ids: [orders[3]?.orderId] },
      }),
    )
    expect((await t.request("POST", `/api/Admin/production/batch/${old.id}/release`, { token })).status).toBe(200)
    t.clock.set(startOfTests)
    const current = dataOf<Schemas["Batch"]>(
      await t.request("POST", "/api/Admin/production/batch", {
        token,
        json: { glass_type_id: a.glassTypeId, glass_width_id: a.glassWidthId },
      }),
    )
    const released = dataOf<Schemas["Batch"]>(
      await t.request("POST", `/api/Admin/production/batch/${current.id}/release`, { token }),
    )
    const draft = dataOf<Schemas["Batch"]>(
      await t.request("POST", "/api/Admin/production/batch", {
        token,
        json: { glass_type_id: b.glassTypeId, glass_width_id: b.glassWidthId },
      }),
    )
    expect(draft.panes).toBe(3)

    const home = dataOf<Schemas["ProductionHome"]>(await t.request("GET", "/api/Admin/production/home", { token }))
    expect(home.week).toEqual({
      from: "1403/12/18",
      to: "1403/12/24",
      batches: 1,
      sheets: released.sheets,
      yield_basis_points: released.yield_basis_points,
    })
    expect(mine(home.queue)).toEqual([
      {
        glass_type_id: b.glassTypeId,
        glass_type_name: expect.any(String),
        glass_width_id: b.glassWidthId,
        thickness: expect.any(Number),
        panes: 3,
        area_mm2: 750_000,
        remakes: 0,
        earliest_promised_date: "1403/12/20",
      },
    ])
    const {
      plan: _,
      takes: __,
      ...summaryOld
    } = { ...old, state: "released" as const, released_at: new Date(startOfTests - 5 * day).toISOString() }
    const { plan: ___, takes: ____, ...summaryNow } = released
    expect(home.in_progress).toEqual([summaryOld, summaryNow])
    // Promised on the 19th, its pane in a released batch but not yet cut: late, with that pane still waiting.
    expect(home.late_orders).toEqual([
      {
        order_id: orders[3]?.orderId,
        serial_number: orders[3]?.serialNumber,
        customer_name: expect.any(String),
        promised_date: "1403/12/19",
        panes_waiting: 1,
      },
    ])
    // The released batches' panes wait for cutting; the rest are the queue's, not a station's.
    const cutting = home.stations.find((load) => load.station === "cutting")?.panes ?? 0
    expect(cutting).toBe(old.panes + released.panes)
    expect(home.stations.map((load) => load.station)).toEqual([
      "cutting",
      "edging",
      "processing",
      "tempering",
      "laminating",
      "assembling",
      "quality",
      "racking",
      "dispatch",
    ])
    expect(home.breakage).toEqual([])

    const list = async (query: string) => {
      const answer = await t.request("GET", `/api/Admin/production/batch${query}`, { token })
      expect(answer.status).toBe(200)
      return answer.body as { data: Array<Schemas["BatchSummary"]>; meta: Schemas["PageMeta"] }
    }
    expect((await list("")).data.map((row) => row.id)).toEqual([draft.id, current.id, old.id])
    expect(await list("?state=draft")).toEqual({
      data: [expect.objectContaining({ id: draft.id, state: "draft" })],
      meta: { total: 1, page: 1, per_page: 15 },
    })
    expect((await list(`?glass_type_id=${a.glassTypeId}`)).data.map((row) => row.id)).toEqual([current.id])
    expect((await list("?state=nonsense&per_page=2&page=2")).data.map((row) => row.id)).toEqual([old.id])
    expect((await list("?sort=created_at")).data.map((row) => row.id)).toEqual([old.id, current.id, draft.id])
    const byYield = (await list("?sort=-yield")).data.map((row) => row.yield_basis_points)
    expect(byYield).toEqual([...byYield].sort((x, y) => y - x))
    const badSort = await t.request("GET", "/api/Admin/production/batch?sort=price", { token })
    expect([badSort.status, badSort.body]).toEqual([
      422,
      { message: "ترتیب نامعتبر است", errors: { sort: ["ترتیب نامعتبر است"] } },
    ])
  })

  it("counts this week's breakage per station and reason, most first, and what each station has waiting", async () => {
    const panes = await t.db.selectFrom("production_panes").select(["id", "order_id", "route"]).orderBy("id").limit(4).execute()
    const [p1, p2, p3, p4] = panes
    if (p1 === undefined || p2 === undefined || p3 === undefined || p4 === undefined)
      throw new Error("the test's orders have panes")
    const inWeek = new Date(startOfTests - day).toISOString()
    const lastWeek = new Date(startOfTests - 4 * day).toISOString()
    const broken = (pane: typeof p1, station: string, reason: string, at: string) => ({
      pane_id: pane.id,
      order_id: pane.order_id,
      station,
      reason,
      note: "",
      remake_pane_id: pane.id,
      user_id: null,
      created_at: at,
    })
    await t.db
      .insertInto("production_breakages")
      .values([
        broken(p1, "tempering", "furnace", inWeek),
        broken(p2, "tempering", "furnace", inWeek),
        broken(p3, "cutting", "cut_wrong", inWeek),
        broken(p4, "edging", "handling", lastWeek),
      ])
      .execute()
    // A pane edged waits for the station after edging on its route.
    await t.db
      .updateTable("production_panes")
      .set({ state: "edging", route: "cutting,edging,tempering,quality,racking,dispatch" })
      .where("id", "=", p4.id)
      .execute()
    const home = dataOf<Schemas["ProductionHome"]>(await t.request("GET", "/api/Admin/production/home", { token }))
    expect(home.breakage).toEqual([
      { station: "tempering", reason: "furnace", panes: 2 },
      { station: "cutting", reason: "cut_wrong", panes: 1 },
    ])
    expect(home.stations.find((load) => load.station === "tempering")?.panes).toBe(1)
    await t.db.deleteFrom("production_breakages").execute()
  })
})
