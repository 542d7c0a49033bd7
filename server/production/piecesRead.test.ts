import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { promisedDateMessages } from "../../domain/production/PiecesPromisedDate.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { dataOf, invoiceAt, refusedUnder, tokensOf, type Tokens } from "../testing/finance.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type Pieces = Schemas["ProductionPiecesAnswer"]["data"]
const notFound = { message: "مورد درخواستی پیدا نشد" }
const single = invoiceBody().lines[0] as Record<string, unknown>
const double = {
  ...single,
  product_id: 3,
  width: 800,
  height: 1200,
  count: 2,
  edge_type: null,
  layers: [
    { glass_type_id: 1, width_id: 3, material: 2 },
    { glass_type_id: 8, width_id: 3, material: 1 },
  ],
  spacers: [{ spacer_id: 4, color: 1, glue: 1 }],
  descriptions: [],
}

describe.each(testDialects)("an order's pieces and promised date on %s", (dialect) => {
  let t: TestServer
  let tokens: Tokens & { readonly "production-manager": string; readonly other: string }
  let orderId: number
  let serial: number
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
    expect(signedIn.status).toBe(200)
    tokens = {
      ...office,
      "production-manager": await t.signIn("production-manager"),
      other: (signedIn.body as { access_token: string }).access_token,
    }
    const invoice = await invoiceAt(t, tokens, "confirmed", { lines: [single, double] })
    serial = invoice.serial_number
    orderId = (await t.db.selectFrom("orders").select("id").where("invoice_id", "=", invoice.id).executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const read = (token: string, id = orderId) => t.request("GET", `/api/Admin/order/${id}/pieces`, { token })
  const promise = (body: unknown, token = tokens["production-manager"], id = orderId) =>
    t.request("PUT", `/api/Admin/order/${id}/promised_date`, { token, json: body })
  const written = async () => ({
    ...(await snapshot(t.db)),
    production_panes: await t.db.selectFrom("production_panes").selectAll().orderBy("id").execute(),
  })

  it("answers the order's units and panes, without a price, to every role that reads it", async () => {
    const answers = await Promise.all(
      (["super-admin", "sales-manager", "financial-manager", "production-manager", "sales-expert"] as const).map((role) =>
        read(tokens[role]),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const pieces = dataOf<Pieces>(answers[0] as (typeof answers)[0])
    for (const answer of answers) expect(dataOf<Pieces>(answer)).toEqual(pieces)
    // The progress's `total` counts units, not money: it is checked on its own.
    expect(JSON.stringify({ ...pieces, progress: [] })).not.toMatch(/price|amount|total|paid/)
    expect(pieces.progress).toEqual(
      ["cutting", "edging", "processing", "tempering", "assembling", "quality", "racking", "dispatch"].map((station) => ({
        station,
        done: 0,
        total: expect.any(Number),
      })),
    )
    expect(pieces).toMatchObject({
      order_id: orderId,
      serial_number: serial,
      customer_name: expect.any(String),
      production_state: "waiting",
      promised_date: null,
    })
    expect(pieces.units.map((unit) => [unit.code, unit.structure, unit.panes.map((pane) => pane.code)])).toEqual([
      ...[1, 2, 3, 4].map((n) => [`${serial}-1-${n}`, "single", [`${serial}-1-${n}-A`]]),
      ...[1, 2].map((n) => [`${serial}-2-${n}`, "double", [`${serial}-2-${n}-A`, `${serial}-2-${n}-B`]]),
    ])
    const glass = await t.db.selectFrom("glass_types").select("name").where("id", "=", 8).executeTakeFirstOrThrow()
    expect(pieces.units[5]?.panes[1]).toEqual({
      id: expect.any(Number),
      code: `${serial}-2-2-B`,
      letter: "B",
      glass_type_id: 8,
      glass_type_name: glass.name,
      thickness: expect.any(Number),
      material: 1,
      finished_width: 800,
      finished_height: 1200,
      cut_width: 800,
      cut_height: 1200,
      edge_type: null,
      route: ["cutting", "assembling", "quality", "racking", "dispatch"],
      state: "waiting",
      batch_id: null,
    })
  })

  it("answers 404 to another sales expert and for an unknown order", async () => {
    expect([(await read(tokens.other)).status, (await read(tokens.other)).body]).toEqual([404, notFound])
    expect((await read(tokens["super-admin"], 999_999)).body).toEqual(notFound)
    expect((await promise({ promised_date: "1405/09/20" }, tokens["super-admin"], 999_999)).status).toBe(404)
  })

  it("promises the order for a Jalali date in Persian or Latin digits, answers the pieces, and takes the promise back with null", async () => {
    const promised = await promise({ promised_date: "۱۴۰۵/۹/۲۰" })
    expect(promised.status).toBe(200)
    expect(dataOf<Pieces>(promised).promised_date).toBe("1405/09/20")
    expect(dataOf<Pieces>(await read(tokens["sales-expert"])).promised_date).toBe("1405/09/20")
    expect(dataOf<Pieces>(await promise({ promised_date: "1405/10/01" }, tokens["super-admin"])).promised_date).toBe("1405/10/01")
    expect(dataOf<Pieces>(await promise({ promised_date: null })).promised_date).toBeNull()
    expect(
      (await t.db.selectFrom("orders").select("promised_date").where("id", "=", orderId).executeTakeFirstOrThrow()).promised_date,
    ).toBeNull()
  })

  it("refuses a bad date or a missing field under promised_date with its Persian message, writing nothing", async () => {
    await promise({ promised_date: "1405/09/20" })
    const before = await written()
    for (const bad of ["1405/13/01", "1405/12/31", "۱۴۰۵-۰۹-۲۰", "20/09/1405", "فردا", 14050920, "1500/01/01"]) {
      const answer = await promise({ promised_date: bad })
      expect([answer.status, answer.body], String(bad)).toEqual([
        422,
        refusedUnder("promised_date", promisedDateMessages.invalid),
      ])
    }
    expect((await promise({})).body).toEqual(refusedUnder("promised_date", promisedDateMessages.required))
    expect((await promise({ promised_date: "1405/09/20" }, tokens["sales-manager"])).status).toBe(403)
    expect(await written()).toEqual(before)
  })

  it("refuses a promise to a cancelled order, writing nothing", async () => {
    const other = await invoiceAt(t, tokens, "confirmed")
    const id = (await t.db.selectFrom("orders").select("id").where("invoice_id", "=", other.id).executeTakeFirstOrThrow()).id
    expect(
      (
        await t.request("PATCH", `/api/Admin/order/${id}`, {
          token: tokens["financial-manager"],
          json: { production_state: "cancelled" },
        })
      ).status,
    ).toBe(200)
    const before = await written()
    const answer = await promise({ promised_date: "1405/09/20" }, tokens["production-manager"], id)
    expect([answer.status, answer.body]).toEqual([422, refusedUnder("promised_date", promisedDateMessages.closed)])
    expect(await written()).toEqual(before)
    expect(dataOf<Pieces>(await read(tokens["financial-manager"], id)).units).toEqual([])
  })
})
