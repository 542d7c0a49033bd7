import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { dataOf, invoiceAt, tokensOf, type Tokens } from "../testing/finance.ts"
import { testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

type Pieces = Schemas["ProductionPiecesAnswer"]["data"]
const notFound = { message: "مورد درخواستی پیدا نشد" }

describe.each(testDialects)("an invoice's production progress on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens & { readonly other: string }
  let confirmedId: number
  let draftId: number
  let orderId: number
  beforeAll(async () => {
    t = await testServer(dialect)
    const office = await tokensOf(t)
    const added = await t.request("POST", "/api/Admin/user", {
      token: office["super-admin"],
      json: {
        name: "سارا",
        last_name: "نوری",
        personnel_code: "1000300013",
        mobile: "09120000013",
        role: "sales-expert",
        password: "Sara1234",
      },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const signedIn = await t.request("POST", "/api/auth/login", { json: { username: "1000300013", password: "Sara1234" } })
    tokens = { ...office, other: (signedIn.body as { access_token: string }).access_token }
    confirmedId = (await invoiceAt(t, tokens, "confirmed")).id
    draftId = (await invoiceAt(t, tokens, "draft")).id
    orderId = (await t.db.selectFrom("orders").select("id").where("invoice_id", "=", confirmedId).executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const read = (token: string, id: number) => t.request("GET", `/api/Admin/invoice/${id}/pieces`, { token })

  it("answers the pieces of the order the invoice became, exactly as the order's own read, to the owning expert and the managers", async () => {
    const byOrder = dataOf<Pieces>(await t.request("GET", `/api/Admin/order/${orderId}/pieces`, { token: tokens["super-admin"] }))
    for (const role of ["super-admin", "sales-manager", "sales-expert", "financial-manager"] as const) {
      const answer = await read(tokens[role], confirmedId)
      expect(answer.status).toBe(200)
      expect(dataOf<Pieces>(answer)).toEqual(byOrder)
    }
    expect(byOrder.progress.every((step) => step.done === 0 && step.total > 0)).toBe(true)
  })

  it("answers 404 for another expert's invoice, an invoice with no order yet and an unknown invoice", async () => {
    for (const [token, id] of [
      [tokens.other, confirmedId],
      [tokens["super-admin"], draftId],
      [tokens["sales-manager"], 999_999],
    ] as const) {
      const answer = await read(token, id)
      expect([answer.status, answer.body]).toEqual([404, notFound])
    }
  })
})
