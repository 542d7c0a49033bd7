import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Result } from "effect"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { dataOf, invoiceAt, refusedUnder, type Tokens } from "../testing/finance.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { quickPlans } from "./testing/paneRows.ts"

afterAll(dropTestSchemas)

type Label = Schemas["Label"]
type Batch = Schemas["Batch"]

const notFound = { message: "مورد درخواستی پیدا نشد" }
const single = { ...(invoiceBody().lines[0] as Record<string, unknown>), count: 1 }
// Outer pane A: type 1, 6 mm of width 3, tempered; inner pane B: type 8, raw.
const double = {
  ...single,
  product_id: 3,
  width: 800,
  height: 1200,
  count: 1,
  edge_type: null,
  layers: [
    { glass_type_id: 1, width_id: 3, material: 2 },
    { glass_type_id: 8, width_id: 3, material: 1 },
  ],
  spacers: [{ spacer_id: 4, color: 1, glue: 1 }],
  descriptions: [],
}
const at = "2025-03-10T08:00:00.000Z"

describe.each(testDialects)("labels on %s", (dialect) => {
  let t: TestServer
  let token: string
  let orderId: number
  let serial: number
  let customer: string
  let glassA: string
  let glassB: string
  let thickness: number
  beforeAll(async () => {
    t = await testServer(dialect)
    const roles = ["super-admin", "sales-manager", "sales-expert", "financial-manager", "production-manager"] as const
    const tokens = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await t.signIn(role)])),
    ) as unknown as Tokens
    token = tokens["production-manager"]
    const invoice = await invoiceAt(t, tokens, "confirmed", { lines: [single, double] })
    serial = invoice.serial_number
    orderId = (await t.db.selectFrom("orders").select("id").where("invoice_id", "=", invoice.id).executeTakeFirstOrThrow()).id
    const owner = await t.db.selectFrom("customers").select(["name", "last_name"]).where("id", "=", 1).executeTakeFirstOrThrow()
    customer = `${owner.name} ${owner.last_name ?? ""}`.trim()
    glassA = (await t.db.selectFrom("glass_types").select("name").where("id", "=", 1).executeTakeFirstOrThrow()).name
    glassB = (await t.db.selectFrom("glass_types").select("name").where("id", "=", 8).executeTakeFirstOrThrow()).name
    thickness = Number((await t.db.selectFrom("glass_widths").select("size").where("id", "=", 3).executeTakeFirstOrThrow()).size)
    // The batch's material (type 1, thickness 3) gets one sheet size of its own.
    await quickPlans(t.db)
    await t.db.deleteFrom("offcuts").where("glass_type_id", "=", 1).where("glass_width_id", "=", 3).execute()
    await t.db.deleteFrom("stock_sheets").where("glass_type_id", "=", 1).where("glass_width_id", "=", 3).execute()
    await t.db
      .insertInto("stock_sheets")
      .values({
        glass_type_id: 1,
        glass_width_id: 3,
        width: 3210,
        height: 2250,
        count: 5,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .execute()
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const labels = (query: string, as = token) => t.request("GET", `/api/Admin/production/labels?${query}`, { token: as })
  const labelsOf = async (query: string): Promise<ReadonlyArray<Label>> => {
    const answer = await labels(query)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return dataOf<ReadonlyArray<Label>>(answer)
  }
  const codes = (list: ReadonlyArray<Label>) => list.map((label) => `${label.kind} ${label.code}`)
  const setState = (code: string, state: string) =>
    t.db.updateTable("production_panes").set({ state }).where("code", "=", code).execute()
  const facts = { order_id: 0, serial_number: 0, customer_name: "", rack: null }
  const unitFacts = (line: number) => ({
    ...facts,
    order_id: orderId,
    serial_number: serial,
    customer_name: customer,
    line_position: line,
    unit_number: 1,
  })

  it("prints an order's every pane, unit by unit, then every unit, with what each still has ahead and no price or phone", async () => {
    const list = await labelsOf(`order_id=${orderId}`)
    expect(codes(list)).toEqual([
      `pane ${serial}-1-1-A`,
      `pane ${serial}-2-1-A`,
      `pane ${serial}-2-1-B`,
      `unit ${serial}-1-1`,
      `unit ${serial}-2-1`,
    ])
    expect(list[1]).toEqual({
      kind: "pane",
      code: `${serial}-2-1-A`,
      ...unitFacts(2),
      letter: "A",
      structure: "double",
      width: 800,
      height: 1200,
      glass: [{ glass_type_name: glassA, thickness, material: 2 }],
      ahead: ["cutting", "tempering", "assembling", "quality", "racking", "dispatch"],
    })
    expect(list[4]).toEqual({
      kind: "unit",
      code: `${serial}-2-1`,
      ...unitFacts(2),
      letter: null,
      structure: "double",
      width: 800,
      height: 1200,
      glass: [
        { glass_type_name: glassA, thickness, material: 2 },
        { glass_type_name: glassB, thickness, material: 1 },
      ],
      ahead: ["cutting", "tempering", "assembling", "quality", "racking", "dispatch"],
    })
    expect(list[0]?.ahead).toEqual(["cutting", "edging", "processing", "tempering", "quality", "racking", "dispatch"])
    expect(JSON.stringify(list)).not.toMatch(/price|amount|total|mobile|phone|national/)
  })

  it("prints a draft's proposed panes in the plan's cutting order, then their units, the unit with all its panes' glass", async () => {
    const draft = await t.deps.useCases.batch.create(null, { glass_type_id: 1, glass_width_id: 3, order_ids: [orderId] })
    if (Result.isFailure(draft)) throw new Error(JSON.stringify(draft.failure))
    const plan = draft.success.plan.sheets.flatMap((sheet) => sheet.pieces.map((piece) => piece.code))
    expect([...plan].sort()).toEqual([`${serial}-1-1-A`, `${serial}-2-1-A`])
    const list = await labelsOf(`batch_id=${draft.success.id}`)
    expect(codes(list)).toEqual([...plan.map((code) => `pane ${code}`), `unit ${serial}-1-1`, `unit ${serial}-2-1`])
    expect(list[3]?.glass.map((glass) => glass.glass_type_name)).toEqual([glassA, glassB])
  })

  it("prints a released batch's panes still current, with the stations after their state and, once racked, the rack slot", async () => {
    const [draft] = await t.db.selectFrom("cutting_batches").select("id").where("state", "=", "draft").execute()
    const released = await t.request("POST", `/api/Admin/production/batch/${draft?.id}/release`, { token })
    expect(released.status, JSON.stringify(released.body)).toBe(200)
    const batch = dataOf<Batch>(released)
    await setState(`${serial}-2-1-A`, "tempering")
    await setState(`${serial}-2-1-B`, "cutting")
    const rack = await t.db
      .insertInto("racks")
      .values({ number: 3, slots: 10, capacity_kg: 1000, state: "in_plant", left_at: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable("production_units")
      .set({ rack_id: rack.id, rack_slot: 2 })
      .where("code", "=", `${serial}-2-1`)
      .execute()
    const before = await labelsOf(`batch_id=${batch.id}`)
    const paneA = before.find((label) => label.code === `${serial}-2-1-A`)
    expect(paneA?.ahead).toEqual(["assembling", "quality", "racking", "dispatch"])
    expect(paneA?.rack).toEqual({ id: rack.id, number: 3, slot: 2 })
    expect(before.find((label) => label.code === `${serial}-2-1`)).toMatchObject({
      ahead: ["assembling", "quality", "racking", "dispatch"],
      rack: { id: rack.id, number: 3, slot: 2 },
    })

    // A broken pane is left out, and so is its unit when no other pane of the batch is in it; the remake is not the batch's.
    await setState(`${serial}-1-1-A`, "broken")
    const broken = await t.db
      .selectFrom("production_panes")
      .selectAll()
      .where("code", "=", `${serial}-1-1-A`)
      .executeTakeFirstOrThrow()
    const { id: _, remake_number: __, ...copy } = broken
    await t.db
      .insertInto("production_panes")
      .values({ ...copy, code: `${serial}-1-1-A-R1`, remake_of: broken.id, remake_number: 1, state: "waiting", batch_id: null })
      .execute()
    expect(codes(await labelsOf(`batch_id=${batch.id}`))).toEqual([`pane ${serial}-2-1-A`, `unit ${serial}-2-1`])
    expect(codes(await labelsOf(`order_id=${orderId}`))).toEqual([
      `pane ${serial}-1-1-A-R1`,
      `pane ${serial}-2-1-A`,
      `pane ${serial}-2-1-B`,
      `unit ${serial}-1-1`,
      `unit ${serial}-2-1`,
    ])
  })

  it("prints one code's label, a pane's or a unit's, as typed with Persian digits or lower case; a broken pane has nothing ahead", async () => {
    const persian = `${serial}-2-1-b`.replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
    expect(await labelsOf(`code=${encodeURIComponent(persian)}`)).toEqual([
      {
        kind: "pane",
        code: `${serial}-2-1-B`,
        ...unitFacts(2),
        letter: "B",
        structure: "double",
        width: 800,
        height: 1200,
        glass: [{ glass_type_name: glassB, thickness, material: 1 }],
        ahead: ["assembling", "quality", "racking", "dispatch"],
        rack: expect.objectContaining({ number: 3, slot: 2 }),
      },
    ])
    expect(codes(await labelsOf(`code=${serial}-2-1`))).toEqual([`unit ${serial}-2-1`])
    expect(await labelsOf(`code=${serial}-1-1-A`)).toMatchObject([{ code: `${serial}-1-1-A`, ahead: [] }])
    // The unit whose pane broke waits for the remake, which still has its whole route ahead.
    expect(await labelsOf(`code=${serial}-1-1`)).toMatchObject([
      {
        kind: "unit",
        glass: [{ glass_type_name: glassA }],
        ahead: ["cutting", "edging", "processing", "tempering", "quality", "racking", "dispatch"],
      },
    ])
  })

  it("answers 404 for an unknown batch, order or code and 422 in Persian for a bad query, writing nothing", async () => {
    const before = await snapshot(t.db)
    for (const query of ["batch_id=999999", "order_id=999999", `code=${serial}-9-9-A`, `code=${serial}-9-9`])
      expect([query, (await labels(query)).body]).toEqual([query, notFound])
    const oneSource = "برچسب‌ها از یک دسته برش، یک سفارش یا یک کد چاپ می‌شوند؛ دقیقاً یکی از آن‌ها را بدهید"
    const refusals: ReadonlyArray<readonly [string, string, string]> = [
      ["", "source", oneSource],
      [`batch_id=1&order_id=${orderId}`, "source", oneSource],
      ["batch_id=abc", "batch_id", "شماره دسته برش نامعتبر است"],
      ["order_id=0", "order_id", "شماره سفارش نامعتبر است"],
      ["code=1035-2", "code", "کد قطعه نامعتبر است"],
    ]
    for (const [query, field, message] of refusals) {
      const answer = await labels(query)
      expect([query, answer.status, answer.body]).toEqual([query, 422, refusedUnder(field, message)])
    }
    expect(await snapshot(t.db)).toEqual(before)
  })
})
