// The mix of bench/load.bench.ts: 80 % reads spread over the lists, searches, notifications and dashboards of every role,
// 20 % writes (new customers, new invoices, sending a draft), each write carrying a marker so its storage can be checked.
import { sql } from "kysely"
import { addDays, formatJalali, todayInTehran, type JalaliDate } from "../domain/calendar/Jalali.ts"
import type { Database } from "../server/db/Database.ts"
import { familyNames, firstNames, invoiceBody, nationalCodeOf } from "./bulkRows.ts"
import { seeded } from "./support.ts"
import type { BulkFacts } from "./bulkSeed.ts"

export type Role = "admin" | "manager" | "expert" | "finance"
export const roleAccounts: Record<Role, string> = {
  admin: "1000100001",
  manager: "1000200002",
  expert: "1000300003",
  finance: "1000400004",
}

/** One request of the mix: its method, path and body, and, for a write, the marker it stores. */
export interface Call {
  readonly role: Role
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: unknown
  readonly marker?: string
}

/** A kind of request: its share of the mix, whether the list-and-search goal covers it, and the next call of one client. */
export interface Operation {
  readonly name: string
  readonly weight: number
  readonly write: boolean
  readonly list: boolean
  readonly call: (client: ClientState) => Call
}

/** What one client loop keeps: its random numbers, its sequence, and the drafts it created that it may send. */
export interface ClientState {
  readonly index: number
  readonly random: ReturnType<typeof seeded>
  seq: number
  readonly drafts: Array<{ readonly id: number; readonly role: Role }>
}

/** Every acknowledged (2xx) write, by what it stored. */
export interface Acknowledged {
  readonly customers: Set<string>
  readonly invoices: Set<string>
  readonly sends: Set<number>
}

/** Facts the mix reads once from the running server: some confirmed formal invoices for the payments list. */
export interface Targets {
  readonly paidInvoiceIds: ReadonlyArray<number>
}

const customerTerms = [
  "کریمی",
  "رضایی",
  "موسوی",
  "پارس",
  "شیشه البرز",
  "محمد",
  "فاطمه",
  "كريمي",
  "09123",
  "۰۹۱۲۴",
  "4567",
  "۳۳۲۱",
  "10000",
  "02133",
  "ساختمانی",
]
const shortTerms = ["ع", "رض", "۱۲", "7", "نو"]
const invoiceTerms = ["موسوی", "پروژه برج", "12345", "۸۸۸۸", "تحویل فوری", "نوین"]

/** The mix for one run: `tag` makes this run's markers and national codes its own. */
export const operations = (facts: BulkFacts, targets: Targets, tag: number, nowMs: number): ReadonlyArray<Operation> => {
  const today = todayInTehran(nowMs)
  const jalali = (date: JalaliDate) => encodeURIComponent(formatJalali(date))
  const pick = <A>(client: ClientState, items: ReadonlyArray<A>): A => client.random.pick(items)
  const marker = (client: ClientState, what: string) => `bench-${tag}-${what}-${client.index}-${(client.seq += 1)}`
  const page = (client: ClientState) => (client.random.next() < 0.8 ? 1 : client.random.between(2, 5))
  // Customer n of the bulk data is owned by nobody when n % 4 is 0, else by experts[n % 3]; the demo expert is experts[0].
  const expertCustomer = (client: ClientState) =>
    facts.firstCustomerId + client.random.between(0, Math.floor(facts.customers / 12) - 1) * 12 + 3
  const anyCustomer = (client: ClientState) => facts.firstCustomerId + client.random.between(0, facts.customers - 1)
  const get = (role: Role, path: string): Call => ({ role, method: "GET", path })
  const read = (name: string, weight: number, call: (client: ClientState) => Call, list = true): Operation => ({
    name,
    weight,
    write: false,
    list,
    call,
  })
  const today8 = formatJalali(today)
  const newInvoice = (client: ClientState): Call => {
    const expert = client.random.next() < 0.4
    const note = marker(client, "invoice")
    const body = invoiceBody(
      client.seq + client.index * 100_000,
      expert ? expertCustomer(client) : anyCustomer(client),
      today8,
      note,
    )
    return {
      role: expert ? "expert" : "manager",
      method: "POST",
      path: "/Admin/invoice",
      body: { ...body, discount_percent: 0 },
      marker: note,
    }
  }
  return [
    read("laminate list", 8, () => get("admin", "/Admin/glass_laminate_color?page=1&per_page=15")),
    read("customer list", 6, (c) => get("admin", `/Admin/customer?page=${page(c)}&per_page=15`)),
    read("customer list, expert's own", 4, (c) => get("expert", `/Admin/customer?page=${page(c)}&per_page=15`)),
    read("customer search, 3+ chars", 11, (c) =>
      get(
        pick(c, ["admin", "manager", "expert"] as const),
        `/Admin/customer?page=1&per_page=15&search=${encodeURIComponent(pick(c, customerTerms))}`,
      ),
    ),
    read("customer search, 1-2 chars", 3, (c) =>
      get("admin", `/Admin/customer?page=1&per_page=15&search=${encodeURIComponent(pick(c, shortTerms))}`),
    ),
    read("invoice list by kind", 9, (c) =>
      get(
        pick(c, ["admin", "manager"] as const),
        `/Admin/invoice?kind=${pick(c, ["informal", "formal", "pre-buy"])}&page=${page(c)}&per_page=15`,
      ),
    ),
    read("invoice list, searching", 7, (c) =>
      get(
        "manager",
        `/Admin/invoice?kind=${pick(c, ["informal", "formal", "pre-buy"])}&search=${encodeURIComponent(pick(c, invoiceTerms))}&page=1&per_page=15`,
      ),
    ),
    read("invoice list, one month", 5, (c) => {
      const to = addDays(today, -c.random.between(0, 700))
      return get(
        "manager",
        `/Admin/invoice?kind=${pick(c, ["informal", "formal"])}&from=${jalali(addDays(to, -30))}&to=${jalali(to)}&page=1&per_page=15`,
      )
    }),
    read("invoice list, expert's own", 4, (c) =>
      get("expert", `/Admin/invoice?kind=${pick(c, ["informal", "formal", "pre-buy"])}&page=1&per_page=15`),
    ),
    read("order list", 5, (c) => get("finance", `/Admin/order?page=${page(c)}&per_page=15`)),
    read("order list, with a balance", 2, () => get("finance", "/Admin/order?has_balance=1&page=1&per_page=15")),
    read("cheque list", 4, (c) =>
      get("finance", `/Admin/cheque?page=1&per_page=15${c.random.next() < 0.5 ? "&state=in_hand" : ""}`),
    ),
    read("payments of an invoice", 3, (c) => get("finance", `/Admin/invoice/${pick(c, targets.paidInvoiceIds)}/payments`), false),
    read(
      "notifications",
      4,
      (c) =>
        get(
          pick(c, ["admin", "manager", "expert", "finance"] as const),
          c.random.next() < 0.5 ? "/Admin/notifications/list" : "/Admin/notifications/unread",
        ),
      false,
    ),
    read("dashboard", 5, (c) => get(pick(c, ["admin", "manager", "expert", "finance"] as const), "/Admin/dashboard"), false),
    {
      name: "create customer",
      weight: 8,
      write: true,
      list: false,
      call: (c) => {
        const note = marker(c, "customer")
        const expert = c.random.next() < 0.4
        const body = {
          type: "individual",
          name: pick(c, firstNames),
          last_name: pick(c, familyNames),
          // Nine-digit stems 3TSSSSSSS: this run's tag, then the client (5,000 codes each, clients numbered below 2,000: the
          // open loop's people from 100 up) and its sequence, so codes never repeat in a run.
          national_code: nationalCodeOf(300_000_000 + (tag % 10) * 10_000_000 + ((c.index * 5_000 + c.seq) % 10_000_000)),
          mobile: `0912${String(c.random.between(0, 9_999_999)).padStart(7, "0")}`,
          phone: null,
          postal_code: null,
          address: null,
          city: "تهران",
          sales_expert_id: null,
          credit_limit: 0,
          notes: note,
          is_active: true,
        }
        return { role: expert ? "expert" : "manager", method: "POST", path: "/Admin/customer", body, marker: note }
      },
    },
    { name: "create invoice", weight: 8, write: true, list: false, call: newInvoice },
    {
      name: "send a draft",
      weight: 4,
      write: true,
      list: false,
      call: (c) => {
        const draft = c.drafts.shift()
        return draft === undefined
          ? newInvoice(c)
          : { role: draft.role, method: "POST", path: `/Admin/invoice/${draft.id}/send`, body: {}, marker: String(draft.id) }
      },
    },
  ]
}

/** What the database holds of the run's writes against what was acknowledged. */
export interface Verification {
  readonly acknowledged: number
  readonly missing: number
  readonly duplicated: number
  readonly unacknowledged: number
  readonly details: ReadonlyArray<string>
}

/** Checks that every acknowledged write is stored exactly once and nothing of this run is stored twice or without an answer. */
export async function verify({ db }: Database, tag: number, acked: Acknowledged): Promise<Verification> {
  const details: Array<string> = []
  const counts = { missing: 0, duplicated: 0, unacknowledged: 0 }
  const found = (kind: keyof typeof counts, text: string) => {
    counts[kind] += 1
    details.push(text)
  }
  const prefix = `bench-${tag}-%`
  const customerRows = await db
    .selectFrom("customers")
    .select(["notes", (eb) => eb.fn.countAll<number>().as("n")])
    .where("notes", "like", prefix)
    .groupBy("notes")
    .execute()
  const invoiceRows = await db
    .selectFrom("invoices")
    .select(["note", (eb) => eb.fn.countAll<number>().as("n")])
    .where("note", "like", prefix)
    .groupBy("note")
    .execute()
  for (const [what, rows, ackedSet] of [
    ["customer", customerRows.map((row) => [row.notes ?? "", Number(row.n)] as const), acked.customers],
    ["invoice", invoiceRows.map((row) => [row.note ?? "", Number(row.n)] as const), acked.invoices],
  ] as const) {
    const stored = new Map(rows)
    for (const mark of ackedSet) if (!stored.has(mark)) found("missing", `${what} ${mark} acknowledged but not stored`)
    for (const [mark, n] of stored) {
      if (n > 1) found("duplicated", `${what} ${mark} stored ${n} times`)
      if (!ackedSet.has(mark)) found("unacknowledged", `${what} ${mark} stored without a 2xx answer`)
    }
  }
  // A send is stored once when its invoice is pending at version 2 with exactly one send in its history.
  const sent = [...acked.sends]
  for (let start = 0; start < sent.length; start += 500) {
    const ids = sent.slice(start, start + 500)
    const rows = await db
      .selectFrom("invoices")
      .select([
        "invoices.id",
        "invoices.state",
        "invoices.version",
        sql<number>`(select count(*) from invoice_revisions r where r.invoice_id = invoices.id and r.action = 'send')`.as(
          "sends",
        ),
      ])
      .where("invoices.id", "in", ids)
      .execute()
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const id of ids) {
      const row = byId.get(id)
      if (row === undefined || row.state !== "pending" || Number(row.sends) === 0)
        found("missing", `send of invoice ${id} acknowledged but not stored (${row?.state ?? "no invoice"})`)
      else if (Number(row.sends) > 1 || row.version !== 2)
        found("duplicated", `send of invoice ${id} stored ${row.sends} times (version ${row.version})`)
    }
  }
  return { acknowledged: acked.customers.size + acked.invoices.size + acked.sends.size, ...counts, details }
}
