import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { diffInvoices, type InvoiceSnapshot, type Json } from "../../domain/invoice/InvoiceDiff.ts"
import type { InvoiceMove } from "../../domain/invoice/InvoiceWorkflow.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Dialect } from "../db/Database.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { demoUserId, testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type Invoice = Schemas["Invoice"]
type Revision = Schemas["InvoiceRevision"]
type Who = Role | "other-expert" | "expert-seeing-all"

const staff = ["super-admin", "sales-manager", "sales-expert", "financial-manager"] as const
const names: Record<Role, string> = {
  "super-admin": "علی رضایی",
  "sales-manager": "مریم احمدی",
  "sales-expert": "حسین کریمی",
  "financial-manager": "زهرا محمدی",
  "production-manager": "رضا نوری",
  operator: "مهدی صادقی",
}
const reason = "تخفیف بیش از حد مجاز است"
const line = invoiceBody().lines[0] as Record<string, unknown>
const secondLine = { ...line, width: 800, height: 1000, count: 2, descriptions: [] }

const dataOf = (answer: Answer): Invoice => (answer.body as { data: Invoice }).data

/** The invoice as a revision keeps it, read from an answer: every field but the ids, version, times, words and the reader's actions. */
const snapshotOf = (invoice: Invoice): InvoiceSnapshot => {
  const {
    id: _id,
    serial_number: _serial,
    version: _version,
    created_at: _created,
    updated_at: _updated,
    total_in_words: _words,
    actions: _actions,
    lines,
    ...header
  } = invoice
  return {
    header: header as unknown as Readonly<Record<string, Json>>,
    lines: lines.map(({ id, ...fields }) => ({ id, fields: fields as unknown as Readonly<Record<string, Json>> })),
  }
}
/** A value as it comes back through JSON. */
const throughJson = <A>(value: A): A => JSON.parse(JSON.stringify(value)) as A

describe.each(testDialects)("invoice history on %s", (dialect: Dialect) => {
  let t: TestServer
  const tokens: Partial<Record<Who, string>> = {}
  beforeAll(async () => {
    t = await testServer(dialect)
    for (const role of staff) tokens[role] = await t.signIn(role)
    // Two more sales experts, signed in with the demo password: one sees only their own customers, one every customer.
    const { password_hash } = await t.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", demoUserId("sales-expert"))
      .executeTakeFirstOrThrow()
    for (const [who, code, seeAll] of [
      ["other-expert", "1000510011", 0],
      ["expert-seeing-all", "1000610012", 1],
    ] as const) {
      const created_at = "2025-03-10T08:00:00.000Z"
      const { id } = await t.db
        .insertInto("users")
        .values({
          name: "کاربر",
          last_name: code,
          personnel_code: code,
          mobile: `0912${code.slice(-7)}`,
          role: "sales-expert",
          password_hash,
          is_active: 1,
          created_at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
      await t.db
        .insertInto("sales_expert_access")
        .values({
          user_id: id,
          may_see_all_customers: seeAll,
          may_create_pre_buy: 1,
          max_discount_percent: 10,
          is_active: 1,
          updated_at: created_at,
        })
        .execute()
      const login = await t.request("POST", "/api/auth/login", { json: { username: code, password: "Demo1234" } })
      expect(login.status).toBe(200)
      tokens[who] = (login.body as { access_token: string }).access_token
    }
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const call = (method: string, path: string, who: Who, json?: unknown) =>
    t.request(method, `/api/Admin/invoice${path}`, { token: tokens[who], json })
  const ok = async (answer: Promise<Answer>, status = 200) => {
    const settled = await answer
    expect(settled.status, JSON.stringify(settled.body)).toBe(status)
    return dataOf(settled)
  }
  const create = (json: unknown = invoiceBody()) => ok(call("POST", "", "sales-expert", json), 201)
  const move = (id: number, name: InvoiceMove, who: Who, json: unknown = {}) => ok(call("POST", `/${id}/${name}`, who, json))
  const history = (id: number, who: Who = "sales-manager") => call("GET", `/${id}/history`, who)
  const revisionsOf = async (id: number, who: Who = "sales-manager") => {
    const answer = await history(id, who)
    expect(answer.status).toBe(200)
    return (answer.body as { data: ReadonlyArray<Revision> }).data
  }
  const storedRevisions = (id: number) =>
    t.db.selectFrom("invoice_revisions").selectAll().where("invoice_id", "=", id).orderBy("id").execute()

  it("writes one revision per create, save, reprice and move, newest first, each with who, the reason, where it led and its diff against the one before", async () => {
    const made = await create()
    const lineId = made.lines[0]?.id ?? 0
    expect(await revisionsOf(made.id)).toEqual([
      {
        id: expect.any(Number),
        version: 1,
        action: "create",
        user_id: demoUserId("sales-expert"),
        user_name: names["sales-expert"],
        reason: null,
        kind: "informal",
        state: "draft",
        created_at: "2025-03-10T08:00:00.000Z",
        changes: null,
      },
    ])
    // Each step: what it does, who, and the invoice it answers; a later step never changes an earlier revision.
    const steps: ReadonlyArray<readonly [string, Role, () => Promise<Invoice>]> = [
      [
        "save",
        "sales-expert",
        () =>
          ok(
            call(
              "PUT",
              `/${made.id}`,
              "sales-expert",
              invoiceBody({ discount_percent: 7, version: 1, lines: [{ ...line, id: lineId, width: 1300 }, secondLine] }),
            ),
          ),
      ],
      [
        "save",
        "sales-expert",
        async () =>
          ok(
            call(
              "PUT",
              `/${made.id}`,
              "sales-expert",
              invoiceBody({ discount_percent: 7, lines: [{ ...secondLine, id: (await current()).lines[1]?.id }] }),
            ),
          ),
      ],
      [
        "reprice",
        "sales-manager",
        async () => {
          await t.db
            .updateTable("glass_type_prices")
            .set({ price: 13_000_000 })
            .where("glass_type_id", "=", 1)
            .where("glass_width_id", "=", 3)
            .where("material", "=", 2)
            .execute()
          return ok(call("POST", `/${made.id}/reprice`, "sales-manager", {}))
        },
      ],
      ["send", "sales-expert", () => move(made.id, "send", "sales-expert")],
      ["reject", "sales-manager", () => move(made.id, "reject", "sales-manager", { reason })],
      [
        "save",
        "sales-expert",
        () =>
          ok(
            call(
              "PUT",
              `/${made.id}`,
              "sales-expert",
              invoiceBody({
                discount_percent: 3,
                note: "اصلاح تخفیف",
                lines: [{ ...secondLine, id: (states.at(-1) as Invoice).lines[0]?.id }],
              }),
            ),
          ),
      ],
      ["send", "sales-expert", () => move(made.id, "send", "sales-expert")],
      ["approve", "super-admin", () => move(made.id, "approve", "super-admin")],
      ["confirm", "financial-manager", () => move(made.id, "confirm", "financial-manager")],
    ]
    const states: Array<Invoice> = [made]
    const current = () => ok(call("GET", `/${made.id}`, "super-admin"))
    for (const [index, [action, , step]] of steps.entries()) {
      t.clock.advance(60_000)
      const before = await storedRevisions(made.id)
      const answered = await step()
      expect(answered.version, action).toBe(index + 2)
      states.push(await current())
      const after = await storedRevisions(made.id)
      expect(after.slice(0, before.length), `${action}: earlier revisions unchanged`).toEqual(before)
      expect(after).toHaveLength(before.length + 1)
    }

    const revisions = await revisionsOf(made.id)
    const written = [["create", "sales-expert"] as const, ...steps.map(([action, role]) => [action, role] as const)].toReversed()
    expect(revisions.map((revision) => [revision.action, revision.user_id, revision.user_name, revision.version])).toEqual(
      written.map(([action, role], index) => [action, demoUserId(role), names[role], written.length - index]),
    )
    expect(revisions.map((revision) => revision.reason)).toEqual(written.map(([action]) => (action === "reject" ? reason : null)))
    expect(revisions.map((revision) => [revision.kind, revision.state])).toEqual(
      states.toReversed().map((state) => [state.kind, state.state]),
    )
    expect(revisions.map((revision) => revision.created_at)).toEqual(
      states.toReversed().map((_, index) => new Date(t.clock.now() - index * 60_000).toISOString()),
    )
    // Each revision's changes are the domain's diff of the invoice as it stood before and after.
    const oldestFirst = revisions.toReversed()
    for (const [index, revision] of oldestFirst.entries())
      if (index > 0)
        expect(revision.changes, revision.action).toEqual(
          throughJson(diffInvoices(snapshotOf(states[index - 1] as Invoice), snapshotOf(states[index] as Invoice))),
        )

    const [, firstSave, secondSave, reprice, sent, , , , approved] = oldestFirst.map((revision) => revision.changes)
    const addedId = states[1]?.lines[1]?.id
    expect(firstSave?.header).toContainEqual({ field: "discount_percent", old: 5, new: 7 })
    expect(firstSave?.changed.map((entry) => entry.id)).toEqual([lineId])
    expect(firstSave?.changed[0]?.changes).toContainEqual({ field: "width", old: 1200, new: 1300 })
    expect([firstSave?.added.map((added) => added.id), firstSave?.removed, firstSave?.order]).toEqual([[addedId], [], null])
    expect([secondSave?.added, secondSave?.removed.map((removed) => removed.id), secondSave?.changed]).toEqual([[], [lineId], []])
    expect(reprice?.header.map((change) => change.field)).toEqual(
      expect.arrayContaining(["subtotal", "discount", "vat", "total"]),
    )
    expect(reprice?.changed.map((entry) => entry.id)).toEqual([addedId])
    expect(reprice?.changed[0]?.changes.map((change) => change.field)).toEqual(expect.arrayContaining(["layers", "amount"]))
    expect(sent).toEqual({
      header: [{ field: "state", old: "draft", new: "pending" }],
      added: [],
      removed: [],
      changed: [],
      order: null,
    })
    expect(approved?.header).toEqual([
      { field: "kind", old: "informal", new: "formal" },
      { field: "state", old: "pending", new: "issued" },
    ])
  })

  it("records a pre-buy's approval, call-off and cancellation as revisions of where each led", async () => {
    const made = await create(invoiceBody({ kind: "pre-buy" }))
    await move(made.id, "send", "sales-manager")
    await move(made.id, "approve", "sales-manager")
    await move(made.id, "call_off", "sales-expert")
    await move(made.id, "cancel", "super-admin")
    const revisions = await revisionsOf(made.id, "sales-expert")
    expect(
      revisions.map((revision) => [revision.version, revision.action, revision.user_id, revision.kind, revision.state]),
    ).toEqual([
      [5, "cancel", demoUserId("super-admin"), "formal", "cancelled"],
      [4, "call_off", demoUserId("sales-expert"), "formal", "issued"],
      [3, "approve", demoUserId("sales-manager"), "pre-buy", "approved"],
      [2, "send", demoUserId("sales-manager"), "pre-buy", "pending"],
      [1, "create", demoUserId("sales-expert"), "pre-buy", "draft"],
    ])
    expect(revisions.map((revision) => revision.changes?.header)).toEqual([
      [{ field: "state", old: "issued", new: "cancelled" }],
      [
        { field: "kind", old: "pre-buy", new: "formal" },
        { field: "state", old: "approved", new: "issued" },
      ],
      [{ field: "state", old: "pending", new: "approved" }],
      [{ field: "state", old: "draft", new: "pending" }],
      undefined,
    ])
  })

  it("shows the history to those who may read the invoice, 404 to the others, writing nothing", async () => {
    const made = await create()
    const before = await snapshot(t.db)
    const expected = await revisionsOf(made.id)
    for (const who of ["super-admin", "sales-expert", "expert-seeing-all"] as const)
      expect(await revisionsOf(made.id, who), who).toEqual(expected)
    for (const [who, id] of [
      ["financial-manager", made.id],
      ["other-expert", made.id],
      ["sales-manager", 999_999],
      ["sales-expert", 999_999],
    ] as const) {
      const answer = await history(id, who)
      expect([answer.status, answer.body], `${who} ${id}`).toEqual([404, { message: "مورد درخواستی پیدا نشد" }])
    }
    expect(await snapshot(t.db)).toEqual(before)
    // A pre-buy is the financial manager's to read once approved; a formal invoice always.
    const preBuy = await create(invoiceBody({ kind: "pre-buy" }))
    await move(preBuy.id, "send", "sales-expert")
    expect((await history(preBuy.id, "financial-manager")).status).toBe(404)
    await move(preBuy.id, "approve", "sales-manager")
    expect(await revisionsOf(preBuy.id, "financial-manager")).toEqual(await revisionsOf(preBuy.id))
    await move(made.id, "send", "sales-expert")
    expect((await history(made.id, "financial-manager")).status).toBe(404)
    await move(made.id, "approve", "sales-manager")
    expect(await revisionsOf(made.id, "financial-manager")).toEqual(await revisionsOf(made.id))
    expect((await history(made.id, "other-expert")).status).toBe(404)
  })
})
