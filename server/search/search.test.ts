import fc from "fast-check"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { searchMessages } from "../../domain/search/SearchQuery.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { materialOf, orderWithPanes } from "../production/testing/paneRows.ts"
import { invoiceBody } from "../testing/forms.ts"

afterAll(dropTestSchemas)

type Hit = {
  kind: string
  id: number
  serial_number: number | null
  invoice_kind: string | null
  invoice_id: number | null
  name: string | null
  code: string | null
}
type Answer = { data: ReadonlyArray<Hit>; hidden_matches: boolean }

describe.each(testDialects)("the search everywhere on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  const search = async (token: string, q: string): Promise<Answer> => {
    const answer = await t.request("GET", `/api/Admin/search?q=${encodeURIComponent(q)}`, { token })
    expect(answer.status).toBe(200)
    return answer.body as Answer
  }
  const kinds = (answer: Answer) => answer.data.map((hit) => hit.kind)

  /** A confirmed order with one pane, its invoice and the pane's unit code. */
  const anOrder = async () => {
    const stored = await orderWithPanes(t.db, await materialOf(t.db), [{ width: 600, height: 800 }])
    const invoice = await t.db
      .selectFrom("orders")
      .select("invoice_id")
      .where("id", "=", stored.orderId)
      .executeTakeFirstOrThrow()
    const unit = await t.db
      .selectFrom("production_units")
      .select("code")
      .where("order_id", "=", stored.orderId)
      .executeTakeFirstOrThrow()
    return { order_id: stored.orderId, invoice_id: invoice.invoice_id, serial_number: stored.serialNumber, code: unit.code }
  }

  /** A cheque in hand on an invoice. */
  const aCheque = async (invoiceId: number) => {
    const at = "2025-03-10T08:00:00.000Z"
    return t.db
      .insertInto("cheques")
      .values({
        invoice_id: invoiceId,
        sayad_id: "6543210987654321",
        serial: "778899",
        bank: "بانک ملت",
        drawer: "شرکت شیشه نور",
        due_date: "1404/01/10",
        amount: 500,
        state: "in_hand",
        user_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning(["id", "sayad_id", "invoice_id"])
      .executeTakeFirstOrThrow()
  }

  it("finds an invoice and its order by serial, a cheque by its Sayad ID typed grouped in Persian digits, a piece by code", async () => {
    const admin = await t.signIn("super-admin")
    const order = await anOrder()
    const bySerial = await search(admin, toPersianDigits(String(order.serial_number)))
    expect(bySerial.data).toContainEqual(
      expect.objectContaining({ kind: "invoice", id: order.invoice_id, serial_number: order.serial_number }),
    )
    expect(bySerial.data).toContainEqual(
      expect.objectContaining({ kind: "order", id: order.order_id, invoice_id: order.invoice_id }),
    )

    const cheque = await aCheque(order.invoice_id)
    const grouped = toPersianDigits((cheque.sayad_id.match(/.{4}/g) ?? []).join("-"))
    expect((await search(admin, grouped)).data).toEqual([
      expect.objectContaining({ kind: "cheque", id: cheque.id, invoice_id: cheque.invoice_id, code: cheque.sayad_id }),
    ])

    expect((await search(admin, order.code.toLowerCase())).data).toEqual([
      expect.objectContaining({ kind: "piece", code: order.code, serial_number: order.serial_number }),
    ])
  })

  it("finds a customer by name and by national code", async () => {
    const admin = await t.signIn("super-admin")
    const person = await t.db
      .selectFrom("customers")
      .select(["id", "name", "last_name", "national_code"])
      .where("kind", "=", "individual")
      .orderBy("id")
      .executeTakeFirstOrThrow()
    const byCode = await search(admin, toPersianDigits(person.national_code ?? ""))
    expect(byCode.data).toContainEqual({
      kind: "customer",
      id: person.id,
      serial_number: null,
      invoice_kind: null,
      invoice_id: null,
      name: `${person.name} ${person.last_name}`,
      code: person.national_code,
    })
    expect((await search(admin, person.last_name ?? "")).data.map((hit) => hit.id)).toContain(person.id)
  })

  it("finds each kind only for the roles that read its list", async () => {
    const order = await anOrder()
    const serial = String(order.serial_number)
    expect(kinds(await search(await t.signIn("financial-manager"), serial))).toEqual(["order"])
    expect(kinds(await search(await t.signIn("production-manager"), serial))).toEqual([])
    expect(kinds(await search(await t.signIn("operator"), serial))).toEqual([])
    expect(kinds(await search(await t.signIn("operator"), order.code))).toEqual(["piece"])
    expect(kinds(await search(await t.signIn("sales-manager"), order.code))).toEqual([])
    const cheque = await aCheque(order.invoice_id)
    expect(kinds(await search(await t.signIn("sales-expert"), cheque.sayad_id))).toEqual([])
    expect(kinds(await search(await t.signIn("financial-manager"), cheque.sayad_id))).toEqual(["cheque"])
  })

  it("keeps a sales expert to their own invoices and customers, saying only that hidden customers matched", async () => {
    const expert = demoUserId("sales-expert")
    await t.db.updateTable("sales_expert_access").set({ may_see_all_customers: 0 }).where("user_id", "=", expert).execute()
    const token = await t.signIn("sales-expert")
    const created = await t.request("POST", "/api/Admin/invoice", { token, json: invoiceBody() })
    expect(created.status).toBe(201)
    const own = created.body as { data: { id: number; serial_number: number } }
    expect((await search(token, String(own.data.serial_number))).data).toEqual([
      expect.objectContaining({ kind: "invoice", id: own.data.id, invoice_kind: "informal" }),
    ])
    const another = await anOrder()
    expect(await search(token, String(another.serial_number))).toEqual({ data: [], hidden_matches: false })

    const unowned = await t.db
      .selectFrom("customers")
      .select("last_name")
      .where("sales_expert_id", "is", null)
      .where("kind", "=", "individual")
      .orderBy("id")
      .executeTakeFirstOrThrow()
    expect(await search(token, unowned.last_name ?? "")).toEqual({ data: [], hidden_matches: true })
    const manager = await search(await t.signIn("sales-manager"), unowned.last_name ?? "")
    expect(manager.data.map((hit) => hit.kind)).toContain("customer")
    expect(manager.hidden_matches).toBe(false)
  })

  it("refuses an empty or too long text under q, with nothing written", async () => {
    const token = await t.signIn("sales-manager")
    const before = await snapshot(t.db)
    for (const [q, message] of [
      ["", searchMessages.empty],
      ["   ", searchMessages.empty],
      ["ش".repeat(101), searchMessages.tooLong],
    ] as const) {
      const answer = await t.request("GET", `/api/Admin/search?q=${encodeURIComponent(q)}`, { token })
      expect(answer.status).toBe(422)
      expect((answer.body as { errors: Record<string, ReadonlyArray<string>> }).errors).toEqual({ q: [message] })
    }
    expect((await t.request("GET", "/api/Admin/search", { token })).status).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("answers any text with hits or 422, never a fault", async () => {
    const token = await t.signIn("super-admin")
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120, unit: "grapheme" }), async (q) => {
        const answer = await t.request("GET", `/api/Admin/search?q=${encodeURIComponent(q)}`, { token })
        expect([200, 422]).toContain(answer.status)
      }),
      { numRuns: 40 },
    )
  })
})
