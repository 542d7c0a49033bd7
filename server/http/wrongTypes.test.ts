import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { typeMessages } from "../../domain/validation/typeMessages.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { withField, writeCalls, type FieldKind } from "../testing/writeCalls.ts"

afterAll(dropTestSchemas)

/** Values of another kind than each field reads: what a careless client or an attacker sends instead. */
const wrongValues: Readonly<Record<FieldKind, ReadonlyArray<unknown>>> = {
  text: [{}, [], ["متن"], true, 12],
  digits: [{}, [], ["1"], false],
  choice: [{}, [], true],
  amount: [{}, [], true],
  id: [{}, [], true],
  flag: [{}, [], "maybe"],
  list: ["1,2", 3, {}, true],
}

/** The message each kind answers with: its own wrong-type message, or for the rest the field's own Persian rule. */
const messageOf = (kind: FieldKind): string | undefined =>
  kind === "text" || kind === "digits" ? typeMessages.notText : kind === "list" ? typeMessages.notList : undefined

describe.each(testDialects)("values of the wrong type on %s", (dialect) => {
  let t: TestServer
  let token: string
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("super-admin")
  })
  afterEach(() => {
    expect(t.faults).toEqual([])
    return t.close()
  })

  it.each(writeCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "%s: 422 under the field in Persian, never read as empty, nothing written",
    async (_name, call) => {
      const before = await snapshot(t.db)
      for (const [field, kind] of Object.entries(call.fields)) {
        for (const value of wrongValues[kind]) {
          const answer = await t.request(call.method, call.path, { token, json: withField(call.body, field, value) })
          const what = `${field}: ${JSON.stringify(value)}`
          expect(answer.status, what).toBe(422)
          const errors = (answer.body as { errors?: Record<string, ReadonlyArray<string>> }).errors ?? {}
          const message = messageOf(kind)
          expect(errors[field], what).toEqual(message === undefined ? [expect.stringMatching(/[\u0600-\u06ff]/)] : [message])
        }
      }
      expect(await snapshot(t.db)).toEqual(before)
    },
  )

  it("still takes each body as it is, so every refusal above is the wrong value's alone", async () => {
    for (const call of writeCalls) {
      const answer = await t.request(call.method, call.path, { token, json: call.body })
      expect(answer.status, `${call.method} ${call.path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
    }
  })

  it("no longer stores a city sent as {} or an address sent as [] as empty, nor a product list sent as text as none", async () => {
    const customer = await t.request("PATCH", "/api/Admin/customer/1", {
      token,
      json: { ...writeCalls[3]?.body, city: {}, address: [] },
    })
    expect(customer.body).toEqual({
      message: typeMessages.notText,
      errors: { address: [typeMessages.notText], city: [typeMessages.notText] },
    })
    const access = await t.request("PUT", writeCalls[4]?.path ?? "", {
      token,
      json: { ...writeCalls[4]?.body, allowed_product_ids: "1,2" },
    })
    expect(access.body).toEqual({ message: typeMessages.notList, errors: { allowed_product_ids: [typeMessages.notList] } })
  })
})
