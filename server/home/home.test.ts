import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Role } from "../../domain/roles/Role.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, startOfTests, testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

interface Home {
  data: {
    announcements: Array<{
      id: number
      title_id: number
      title: string
      content: string
      link: string | null
      file: string | null
      is_pinned: boolean
      show_from: string
      show_until: string | null
    }>
    unread_notifications: number
    counts: {
      customers: number | null
      users: number | null
      sales_experts: number | null
      quotations_awaiting_approval: number | null
    }
  }
}

/** startOfTests is 1403/12/20 in Tehran; these are the days around it. */
const yesterday = "1403/12/19"
const today = "1403/12/20"
const tomorrow = "1403/12/21"

describe.each(testDialects)("the dashboard home on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
    // Only the blocks each test writes are on show.
    await t.db.deleteFrom("announcements").execute()
    await t.db.deleteFrom("announcement_titles").execute()
  })
  afterEach(() => t.close())

  const home = async (role: Role) => {
    const answer = await t.request("GET", "/api/Admin/dashboard", { token: await t.signIn(role) })
    expect(answer.status).toBe(200)
    return (answer.body as Home).data
  }
  const pendingQuotations = async () =>
    Number(
      (
        await t.db
          .selectFrom("invoices")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("kind", "=", "informal")
          .where("state", "=", "pending")
          .executeTakeFirstOrThrow()
      ).n,
    )
  const addTitle = async (title: string, is_active = 1) =>
    (
      await t.db
        .insertInto("announcement_titles")
        .values({ title, is_active, created_at: "x", updated_at: "x" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id
  let position = 0
  const addBlock = async (
    title_id: number,
    content: string,
    block: { from: string; until?: string | null; is_active?: number; is_pinned?: number; file?: string; link?: string },
  ) =>
    (
      await t.db
        .insertInto("announcements")
        .values({
          title_id,
          position: position++,
          content,
          link: block.link ?? null,
          file_name: block.file ?? null,
          is_active: block.is_active ?? 1,
          is_pinned: block.is_pinned ?? 0,
          show_from: block.from,
          show_until: block.until ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id

  it("shows only active blocks of active titles whose range holds today in Tehran, pinned first", async () => {
    const older = await addTitle("ساعات کاری")
    const newer = await addTitle("قیمت‌ها")
    const hidden = await addTitle("عنوان غیرفعال", 0)
    const plain = await addBlock(older, "از امروز بدون پایان", { from: today })
    await addBlock(older, "دیروز تمام شد", { from: "1403/12/01", until: yesterday })
    const endsToday = await addBlock(older, "امروز تمام می‌شود", { from: "1403/12/01", until: today })
    await addBlock(older, "از فردا", { from: tomorrow })
    await addBlock(older, "غیرفعال", { from: today, is_active: 0, is_pinned: 1 })
    await addBlock(hidden, "عنوانش غیرفعال است", { from: today, is_pinned: 1 })
    const pinned = await addBlock(older, "مهم", {
      from: yesterday,
      until: tomorrow,
      is_pinned: 1,
      link: "https://example.com/a",
      file: "0123456789abcdef0123456789abcdef.pdf",
    })
    const newest = await addBlock(newer, "عنوان تازه‌تر", { from: yesterday })
    const shown = await home("financial-manager")
    expect(shown.announcements.map((block) => block.id)).toEqual([pinned, newest, plain, endsToday])
    expect(shown.announcements[0]).toEqual({
      id: pinned,
      title_id: older,
      title: "ساعات کاری",
      content: "مهم",
      link: "https://example.com/a",
      file: "/api/files/0123456789abcdef0123456789abcdef.pdf",
      is_pinned: true,
      show_from: yesterday,
      show_until: tomorrow,
    })
  })

  it("turns the day at midnight in Tehran, not in UTC", async () => {
    const title = await addTitle("اطلاعیه")
    const fromTomorrow = await addBlock(title, "از فردا", { from: tomorrow })
    // 20:29 UTC is 23:59 in Tehran (+03:30): still today.
    t.clock.set(Date.UTC(2025, 2, 10, 20, 29))
    expect((await home("sales-expert")).announcements).toEqual([])
    t.clock.set(Date.UTC(2025, 2, 10, 20, 31))
    expect((await home("sales-expert")).announcements.map((block) => block.id)).toEqual([fromTomorrow])
    t.clock.set(startOfTests)
  })

  it("counts each caller's own unread notifications", async () => {
    const unreadOf = async (role: Role) =>
      Number(
        (
          await t.db
            .selectFrom("notifications")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("user_id", "=", demoUserId(role))
            .where("read_at", "is", null)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const stored = await unreadOf("sales-manager")
    const adminStored = await unreadOf("super-admin")
    expect(stored).toBeGreaterThan(0)
    expect(adminStored).toBeGreaterThan(0)
    expect((await home("sales-manager")).unread_notifications).toBe(stored)
    await t.request("POST", "/api/Admin/notifications/", { token: await t.signIn("sales-manager") })
    expect((await home("sales-manager")).unread_notifications).toBe(0)
    // Another user's notifications are neither counted nor marked read by the sales manager's calls.
    expect((await home("super-admin")).unread_notifications).toBe(adminStored)
    expect(await unreadOf("super-admin")).toBe(adminStored)
  })

  it("counts active customers, users and sales experts for the managers, and nothing for the financial manager or production's roles", async () => {
    const customers = await t.db.selectFrom("customers").select("id").orderBy("id").execute()
    await t.db
      .updateTable("customers")
      .set({ is_active: 0 })
      .where("id", "=", customers[0]?.id ?? 0)
      .execute()
    await t.db
      .insertInto("users")
      .values({
        name: "غیرفعال",
        last_name: "کارشناس",
        personnel_code: "2000300001",
        mobile: "09130000001",
        role: "sales-expert",
        password_hash: "-",
        is_active: 0,
        created_at: "x",
      })
      .execute()
    const awaiting = await pendingQuotations()
    const counts = { customers: customers.length - 1, users: 7, sales_experts: 1, quotations_awaiting_approval: awaiting }
    expect((await home("super-admin")).counts).toEqual(counts)
    expect((await home("sales-manager")).counts).toEqual(counts)
    const none = { customers: null, users: null, sales_experts: null, quotations_awaiting_approval: null }
    expect((await home("financial-manager")).counts).toEqual(none)
    expect((await home("production-manager")).counts).toEqual(none)
    expect((await home("operator")).counts).toEqual(none)
  })

  it("counts the quotations awaiting approval for the managers, and follows a quotation leaving that state", async () => {
    const before = await pendingQuotations()
    const customer = await t.db.selectFrom("customers").select("id").executeTakeFirstOrThrow()
    let serial = 90000
    const addInvoice = async (kind: string, state: string) =>
      (
        await t.db
          .insertInto("invoices")
          .values({
            serial_number: ++serial,
            kind,
            state,
            version: 1,
            customer_id: customer.id,
            sales_expert_id: null,
            created_by: 1,
            date: today,
            fare_id: null,
            fare_title: null,
            rack_type: null,
            shipping_type: null,
            discount_basis_points: 0,
            note: null,
            lines: 0,
            pieces: 0,
            area_mm2: 0,
            weight_grams: 0,
            subtotal: 0,
            discount: 0,
            fare: 0,
            vat_basis_points: 0,
            vat: 0,
            total: 0,
            search_text: String(serial),
            created_at: "x",
            updated_at: "x",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id
    const first = await addInvoice("informal", "pending")
    await addInvoice("informal", "pending")
    await addInvoice("informal", "draft")
    // A pre-buy waiting for approval is not a quotation, nor is a formal invoice.
    await addInvoice("pre-buy", "pending")
    await addInvoice("formal", "issued")
    expect((await home("sales-manager")).counts.quotations_awaiting_approval).toBe(before + 2)
    await t.db.updateTable("invoices").set({ state: "rejected" }).where("id", "=", first).execute()
    expect((await home("super-admin")).counts.quotations_awaiting_approval).toBe(before + 1)
    expect((await home("sales-expert")).counts.quotations_awaiting_approval).toBeNull()
  })

  it("counts a sales expert's own active customers, or every active customer while their active access lets them see all", async () => {
    const expert = demoUserId("sales-expert")
    const all = Number(
      (
        await t.db
          .selectFrom("customers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("is_active", "=", 1)
          .executeTakeFirstOrThrow()
      ).n,
    )
    const own = Number(
      (
        await t.db
          .selectFrom("customers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("is_active", "=", 1)
          .where("sales_expert_id", "=", expert)
          .executeTakeFirstOrThrow()
      ).n,
    )
    expect(own).toBeGreaterThan(0)
    expect(own).toBeLessThan(all)
    const countsOf = async () => (await home("sales-expert")).counts
    expect(await countsOf()).toEqual({ customers: own, users: null, sales_experts: null, quotations_awaiting_approval: null })
    const manager = await t.signIn("sales-manager")
    const save = (json: unknown) => t.request("PUT", `/api/Admin/sales_expert_access/${expert}`, { token: manager, json })
    await save({ may_see_all_customers: true, max_discount_percent: 0, is_active: false })
    expect((await countsOf()).customers).toBe(own)
    await save({ may_see_all_customers: true, max_discount_percent: 0, is_active: true })
    expect((await countsOf()).customers).toBe(all)
    await save({ may_see_all_customers: false, max_discount_percent: 0, is_active: true })
    expect((await countsOf()).customers).toBe(own)
  })

  it("answers 401 without a token", async () => {
    expect((await t.request("GET", "/api/Admin/dashboard")).status).toBe(401)
  })
})
