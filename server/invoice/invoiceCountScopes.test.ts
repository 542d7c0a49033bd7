import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { demoUserId, testServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

const days = ["1403/11/29", "1403/12/01", "1403/12/15", "1403/12/20"] as const
const expert = demoUserId("sales-expert")
const footing = fc.record({
  kind: fc.constantFrom("informal", "pre-buy"),
  date: fc.constantFrom(...days),
  sales_expert_id: fc.constantFrom(expert, null),
})
const step = fc.oneof(
  footing.map((to) => ({ op: "create" as const, to })),
  fc.record({ op: fc.constant("save" as const), at: fc.nat(), to: footing }),
  fc.record({ op: fc.constant("move" as const), at: fc.nat(), move: fc.constantFrom("send", "approve", "reject", "cancel") }),
)
const ranges = fc.record({
  from: fc.option(fc.constantFrom(...days), { nil: undefined }),
  to: fc.option(fc.constantFrom(...days), { nil: undefined }),
  // Mostly unnarrowed, so that ranges often hold more invoices than a page.
  kind: fc.option(fc.constantFrom("informal", "pre-buy"), { nil: undefined, freq: 2 }),
  state: fc.option(fc.constantFrom("draft", "pending", "approved", "rejected"), { nil: undefined, freq: 2 }),
})

describe.each(testDialects)("kept invoice counts by day and by expert on %s", (dialect) => {
  it("equal the invoices of each scope after any creates, saves and moves, and give dated and owned lists their totals", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(footing, { minLength: 4, maxLength: 8 }),
        fc.array(step, { maxLength: 8 }),
        fc.array(ranges, { minLength: 1, maxLength: 3 }),
        async (first, then, asked) => {
          const t = await testServer(dialect)
          try {
            const manager = await t.signIn("sales-manager")
            const ids: Array<number> = []
            for (const s of [...first.map((to) => ({ op: "create" as const, to })), ...then]) {
              if (s.op === "create") {
                const created = await t.request("POST", "/api/Admin/invoice", { token: manager, json: invoiceBody(s.to) })
                expect(created.status).toBe(201)
                ids.push((created.body as { data: { id: number } }).data.id)
              } else if (ids.length > 0) {
                const id = ids[s.at % ids.length]
                if (s.op === "save")
                  await t.request("PUT", `/api/Admin/invoice/${id}`, { token: manager, json: invoiceBody(s.to) })
                else
                  await t.request("POST", `/api/Admin/invoice/${id}/${s.move}`, {
                    token: manager,
                    json: s.move === "reject" ? { reason: "قیمت تغییر کرده است" } : {},
                  })
              }
            }
            const invoices = await t.db
              .selectFrom("invoices")
              .select(["id", "kind", "state", "date", "sales_expert_id"])
              .execute()
            const counted = new Map<string, number>()
            for (const row of invoices)
              for (const scope of ["", `date:${row.date}`].concat(
                row.sales_expert_id === null ? [] : [`expert:${row.sales_expert_id}`],
              ))
                counted.set(`${scope}|${row.kind}|${row.state}`, (counted.get(`${scope}|${row.kind}|${row.state}`) ?? 0) + 1)
            const kept = await t.db
              .selectFrom("invoice_counts")
              .select(["scope", "kind", "state", (eb) => eb.fn.sum<number>("n").as("n")])
              .groupBy(["scope", "kind", "state"])
              .having((eb) => eb.fn.sum("n"), "!=", 0)
              .execute()
            expect(new Map(kept.map((row) => [`${row.scope}|${row.kind}|${row.state}`, Number(row.n)]))).toEqual(counted)
            const query = (asked: Record<string, string | number | undefined>) =>
              new URLSearchParams(
                Object.entries(asked).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
              )
            const total = async (token: string, asked: Record<string, string | number | undefined>) =>
              ((await t.request("GET", `/api/Admin/invoice?${query(asked)}`, { token })).body as { meta: { total: number } }).meta
                .total
            const own = await t.signIn("sales-expert")
            for (const range of asked) {
              const matches = (row: (typeof invoices)[number]) =>
                (range.from === undefined || row.date >= range.from) &&
                (range.to === undefined || row.date <= range.to) &&
                (range.kind === undefined || row.kind === range.kind) &&
                (range.state === undefined || row.state === range.state)
              const seenBy = (owner: number | null) =>
                invoices.filter((row) => matches(row) && (owner === null || row.sales_expert_id === owner))
              expect(await total(manager, range)).toBe(seenBy(null).length)
              // Newest first, whichever way the page is read (through the dates' index on PostgreSQL when few fall in the range).
              const page = await t.request("GET", `/api/Admin/invoice?${query({ ...range, per_page: 3 })}`, {
                token: manager,
              })
              expect((page.body as { data: ReadonlyArray<{ id: number }> }).data.map((row) => row.id)).toEqual(
                seenBy(null)
                  .map((row) => row.id)
                  .sort((a, b) => b - a)
                  .slice(0, 3),
              )
              const owned = (kind: string | undefined) =>
                invoices.filter(
                  (row) =>
                    row.sales_expert_id === expert &&
                    (kind === undefined || row.kind === kind) &&
                    (range.state === undefined || row.state === range.state),
                ).length
              expect(await total(manager, { kind: range.kind, state: range.state, sales_expert_id: expert })).toBe(
                owned(range.kind),
              )
              expect(await total(own, { kind: range.kind ?? "informal", state: range.state })).toBe(
                owned(range.kind ?? "informal"),
              )
            }
          } finally {
            await t.close()
          }
        },
      ),
      { numRuns: 12 },
    )
  }, 120_000)

  it("reads a page of an early range newest first, as the walk does, also when it is read through the dates' index", async () => {
    const t = await testServer(dialect)
    const manager = await t.signIn("sales-manager")
    const created: Record<string, Array<number>> = { "1403/11/29": [], "1403/12/20": [] }
    for (const date of [
      "1403/11/29",
      "1403/12/20",
      "1403/11/29",
      "1403/12/20",
      "1403/11/29",
      "1403/12/20",
      "1403/12/20",
      "1403/11/29",
      "1403/12/20",
    ]) {
      const answer = await t.request("POST", "/api/Admin/invoice", { token: manager, json: invoiceBody({ date }) })
      expect(answer.status).toBe(201)
      created[date]?.push((answer.body as { data: { id: number } }).data.id)
    }
    const page = await t.request("GET", "/api/Admin/invoice?to=1403/12/01&per_page=3", { token: manager })
    expect((page.body as { data: ReadonlyArray<{ id: number }> }).data.map((row) => row.id)).toEqual(
      [...(created["1403/11/29"] ?? [])].reverse().slice(0, 3),
    )
    expect((page.body as { meta: { total: number } }).meta.total).toBe(4)
    await t.close()
  })
})
