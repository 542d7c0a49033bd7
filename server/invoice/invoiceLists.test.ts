import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { roles, type Role } from "../../domain/roles/Role.ts"
import type { Schemas } from "../http/answers.ts"
import { demoAccounts } from "../seed/demoAccounts.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"

afterAll(dropTestSchemas)

type Row = Schemas["InvoiceRow"]
type Invoice = Schemas["Invoice"]

const expertId = demoUserId("sales-expert")
/** The other expert: the first user added after the demo accounts. */
const otherExpertId = demoAccounts.length + 1
const header = "ردیف,شماره,نوع,تاریخ,مشتری,کارشناس فروش,تعداد ردیف,تعداد قطعه,متراژ (متر مربع),مبلغ کل (ریال),وضعیت,یادداشت"

/**
 * The invoices every test reads, created through the API in this order (ids 1-7, serials 1001-1007), then moved in
 * the database to spread kinds, states and dates. Customers 1, 2, 4 and 8 are the demo sales expert's; the other
 * expert is a user added here.
 */
const planned: ReadonlyArray<{ by: Role; body: Record<string, unknown>; kind: string; state: string; date: string }> = [
  { by: "sales-expert", body: { customer_id: 1, note: "قاب پنجره شمالی" }, kind: "informal", state: "draft", date: "1403/01/15" },
  { by: "sales-expert", body: { customer_id: 2, kind: "pre-buy" }, kind: "pre-buy", state: "approved", date: "1403/06/01" },
  {
    by: "sales-manager",
    body: { customer_id: 3, sales_expert_id: otherExpertId, note: "سفارش فوری" },
    kind: "informal",
    state: "rejected",
    date: "1402/11/30",
  },
  { by: "sales-manager", body: { customer_id: 5 }, kind: "formal", state: "issued", date: "1403/12/20" },
  { by: "sales-expert", body: { customer_id: 4 }, kind: "informal", state: "pending", date: "1403/12/01" },
  { by: "super-admin", body: { customer_id: 8, kind: "pre-buy" }, kind: "pre-buy", state: "draft", date: "1403/12/20" },
  { by: "sales-manager", body: { customer_id: 10 }, kind: "informal", state: "cancelled", date: "1402/05/05" },
]
const all = [7, 6, 5, 4, 3, 2, 1]
const experts = [6, 5, 2, 1]

describe.each(testDialects)("invoice lists on %s", (dialect) => {
  let t: TestServer
  const tokens = {} as Record<Role, string>
  const made: Array<Invoice> = []
  beforeAll(async () => {
    t = await testServer(dialect)
    for (const role of roles) tokens[role] = await t.signIn(role)
    await t.db
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
      .execute()
    for (const { by, body, kind, state, date } of planned) {
      const answer = await t.request("POST", "/api/Admin/invoice", { token: tokens[by], json: invoiceBody(body) })
      expect(answer.status).toBe(201)
      const invoice = (answer.body as { data: Invoice }).data
      made.push(invoice)
      await t.db.updateTable("invoices").set({ kind, state, date }).where("id", "=", invoice.id).execute()
    }
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const list = (query: string, role: Role = "sales-manager") => listOf<Row>(t, `/api/Admin/invoice${query}`, tokens[role])
  const ids = async (query: string, role: Role = "sales-manager") =>
    (await list(`${query}${query.includes("?") ? "&" : "?"}per_page=100`, role)).data.map((row) => row.id)
  const exported = async (query: string, role: Role = "sales-manager") =>
    csvLines(await t.request("GET", `/api/Admin/invoice/export${query}`, { token: tokens[role] }), "invoices.csv")
  const seeAll = (see: number) =>
    t.db.updateTable("sales_expert_access").set({ may_see_all_customers: see }).where("user_id", "=", expertId).execute()

  it("lists every invoice newest first for a manager, numbering rows across pages, with the total", async () => {
    const first = await list("?page=1&per_page=3")
    expect(first.meta).toEqual({ total: 7, page: 1, per_page: 3 })
    expect(first.data.map((row) => [row.key, row.id, row.serial_number])).toEqual([
      [1, 7, 1007],
      [2, 6, 1006],
      [3, 5, 1005],
    ])
    expect((await list("?page=3&per_page=3")).data.map((row) => [row.key, row.id])).toEqual([[7, 1]])
    expect((await list("?page=abc&per_page=-1")).meta).toEqual({ total: 7, page: 1, per_page: 15 })
    const oldest = made[0]
    expect((await list("?page=2&per_page=6")).data).toEqual([
      {
        key: 7,
        id: 1,
        serial_number: 1001,
        kind: "informal",
        state: "draft",
        date: "1403/01/15",
        customer_id: 1,
        customer_name: "شرکت ساختمانی آسمان‌خراش پارس",
        sales_expert_id: expertId,
        sales_expert_name: "حسین کریمی",
        lines: 1,
        pieces: 4,
        area: 7.2,
        total: oldest?.total,
        note: "قاب پنجره شمالی",
        can_edit: true,
        // A manager on a draft: edit and reprice, then the moves of invoices.md section 1.
        actions: ["edit", "reprice", "send", "cancel"],
      },
    ])
    const third = (await list("?per_page=100")).data.find((row) => row.id === 3)
    expect(third).toMatchObject({
      customer_name: "پیمانکاری نوین‌سازه البرز",
      sales_expert_id: otherExpertId,
      sales_expert_name: "نرگس پاکزاد",
    })
    expect((await list("?per_page=100")).data.find((row) => row.id === 4)).toMatchObject({
      sales_expert_id: null,
      sales_expert_name: null,
    })
  })

  it("marks as editable only drafts and rejected invoices the caller may change", async () => {
    const editable = async (role: Role) =>
      (await list("?per_page=100", role)).data.filter((row) => row.can_edit).map((row) => row.id)
    expect(await editable("sales-manager")).toEqual([6, 3, 1])
    expect(await editable("super-admin")).toEqual([6, 3, 1])
    expect(await editable("sales-expert")).toEqual([6, 1])
  })

  it("filters by kind, exact serial number, customer, owner, state and Jalali dates; unreadable filters are no filter", async () => {
    const cases: ReadonlyArray<[string, ReadonlyArray<number>]> = [
      ["?kind=informal", [7, 5, 3, 1]],
      ["?kind=pre-buy", [6, 2]],
      ["?kind=formal", [4]],
      ["?kind=other", all],
      ["?serial_number=1003", [3]],
      [`?serial_number=${encodeURIComponent("۱۰۰۳")}`, [3]],
      [`?serial_number=${encodeURIComponent(" 1006 ")}`, [6]],
      ["?serial_number=100", []],
      ["?serial_number=abc", []],
      ["?serial_number=0", []],
      ["?serial_number=1003abc", []],
      ["?serial_number=99999999999999999999", []],
      ["?serial_number=", all],
      ["?customer_id=3", [3]],
      [`?customer_id=${encodeURIComponent("۲")}`, [2]],
      ["?customer_id=999", []],
      ["?customer_id=abc", all],
      [`?sales_expert_id=${expertId}`, experts],
      [`?sales_expert_id=${otherExpertId}`, [3]],
      ["?state=draft", [6, 1]],
      ["?state=rejected", [3]],
      ["?state=everything", all],
      ["?from=1403/12/01", [6, 5, 4]],
      ["?to=1402/12/29", [7, 3]],
      ["?from=1403/01/01&to=1403/06/01", [2, 1]],
      [`?from=${encodeURIComponent("۱۴۰۳/۶/۱")}`, [6, 5, 4, 2]],
      ["?from=1403/13/01", all],
      ["?from=yesterday&to=", all],
      ["?kind=informal&state=draft", [1]],
      [`?kind=pre-buy&sales_expert_id=${expertId}&from=1403/07/01`, [6]],
    ]
    for (const [query, expected] of cases) expect(await ids(query), query).toEqual(expected)
  })

  it("searches the customer's name, the serial number and the note, Persian digits read as typed", async () => {
    const cases: ReadonlyArray<[string, ReadonlyArray<number>]> = [
      ["آسمان‌خراش", [1]],
      ["جعفری", [2]],
      ["ارغوان", []],
      ["1005", [5]],
      ["۱۰۰۵", [5]],
      ["فوری", [3]],
      ["پنجره شمالی", [1]],
      ["شمالي", [1]],
      ["محمد جعفری", [2]],
      ["100%", []],
      ["", all],
    ]
    for (const [search, expected] of cases) expect(await ids(`?search=${encodeURIComponent(search)}`), search).toEqual(expected)
    expect(await ids(`?search=${encodeURIComponent("فوری")}&kind=pre-buy`)).toEqual([])
  })

  it("shows a sales expert only their own invoices, and all while their access sees every customer", async () => {
    const own = await list("?per_page=100", "sales-expert")
    expect([own.meta.total, own.data.map((row) => [row.key, row.id])]).toEqual([
      4,
      [
        [1, 6],
        [2, 5],
        [3, 2],
        [4, 1],
      ],
    ])
    expect(await ids(`?sales_expert_id=${otherExpertId}`, "sales-expert")).toEqual([])
    expect(await ids("?serial_number=1003", "sales-expert")).toEqual([])
    expect(await ids(`?search=${encodeURIComponent("فوری")}`, "sales-expert")).toEqual([])
    await seeAll(1)
    try {
      const everything = await list("?per_page=100", "sales-expert")
      expect(everything.data.map((row) => [row.id, row.can_edit])).toEqual([
        [7, false],
        [6, true],
        [5, false],
        [4, false],
        [3, false],
        [2, false],
        [1, true],
      ])
      expect(await ids("?serial_number=1003", "sales-expert")).toEqual([3])
    } finally {
      await seeAll(0)
    }
    for (const path of ["/api/Admin/invoice", "/api/Admin/invoice/export"])
      for (const role of ["financial-manager", "production-manager", "operator"] as const)
        expect((await t.request("GET", path, { token: tokens[role] })).status, `${path} as ${role}`).toBe(403)
  })

  it("exports the list as CSV with its Persian header, the same filters and the same visibility", async () => {
    const lines = await exported("")
    expect(lines[0]).toBe(header)
    expect(lines).toHaveLength(all.length + 2)
    expect(lines.at(-1)).toBe("")
    expect(lines[1]).toBe(`1,۱۰۰۷,پیش‌فاکتور,۱۴۰۲/۰۵/۰۵,شرکت انبوه‌سازان شمیران,,1,4,7.2,${made[6]?.total},لغوشده,`)
    expect(lines[7]).toBe(
      `7,۱۰۰۱,پیش‌فاکتور,۱۴۰۳/۰۱/۱۵,شرکت ساختمانی آسمان‌خراش پارس,حسین کریمی,1,4,7.2,${made[0]?.total},پیش‌نویس,قاب پنجره شمالی`,
    )
    expect(await exported("?kind=pre-buy")).toEqual([
      header,
      `1,۱۰۰۶,پیش‌خرید,۱۴۰۳/۱۲/۲۰,دکوراسیون داخلی نقش‌جهان,حسین کریمی,1,4,7.2,${made[5]?.total},پیش‌نویس,`,
      `2,۱۰۰۲,پیش‌خرید,۱۴۰۳/۰۶/۰۱,محمد جعفری,حسین کریمی,1,4,7.2,${made[1]?.total},تاییدشده,`,
      "",
    ])
    expect((await exported(`?serial_number=${encodeURIComponent("۱۰۰۴")}`))[1]).toMatch(
      /^1,۱۰۰۴,فاکتور رسمی,۱۴۰۳\/۱۲\/۲۰,آلومینیوم و یو‌پی‌وی‌سی آریا,,1,4,7.2,\d+,صادرشده,$/,
    )
    expect(await exported("?serial_number=abc")).toEqual([header, ""])
    expect((await exported("?from=1403/12/01&state=pending")).slice(1, -1).map((line) => line.split(",")[1])).toEqual(["۱۰۰۵"])
    expect((await exported("", "sales-expert")).slice(1, -1).map((line) => line.split(",")[1])).toEqual([
      "۱۰۰۶",
      "۱۰۰۵",
      "۱۰۰۲",
      "۱۰۰۱",
    ])
    expect(await exported("?customer_id=3", "sales-expert")).toEqual([header, ""])
    await seeAll(1)
    try {
      expect(await exported("", "sales-expert")).toEqual(lines)
    } finally {
      await seeAll(0)
    }
  })
})
