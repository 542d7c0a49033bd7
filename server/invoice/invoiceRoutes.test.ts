import { Result } from "effect"
import fc from "fast-check"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { resolveInvoice } from "../../domain/invoice/InvoiceChecks.ts"
import { validateInvoiceForm } from "../../domain/invoice/InvoiceForm.ts"
import { invoiceMessages as m } from "../../domain/invoice/InvoiceMessages.ts"
import { priceInvoice } from "../../domain/invoice/Pricing.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { refusedCharacterMessage } from "../../domain/text/refusedCharacters.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { demoUserId, testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { loadCatalog } from "./invoiceCatalog.ts"
import { readPricingSettings } from "../settings/settingsReader.ts"
import { expectedFigures, figuresOf, generatedBody, invoiceContextOf } from "./testing/invoicePricing.ts"

afterAll(dropTestSchemas)

type Invoice = Schemas["Invoice"]
type Tokens = Record<Role, string>
type Json = Record<string, unknown>

const staff = ["super-admin", "sales-manager", "sales-expert", "financial-manager", "production-manager", "operator"] as const
const expertId = demoUserId("sales-expert")
/** The message of a sales expert changing another's invoice (docs/permissions.md, "Invoices"). */
const notYours = "فقط فاکتورهای خودتان را می‌توانید تغییر دهید"
const today = "1403/12/20"

const base = invoiceBody()
const single = base.lines[0] as Json
/** One line of each structure, valid for the demo data (ids in seed order: glass_widths 3 = 6 mm, glass type 8 = Low-E, and so on). */
const linesOf = {
  single,
  laminated: {
    ...single,
    product_id: 2,
    width: 1000,
    height: 2000,
    count: 2,
    edge_type: 2,
    note: "لمینت ایمنی",
    layers: [
      { glass_type_id: 1, width_id: 3, material: 1 },
      { glass_type_id: 6, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 2, thickness: 2, glue: 7 }],
    descriptions: [{ description_id: 5, quantity: 1 }],
  },
  double: {
    ...single,
    product_id: 3,
    width: 800,
    height: 1200,
    count: 3,
    edge_type: null,
    layers: [
      { glass_type_id: 1, width_id: 3, material: 2 },
      { glass_type_id: 8, width_id: 3, material: 2 },
    ],
    spacers: [{ spacer_id: 4, color: 1, glue: 1 }],
    descriptions: [{ description_id: 8, quantity: 1 }],
  },
  double_laminated: {
    ...single,
    product_id: 4,
    width: 600,
    height: 600,
    count: 1,
    edge_type: 3,
    layers: [
      { glass_type_id: 8, width_id: 3, material: 2 },
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 2, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 1, thickness: 3, glue: 5 }],
    spacers: [{ spacer_id: 6, color: 2, glue: 2 }],
    descriptions: [],
  },
  mirror: (glass_type_id: number, width_id: number) => ({
    ...single,
    product_id: 5,
    width: 900,
    height: 1800,
    count: 1,
    layers: [{ glass_type_id, width_id, material: 1 }],
    descriptions: [{ description_id: 7, quantity: 1 }],
  }),
}
const withLine = (line: Json, header: Json = {}) => invoiceBody({ ...header, lines: [line] })

const dataOf = (answer: Answer): Invoice => (answer.body as { data: Invoice }).data
/** An invoice without the moves offered to the reader, which differ from reader to reader. */
const bare = ({ actions: _actions, ...invoice }: Invoice) => invoice
/** The edit and reprice moves an answer offers (the state moves of invoices.md section 1 are not this suite's). */
const edits = (invoice: Invoice) => invoice.actions.filter((action) => action === "edit" || action === "reprice")
const errorsOf = (errors: Record<string, string>) => ({
  message: Object.values(errors)[0],
  errors: Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]])),
})

/** A seeded server with a token of each demo role: fresh for each test (`test`) or shared by the describe (`describe`). */
const seeded = (dialect: Dialect, per: "test" | "describe") => {
  let current: { t: TestServer; tokens: Tokens } | undefined
  ;(per === "test" ? beforeEach : beforeAll)(async () => {
    const t = await testServer(dialect)
    const tokens = Object.fromEntries(
      await Promise.all(staff.map(async (role) => [role, await t.signIn(role)] as const)),
    ) as Tokens
    current = { t, tokens }
  })
  ;(per === "test" ? afterEach : afterAll)(async () => {
    expect(current?.t.faults).toEqual([])
    await current?.t.close()
  })
  const now = () => current ?? expect.unreachable("the server is read only inside a test")
  const call = (method: string, path: string, role: Role, json?: unknown) =>
    now().t.request(method, `/api/Admin/invoice${path}`, { token: now().tokens[role], json })
  return {
    get t() {
      return now().t
    },
    create: (role: Role, json: unknown) => call("POST", "", role, json),
    get: (id: number | string, role: Role) => call("GET", `/${id}`, role),
    put: (id: number | string, role: Role, json: unknown) => call("PUT", `/${id}`, role, json),
    reprice: (id: number | string, role: Role, json: unknown = {}) => call("POST", `/${id}/reprice`, role, json),
    /** Creates an invoice, answered 201, and answers it. */
    made: async (role: Role, json: unknown = base) => {
      const answer = await call("POST", "", role, json)
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return dataOf(answer)
    },
    /** Expects a 422 with exactly these errors (and the first as the message) and nothing written. */
    refused: async (request: () => Promise<Answer>, errors: Record<string, string>) => {
      const before = await snapshot(now().t.db)
      const answer = await request()
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual(errorsOf(errors))
      expect(await snapshot(now().t.db)).toEqual(before)
    },
    /** Sets columns of an invoice row directly in the database. */
    setRow: (id: number, values: { kind?: string; state?: string; date?: string }) =>
      now().t.db.updateTable("invoices").set(values).where("id", "=", id).execute(),
  }
}

/** The invoice the domain computes for a body saved as a new invoice by `role`, against the stored data. */
const expectedOf = async (t: TestServer, role: Role, body: unknown) => {
  const form = Result.getOrThrow(validateInvoiceForm(body))
  const [catalog, settings, context] = await Promise.all([
    loadCatalog(t.db),
    readPricingSettings(t.db),
    invoiceContextOf(t, role, form.customer_id),
  ])
  const resolved = Result.getOrThrow(resolveInvoice(form, catalog, context))
  return { resolved, price: Result.getOrThrow(priceInvoice(resolved, settings)) }
}

describe.each(testDialects)("invoices on %s", (dialect) => {
  describe("creating and pricing", () => {
    const s = seeded(dialect, "describe")

    it("answers every structure's build-up, mirrors with their thickness code, priced to the rial as the domain prices it", async () => {
      const body = invoiceBody({
        customer_id: 2,
        lines: [
          linesOf.single,
          linesOf.laminated,
          linesOf.double,
          linesOf.double_laminated,
          linesOf.mirror(11, 1),
          linesOf.mirror(12, 2),
          linesOf.mirror(11, 3),
        ],
      })
      const invoice = await s.made("sales-expert", body)
      expect(
        invoice.lines.map((line) => [
          line.product_id,
          line.structure,
          line.layers.length,
          line.laminates.length,
          line.spacers.length,
        ]),
      ).toEqual([
        [1, "single", 1, 0, 0],
        [2, "laminated", 2, 1, 0],
        [3, "double", 2, 0, 1],
        [4, "double_laminated", 3, 1, 1],
        [5, "mirror", 1, 0, 0],
        [5, "mirror", 1, 0, 0],
        [5, "mirror", 1, 0, 0],
      ])
      expect(invoice.lines.map((line) => line.layers.map((layer) => layer.mirror_thickness))).toEqual([
        [null],
        [null, null],
        [null, null],
        [null, null, null],
        [1],
        [2],
        [3],
      ])
      expect(invoice.lines.map((line) => line.layers.map((layer) => layer.thickness))).toEqual([
        [6],
        [6, 5],
        [6, 6],
        [6, 5, 5],
        [4],
        [5],
        [6],
      ])
      expect(invoice.lines[1]?.laminates).toEqual([
        { laminate_color_id: 2, thickness: 2, glue: 7, films: 2, unit_price: 5_200_000 },
      ])
      expect(invoice.lines[3]?.laminates).toEqual([
        { laminate_color_id: 1, thickness: 3, glue: 5, films: 4, unit_price: 4_500_000 },
      ])
      expect(invoice.lines[3]?.spacers).toEqual([{ spacer_id: 6, color: 2, glue: 2, unit_price: 290_000 }])
      expect(invoice.lines[4]?.descriptions).toEqual([{ description_id: 7, quantity: 1, unit: "meter", unit_price: 900_000 }])
      expect(invoice.lines[1]?.note).toBe("لمینت ایمنی")
      const cell = await s.t.db
        .selectFrom("glass_type_prices")
        .select("price")
        .where("glass_type_id", "=", 12)
        .where("glass_width_id", "=", 2)
        .where("material", "=", 1)
        .executeTakeFirstOrThrow()
      expect(invoice.lines[5]?.layers[0]?.unit_price).toBe(Number(cell.price))
      expect(figuresOf(invoice)).toEqual(expectedFigures(await expectedOf(s.t, "sales-expert", body)))
      expect((await s.get(invoice.id, "sales-expert")).body).toEqual({ data: invoice })
    })

    it("prices generated bodies, as each role, exactly as the domain does", async () => {
      const role = fc.constantFrom<Role>("super-admin", "sales-manager", "sales-expert")
      await fc.assert(
        fc.asyncProperty(
          role.chain((who) => generatedBody(who).map((body) => ({ who, body }))),
          async ({ who, body }) => {
            const expected = expectedFigures(await expectedOf(s.t, who, body))
            const answer = await s.create(who, body)
            expect(answer.status, JSON.stringify(answer.body)).toBe(201)
            expect(figuresOf(dataOf(answer))).toEqual(expected)
          },
        ),
        { numRuns: 20 },
      )
    })

    it("lets a manager date an invoice in this or the previous Jalali year, the VAT rate following the date, and ignores a sales expert's date", async () => {
      const dated = await s.made("sales-manager", invoiceBody({ date: "۱۴۰۲/۱۲/۲۹" }))
      expect([dated.date, dated.vat_rate]).toEqual(["1402/12/29", 9])
      expect((await s.made("super-admin", invoiceBody({ date: "1403/1/1" }))).vat_rate).toBe(10)
      const expert = await s.made("sales-expert", invoiceBody({ date: "1402/01/01" }))
      expect([expert.date, expert.vat_rate]).toEqual([today, 10])
    })

    it("reads Persian digits in every number", async () => {
      const plain = await s.made("sales-expert")
      const persian = {
        ...base,
        customer_id: "۱",
        fare_id: "۲",
        rack_type: "۱",
        shipping_type: "۲",
        discount_percent: "۵",
        lines: [
          {
            ...single,
            product_id: "۱",
            width: "۱۲۰۰",
            height: "۱۵۰۰",
            count: "۴",
            edge_type: "۱",
            layers: [{ glass_type_id: "۱", width_id: "۳", material: "۲" }],
            descriptions: [{ description_id: "۱", quantity: "۲" }],
          },
        ],
      }
      const read = await s.made("sales-expert", persian)
      expect(figuresOf(read)).toEqual(figuresOf(plain))
      expect(read.serial_number).toBe(plain.serial_number + 1)
    })
  })

  describe("numbers and owners", () => {
    const s = seeded(dialect, "test")

    it("numbers invoices 1001, 1002 ... from one counter across kinds and roles, each a draft of version 1 owned as the rules say", async () => {
      const made = [
        await s.made("sales-expert"),
        await s.made("sales-manager", invoiceBody({ customer_id: 3 })),
        await s.made("super-admin", invoiceBody({ customer_id: 2, kind: "pre-buy" })),
        await s.made("sales-manager", invoiceBody({ customer_id: 3, sales_expert_id: expertId })),
      ]
      expect(
        made.map(({ serial_number, kind, state, version, sales_expert_id, sales_expert_name }) => ({
          serial_number,
          kind,
          state,
          version,
          sales_expert_id,
          sales_expert_name,
        })),
      ).toEqual([
        {
          serial_number: 1001,
          kind: "informal",
          state: "draft",
          version: 1,
          sales_expert_id: expertId,
          sales_expert_name: "حسین کریمی",
        },
        { serial_number: 1002, kind: "informal", state: "draft", version: 1, sales_expert_id: null, sales_expert_name: null },
        {
          serial_number: 1003,
          kind: "pre-buy",
          state: "draft",
          version: 1,
          sales_expert_id: expertId,
          sales_expert_name: "حسین کریمی",
        },
        {
          serial_number: 1004,
          kind: "informal",
          state: "draft",
          version: 1,
          sales_expert_id: expertId,
          sales_expert_name: "حسین کریمی",
        },
      ])
      expect(made[0]).toMatchObject({
        customer_id: 1,
        customer_name: "شرکت ساختمانی آسمان‌خراش پارس",
        date: today,
        fare_id: 2,
        fare_title: "تهران - مناطق ۱ تا ۴",
        discount_percent: 5,
      })
      expect(made.map(edits)).toEqual(Array.from({ length: 4 }, () => ["edit", "reprice"]))
      // Only an active sales expert may be named; a refusal does not use up a number.
      for (const named of [demoUserId("sales-manager"), demoUserId("financial-manager"), 999, 2_147_483_647])
        await s.refused(() => s.create("sales-manager", invoiceBody({ sales_expert_id: named })), {
          sales_expert_id: m.salesExpertInvalid,
        })
      await s.refused(() => s.create("sales-manager", invoiceBody({ sales_expert_id: 2_147_483_648 })), {
        sales_expert_id: m.salesExpertInvalid,
      })
      // A sales expert's own invoice is theirs, whoever the body names.
      const own = await s.made("sales-expert", invoiceBody({ sales_expert_id: demoUserId("sales-manager") }))
      expect([own.serial_number, own.sales_expert_id]).toEqual([1005, expertId])
      expect((await s.create("financial-manager", base)).status).toBe(403)
    })
  })

  describe("reading", () => {
    const s = seeded(dialect, "describe")
    let own: Invoice
    let others: Invoice
    let quotation: Invoice
    beforeAll(async () => {
      const other = await s.t.db
        .insertInto("users")
        .values({
          name: "نرگس",
          last_name: "پاکزاد",
          personnel_code: "1000510005",
          mobile: "09120510005",
          role: "sales-expert",
          password_hash: "-",
          is_active: 1,
          created_at: "2025-03-10T08:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
      own = await s.made("sales-expert")
      others = await s.made("sales-manager", invoiceBody({ customer_id: 3, sales_expert_id: other.id }))
      quotation = await s.made("super-admin", invoiceBody({ customer_id: 5 }))
    })

    it("shows the owner and managers the invoice with its lines, version and the edit and reprice actions", async () => {
      expect(own.lines).toHaveLength(1)
      for (const role of ["sales-expert", "sales-manager", "super-admin"] as const) {
        const answer = await s.get(own.id, role)
        expect(answer.status).toBe(200)
        expect([bare(dataOf(answer)), edits(dataOf(answer))]).toEqual([bare(own), ["edit", "reprice"]])
      }
      const theirs = dataOf(await s.get(others.id, "sales-manager"))
      expect([theirs.sales_expert_id, theirs.sales_expert_name, edits(theirs)]).toEqual([
        others.sales_expert_id,
        "نرگس پاکزاد",
        ["edit", "reprice"],
      ])
    })

    it("hides another expert's invoice from a sales expert unless their access sees all customers, and then lets them read it but not change it", async () => {
      const edit = invoiceBody({ customer_id: 3 })
      for (const call of [
        () => s.get(others.id, "sales-expert"),
        () => s.put(others.id, "sales-expert", edit),
        () => s.reprice(others.id, "sales-expert"),
      ])
        expect((await call()).status).toBe(404)
      const access = (see: number) =>
        s.t.db.updateTable("sales_expert_access").set({ may_see_all_customers: see }).where("user_id", "=", expertId).execute()
      await access(1)
      try {
        const read = dataOf(await s.get(others.id, "sales-expert"))
        expect([bare(read), edits(read)]).toEqual([bare(others), []])
        const before = await snapshot(s.t.db)
        for (const call of [
          () => s.put(others.id, "sales-expert", edit),
          () => s.reprice(others.id, "sales-expert", { version: 1 }),
        ]) {
          const answer = await call()
          expect([answer.status, answer.body]).toEqual([403, { message: notYours }])
        }
        expect(await snapshot(s.t.db)).toEqual(before)
      } finally {
        await access(0)
      }
    })

    it("shows a financial manager only formal invoices and approved pre-buys, and lets them change nothing", async () => {
      for (const id of [own.id, quotation.id]) expect((await s.get(id, "financial-manager")).status).toBe(404)
      const shown: ReadonlyArray<[string, string, number]> = [
        ["pre-buy", "draft", 404],
        ["pre-buy", "pending", 404],
        ["pre-buy", "approved", 200],
        ["formal", "issued", 200],
        ["formal", "confirmed", 200],
        ["informal", "rejected", 404],
      ]
      for (const [kind, state, status] of shown) {
        await s.setRow(quotation.id, { kind, state })
        const answer = await s.get(quotation.id, "financial-manager")
        expect(answer.status, `${kind} ${state}`).toBe(status)
        if (status === 200)
          expect([bare(dataOf(answer)), edits(dataOf(answer))]).toEqual([{ ...bare(quotation), kind, state }, []])
      }
      await s.setRow(quotation.id, { kind: "formal", state: "issued" })
      const before = await snapshot(s.t.db)
      expect((await s.put(quotation.id, "financial-manager", base)).status).toBe(403)
      expect((await s.reprice(quotation.id, "financial-manager")).status).toBe(403)
      expect(await snapshot(s.t.db)).toEqual(before)
      expect(edits(dataOf(await s.get(quotation.id, "sales-manager")))).toEqual([])
    })

    it("refuses production's roles every invoice, whatever its kind or state, reading or changing (403: production sees no price)", async () => {
      for (const role of ["production-manager", "operator"] as const) {
        for (const id of [own.id, others.id]) expect((await s.get(id, role)).status).toBe(403)
        for (const [kind, state] of [
          ["informal", "draft"],
          ["pre-buy", "approved"],
          ["formal", "issued"],
          ["formal", "confirmed"],
        ] as const) {
          await s.setRow(quotation.id, { kind, state })
          expect((await s.get(quotation.id, role)).status, `${role} ${kind} ${state}`).toBe(403)
        }
        await s.setRow(quotation.id, { kind: "formal", state: "issued" })
        const settled = await snapshot(s.t.db)
        expect((await s.put(quotation.id, role, base)).status).toBe(403)
        expect((await s.reprice(quotation.id, role)).status).toBe(403)
        expect(await snapshot(s.t.db)).toEqual(settled)
      }
    })

    it("answers 404 for an unknown id and for one past the database's integers", async () => {
      const before = await snapshot(s.t.db)
      for (const id of [999, 2_147_483_648, "99999999999999999999", "0", "abc"])
        for (const role of ["super-admin", "sales-expert"] as const) {
          for (const call of [() => s.get(id, role), () => s.put(id, role, base), () => s.reprice(id, role)]) {
            const answer = await call()
            expect(answer.status, `${id} as ${role}`).toBe(404)
          }
        }
      expect(await snapshot(s.t.db)).toEqual(before)
    })
  })

  describe("editing", () => {
    const s = seeded(dialect, "test")
    const lineIds = async (invoiceId: number) =>
      (
        await s.t.db.selectFrom("invoice_lines").select("id").where("invoice_id", "=", invoiceId).orderBy("position").execute()
      ).map((row) => row.id)

    it("matches lines by id: a kept line keeps its id, a new one gets a new id, one not sent is removed; the version goes up by one", async () => {
      const made = await s.made("sales-expert", invoiceBody({ lines: [linesOf.single, linesOf.double] }))
      const [kept, dropped] = made.lines.map((line) => line.id)
      const body = invoiceBody({
        version: 1,
        note: "ویرایش شد",
        lines: [{ ...single, id: kept, width: 1000 }, linesOf.laminated],
      })
      const answer = await s.put(made.id, "sales-expert", body)
      expect(answer.status).toBe(200)
      const saved = dataOf(answer)
      const added = saved.lines[1]?.id ?? 0
      expect(saved.lines.map((line) => [line.id === kept, line.product_id, line.width])).toEqual([
        [true, 1, 1000],
        [false, 2, 1000],
      ])
      expect([added === dropped, added > (dropped ?? 0)]).toEqual([false, true])
      expect(saved).toMatchObject({
        id: made.id,
        serial_number: made.serial_number,
        kind: "informal",
        state: "draft",
        version: 2,
        note: "ویرایش شد",
        created_at: made.created_at,
      })
      expect(figuresOf(saved)).toEqual(expectedFigures(await expectedOf(s.t, "sales-expert", body)))
      expect(await lineIds(made.id)).toEqual([kept, added])
      const found = await s.t.request("GET", `/api/Admin/invoice?search=${encodeURIComponent("ویرایش")}`, {
        token: await s.t.signIn("sales-expert"),
      })
      expect((found.body as { data: Array<{ id: number }> }).data.map((row) => row.id)).toEqual([made.id])
      expect(bare(dataOf(await s.get(made.id, "sales-manager")))).toEqual(bare(saved))
      // Reordered by a manager: the ids follow their lines.
      const reordered = dataOf(
        await s.put(
          made.id,
          "sales-manager",
          invoiceBody({
            version: 2,
            lines: [
              { ...linesOf.laminated, id: added },
              { ...single, id: kept },
            ],
          }),
        ),
      )
      expect([reordered.version, reordered.lines.map((line) => [line.id, line.product_id])]).toEqual([
        3,
        [
          [added, 2],
          [kept, 1],
        ],
      ])
      expect(await lineIds(made.id)).toEqual([added, kept])
    })

    it("refuses a stale version with 409 and the Persian message, writing nothing, and accepts a body without one", async () => {
      const made = await s.made("sales-expert")
      expect(dataOf(await s.put(made.id, "sales-manager", invoiceBody({ version: 1, discount_percent: 7 }))).version).toBe(2)
      const before = await snapshot(s.t.db)
      for (const call of [
        () => s.put(made.id, "sales-expert", invoiceBody({ version: 1 })),
        () => s.put(made.id, "sales-manager", invoiceBody({ version: "۱" })),
        () => s.reprice(made.id, "sales-expert", { version: 1 }),
      ]) {
        const answer = await call()
        expect([answer.status, answer.body]).toEqual([409, { message: m.versionStale }])
      }
      expect(await snapshot(s.t.db)).toEqual(before)
      expect(dataOf(await s.put(made.id, "sales-expert", base)).version).toBe(3)
      expect(dataOf(await s.put(made.id, "sales-expert", invoiceBody({ version: "۳" }))).version).toBe(4)
    })

    it("lets one of several saves racing on the same version win, the others getting 409; racing creates get distinct serial numbers", async () => {
      const made = await s.made("sales-expert")
      const saves = await Promise.all([
        s.put(made.id, "sales-expert", invoiceBody({ version: 1, note: "اول" })),
        s.put(made.id, "sales-manager", invoiceBody({ version: 1, note: "دوم" })),
        s.reprice(made.id, "super-admin", { version: 1 }),
      ])
      expect(saves.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
      const winner = saves.find((answer) => answer.status === 200)
      expect(winner && bare(dataOf(await s.get(made.id, "sales-manager")))).toEqual(winner && bare(dataOf(winner)))
      const created = await Promise.all([1, 2, 3, 4].map(() => s.made("sales-expert")))
      expect(created.map((invoice) => invoice.serial_number).sort()).toEqual([1002, 1003, 1004, 1005])
    })

    it("refuses a line id that is not the invoice's own, or sent twice, under the line's id", async () => {
      const made = await s.made("sales-expert")
      const other = await s.made("sales-expert")
      const mine = made.lines[0]?.id
      await s.refused(() => s.put(made.id, "sales-expert", invoiceBody({ lines: [{ ...single, id: other.lines[0]?.id }] })), {
        "lines.0.id": m.lineInvalid,
      })
      await s.refused(
        () =>
          s.put(
            made.id,
            "sales-manager",
            invoiceBody({
              lines: [
                { ...single, id: mine },
                { ...single, id: 999 },
              ],
            }),
          ),
        { "lines.1.id": m.lineInvalid },
      )
      await s.refused(
        () =>
          s.put(
            made.id,
            "sales-expert",
            invoiceBody({
              lines: [
                { ...single, id: mine },
                { ...single, id: mine },
              ],
            }),
          ),
        { "lines.1.id": m.lineRepeated },
      )
    })

    it("saves a rejected invoice back to a draft, by a PUT or a reprice", async () => {
      const made = await s.made("sales-expert")
      const again = await s.made("sales-expert")
      await s.setRow(made.id, { state: "rejected" })
      await s.setRow(again.id, { state: "rejected" })
      expect(edits(dataOf(await s.get(made.id, "sales-expert")))).toEqual(["edit", "reprice"])
      expect(dataOf(await s.put(made.id, "sales-expert", invoiceBody({ version: 1 })))).toMatchObject({
        state: "draft",
        version: 2,
      })
      expect(dataOf(await s.reprice(again.id, "sales-manager"))).toMatchObject({ state: "draft", version: 2 })
    })

    it("refuses to change an invoice that is not a draft or rejected, under state, writing nothing", async () => {
      const made = await s.made("sales-expert")
      for (const state of ["pending", "approved", "issued", "confirmed", "cancelled"]) {
        await s.setRow(made.id, { state })
        await s.refused(() => s.put(made.id, "sales-expert", invoiceBody({ version: 1 })), { state: m.notEditable })
        await s.refused(() => s.put(made.id, "super-admin", base), { state: m.notEditable })
        await s.refused(() => s.reprice(made.id, "sales-manager", { version: 1 }), { state: m.notEditable })
        expect(edits(dataOf(await s.get(made.id, "sales-expert")))).toEqual([])
      }
    })

    it("never changes the kind, a sales expert's date or the owner by a PUT", async () => {
      const informal = await s.made("sales-expert")
      const preBuy = await s.made("sales-expert", invoiceBody({ kind: "pre-buy" }))
      expect(dataOf(await s.put(informal.id, "sales-manager", invoiceBody({ kind: "pre-buy" }))).kind).toBe("informal")
      expect(dataOf(await s.put(preBuy.id, "sales-expert", invoiceBody({ kind: "informal" }))).kind).toBe("pre-buy")
      await s.refused(() => s.put(informal.id, "sales-manager", invoiceBody({ kind: "formal" })), { kind: m.kindInvalid })
      const dated = await s.made("sales-manager", invoiceBody({ date: "1402/06/15" }))
      const edited = dataOf(await s.put(dated.id, "sales-expert", invoiceBody({ date: "1403/12/01" })))
      expect([edited.date, edited.vat_rate, edited.sales_expert_id]).toEqual(["1402/06/15", 9, expertId])
      expect(dataOf(await s.put(dated.id, "sales-manager", invoiceBody({ customer_id: 3 }))).sales_expert_id).toBe(expertId)
    })
  })

  describe("repricing", () => {
    const s = seeded(dialect, "test")
    const setPrice = (price: number) =>
      s.t.db
        .updateTable("glass_type_prices")
        .set({ price })
        .where("glass_type_id", "=", 1)
        .where("glass_width_id", "=", 3)
        .where("material", "=", 2)
        .execute()

    it("never reprices on reading; a reprice charges today's prices and raises the version", async () => {
      const made = await s.made("sales-expert")
      expect(made.lines[0]?.layers[0]?.unit_price).toBe(12_620_000)
      await setPrice(15_000_000)
      expect((await s.get(made.id, "sales-expert")).body).toEqual({ data: made })
      const answer = await s.reprice(made.id, "sales-expert", { version: 1 })
      expect(answer.status).toBe(200)
      const repriced = dataOf(answer)
      expect([repriced.lines[0]?.layers[0]?.unit_price, repriced.version, repriced.state, repriced.lines[0]?.id]).toEqual([
        15_000_000,
        2,
        "draft",
        made.lines[0]?.id,
      ])
      expect(repriced.total).toBeGreaterThan(made.total)
      expect(figuresOf(repriced)).toEqual(expectedFigures(await expectedOf(s.t, "sales-expert", base)))
      expect(bare(dataOf(await s.get(made.id, "sales-manager")))).toEqual(bare(repriced))
      // A reprice with no body at all, by a manager: nothing moved, but a save all the same.
      const unsent = await s.t.request("POST", `/api/Admin/invoice/${made.id}/reprice`, {
        token: await s.t.signIn("sales-manager"),
      })
      expect([unsent.status, figuresOf(dataOf(unsent)), dataOf(unsent).version]).toEqual([200, figuresOf(repriced), 3])
    })

    it("lets a manager reprice an invoice dated more than a year ago, and its owner edit a pre-buy after the pre-buy right is withdrawn", async () => {
      const old = await s.made("sales-expert")
      s.t.clock.advance(400 * 86_400_000)
      const late = await s.t.request("POST", `/api/Admin/invoice/${old.id}/reprice`, { token: await s.t.signIn("sales-manager") })
      expect([late.status, dataOf(late).date]).toEqual([200, old.date])
      const preBuy = await s.t.request("POST", "/api/Admin/invoice", {
        token: await s.t.signIn("sales-expert"),
        json: invoiceBody({ kind: "pre-buy" }),
      })
      expect(preBuy.status).toBe(201)
      await s.t.db.updateTable("sales_expert_access").set({ may_create_pre_buy: 0 }).where("user_id", "=", expertId).execute()
      const edited = await s.t.request("PUT", `/api/Admin/invoice/${dataOf(preBuy).id}`, {
        token: await s.t.signIn("sales-expert"),
        json: invoiceBody({ kind: "pre-buy", discount_percent: 3 }),
      })
      expect([edited.status, dataOf(edited).kind, dataOf(edited).discount_percent]).toEqual([200, "pre-buy", 3])
    })

    it("refuses a NUL character in a note (PostgreSQL once failed on it) and removes it from a search", async () => {
      const answer = await s.t.request("POST", "/api/Admin/invoice", {
        token: await s.t.signIn("sales-expert"),
        json: invoiceBody({ note: "دو\u0000نوبت" }),
      })
      expect([answer.status, answer.body]).toEqual([
        422,
        { message: refusedCharacterMessage, errors: { note: [refusedCharacterMessage] } },
      ])
      const search = await s.t.request("GET", "/api/Admin/invoice?search=%00", { token: await s.t.signIn("sales-expert") })
      expect(search.status).toBe(200)
      expect(s.t.faults).toEqual([])
    })

    it("refuses a reprice when a line's glass is no longer priced, under the line's thickness", async () => {
      const made = await s.made("sales-expert")
      await s.t.db
        .deleteFrom("glass_type_prices")
        .where("glass_type_id", "=", 1)
        .where("glass_width_id", "=", 3)
        .where("material", "=", 2)
        .execute()
      await s.refused(() => s.reprice(made.id, "sales-expert", { version: 1 }), {
        "lines.0.layers.0.width_id": m.thicknessNotOffered,
      })
      expect((await s.get(made.id, "sales-expert")).body).toEqual({ data: made })
    })

    it("keeps a deactivated glass type, fare and customer on the invoice holding them, and refuses them for a new one", async () => {
      const made = await s.made("sales-expert", invoiceBody({ fare_id: 5 }))
      await s.t.db.updateTable("glass_types").set({ is_active: 0 }).where("id", "=", 1).execute()
      await s.t.db.updateTable("fares").set({ is_active: 0 }).where("id", "=", 5).execute()
      await s.t.db.updateTable("customers").set({ is_active: 0 }).where("id", "=", 1).execute()
      const edited = await s.put(
        made.id,
        "sales-expert",
        invoiceBody({ fare_id: 5, version: 1, lines: [{ ...single, id: made.lines[0]?.id, count: 5 }] }),
      )
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
      expect(dataOf(edited)).toMatchObject({ version: 2, fare_id: 5, customer_id: 1, pieces: 5 })
      expect((await s.reprice(made.id, "sales-manager", { version: 2 })).status).toBe(200)
      await s.refused(() => s.create("sales-expert", invoiceBody({ fare_id: 5 })), {
        customer_id: m.customerInactive,
        fare_id: m.fareInactive,
        "lines.0.layers.0.glass_type_id": m.glassTypeInactive,
      })
      await s.refused(() => s.create("sales-manager", invoiceBody({ customer_id: 2 })), {
        "lines.0.layers.0.glass_type_id": m.glassTypeInactive,
      })
    })
  })

  describe("rules", () => {
    const s = seeded(dialect, "describe")
    const line = (overrides: Json) => ({ ...single, ...overrides })
    const cases: ReadonlyArray<[string, Role, Json, Record<string, string>]> = [
      ["a customer not the sales expert's", "sales-expert", invoiceBody({ customer_id: 3 }), { customer_id: m.customerNotYours }],
      ["no such customer", "sales-manager", invoiceBody({ customer_id: 999 }), { customer_id: m.customerInvalid }],
      [
        "a discount above the sales expert's cap",
        "sales-expert",
        invoiceBody({ discount_percent: 10.5 }),
        { discount_percent: "درصد تخفیف شما حداکثر 10 است" },
      ],
      [
        "a discount with three decimals",
        "sales-manager",
        invoiceBody({ discount_percent: "5.555" }),
        { discount_percent: m.discountFraction },
      ],
      [
        "a piece wider than 4 mm tempered clear float allows",
        "sales-expert",
        withLine(line({ width: 1600, height: 1000, layers: [{ glass_type_id: 1, width_id: 1, material: 2 }] })),
        { "lines.0.width": "عرض شیشه باید بین 100 و 1500 میلی‌متر باشد" },
      ],
      [
        "a piece taller than it allows",
        "sales-manager",
        withLine(line({ width: 1000, height: 2500, layers: [{ glass_type_id: 1, width_id: 1, material: 2 }] })),
        { "lines.0.height": "ارتفاع شیشه باید بین 250 و 2440 میلی‌متر باشد" },
      ],
      [
        "a laminated line with one layer",
        "sales-expert",
        withLine({ ...linesOf.laminated, layers: [{ glass_type_id: 1, width_id: 3, material: 1 }] }),
        { "lines.0.layers": "این محصول 2 لایه شیشه دارد" },
      ],
      [
        "a double line without its spacer",
        "sales-expert",
        withLine({ ...linesOf.double, spacers: [] }),
        { "lines.0.spacers": "این محصول 1 اسپیسر دارد" },
      ],
      [
        "a single line with a laminate",
        "sales-expert",
        withLine(line({ laminates: [{ laminate_color_id: 1, thickness: 1, glue: 7 }] })),
        { "lines.0.laminates": "این محصول طلق ندارد", "lines.0.laminates.0.glue": m.laminateGlueInvalid },
      ],
      [
        "a laminated line with a double-laminate glue",
        "sales-expert",
        withLine({ ...linesOf.laminated, laminates: [{ laminate_color_id: 2, thickness: 2, glue: 5 }] }),
        { "lines.0.laminates.0.glue": m.laminateGlueInvalid },
      ],
      [
        "a glass type the product does not allow",
        "sales-expert",
        withLine(line({ layers: [{ glass_type_id: 11, width_id: 3, material: 1 }] })),
        { "lines.0.layers.0.glass_type_id": m.glassTypeNotAllowed },
      ],
      [
        "an inactive glass type",
        "sales-manager",
        withLine(line({ layers: [{ glass_type_id: 9, width_id: 1, material: 1 }], descriptions: [] })),
        { "lines.0.layers.0.glass_type_id": m.glassTypeInactive },
      ],
      [
        "a thickness the glass type does not offer",
        "sales-expert",
        withLine(linesOf.mirror(11, 4)),
        { "lines.0.layers.0.width_id": m.thicknessNotOffered },
      ],
      [
        "an inactive laminate colour",
        "sales-expert",
        withLine({ ...linesOf.laminated, laminates: [{ laminate_color_id: 10, thickness: 1, glue: 7 }] }),
        { "lines.0.laminates.0.laminate_color_id": m.laminateColorInactive },
      ],
      [
        "a description the product does not allow",
        "sales-expert",
        withLine({ ...linesOf.double, descriptions: [{ description_id: 1, quantity: 1 }] }),
        { "lines.0.descriptions.0.description_id": m.descriptionNotAllowed },
      ],
      ["no such product", "sales-manager", withLine(line({ product_id: 99 })), { "lines.0.product_id": m.productInvalid }],
      ["the inactive fare of Varamin", "sales-manager", invoiceBody({ fare_id: 11 }), { fare_id: m.fareInactive }],
      [
        "a manager's date before the previous Jalali year",
        "sales-manager",
        invoiceBody({ date: "1401/12/29" }),
        { date: m.dateOutOfRange },
      ],
      [
        "a manager's date in the next Jalali year",
        "super-admin",
        invoiceBody({ date: "۱۴۰۴/۰۱/۰۱" }),
        { date: m.dateOutOfRange },
      ],
      ["a date that is no date", "sales-manager", invoiceBody({ date: "1403/12/31" }), { date: m.dateInvalid }],
      ["a formal invoice", "super-admin", invoiceBody({ kind: "formal" }), { kind: m.kindInvalid }],
      ["no lines", "sales-expert", invoiceBody({ lines: [] }), { lines: m.linesRequired }],
    ]

    it.each(cases)("refuses %s with 422 under its dotted key, writing nothing", async (_name, role, body, errors) => {
      await s.refused(() => s.create(role, body), errors)
    })

    it("refuses an inactive customer", async () => {
      await s.t.db.updateTable("customers").set({ is_active: 0 }).where("id", "=", 10).execute()
      await s.refused(() => s.create("sales-manager", invoiceBody({ customer_id: 10 })), { customer_id: m.customerInactive })
    })

    it("refuses a total above 999,999,999,999,999 rials under total", async () => {
      // Frosted glass (type 10) 10 mm raw, priced here alone: 1,000 m² of it at 10^12 rials.
      await s.t.db
        .updateTable("glass_type_prices")
        .set({ price: 1_000_000_000_000 })
        .where("glass_type_id", "=", 10)
        .where("glass_width_id", "=", 5)
        .execute()
      const huge = (count: number) =>
        withLine(
          line({ width: 1000, height: 1000, count, layers: [{ glass_type_id: 10, width_id: 5, material: 1 }], descriptions: [] }),
          { discount_percent: 0, fare_id: null },
        )
      await s.refused(() => s.create("sales-manager", huge(1000)), { total: m.totalTooLarge })
      // 909 m²: 909 × 10^12 × 1.1 is just below the bound, stored and answered exactly.
      const largest = await s.made("sales-manager", huge(909))
      expect([largest.subtotal, largest.vat, largest.total]).toEqual([
        909_000_000_000_000, 90_900_000_000_000, 999_900_000_000_000,
      ])
      expect((await s.get(largest.id, "sales-manager")).body).toEqual({ data: largest })
    })
  })

  describe("a sales expert's access", () => {
    const s = seeded(dialect, "test")

    it("refuses a product outside their access, a pre-buy without the right, and everything once the access is off", async () => {
      await s.t.db
        .deleteFrom("sales_expert_access_products")
        .where("user_id", "=", expertId)
        .where("product_id", "=", 2)
        .execute()
      await s.refused(() => s.create("sales-expert", withLine(linesOf.laminated)), { "lines.0.product_id": m.productNotAllowed })
      await s.made("sales-manager", withLine(linesOf.laminated))
      await s.made("sales-expert", invoiceBody({ kind: "pre-buy" }))
      await s.t.db.updateTable("sales_expert_access").set({ may_create_pre_buy: 0 }).where("user_id", "=", expertId).execute()
      await s.refused(() => s.create("sales-expert", invoiceBody({ kind: "pre-buy" })), { kind: m.preBuyNotAllowed })
      await s.made("sales-manager", invoiceBody({ kind: "pre-buy" }))
      await s.t.db.updateTable("sales_expert_access").set({ is_active: 0 }).where("user_id", "=", expertId).execute()
      await s.refused(() => s.create("sales-expert", base), {
        discount_percent: "درصد تخفیف شما حداکثر 0 است",
        "lines.0.product_id": m.productNotAllowed,
      })
    })

    it("lets a sales expert who sees every customer invoice a customer of nobody's as their own, never another expert's customer", async () => {
      const other = await s.t.db
        .insertInto("users")
        .values({
          name: "نرگس",
          last_name: "پاکزاد",
          personnel_code: "1000510005",
          mobile: "09120510005",
          role: "sales-expert",
          password_hash: "-",
          is_active: 1,
          created_at: "2025-03-10T08:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
      await s.t.db.updateTable("customers").set({ sales_expert_id: other.id }).where("id", "=", 5).execute()
      await s.t.db.updateTable("sales_expert_access").set({ may_see_all_customers: 1 }).where("user_id", "=", expertId).execute()
      const unowned = await s.made("sales-expert", invoiceBody({ customer_id: 3 }))
      expect([unowned.customer_id, unowned.sales_expert_id]).toEqual([3, expertId])
      await s.refused(() => s.create("sales-expert", invoiceBody({ customer_id: 5 })), { customer_id: m.customerNotYours })
      expect((await s.made("sales-manager", invoiceBody({ customer_id: 5 }))).sales_expert_id).toBe(other.id)
    })
  })
})
