import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer } from "../testing/harness.ts"
import { seedDemoInvoices } from "../seed/demoInvoices.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("kept invoice counts on %s", (dialect) => {
  it("equal the invoices of each kind and state after creates, saves and moves, and give the unfiltered lists their totals", async () => {
    const t = await testServer(dialect)
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    const manager = await t.signIn("sales-manager")
    // A rejected invoice saved again becomes a draft: the save moves it between counts too.
    const rejected = await t.db.selectFrom("invoices").select("id").where("state", "=", "rejected").executeTakeFirstOrThrow()
    expect((await t.request("PUT", `/api/Admin/invoice/${rejected.id}`, { token: manager, json: invoiceBody() })).status).toBe(
      200,
    )
    const counted = await t.db
      .selectFrom("invoices")
      .select(["kind", "state", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy(["kind", "state"])
      .execute()
    // Each kind and state's count is the sum over its slots (migration 0022).
    const kept = await t.db
      .selectFrom("invoice_counts")
      .select(["kind", "state", (eb) => eb.fn.sum<number>("n").as("n")])
      .where("scope", "=", "")
      .groupBy(["kind", "state"])
      .having((eb) => eb.fn.sum("n"), "!=", 0)
      .execute()
    const sorted = (rows: ReadonlyArray<{ kind: string; state: string; n: number | string | bigint }>) =>
      rows.map((row) => `${row.kind}/${row.state}=${Number(row.n)}`).sort()
    expect(sorted(kept)).toEqual(sorted(counted))
    const total = async (query: string) =>
      ((await t.request("GET", `/api/Admin/invoice?${query}`, { token: manager })).body as { meta: { total: number } }).meta.total
    for (const row of counted) expect(await total(`kind=${row.kind}&state=${row.state}`)).toBe(Number(row.n))
    expect(await total("")).toBe(counted.reduce((sum, row) => sum + Number(row.n), 0))
    // With any other filter the total is counted, and agrees.
    expect(await total("kind=informal&customer_id=1")).toBe(
      Number(
        (
          await t.db
            .selectFrom("invoices")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("kind", "=", "informal")
            .where("customer_id", "=", 1)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    )
    await t.close()
  })
})
