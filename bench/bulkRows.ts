import { UserId } from "../domain/identifiers/Ids.ts"
// The rows of a large back office (100,000 customers, 1,000,000 invoices over two years, their lines, orders, payments,
// cheques and notifications), generated deterministically in batches for bench/bulkSeed.ts to write into SQLite or PostgreSQL.
import { Result } from "effect"
import { addDays, formatJalali, todayInTehran } from "../domain/calendar/Jalali.ts"
import { iranianBanks } from "../domain/finance/IranianBanks.ts"
import { nationalCodeCheckDigit } from "../domain/identifiers/NationalCode.ts"
import { nationalIdCheckDigit } from "../domain/identifiers/NationalId.ts"
import { createApp } from "../server/app.ts"
import { passwordsAt } from "../server/auth/passwords.ts"
import { migrate } from "../server/db/migrations.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { invoiceSearchTextOf } from "../server/invoice/invoiceSearch.ts"
import { searchTextOf } from "../server/customer/customerSearch.ts"
import { customers as demoCustomers } from "../server/seed/referenceData.ts"
import { seedDemo } from "../server/seed/seed.ts"
import { readConfig } from "../server/config.ts"
import { memoryFileStore } from "../server/file/fileStore.ts"
import { seeded } from "./support.ts"

/** A valid national code (check digit included) from a nine-digit stem. */
export const nationalCodeOf = (stem: number): string => {
  const nine = String(stem).padStart(9, "0")
  return `${nine}${nationalCodeCheckDigit(nine)}`
}

const nationalIdOf = (stem: number): string => {
  const ten = String(stem).padStart(10, "0")
  return `${ten}${nationalIdCheckDigit(ten)}`
}

export const firstNames = [
  "محمد",
  "زهرا",
  "علی",
  "فاطمه",
  "رضا",
  "مریم",
  "حسین",
  "سارا",
  "مهدی",
  "نرگس",
  "امیر",
  "لیلا",
  "حمید",
  "پریسا",
  "سعید",
  "الهام",
]
export const familyNames = [
  "احمدی",
  "کریمی",
  "رضایی",
  "موسوی",
  "حسینی",
  "جعفری",
  "نوری",
  "صادقی",
  "محمدی",
  "رحیمی",
  "کاظمی",
  "قاسمی",
  "عباسی",
  "یوسفی",
  "طاهری",
  "اکبری",
  "شریفی",
  "مرادی",
  "بهرامی",
  "فرهادی",
  "نجفی",
  "سلطانی",
  "ملکی",
  "زارعی",
]
const companyWords = ["شیشه", "ساختمانی", "پنجره", "نما", "آلومینیوم", "سازه", "پیمانکاری", "دکوراسیون"]
const companyNames = ["پارس", "البرز", "آریا", "نوین", "سپهر", "آسمان", "کیان", "مهر", "دماوند", "زاگرس", "ایرانیان", "پایدار"]
const cities = ["تهران", "تهران", "تهران", "کرج", "اصفهان", "شیراز", "مشهد", "تبریز", "قم", "رشت"]

/** Generated customer n (0-based): persons and companies three to one, distinct valid codes, names without numbers. */
export const bulkCustomer = (n: number) => {
  const person = n % 4 !== 3
  const name = person
    ? (firstNames[(n * 7) % firstNames.length] ?? "")
    : `${companyWords[n % companyWords.length] ?? ""} ${companyNames[(n * 5) % companyNames.length] ?? ""} ${familyNames[(n * 3) % familyNames.length] ?? ""}`
  const last_name = person ? (familyNames[(n * 11 + Math.floor(n / 16)) % familyNames.length] ?? "") : null
  const mobile = `09${["12", "13", "19", "35", "36", "37", "01", "02"][n % 8] ?? "12"}${String((n * 7919) % 10_000_000).padStart(7, "0")}`
  const searched = {
    name,
    last_name,
    national_code: person ? nationalCodeOf(100_000_000 + n) : null,
    national_id: person ? null : nationalIdOf(1_010_000_000 + n),
    mobile: person ? mobile : null,
    representative_mobile: person ? null : mobile,
    phone: `0${["21", "26", "31", "51", "71"][n % 5] ?? "21"}${String(30_000_000 + ((n * 104_729) % 60_000_000)).padStart(8, "0")}`,
  }
  return {
    ...searched,
    kind: person ? "individual" : "legal",
    economic_code: person ? null : searched.national_id,
    representative_name: person
      ? null
      : `${firstNames[n % firstNames.length] ?? ""} ${familyNames[(n * 13) % familyNames.length] ?? ""}`,
    search_text: searchTextOf(searched),
    postal_code: String(1_100_000_000 + ((n * 48_271) % 8_000_000_000)).slice(0, 10),
    address: `خیابان ${companyNames[n % companyNames.length] ?? ""}، پلاک ${(n % 400) + 1}`,
    city: cities[n % cities.length] ?? "تهران",
    credit_limit: (n % 5) * 100_000_000,
    notes: null,
  }
}

/** A priced invoice made by the app's own use case: its header figures and its lines as the store writes them. */
export interface InvoiceTemplate {
  readonly header: Readonly<
    Record<
      | "fare_id"
      | "fare_title"
      | "rack_type"
      | "shipping_type"
      | "discount_basis_points"
      | "lines"
      | "pieces"
      | "area_mm2"
      | "weight_grams"
      | "subtotal"
      | "discount"
      | "fare"
      | "vat_basis_points"
      | "vat"
      | "total",
      unknown
    >
  >
  readonly lines: ReadonlyArray<{ readonly product_id: number; readonly amount: number; readonly priced: string }>
}

/** One line of each product structure, valid against the demo reference data (ids in seed order), as server/seed/demoInvoices.ts builds them. */
const lineShapes = [
  {
    product_id: 1,
    edge_type: 1,
    layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
    laminates: [],
    spacers: [],
    descriptions: [{ description_id: 1, quantity: 2 }],
  },
  {
    product_id: 2,
    edge_type: 2,
    layers: [
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 1, thickness: 2, glue: 7 }],
    spacers: [],
    descriptions: [],
  },
  {
    product_id: 3,
    edge_type: 1,
    layers: [
      { glass_type_id: 1, width_id: 1, material: 1 },
      { glass_type_id: 2, width_id: 1, material: 1 },
    ],
    laminates: [],
    spacers: [{ spacer_id: 3, color: 1, glue: 1 }],
    descriptions: [],
  },
  {
    product_id: 4,
    edge_type: 1,
    layers: [
      { glass_type_id: 1, width_id: 3, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 2, thickness: 1, glue: 4 }],
    spacers: [{ spacer_id: 4, color: 2, glue: 2 }],
    descriptions: [],
  },
  {
    product_id: 5,
    edge_type: 3,
    layers: [{ glass_type_id: 11, width_id: 2, material: 1 }],
    laminates: [],
    spacers: [],
    descriptions: [{ description_id: 7, quantity: 1 }],
  },
] as const

/** An invoice body the demo data accepts: one to three lines of varied sizes, a fare or none, a discount or none. */
export const invoiceBody = (n: number, customerId: number, date: string, note: string | null, salesExpertId?: number | null) => {
  const { between, pick, next } = seeded(9_000 + n)
  const lineCount = next() < 0.6 ? 1 : next() < 0.7 ? 2 : 3
  return {
    kind: "informal",
    customer_id: customerId,
    date,
    ...(salesExpertId === undefined ? {} : { sales_expert_id: salesExpertId }),
    ...(next() < 0.7 ? { fare_id: between(1, 10) } : {}),
    rack_type: between(1, 3),
    shipping_type: between(1, 2),
    discount_percent: pick([0, 0, 2.5, 5]),
    note,
    lines: Array.from({ length: lineCount }, () => ({
      ...pick(lineShapes),
      width: between(40, 240) * 10,
      height: between(40, 200) * 10,
      count: between(1, 12),
    })),
  }
}

/** Prices `count` invoices through the app's own create use case in a scratch database seeded like the bench's, so every copied figure is one the app computes. */
export const invoiceTemplates = async (count: number, date: string): Promise<ReadonlyArray<InvoiceTemplate>> => {
  const database = openSqlite(":memory:")
  await migrate(database)
  const config = readConfig({ DATA_DIR: "/nonexistent", JWT_SECRET: "bulk-seed-templates-secret-bulk-seed-templates" })
  const { deps, passwords } = createApp({
    database,
    config,
    files: memoryFileStore(),
    passwords: passwordsAt({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  })
  await seedDemo(database, passwords, Date.now())
  const customerId = demoCustomers.findIndex((customer) => customer.ownedByExpert !== true) + 1
  const templates: Array<InvoiceTemplate> = []
  for (let n = 0; n < count; n += 1) {
    const created = await deps.useCases.invoice.create(
      { id: UserId(2), role: "sales-manager" },
      invoiceBody(n, customerId, date, null, null),
    )
    if (Result.isFailure(created)) throw new Error(`template invoice ${n} was refused: ${JSON.stringify(created.failure)}`)
    const header = await database.db
      .selectFrom("invoices")
      .select([
        "fare_id",
        "fare_title",
        "rack_type",
        "shipping_type",
        "discount_basis_points",
        "lines",
        "pieces",
        "area_mm2",
        "weight_grams",
        "subtotal",
        "discount",
        "fare",
        "vat_basis_points",
        "vat",
        "total",
      ])
      .where("id", "=", created.success.id)
      .executeTakeFirstOrThrow()
    const lines = await database.db
      .selectFrom("invoice_lines")
      .select(["product_id", "amount", "priced"])
      .where("invoice_id", "=", created.success.id)
      .orderBy("position")
      .execute()
    templates.push({
      header: { ...header, total: Number(header.total) },
      lines: lines.map((line) => ({ ...line, amount: Number(line.amount) })),
    })
  }
  await database.close()
  return templates
}

/** The rows of one table in a batch, in the column order its spec names. */
export type Rows = Array<Array<unknown>>

/** A table's columns with their PostgreSQL types (for `unnest`). */
export interface TableSpec {
  readonly table: string
  readonly columns: ReadonlyArray<readonly [string, string]>
}

export const specs = {
  customers: {
    table: "customers",
    columns: [
      ["id", "int"],
      ["kind", "text"],
      ["name", "text"],
      ["last_name", "text"],
      ["national_code", "text"],
      ["national_id", "text"],
      ["mobile", "text"],
      ["representative_mobile", "text"],
      ["phone", "text"],
      ["economic_code", "text"],
      ["representative_name", "text"],
      ["search_text", "text"],
      ["postal_code", "text"],
      ["address", "text"],
      ["city", "text"],
      ["sales_expert_id", "int"],
      ["credit_limit", "bigint"],
      ["notes", "text"],
      ["is_active", "smallint"],
      ["created_at", "text"],
      ["updated_at", "text"],
    ],
  },
  invoices: {
    table: "invoices",
    columns: [
      ["id", "int"],
      ["serial_number", "bigint"],
      ["kind", "text"],
      ["state", "text"],
      ["version", "int"],
      ["customer_id", "int"],
      ["sales_expert_id", "int"],
      ["created_by", "int"],
      ["date", "text"],
      ["fare_id", "int"],
      ["fare_title", "text"],
      ["rack_type", "smallint"],
      ["shipping_type", "smallint"],
      ["discount_basis_points", "int"],
      ["note", "text"],
      ["lines", "int"],
      ["pieces", "int"],
      ["area_mm2", "bigint"],
      ["weight_grams", "bigint"],
      ["subtotal", "bigint"],
      ["discount", "bigint"],
      ["fare", "bigint"],
      ["vat_basis_points", "int"],
      ["vat", "bigint"],
      ["total", "bigint"],
      ["search_text", "text"],
      ["created_at", "text"],
      ["updated_at", "text"],
    ],
  },
  invoice_lines: {
    table: "invoice_lines",
    columns: [
      ["invoice_id", "int"],
      ["position", "int"],
      ["product_id", "int"],
      ["amount", "bigint"],
      ["priced", "text"],
    ],
  },
  orders: {
    table: "orders",
    columns: [
      ["invoice_id", "int"],
      ["production_state", "text"],
      ["ready_at", "text"],
      ["delivered_at", "text"],
      ["created_at", "text"],
      ["updated_at", "text"],
    ],
  },
  payments: {
    table: "payments",
    columns: [
      ["invoice_id", "int"],
      ["method", "text"],
      ["amount", "bigint"],
      ["date", "text"],
      ["tracking_number", "text"],
      ["user_id", "int"],
      ["created_at", "text"],
    ],
  },
  cheques: {
    table: "cheques",
    columns: [
      ["invoice_id", "int"],
      ["sayad_id", "text"],
      ["serial", "text"],
      ["bank", "text"],
      ["drawer", "text"],
      ["due_date", "text"],
      ["amount", "bigint"],
      ["state", "text"],
      ["user_id", "int"],
      ["created_at", "text"],
      ["updated_at", "text"],
    ],
  },
  notifications: {
    table: "notifications",
    columns: [
      ["user_id", "int"],
      ["status", "text"],
      ["message", "text"],
      ["reason", "text"],
      ["serial_number", "bigint"],
      ["read_at", "text"],
      ["created_at", "text"],
    ],
  },
} satisfies Record<string, TableSpec>

export type Table = keyof typeof specs

/** Who the generated data belongs to: the customers' id range, the sales experts and the managers. */
export interface People {
  readonly firstCustomerId: number
  readonly customers: number
  readonly experts: ReadonlyArray<number>
  readonly manager: number
  readonly finance: number
  readonly admin: number
}

const day = 86_400_000
const notes = [
  "تحویل فوری",
  "با قاب چوبی",
  "پروژه برج",
  "ارسال به کارگاه",
  "تماس قبل از ارسال",
  "نمای ساختمان",
  "پارتیشن اداری",
  "تحویل در دو نوبت",
]

/**
 * The invoices as the app would have left them after two years of use, `batch` at a time: every kind and state the
 * workflow reaches (invoices.md section 1), the order each formal invoice opened in the state its age implies, payments
 * and cheques on formal and approved pre-buy invoices that never pass the total, and the notifications the moves sent.
 */
export function* invoiceBatches(
  total: number,
  batch: number,
  people: People,
  templates: ReadonlyArray<InvoiceTemplate>,
  nowMs: number,
): Generator<Record<Table, Rows>> {
  const { next, between, pick } = seeded(20_260_101)
  const today = todayInTehran(nowMs)
  const days = 730
  const dates = Array.from({ length: days }, (_, d) => formatJalali(addDays(today, d - days + 1)))
  const customerOwner = (id: number) =>
    (id - people.firstCustomerId) % 4 === 0
      ? null
      : (people.experts[(id - people.firstCustomerId) % people.experts.length] ?? null)
  let sayad = 0
  for (let start = 0; start < total; start += batch) {
    const rows: Record<Table, Rows> = {
      customers: [],
      invoices: [],
      invoice_lines: [],
      orders: [],
      payments: [],
      cheques: [],
      notifications: [],
    }
    for (let i = start; i < Math.min(total, start + batch); i += 1) {
      const id = i + 1
      const serial = 1001 + i
      const dayIndex = Math.floor((i * days) / total)
      const age = days - 1 - dayIndex
      const date = dates[Math.max(0, dayIndex - (next() < 0.1 ? between(1, 5) : 0))] ?? ""
      const createdMs = nowMs - age * day - between(0, 36_000) * 1000
      const createdAt = new Date(createdMs).toISOString()
      // One invoice in twenty goes to a few big customers (builders, window makers); the rest spread over everyone.
      const customerId = people.firstCustomerId + (i % 20 === 0 ? (i / 20) % 50 : between(0, people.customers - 1))
      const owner = customerOwner(customerId) ?? (next() < 0.15 ? null : pick(people.experts))
      const roll = next()
      const recent = age < 7
      const [kind, state, version] =
        roll < 0.45
          ? pick<readonly [string, string, number]>(
              recent
                ? [
                    ["informal", "draft", 1],
                    ["informal", "pending", 2],
                  ]
                : [
                    ["informal", "draft", 1],
                    ["informal", "pending", 2],
                    ["informal", "rejected", 3],
                    ["informal", "cancelled", 2],
                    ["informal", "cancelled", 3],
                  ],
            )
          : roll < 0.55
            ? pick<readonly [string, string, number]>([
                ["pre-buy", "draft", 1],
                ["pre-buy", "pending", 2],
                ["pre-buy", "approved", 3],
                ["pre-buy", "approved", 3],
                ["pre-buy", "cancelled", 4],
              ])
            : next() < 0.1
              ? ["formal", "cancelled", 4]
              : recent && next() < 0.5
                ? ["formal", "issued", 3]
                : ["formal", "confirmed", 4]
      const template = templates[i % templates.length] as InvoiceTemplate
      const h = template.header
      const note = next() < 0.3 ? `${pick(notes)} ${between(1, 400)}` : null
      const updatedAt = new Date(createdMs + (version - 1) * between(600, 86_400) * 1000).toISOString()
      rows.invoices.push([
        id,
        serial,
        kind,
        state,
        version,
        customerId,
        owner,
        owner ?? people.manager,
        date,
        h.fare_id,
        h.fare_title,
        h.rack_type,
        h.shipping_type,
        h.discount_basis_points,
        note,
        h.lines,
        h.pieces,
        h.area_mm2,
        h.weight_grams,
        h.subtotal,
        h.discount,
        h.fare,
        h.vat_basis_points,
        h.vat,
        h.total,
        invoiceSearchTextOf(serial, note),
        createdAt,
        updatedAt,
      ])
      for (const [position, line] of template.lines.entries())
        rows.invoice_lines.push([id, position, line.product_id, line.amount, line.priced])
      // A move told the owner and the managers; the older ones were read long ago.
      if (version > 1 && i % 10 === 0) {
        const readAt = age > 2 ? updatedAt : null
        const message = `پیش‌فاکتور شماره ${serial} ${state === "rejected" ? "رد شد" : kind === "formal" ? "تایید شد و فاکتور رسمی صادر شد" : "برای تایید ارسال شد"}`
        for (const user of [owner ?? people.manager, people.manager, people.finance])
          rows.notifications.push([
            user,
            kind === "formal" ? "formal" : "informal",
            message,
            state === "rejected" ? "قیمت را با مشتری دوباره هماهنگ کنید" : null,
            serial,
            readAt,
            updatedAt,
          ])
      }
      const totalRials = Number(h.total)
      const paidDate = (offset: number) => dates[Math.min(days - 1, dayIndex + offset)] ?? date
      const pay = (amount: number, offset: number) => {
        const method = pick(["cash", "card", "transfer"])
        rows.payments.push([
          id,
          method,
          amount,
          paidDate(offset),
          method === "cash" ? null : String(100_000 + between(0, 899_999)),
          people.finance,
          new Date(Math.min(nowMs, createdMs + offset * day)).toISOString(),
        ])
      }
      const cheque = (amount: number, dueOffset: number, chequeState: string) => {
        sayad += 1
        const due = formatJalali(addDays(today, dueOffset - age))
        rows.cheques.push([
          id,
          String(1_000_000_000_000_000 + sayad),
          String(700_000 + (sayad % 300_000)),
          pick(iranianBanks),
          "صادرکننده چک",
          due,
          amount,
          chequeState,
          people.finance,
          createdAt,
          updatedAt,
        ])
      }
      if (kind === "formal") {
        const production =
          state === "cancelled"
            ? "cancelled"
            : state === "issued"
              ? "awaiting_confirmation"
              : age > 30
                ? "delivered"
                : age > 14
                  ? pick(["ready", "delivered"])
                  : pick(["waiting", "in_production", "ready"])
        const readyAt = production === "ready" || production === "delivered" ? updatedAt : null
        rows.orders.push([id, production, readyAt, production === "delivered" ? updatedAt : null, createdAt, updatedAt])
        if (state === "confirmed") {
          // Delivered orders are mostly settled; newer ones carry an advance, some a cheque still in hand.
          const share = Math.floor((totalRials * pick([0.3, 0.5])) / 100_000) * 100_000
          if (production === "delivered" && next() < 0.85) {
            if (next() < 0.7) pay(totalRials, between(0, 20))
            else {
              pay(share, between(0, 10))
              cheque(
                totalRials - share,
                between(20, 60),
                age > 60
                  ? pick(["cleared", "cleared", "cleared", "bounced", "returned"])
                  : pick(["in_hand", "deposited", "cleared"]),
              )
            }
          } else if (next() < 0.6) {
            pay(share, between(0, 3))
            if (next() < 0.4) cheque(Math.floor(share / 2), between(5, 60), age > 40 ? pick(["cleared", "deposited"]) : "in_hand")
          }
        }
      } else if (kind === "pre-buy" && state === "approved" && next() < 0.5)
        pay(Math.floor(totalRials / 2 / 100_000) * 100_000, between(0, 5))
    }
    yield rows
  }
}
