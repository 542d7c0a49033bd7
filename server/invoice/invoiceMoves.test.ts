import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invoiceMessages as m } from "../../domain/invoice/InvoiceMessages.ts"
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
/** Who calls: a demo role, or a user a test added under a name. */
type Who = Role | "expert2" | "expert3"

const staff = ["super-admin", "sales-manager", "sales-expert", "financial-manager"] as const
const [adminId, managerId, expertId, financeId] = [
  demoUserId("super-admin"),
  demoUserId("sales-manager"),
  demoUserId("sales-expert"),
  demoUserId("financial-manager"),
]
const forbidden = { message: "شما به این بخش دسترسی ندارید" }
const notFound = { message: "مورد درخواستی پیدا نشد" }
const notYours = { message: "فقط فاکتورهای خودتان را می‌توانید تغییر دهید" }
const refusedUnder = (field: string, message: string) => ({ message, errors: { [field]: [message] } })
const stateRefused = refusedUnder("state", m.moveNotAllowed)
const stale = { message: m.versionStale }
const reason = { reason: "قیمت شیشه سکوریت تغییر کرده است" }
const preBuy = invoiceBody({ kind: "pre-buy" })

const dataOf = (answer: Answer): Invoice => (answer.body as { data: Invoice }).data
const view = (invoice: Invoice) => ({
  kind: invoice.kind,
  state: invoice.state,
  version: invoice.version,
  actions: invoice.actions,
})
/** An invoice without what a move may change: the prices, lines, owner and number stay. */
const fixed = ({ kind: _kind, state: _state, version: _version, actions: _actions, updated_at: _updated, ...rest }: Invoice) =>
  rest

type Step = readonly [InvoiceMove, Who, object?]
const send: Step = ["send", "sales-expert"]
const approve: Step = ["approve", "sales-manager"]
/** The moves that bring a new invoice of the expert's to each position. */
const paths = {
  "informal/draft": [],
  "informal/pending": [send],
  "informal/rejected": [send, ["reject", "sales-manager", reason]],
  "informal/cancelled": [["cancel", "sales-manager"]],
  "formal/issued": [send, approve],
  "formal/confirmed": [send, approve, ["confirm", "financial-manager"]],
  "formal/cancelled": [send, approve, ["cancel", "sales-manager"]],
  "pre-buy/draft": [],
  "pre-buy/pending": [send],
  "pre-buy/approved": [send, approve],
} as const satisfies Record<string, ReadonlyArray<Step>>
type Position = keyof typeof paths

/** A seeded server shared by a describe, with a token of each demo role and of the sales experts a test adds. */
const shared = (dialect: Dialect) => {
  let current: { t: TestServer; tokens: Partial<Record<Who, string>> } | undefined
  beforeAll(async () => {
    const t = await testServer(dialect)
    current = {
      t,
      tokens: Object.fromEntries(await Promise.all(staff.map(async (role) => [role, await t.signIn(role)] as const))),
    }
  })
  afterAll(async () => {
    expect(current?.t.faults).toEqual([])
    await current?.t.close()
  })
  const now = () => current ?? expect.unreachable("the server is read only inside a test")
  const call = (method: string, path: string, who: Who, json?: unknown) =>
    now().t.request(method, `/api/Admin/invoice${path}`, { token: now().tokens[who], json })
  const move = (id: number, name: InvoiceMove, who: Who, json: unknown = {}) => call("POST", `/${id}/${name}`, who, json)
  const moved = async (id: number, name: InvoiceMove, who: Who, json: unknown = {}) => {
    const answer = await move(id, name, who, json)
    expect(answer.status, `${name} by ${who}: ${JSON.stringify(answer.body)}`).toBe(200)
    return dataOf(answer)
  }
  const create = async (who: Who = "sales-expert", json: unknown = invoiceBody()) => {
    const answer = await call("POST", "", who, json)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return dataOf(answer)
  }
  return {
    get t() {
      return now().t
    },
    create,
    call,
    move,
    moved,
    get: (id: number, who: Who) => call("GET", `/${id}`, who),
    put: (id: number, who: Who, json: unknown) => call("PUT", `/${id}`, who, json),
    actions: async (id: number, who: Who) => dataOf(await call("GET", `/${id}`, who)).actions,
    /** A new invoice of the demo expert's, moved to a position. */
    at: async (position: Position) => {
      const made = await create("sales-expert", position.startsWith("pre-buy") ? preBuy : invoiceBody())
      let last = made
      for (const [name, who, json] of paths[position] as ReadonlyArray<Step>) last = await moved(made.id, name, who, json)
      expect(`${last.kind}/${last.state}`).toBe(position)
      return last
    },
    /** Adds an active user of a role (the demo expert's hash, so the demo password signs them in), signed in as `who` when named. */
    addUser: async (role: Role, code: string, options: { who?: Who; active?: boolean; seeAll?: boolean } = {}) => {
      const { t, tokens } = now()
      const { password_hash } = await t.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", expertId)
        .executeTakeFirstOrThrow()
      const values = {
        name: "کاربر",
        last_name: code,
        personnel_code: code,
        mobile: `0912${code.slice(-7)}`,
        role,
        password_hash,
        is_active: options.active === false ? 0 : 1,
        created_at: "2025-03-10T08:00:00.000Z",
      }
      const { id } = await t.db.insertInto("users").values(values).returning("id").executeTakeFirstOrThrow()
      if (options.seeAll !== undefined)
        await t.db
          .insertInto("sales_expert_access")
          .values({
            user_id: id,
            may_see_all_customers: options.seeAll ? 1 : 0,
            may_create_pre_buy: 1,
            max_discount_percent: 10,
            is_active: 1,
            updated_at: values.created_at,
          })
          .execute()
      if (options.who !== undefined) {
        const login = await t.request("POST", "/api/auth/login", { json: { username: code, password: "Demo1234" } })
        expect(login.status).toBe(200)
        tokens[options.who] = (login.body as { access_token: string }).access_token
      }
      return id
    },
    /** The notifications written since the one of id `since`, by recipient. */
    toldSince: async (since: number) =>
      (
        await now()
          .t.db.selectFrom("notifications")
          .select(["user_id", "status", "message", "reason", "serial_number"])
          .where("id", ">", since)
          .orderBy("user_id")
          .orderBy("id")
          .execute()
      ).map((row) => ({
        ...row,
        serial_number: row.serial_number === null ? null : Number(row.serial_number),
      })),
    lastNotification: async () =>
      Number(
        (
          await now()
            .t.db.selectFrom("notifications")
            .select((eb) => eb.fn.max("id").as("id"))
            .executeTakeFirstOrThrow()
        ).id ?? 0,
      ),
    revisions: (id: number) =>
      now().t.db.selectFrom("invoice_revisions").selectAll().where("invoice_id", "=", id).orderBy("id").execute(),
    /** Expects a call refused with this status and body, and nothing written. */
    refused: async (label: string, request: () => Promise<Answer>, status: number, body: unknown) => {
      const before = await snapshot(now().t.db)
      const answer = await request()
      expect([answer.status, answer.body], label).toEqual([status, body])
      expect(await snapshot(now().t.db), label).toEqual(before)
    },
  }
}

describe.each(testDialects)("invoice moves on %s", (dialect) => {
  describe("the chain", () => {
    const s = shared(dialect)

    it("takes an expert's quotation through send and approve to a formal invoice of the same id and number, then confirm; one version a move", async () => {
      const made = await s.create()
      expect(view(made)).toEqual({ kind: "informal", state: "draft", version: 1, actions: ["edit", "reprice", "send"] })
      expect(await s.actions(made.id, "sales-manager")).toEqual(["edit", "reprice", "send", "cancel"])
      const sent = await s.moved(made.id, "send", "sales-expert")
      expect(view(sent)).toEqual({ kind: "informal", state: "pending", version: 2, actions: [] })
      for (const manager of ["sales-manager", "super-admin"] as const)
        expect(await s.actions(made.id, manager)).toEqual(["approve", "reject", "cancel"])
      const approved = await s.moved(made.id, "approve", "sales-manager")
      expect(view(approved)).toEqual({ kind: "formal", state: "issued", version: 3, actions: ["cancel"] })
      expect([approved.id, approved.serial_number]).toEqual([made.id, made.serial_number])
      expect(await s.actions(made.id, "super-admin")).toEqual(["cancel", "confirm"])
      expect(await s.actions(made.id, "financial-manager")).toEqual(["confirm"])
      expect(await s.actions(made.id, "sales-expert")).toEqual([])
      const confirmed = await s.moved(made.id, "confirm", "financial-manager")
      expect(view(confirmed)).toEqual({ kind: "formal", state: "confirmed", version: 4, actions: [] })
      for (const role of staff) expect(await s.actions(made.id, role), role).toEqual([])
      expect(fixed(confirmed)).toEqual(fixed(made))
    })

    it("takes a pre-buy through send and approve to approved, and the expert calls it off to a formal invoice", async () => {
      const made = await s.create("sales-expert", preBuy)
      expect(view(made)).toEqual({ kind: "pre-buy", state: "draft", version: 1, actions: ["edit", "reprice", "send"] })
      expect(view(await s.moved(made.id, "send", "sales-expert"))).toEqual({
        kind: "pre-buy",
        state: "pending",
        version: 2,
        actions: [],
      })
      const approved = await s.moved(made.id, "approve", "sales-manager")
      expect(view(approved)).toEqual({ kind: "pre-buy", state: "approved", version: 3, actions: ["cancel", "call_off"] })
      expect(await s.actions(made.id, "sales-expert")).toEqual(["call_off"])
      expect(await s.actions(made.id, "financial-manager")).toEqual([])
      const called = await s.moved(made.id, "call_off", "sales-expert")
      expect(view(called)).toEqual({ kind: "formal", state: "issued", version: 4, actions: [] })
      expect([called.id, called.serial_number]).toEqual([made.id, made.serial_number])
      expect(await s.actions(made.id, "financial-manager")).toEqual(["confirm"])
      expect(view(await s.moved(made.id, "confirm", "super-admin"))).toEqual({
        kind: "formal",
        state: "confirmed",
        version: 5,
        actions: [],
      })
    })

    it("lets a manager send and call off an expert's invoice", async () => {
      const made = await s.create("sales-expert", preBuy)
      expect(view(await s.moved(made.id, "send", "super-admin"))).toMatchObject({ state: "pending", version: 2 })
      await s.moved(made.id, "approve", "super-admin")
      expect(view(await s.moved(made.id, "call_off", "sales-manager"))).toEqual({
        kind: "formal",
        state: "issued",
        version: 4,
        actions: ["cancel"],
      })
    })

    it("rejects with a reason, the expert's PUT makes a draft again, which is sent again", async () => {
      const sent = await s.at("informal/pending")
      const rejected = await s.moved(sent.id, "reject", "sales-manager", reason)
      expect(view(rejected)).toEqual({ kind: "informal", state: "rejected", version: 3, actions: ["edit", "reprice", "cancel"] })
      expect(await s.actions(sent.id, "sales-expert")).toEqual(["edit", "reprice"])
      const edited = await s.put(sent.id, "sales-expert", invoiceBody({ discount_percent: 8, version: 3 }))
      expect(edited.status).toBe(200)
      expect(view(dataOf(edited))).toEqual({ kind: "informal", state: "draft", version: 4, actions: ["edit", "reprice", "send"] })
      expect(view(await s.moved(sent.id, "send", "sales-expert"))).toEqual({
        kind: "informal",
        state: "pending",
        version: 5,
        actions: [],
      })
    })

    it("lets a manager cancel a draft, pending or rejected invoice of either kind, an approved pre-buy and an issued formal invoice", async () => {
      const cancellable: ReadonlyArray<Position> = [
        "informal/draft",
        "informal/pending",
        "informal/rejected",
        "pre-buy/draft",
        "pre-buy/pending",
        "pre-buy/approved",
        "formal/issued",
      ]
      for (const [index, position] of cancellable.entries()) {
        const before = await s.at(position)
        const manager = index % 2 === 0 ? "sales-manager" : "super-admin"
        const cancelled = await s.moved(before.id, "cancel", manager)
        expect(view(cancelled), position).toEqual({
          kind: before.kind,
          state: "cancelled",
          version: before.version + 1,
          actions: [],
        })
        expect(fixed(cancelled)).toEqual(fixed(before))
        for (const role of ["super-admin", "sales-expert"] as const) expect(await s.actions(before.id, role)).toEqual([])
      }
    })
  })

  describe("notifications", () => {
    const s = shared(dialect)
    let secondManager = 0
    let secondFinance = 0
    beforeAll(async () => {
      secondManager = await s.addUser("sales-manager", "1000510005")
      secondFinance = await s.addUser("financial-manager", "1000610006")
      // Inactive users are told nothing.
      await s.addUser("super-admin", "1000620006", { active: false })
      await s.addUser("financial-manager", "1000800008", { active: false })
    })
    const told = (users: ReadonlyArray<number>, status: string, message: string, serial: number, why: string | null = null) =>
      [...users].sort((a, b) => a - b).map((user_id) => ({ user_id, status, message, reason: why, serial_number: serial }))
    const sentTo = (users: ReadonlyArray<number>, serial: number) =>
      told(users, "informal", `پیش‌فاکتور شماره ${serial} برای تایید ارسال شد`, serial)
    const formalTo = (users: ReadonlyArray<number>, serial: number) =>
      told(users, "formal", `پیش‌فاکتور شماره ${serial} تایید شد و فاکتور رسمی صادر شد`, serial)
    /** Makes a move and answers the notifications it wrote. */
    const notices = async (id: number, name: InvoiceMove, who: Who, json: unknown = {}) => {
      const since = await s.lastNotification()
      await s.moved(id, name, who, json)
      return s.toldSince(since)
    }

    it("tells every active super-admin and sales manager of a sent invoice, never the one who sent it", async () => {
      const made = await s.create()
      expect(await notices(made.id, "send", "sales-expert")).toEqual(
        sentTo([adminId, managerId, secondManager], made.serial_number),
      )
      const other = await s.create()
      expect(await notices(other.id, "send", "sales-manager")).toEqual(sentTo([adminId, secondManager], other.serial_number))
      const third = await s.create("super-admin", preBuy)
      expect(await notices(third.id, "send", "super-admin")).toEqual(sentTo([managerId, secondManager], third.serial_number))
    })

    it("tells the owning expert and the financial managers when an invoice becomes formal, by approval or call-off; a pre-buy's approval tells nobody", async () => {
      const pending = await s.at("informal/pending")
      expect(await notices(pending.id, "approve", "sales-manager")).toEqual(
        formalTo([expertId, financeId, secondFinance], pending.serial_number),
      )
      const byAdmin = await s.at("informal/pending")
      expect(await notices(byAdmin.id, "approve", "super-admin")).toEqual(
        formalTo([expertId, financeId, secondFinance], byAdmin.serial_number),
      )
      const preBuyPending = await s.at("pre-buy/pending")
      expect(await notices(preBuyPending.id, "approve", "sales-manager")).toEqual([])
      expect(await notices(preBuyPending.id, "call_off", "sales-expert")).toEqual(
        formalTo([financeId, secondFinance], preBuyPending.serial_number),
      )
      const calledByManager = await s.at("pre-buy/approved")
      expect(await notices(calledByManager.id, "call_off", "sales-manager")).toEqual(
        formalTo([expertId, financeId, secondFinance], calledByManager.serial_number),
      )
      // Customer 3 has no owner: the invoice has no owning expert, and only the financial managers are told.
      const ownerless = await s.create("sales-manager", invoiceBody({ customer_id: 3 }))
      expect(ownerless.sales_expert_id).toBeNull()
      await s.moved(ownerless.id, "send", "sales-manager")
      expect(await notices(ownerless.id, "approve", "sales-manager")).toEqual(
        formalTo([financeId, secondFinance], ownerless.serial_number),
      )
    })

    it("tells the owning expert of a rejection with its reason; cancelling and confirming tell nobody", async () => {
      const pending = await s.at("informal/pending")
      expect(await notices(pending.id, "reject", "sales-manager", reason)).toEqual(
        told([expertId], "informal", `پیش‌فاکتور شماره ${pending.serial_number} رد شد`, pending.serial_number, reason.reason),
      )
      expect(await notices(pending.id, "cancel", "sales-manager")).toEqual([])
      const issued = await s.at("formal/issued")
      expect(await notices(issued.id, "confirm", "financial-manager")).toEqual([])
      const other = await s.at("formal/issued")
      expect(await notices(other.id, "cancel", "super-admin")).toEqual([])
      for (const position of ["informal/draft", "pre-buy/approved"] as const)
        expect(await notices((await s.at(position)).id, "cancel", "sales-manager")).toEqual([])
    })

    it("shows the expert their notifications in their list, newest first", async () => {
      const made = await s.at("informal/pending")
      await s.moved(made.id, "reject", "super-admin", reason)
      await s.put(made.id, "sales-expert", invoiceBody())
      await s.moved(made.id, "send", "sales-expert")
      await s.moved(made.id, "approve", "sales-manager")
      const serial = made.serial_number
      const list = async (who: Who) => {
        const answer = await s.t.request("GET", "/api/Admin/notifications/list", { token: await s.t.signIn(who as Role) })
        expect(answer.status).toBe(200)
        return (answer.body as ReadonlyArray<{ read_at: string | null; data: unknown }>).filter(
          (row) => (row.data as { serial_number: number }).serial_number === serial,
        )
      }
      expect(await list("sales-expert")).toEqual([
        expect.objectContaining({
          read_at: null,
          data: {
            status: "formal",
            message: `پیش‌فاکتور شماره ${serial} تایید شد و فاکتور رسمی صادر شد`,
            reason: null,
            serial_number: serial,
          },
        }),
        expect.objectContaining({
          read_at: null,
          data: { status: "informal", message: `پیش‌فاکتور شماره ${serial} رد شد`, reason: reason.reason, serial_number: serial },
        }),
      ])
      const sent = {
        status: "informal",
        message: `پیش‌فاکتور شماره ${serial} برای تایید ارسال شد`,
        reason: null,
        serial_number: serial,
      }
      expect((await list("sales-manager")).map((row) => row.data)).toEqual([sent, sent])
      expect((await list("financial-manager")).map((row) => (row.data as { status: string }).status)).toEqual(["formal"])
    })
  })

  describe("refusals", () => {
    const s = shared(dialect)
    beforeAll(async () => {
      await s.addUser("sales-expert", "1000510011", { who: "expert2", seeAll: false })
      await s.addUser("sales-expert", "1000610012", { who: "expert3", seeAll: true })
    })

    it("refuses a role the table leaves out with 403 before any invoice is read", async () => {
      const [draft, pending, issued] = [await s.at("informal/draft"), await s.at("informal/pending"), await s.at("formal/issued")]
      const cases: ReadonlyArray<[number, InvoiceMove, Who, object?]> = [
        [pending.id, "approve", "sales-expert"],
        [pending.id, "reject", "sales-expert", reason],
        [draft.id, "cancel", "sales-expert"],
        [issued.id, "confirm", "sales-expert"],
        [draft.id, "send", "financial-manager"],
        [pending.id, "approve", "financial-manager"],
        [issued.id, "cancel", "financial-manager"],
        [issued.id, "confirm", "sales-manager"],
        [999_999, "send", "financial-manager"],
        [999_999, "confirm", "sales-manager"],
        [draft.id, "approve", "expert2"],
      ]
      for (const [id, name, who, json] of cases)
        await s.refused(`${name} ${id} by ${who}`, () => s.move(id, name, who, json), 403, forbidden)
    })

    it("answers 404 for an unknown id and for an invoice the caller may not read", async () => {
      const [draft, pending, approvedPreBuy] = [
        await s.at("informal/draft"),
        await s.at("informal/pending"),
        await s.at("pre-buy/approved"),
      ]
      const cases: ReadonlyArray<[number, InvoiceMove, Who]> = [
        [999_999, "approve", "sales-manager"],
        [999_999, "send", "sales-expert"],
        [pending.id, "confirm", "financial-manager"],
        [draft.id, "send", "expert2"],
        [approvedPreBuy.id, "call_off", "expert2"],
      ]
      for (const [id, name, who] of cases) await s.refused(`${name} ${id} by ${who}`, () => s.move(id, name, who), 404, notFound)
    })

    it("refuses another's invoice with 403 to a sales expert who may read it, before its version", async () => {
      const [draft, approvedPreBuy] = [await s.at("informal/draft"), await s.at("pre-buy/approved")]
      expect((await s.get(draft.id, "expert3")).status).toBe(200)
      await s.refused("send", () => s.move(draft.id, "send", "expert3"), 403, notYours)
      await s.refused("stale send", () => s.move(draft.id, "send", "expert3", { version: 7 }), 403, notYours)
      await s.refused("call off", () => s.move(approvedPreBuy.id, "call_off", "expert3"), 403, notYours)
    })

    it("refuses a move the state does not allow with 422 under state", async () => {
      const [draft, pending, approvedPreBuy, cancelled, confirmed] = await Promise.all([
        s.at("informal/draft"),
        s.at("informal/pending"),
        s.at("pre-buy/approved"),
        s.at("informal/cancelled"),
        s.at("formal/confirmed"),
      ])
      const cases: Array<[number, InvoiceMove, Who, object?]> = [
        [draft.id, "approve", "sales-manager"],
        [draft.id, "reject", "sales-manager", reason],
        [draft.id, "call_off", "sales-expert"],
        [draft.id, "confirm", "super-admin"],
        [pending.id, "send", "sales-expert"],
        [pending.id, "call_off", "sales-manager"],
        [approvedPreBuy.id, "confirm", "financial-manager"],
        [approvedPreBuy.id, "approve", "super-admin"],
      ]
      for (const { id } of [cancelled, confirmed])
        for (const name of ["send", "approve", "reject", "cancel", "call_off", "confirm"] as const)
          cases.push([id, name, "super-admin", reason])
      for (const [id, name, who, json] of cases)
        await s.refused(`${name} ${id} by ${who}`, () => s.move(id, name, who, json), 422, stateRefused)
    })

    it("refuses a rejection without a reason or with one of 501 characters under reason, and takes one of 500", async () => {
      const pending = await s.at("informal/pending")
      for (const json of [{}, { reason: "" }, { reason: "   " }, { reason: null }, []])
        await s.refused(
          JSON.stringify(json),
          () => s.move(pending.id, "reject", "sales-manager", json),
          422,
          refusedUnder("reason", m.reasonRequired),
        )
      await s.refused(
        "501",
        () => s.move(pending.id, "reject", "sales-manager", { reason: "د".repeat(501) }),
        422,
        refusedUnder("reason", m.reasonTooLong),
      )
      const rejected = await s.moved(pending.id, "reject", "sales-manager", { reason: "د".repeat(500) })
      expect(rejected.state).toBe("rejected")
      expect((await s.revisions(pending.id)).at(-1)?.reason).toBe("د".repeat(500))
    })

    it("refuses a stale version with 409, before the state, and takes the current one, also in Persian digits", async () => {
      const pending = await s.at("informal/pending")
      await s.refused("stale approve", () => s.move(pending.id, "approve", "sales-manager", { version: 1 }), 409, stale)
      await s.refused("stale send", () => s.move(pending.id, "send", "sales-expert", { version: 1 }), 409, stale)
      await s.refused(
        "stale reject",
        () => s.move(pending.id, "reject", "sales-manager", { version: 3, reason: reason.reason }),
        409,
        stale,
      )
      expect(view(await s.moved(pending.id, "approve", "sales-manager", { version: 2 }))).toMatchObject({
        state: "issued",
        version: 3,
      })
      expect(view(await s.moved(pending.id, "confirm", "financial-manager", { version: "۳" }))).toMatchObject({
        state: "confirmed",
        version: 4,
      })
    })

    it("refuses a version that is not a number with 422 under version on every move and the reprice, whatever the state, and nothing moves", async () => {
      const versionRefused = refusedUnder("version", m.versionInvalid)
      const broken = ["abc", -1, 0, 1.5, true, [], {}, [2], "2.0"]
      const draft = await s.at("informal/draft")
      const pending = await s.at("informal/pending")
      const issued = await s.at("formal/issued")
      const approvedPreBuy = await s.at("pre-buy/approved")
      const calls: ReadonlyArray<readonly [string, number, string, Who, object]> = [
        ["send", draft.id, "send", "sales-expert", {}],
        ["approve", pending.id, "approve", "sales-manager", {}],
        ["reject", pending.id, "reject", "sales-manager", reason],
        ["cancel", pending.id, "cancel", "sales-manager", {}],
        ["confirm", issued.id, "confirm", "financial-manager", {}],
        ["call_off", approvedPreBuy.id, "call_off", "sales-manager", {}],
        ["reprice", draft.id, "reprice", "sales-expert", {}],
      ]
      for (const [label, id, path, who, body] of calls)
        for (const version of broken)
          await s.refused(
            `${label} with ${JSON.stringify(version)}`,
            () => s.call("POST", `/${id}/${path}`, who, { ...body, version }),
            422,
            versionRefused,
          )
      expect(view(await s.moved(pending.id, "approve", "sales-manager", { version: null }))).toMatchObject({
        state: "issued",
        version: 3,
      })
    })
  })

  describe("racing moves", () => {
    const s = shared(dialect)
    const rounds = 3

    /** Runs the calls at once and checks exactly one won, the others lost with 422 or 409, and one revision and one set of notifications were written. */
    const race = async (id: number, calls: ReadonlyArray<readonly [InvoiceMove, Who, object?]>) => {
      const [revisionsBefore, since] = [(await s.revisions(id)).length, await s.lastNotification()]
      const answers = await Promise.all(calls.map(([name, who, json]) => s.move(id, name, who, json)))
      const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []))
      expect(winners, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1)
      for (const answer of answers)
        if (answer.status !== 200)
          expect([
            [422, stateRefused],
            [409, stale],
          ]).toContainEqual([answer.status, answer.body])
      const winner = dataOf(answers[winners[0] ?? 0] as Answer)
      const stored = await s.t.db
        .selectFrom("invoices")
        .select(["kind", "state", "version"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
      expect(stored).toEqual({ kind: winner.kind, state: winner.state, version: winner.version })
      const revisions = await s.revisions(id)
      expect(revisions).toHaveLength(revisionsBefore + 1)
      expect(revisions.at(-1)?.action).toBe(calls[winners[0] ?? 0]?.[0])
      return {
        winner: calls[winners[0] ?? 0]?.[0],
        by: calls[winners[0] ?? 0]?.[1],
        told: (await s.toldSince(since)).map((row) => row.user_id),
      }
    }

    it("lets one of an approval and a rejection win, with its notifications only", async () => {
      for (let round = 0; round < rounds; round++) {
        const pending = await s.at("informal/pending")
        const { winner, told } = await race(pending.id, [
          ["approve", "sales-manager"],
          ["reject", "super-admin", reason],
        ])
        expect(told).toEqual(winner === "approve" ? [expertId, financeId] : [expertId])
        const status = (await s.t.db.selectFrom("notifications").select("status").orderBy("id", "desc").executeTakeFirstOrThrow())
          .status
        expect(status).toBe(winner === "approve" ? "formal" : "informal")
      }
    })

    it("lets one of two approvals win, telling each person once", async () => {
      for (let round = 0; round < rounds; round++) {
        const pending = await s.at("informal/pending")
        const { told } = await race(pending.id, [
          ["approve", "sales-manager"],
          ["approve", "super-admin"],
        ])
        expect(told).toEqual([expertId, financeId])
      }
    })

    it("lets one of two sends win, with and without versions, and one of two call-offs", async () => {
      for (let round = 0; round < rounds; round++) {
        const draft = await s.at("informal/draft")
        expect((await race(draft.id, [send, send])).told).toEqual([adminId, managerId])
        const versioned = await s.at("pre-buy/draft")
        const sent = await race(versioned.id, [
          ["send", "sales-expert", { version: 1 }],
          ["send", "sales-manager", { version: 1 }],
        ])
        expect(sent.told).toEqual(sent.by === "sales-expert" ? [adminId, managerId] : [adminId])
        const approved = await s.at("pre-buy/approved")
        const called = await race(approved.id, [
          ["call_off", "sales-expert"],
          ["call_off", "sales-manager"],
        ])
        expect(called.told).toEqual(called.by === "sales-expert" ? [financeId] : [expertId, financeId])
      }
    })

    it("never loses a PUT racing a move: the versions of the revisions go up by one and the last is the invoice as stored", async () => {
      for (let round = 0; round < rounds * 4; round++) {
        const draft = await s.at("informal/draft")
        const versioned = round % 2 === 1
        const [name, who]: Step = round % 4 < 2 ? send : ["cancel", "sales-manager"]
        const [put, moved] = await Promise.all([
          s.put(draft.id, "sales-expert", invoiceBody({ discount_percent: 7, ...(versioned ? { version: 1 } : {}) })),
          s.move(draft.id, name, who, versioned ? { version: 1 } : {}),
        ])
        const [saved, made] = [put.status === 200, moved.status === 200]
        // Without versions the move always applies (after the save or instead of it); with both at version 1 exactly one does.
        expect(versioned ? Number(saved) + Number(made) : Number(made)).toBe(1)
        if (!saved)
          expect([
            [422, refusedUnder("state", m.notEditable)],
            [409, stale],
          ]).toContainEqual([put.status, put.body])
        if (!made) expect([moved.status, moved.body]).toEqual([409, stale])
        const stored = dataOf(await s.get(draft.id, "sales-manager"))
        expect(stored.discount_percent).toBe(saved ? 7 : 5)
        expect(stored.state).toBe(made ? dataOf(moved).state : "draft")
        const revisions = await s.revisions(draft.id)
        expect(revisions.map((revision) => revision.version)).toEqual(revisions.map((_, index) => index + 1))
        expect(revisions.map((revision) => revision.action)).toEqual([
          "create",
          ...(saved ? ["save"] : []),
          ...(made ? [name] : []),
        ])
        expect(stored.version).toBe(revisions.length)
        expect(JSON.parse(revisions.at(-1)?.snapshot ?? "{}").header).toMatchObject({
          state: stored.state,
          discount_percent: stored.discount_percent,
        })
      }
    })
  })
})
