import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { UserId } from "../../domain/identifiers/Ids.ts"
import { pageRequest } from "../db/paging.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer } from "../testing/harness.ts"
import { customerListsIn } from "./customerLists.ts"

afterAll(dropTestSchemas)

const experts = [demoUserId("sales-expert"), demoUserId("sales-manager"), null] as const
const footing = fc.record({
  kind: fc.constantFrom("individual", "legal"),
  is_active: fc.constantFrom(0, 1),
  sales_expert_id: fc.constantFrom(...experts),
})
const write = fc.oneof(
  footing.map((to) => ({ op: "insert" as const, to })),
  fc.record({ op: fc.constant("update" as const), at: fc.nat(), to: footing }),
  fc.record({ op: fc.constant("delete" as const), at: fc.nat() }),
)
const filter = fc.record({
  active: fc.option(fc.boolean(), { nil: undefined }),
  type: fc.option(fc.constantFrom("individual" as const, "legal" as const), { nil: undefined }),
  salesExpertId: fc.option(fc.constantFrom(demoUserId("sales-expert"), demoUserId("sales-manager")), { nil: undefined }),
  ownerOnly: fc.option(fc.constantFrom(demoUserId("sales-expert"), demoUserId("sales-manager")), { nil: undefined }),
})

describe.each(testDialects)("kept customer counts on %s", (dialect) => {
  it("equal the customers of each scope after any inserts, updates and deletes, and give the unsearched lists their totals", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { maxLength: 10 }),
        fc.array(filter, { minLength: 1, maxLength: 4 }),
        async (writes, asked) => {
          const t = await testServer(dialect)
          try {
            const added: Array<number> = []
            for (const [index, w] of writes.entries()) {
              const id = added[w.op === "insert" ? 0 : w.at % Math.max(added.length, 1)]
              if (w.op === "insert") {
                const row = await t.db
                  .insertInto("customers")
                  .values({
                    ...w.to,
                    name: `مشتری ${index}`,
                    search_text: "",
                    phone: "02100000000",
                    postal_code: "1234567890",
                    address: "تهران",
                    city: "تهران",
                    credit_limit: 0,
                    created_at: "2025-03-10T08:00:00.000Z",
                    updated_at: "2025-03-10T08:00:00.000Z",
                  })
                  .returning("id")
                  .executeTakeFirstOrThrow()
                added.push(row.id)
              } else if (id !== undefined && w.op === "update")
                await t.db.updateTable("customers").set(w.to).where("id", "=", id).execute()
              else if (id !== undefined) {
                await t.db.deleteFrom("customers").where("id", "=", id).execute()
                added.splice(added.indexOf(id), 1)
              }
            }
            const customers = await t.db.selectFrom("customers").select(["kind", "is_active", "sales_expert_id"]).execute()
            const counted = new Map<string, number>()
            for (const row of customers)
              for (const scope of [""].concat(row.sales_expert_id === null ? [] : [`expert:${row.sales_expert_id}`])) {
                const key = `${scope}|${row.kind}|${row.is_active}`
                counted.set(key, (counted.get(key) ?? 0) + 1)
              }
            const kept = await t.db
              .selectFrom("customer_counts")
              .select(["scope", "kind", "is_active", (eb) => eb.fn.sum<number>("n").as("n")])
              .groupBy(["scope", "kind", "is_active"])
              .having((eb) => eb.fn.sum("n"), "!=", 0)
              .execute()
            expect(new Map(kept.map((row) => [`${row.scope}|${row.kind}|${row.is_active}`, Number(row.n)]))).toEqual(counted)
            const lists = customerListsIn(t.database)
            for (const { active, type, salesExpertId, ownerOnly } of asked) {
              const expected = customers.filter(
                (row) =>
                  (active === undefined || row.is_active === (active ? 1 : 0)) &&
                  (type === undefined || row.kind === type) &&
                  (salesExpertId === undefined || row.sales_expert_id === salesExpertId) &&
                  (ownerOnly === undefined || row.sales_expert_id === ownerOnly),
              ).length
              const page = await lists.page(
                {
                  active,
                  type,
                  salesExpertId: salesExpertId === undefined ? undefined : UserId(salesExpertId),
                  ownerOnly: ownerOnly === undefined ? undefined : UserId(ownerOnly),
                },
                pageRequest("1", "15"),
              )
              expect(page.total).toBe(expected)
            }
          } finally {
            await t.close()
          }
        },
      ),
      { numRuns: 15 },
    )
  }, 120_000)
})
