// Invoices: pricing a 500-line invoice in the domain against a plain integer loop, and the invoice list over 1,000,000 invoices in SQLite,
// signed in, against a bare node:http server running the same two SQL statements with better-sqlite3; then one request at a time.
import { invoiceCountStatements } from "../server/db/migrations/0025_invoice_count_scopes.ts"
import autocannon from "autocannon"
import BetterSqlite3 from "better-sqlite3"
import type { Context } from "hono"
import { Kysely, SqliteDialect } from "kysely"
import { spawn, type ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { createServer as createHttpServer } from "node:http"
import { join } from "node:path"
import { Result } from "effect"
import { addDays, formatJalali, type JalaliDate } from "../domain/calendar/Jalali.ts"
import { buildUps, filmsOf, mirrorThicknessOf, structures, type Structure } from "../domain/invoice/InvoiceOptions.ts"
import { priceInvoice } from "../domain/invoice/Pricing.ts"
import { defaultPricingSettings, type PricingSettings } from "../domain/invoice/PricingSettings.ts"
import type { ResolvedDescription, ResolvedInvoice, ResolvedLine } from "../domain/invoice/ResolvedInvoice.ts"
import type { GlassMaterial } from "../domain/glass/GlassTypeForm.ts"
import { passwordsAt } from "../server/auth/passwords.ts"
import { migrate } from "../server/db/migrations.ts"
import type { Schema } from "../server/db/schema.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { invoiceFilterOf } from "../server/invoice/invoiceListQuery.ts"
import { invoiceSearchTextOf } from "../server/invoice/invoiceSearch.ts"
import { invoiceStoreIn } from "../server/invoice/invoiceStore.ts"
import { orderStepIn } from "../server/finance/orderFollows.ts"
import { searchTextOf } from "../server/customer/customerSearch.ts"
import { pageRequest } from "../server/db/paging.ts"
import { seedDemo } from "../server/seed/seed.ts"
import { freePort, generatedCustomer, seeded, waitFor } from "./support.ts"

/** Bump when the generated data changes shape; the cache file's name also carries a hash of the migrations and the seed, so a schema change regenerates it. */
const generationVersion = 2
const invoiceRows = 1_000_000
const customerRows = 20_000
const connections = 50
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const pricingLines = 500
const pricingWarmup = 300
const pricingIterations = 2_000
const sequentialWarmup = 20
const sequentialRequests = 200
const cacheDir = join(process.cwd(), ".tmp", "bench-invoice")

/** The goals of the invoice feature. */
const goals = { pricingMs: 2, ratio: 0.5, p99Ms: 50, aloneMs: 10 }

interface CompiledQuery {
  readonly sql: string
  readonly parameters: ReadonlyArray<unknown>
}

/** The two statements the list runs for one URL, as kysely compiles them in `invoiceStore.page`. */
interface ListStatements {
  readonly page: CompiledQuery
  readonly count: CompiledQuery
  readonly pageNumber: number
  readonly perPage: number
}

/** `--bare FILE QUERIES PORT`: the baseline, a node:http server that runs the same page and count statements on FILE per request. */
function bare(file: string, queriesFile: string, port: number) {
  const connection = new BetterSqlite3(file, { readonly: true })
  connection.pragma("busy_timeout = 5000")
  const byUrl = new Map(
    Object.entries(JSON.parse(readFileSync(queriesFile, "utf8")) as Record<string, ListStatements>).map(([url, statements]) => [
      url,
      {
        ...statements,
        pageStatement: connection.prepare(statements.page.sql),
        countStatement: connection.prepare(statements.count.sql),
      },
    ]),
  )
  createHttpServer((request, response) => {
    const statements = byUrl.get(request.url ?? "")
    if (statements === undefined) {
      response.writeHead(404).end()
      return
    }
    const rows = statements.pageStatement.all(...statements.page.parameters)
    const counted = statements.countStatement.get(...statements.count.parameters) as { n: number }
    const body = JSON.stringify({
      data: rows,
      meta: { total: counted.n, page: statements.pageNumber, per_page: statements.perPage },
    })
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
    response.end(body)
  }).listen(port, "127.0.0.1")
}

// ---------------------------------------------------------------------------------------------------------------------
// Helpers

const median = (values: ReadonlyArray<number>) => quantile(values, 0.5)
const quantile = (values: ReadonlyArray<number>, q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
const ms = (value: number, digits = 2) => value.toFixed(digits)

// ---------------------------------------------------------------------------------------------------------------------
// 1. Pricing

/** A 500-line invoice cycling through the five structures, every line with one to three descriptions, with a discount and a fare. */
const generatedInvoice = (lineCount: number): ResolvedInvoice => {
  const { between, pick } = seeded(1405)
  const units: ReadonlyArray<ResolvedDescription["unit"]> = ["piece", "square_meter", "meter"]
  const lines = Array.from({ length: lineCount }, (_, index): ResolvedLine => {
    const structure: Structure = structures[index % structures.length] ?? "single"
    const build = buildUps[structure]
    return {
      id: null,
      product_id: (index % structures.length) + 1,
      product_name: structure,
      structure,
      min_area_mm2: structure === "double" || structure === "double_laminated" ? 400_000 : 300_000,
      width: between(150, 3210),
      height: between(150, 2500),
      count: between(1, 25),
      edge_type: pick([1, 2, 3, null] as const),
      note: index % 7 === 0 ? `ردیف ${index + 1}، لبه‌ها ساب` : null,
      layers: Array.from({ length: build.layers }, () => {
        const thickness = structure === "mirror" ? pick([4, 5, 6]) : pick([4, 5, 6, 8, 10, 12])
        return {
          glass_type_id: between(1, 12),
          width_id: between(1, 10),
          material: pick<GlassMaterial>([1, 2, 3]),
          thickness,
          unit_price: thickness * between(120, 260) * 10_000,
          mirror_thickness: structure === "mirror" ? (mirrorThicknessOf(thickness) ?? null) : null,
        }
      }),
      laminates: Array.from({ length: build.laminates }, () => {
        const thickness = pick([1, 2, 3] as const)
        return {
          laminate_color_id: between(1, 30),
          thickness,
          glue: pick(build.laminateGlues),
          films: filmsOf[thickness],
          unit_price: between(350, 900) * 10_000,
        }
      }),
      spacers: Array.from({ length: build.spacers }, () => ({
        spacer_id: between(1, 8),
        color: pick([1, 2] as const),
        glue: pick([1, 2, 3] as const),
        unit_price: between(10, 30) * 10_000,
      })),
      descriptions: Array.from({ length: between(1, 3) }, (_, k) => ({
        description_id: between(1, 15),
        quantity: between(1, 4),
        unit: units[(index + k) % units.length] ?? "piece",
        unit_price: between(5, 200) * 10_000,
      })),
    }
  })
  return {
    kind: "informal",
    customer_id: 7,
    sales_expert_id: 3,
    date: "1404/05/12",
    fare_id: 2,
    fare_title: "تهران - مناطق ۱ تا ۴",
    fare_amount: 12_000_000,
    rack_type: 2,
    shipping_type: 1,
    discount_percent: 7.5,
    note: "بار با دقت چیده شود",
    lines,
  }
}

/** The same sums as `priceInvoice` written by hand: one loop, BigInt where the products pass 2^53, no domain call, no words. */
const plainPrice = (invoice: ResolvedInvoice, settings: PricingSettings) => {
  const micro = 1_000_000n
  const tempered = settings.tempered_min_area_mm2
  const gramsPerM2Mm = BigInt(settings.weight_grams_per_m2_mm)
  const chargeable = [0n, 0n, 0n]
  let subtotal = 0n
  let weight = 0n
  for (let l = 0; l < invoice.lines.length; l += 1) {
    const line = invoice.lines[l] as ResolvedLine
    const area = line.width * line.height
    const perimeter = BigInt(2 * (line.width + line.height))
    let piece = 0n
    let largest = 0n
    let hundredths = 0
    for (let k = 0; k < line.layers.length; k += 1) {
      const layer = line.layers[k] as ResolvedLine["layers"][number]
      let least = line.min_area_mm2
      if (layer.material !== 1 && tempered > least) least = tempered
      const charged = BigInt(area > least ? area : least)
      chargeable[k] = charged
      if (charged > largest) largest = charged
      piece += charged * BigInt(layer.unit_price)
      hundredths += Math.round(layer.thickness * 100)
    }
    // A laminated unit's film joins panes 0 and 1, a double-laminated unit's panes 1 and 2.
    const first = line.structure === "double_laminated" ? 1 : 0
    for (let k = 0; k < line.laminates.length; k += 1) {
      const laminate = line.laminates[k] as ResolvedLine["laminates"][number]
      const a = chargeable[first] as bigint
      const b = chargeable[first + 1] as bigint
      piece += (a > b ? a : b) * BigInt(laminate.unit_price) * BigInt(laminate.films)
    }
    for (let k = 0; k < line.spacers.length; k += 1)
      piece += perimeter * BigInt((line.spacers[k] as ResolvedLine["spacers"][number]).unit_price) * 1000n
    for (let k = 0; k < line.descriptions.length; k += 1) {
      const description = line.descriptions[k] as ResolvedDescription
      const each = BigInt(description.unit_price) * BigInt(description.quantity)
      piece += each * (description.unit === "piece" ? micro : description.unit === "square_meter" ? largest : perimeter * 1000n)
    }
    const count = BigInt(line.count)
    subtotal += (2n * count * piece + micro) / (2n * micro)
    const grams = BigInt(area) * count * BigInt(hundredths) * gramsPerM2Mm
    weight += (2n * grams + micro * 100n) / (2n * micro * 100n)
  }
  let basisPoints = 0
  let since = ""
  for (const rate of settings.vat_rates)
    if (rate.from <= invoice.date && rate.from >= since) {
      since = rate.from
      basisPoints = rate.basis_points
    }
  const discount = (2n * subtotal * BigInt(Math.round(invoice.discount_percent * 100)) + 10_000n) / 20_000n
  const taxable = subtotal - discount + BigInt(invoice.fare_amount)
  const vat = (2n * taxable * BigInt(basisPoints) + 10_000n) / 20_000n
  return {
    subtotal: Number(subtotal),
    discount: Number(discount),
    vat: Number(vat),
    total: Number(taxable + vat),
    weight_grams: Number(weight),
  }
}

interface Timing {
  readonly median: number
  readonly p99: number
}

const timed = (run: () => unknown): Timing => {
  for (let index = 0; index < pricingWarmup; index += 1) run()
  const times: Array<number> = []
  for (let index = 0; index < pricingIterations; index += 1) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  return { median: median(times), p99: quantile(times, 0.99) }
}

function pricingBench() {
  const invoice = generatedInvoice(pricingLines)
  const settings = defaultPricingSettings
  const priced = priceInvoice(invoice, settings)
  if (Result.isFailure(priced)) throw new Error("the generated invoice passes the largest total")
  const plain = plainPrice(invoice, settings)
  const domain = priced.success
  for (const key of ["subtotal", "discount", "vat", "total", "weight_grams"] as const)
    if (plain[key] !== domain[key])
      throw new Error(`the plain loop's ${key} ${plain[key]} differs from the domain's ${domain[key]}`)
  const counts = structures
    .map((structure) => `${invoice.lines.filter((line) => line.structure === structure).length} ${structure}`)
    .join(", ")
  console.log(
    `Pricing: ${pricingLines} lines (${counts}), ${domain.pieces} pieces, total ${domain.total.toLocaleString("en")} rials; the plain loop's sums equal the domain's.`,
  )
  // Alternate the two so neither gets the machine's quieter moment.
  const domainTiming = timed(() => priceInvoice(invoice, settings))
  const plainTiming = timed(() => plainPrice(invoice, settings))
  const domainAgain = timed(() => priceInvoice(invoice, settings))
  const best = domainAgain.median < domainTiming.median ? domainAgain : domainTiming
  console.log(
    `\n| pricing a ${pricingLines}-line invoice (${pricingIterations.toLocaleString("en")} runs after ${pricingWarmup} warm-up) | median (ms) | p99 (ms) |\n|---|---:|---:|`,
  )
  console.log(`| domain priceInvoice | ${ms(best.median, 3)} | ${ms(best.p99, 3)} |`)
  console.log(`| plain BigInt loop, same sums | ${ms(plainTiming.median, 3)} | ${ms(plainTiming.p99, 3)} |`)
  console.log(
    `| ratio domain / plain | ${(best.median / plainTiming.median).toFixed(1)} | ${(best.p99 / plainTiming.p99).toFixed(1)} |`,
  )
  console.log(
    `(The domain was timed twice, before and after the plain loop; the better median of the two runs is shown: ${ms(domainTiming.median, 3)} and ${ms(domainAgain.median, 3)} ms.)`,
  )
  return { domain: best, plain: plainTiming }
}

// ---------------------------------------------------------------------------------------------------------------------
// 2. The database

/** What the cached file depends on besides the generator: the migrations, the seed and the search texts. */
const sourceHash = () => {
  const hash = createHash("sha256")
  const files = [
    "server/db/migrations.ts",
    ...readdirSync("server/db/migrations").map((name) => `server/db/migrations/${name}`),
    ...readdirSync("server/seed")
      .filter((name) => !name.includes(".test."))
      .map((name) => `server/seed/${name}`),
    "server/invoice/invoiceSearch.ts",
    "server/customer/customerSearch.ts",
  ].sort()
  for (const file of files) hash.update(file).update(readFileSync(file))
  return hash.digest("hex").slice(0, 12)
}

interface Facts {
  readonly bigCustomerId: number
  readonly bigCustomerInvoices: number
  readonly serial: number
}

async function generate(file: string): Promise<void> {
  const started = performance.now()
  const database = openSqlite(file)
  await migrate(database)
  await seedDemo(database, passwordsAt({ memoryCost: 1024, timeCost: 1, parallelism: 1 }), Date.now())
  await database.close()

  const raw = new BetterSqlite3(file)
  raw.pragma("journal_mode = OFF")
  raw.pragma("synchronous = OFF")
  raw.pragma("cache_size = -1000000")
  raw.pragma("temp_store = MEMORY")
  const now = new Date().toISOString()
  const { between, pick, next } = seeded(20_260_101)

  // Two more sales experts beside the demo one (id 3), signing in with the same password.
  const demoExpert = raw.prepare("select id, password_hash from users where role = 'sales-expert' order by id limit 1").get() as {
    id: number
    password_hash: string
  }
  const addUser = raw.prepare(
    "insert into users (name, last_name, personnel_code, mobile, role, password_hash, is_active, created_at) values (?, ?, ?, ?, 'sales-expert', ?, 1, ?) returning id",
  )
  const experts = [
    demoExpert.id,
    (addUser.get("امیر", "نوری", "1000510005", "09120000015", demoExpert.password_hash, now) as { id: number }).id,
    (addUser.get("نرگس", "صادقی", "1000610006", "09120000016", demoExpert.password_hash, now) as { id: number }).id,
  ]

  // Customers as api.bench makes them (half persons, half companies, distinct codes), owned by the three experts or by nobody.
  const addCustomer = raw.prepare(
    `insert into customers (kind, name, last_name, national_code, mobile, national_id, representative_mobile, phone, economic_code, representative_name, search_text,
       postal_code, address, city, sales_expert_id, credit_limit, notes, is_active, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, null, null, 'تهران', ?, 0, null, 1, ?, ?)`,
  )
  raw.transaction(() => {
    for (let n = 0; n < customerRows; n += 1) {
      const { person, searched } = generatedCustomer(n)
      addCustomer.run(
        person ? "individual" : "legal",
        searched.name,
        searched.last_name,
        searched.national_code,
        searched.mobile,
        searched.national_id,
        searched.representative_mobile,
        searched.phone,
        person ? null : "نماینده",
        searchTextOf(searched),
        n % 4 === 0 ? null : (experts[n % experts.length] ?? null),
        now,
        now,
      )
    }
  })()
  const customers = raw.prepare("select id, sales_expert_id from customers order by id").all() as Array<{
    id: number
    sales_expert_id: number | null
  }>
  // Five big customers (a builder, a window maker...) take one invoice in twenty between them; the rest spread over everyone.
  const big = [
    customers[customers.length - 1000],
    customers[customers.length - 2000],
    customers[customers.length - 3000],
    customers[customers.length - 4000],
    customers[customers.length - 5000],
  ].map((customer) => customer ?? { id: 1, sales_expert_id: null })
  const fares = raw.prepare("select id, title, amount from fares order by id").all() as Array<{
    id: number
    title: string
    amount: number
  }>
  const productIds = (raw.prepare("select id from products order by id").all() as Array<{ id: number }>).map((row) => row.id)

  // About three years of Jalali dates, about 900 invoices a day, dated in the order they were made (a few a little back-dated).
  const firstDay: JalaliDate = { year: 1402, month: 6, day: 1 }
  const days = 1_096
  const dates = Array.from({ length: days }, (_, day) => formatJalali(addDays(firstDay, day)))
  const firstEpoch = Date.UTC(2023, 7, 23, 5, 0, 0)
  const notes = [
    "تحویل فوری",
    "با قاب چوبی",
    "پروژه برج",
    "ارسال به کارگاه",
    "تماس قبل از ارسال",
    "نمای ساختمان",
    "پارتیشن اداری",
  ]
  const informalStates = ["draft", "draft", "pending", "rejected", "approved", "approved", "approved", "cancelled"]
  const preBuyStates = ["draft", "pending", "approved", "approved", "confirmed", "cancelled"]
  const formalStates = ["issued", "issued", "issued", "confirmed", "confirmed", "cancelled"]

  const addInvoice = raw.prepare(
    `insert into invoices (serial_number, kind, state, version, customer_id, sales_expert_id, created_by, date, fare_id, fare_title, rack_type, shipping_type,
       discount_basis_points, note, lines, pieces, area_mm2, weight_grams, subtotal, discount, fare, vat_basis_points, vat, total, search_text, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const addLine = raw.prepare(
    "insert into invoice_lines (invoice_id, position, product_id, amount, priced) values (?, ?, ?, ?, ?)",
  )
  const batch = 50_000
  for (let start = 0; start < invoiceRows; start += batch) {
    raw.transaction(() => {
      for (let i = start; i < Math.min(invoiceRows, start + batch); i += 1) {
        const serial = 1001 + i
        const roll = next()
        const kind = roll < 0.6 ? "informal" : roll < 0.85 ? "formal" : "pre-buy"
        const state = pick(kind === "informal" ? informalStates : kind === "formal" ? formalStates : preBuyStates)
        const customer = i % 20 === 0 ? (big[(i / 20) % big.length] as (typeof big)[number]) : pick(customers)
        const expert = next() < 0.1 ? null : (customer.sales_expert_id ?? pick(experts))
        const dayIndex = Math.floor((i * days) / invoiceRows)
        const date = dates[Math.max(0, dayIndex - (next() < 0.1 ? between(1, 5) : 0))] ?? ""
        const fare = next() < 0.7 ? pick(fares) : undefined
        const note = next() < 0.3 ? `${pick(notes)} ${between(1, 400)}` : null
        const lines = between(1, 12)
        const pieces = lines * between(1, 10)
        const area = pieces * between(300_000, 4_000_000)
        const subtotal = Math.round((area / 1_000_000) * between(150, 900)) * 10_000
        const discountPoints = pick([0, 0, 0, 250, 500, 1000])
        const discount = Math.round((subtotal * discountPoints) / 10_000)
        const fareAmount = fare?.amount ?? 0
        const vatPoints = date < "1403/01/01" ? 900 : 1000
        const vat = Math.round(((subtotal - discount + fareAmount) * vatPoints) / 10_000)
        const createdAt = new Date(firstEpoch + Math.floor((i * days * 86_400_000) / invoiceRows)).toISOString()
        const { lastInsertRowid } = addInvoice.run(
          serial,
          kind,
          state,
          between(1, 4),
          customer.id,
          expert,
          expert ?? 1,
          date,
          fare?.id ?? null,
          fare?.title ?? null,
          pick([1, 2, 3, null]),
          pick([1, 2, null]),
          discountPoints,
          note,
          lines,
          pieces,
          area,
          Math.round((area / 1_000_000) * 6 * 2500),
          subtotal,
          discount,
          fareAmount,
          vatPoints,
          vat,
          subtotal - discount + fareAmount + vat,
          invoiceSearchTextOf(serial, note),
          createdAt,
          createdAt,
        )
        // Lines are not read by the list: a couple only for one invoice in fifty, so the table is not empty.
        if (i % 50 === 0)
          for (let position = 0; position < 2; position += 1)
            addLine.run(
              lastInsertRowid,
              position,
              pick(productIds),
              Math.round(subtotal / 2),
              JSON.stringify({
                line: { id: null, width: 1200, height: 1500, count: pieces },
                price: { amount: Math.round(subtotal / 2) },
              }),
            )
      }
    })()
    process.stdout.write(`\r  ${Math.min(invoiceRows, start + batch).toLocaleString("en")} invoices`)
  }
  raw.prepare("update counters set value = ? where name = 'invoice_serial'").run(1000 + invoiceRows)
  // The store keeps counts by kind, state, day and expert in the transaction of every save; rows inserted here are counted once.
  raw.exec(invoiceCountStatements.join(";\n"))
  raw.pragma("journal_mode = DELETE")
  raw.close()
  console.log(
    `\r  ${invoiceRows.toLocaleString("en")} invoices, ${customerRows.toLocaleString("en")} extra customers, 3 sales experts, generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  )
}

/** Whether the run that is generating a file (its name carries the pid) is still going. */
const alive = (name: string) => {
  try {
    process.kill(Number(/generating-(\d+)/.exec(name)?.[1]), 0)
    return true
  } catch {
    return false
  }
}

/** The cached database for this version, generated when missing; older cache files are removed. */
async function cachedDatabase(): Promise<string> {
  mkdirSync(cacheDir, { recursive: true })
  const name = `invoices-v${generationVersion}-${sourceHash()}.sqlite`
  const file = join(cacheDir, name)
  for (const other of readdirSync(cacheDir))
    if (other !== name && (other.startsWith("invoices-") || (other.startsWith("generating-") && !alive(other))))
      rmSync(join(cacheDir, other), { force: true })
  if (existsSync(file)) {
    console.log(`Using the cached ${file}.`)
    return file
  }
  console.log(`Generating ${invoiceRows.toLocaleString("en")} invoices into ${file} (cached for later runs) ...`)
  const partial = join(cacheDir, `generating-${process.pid}.sqlite`)
  await generate(partial)
  renameSync(partial, file)
  return file
}

function factsOf(file: string): Facts {
  const raw = new BetterSqlite3(file, { readonly: true })
  const top = raw
    .prepare("select customer_id as id, count(*) as n from invoices group by customer_id order by n desc limit 1")
    .get() as { id: number; n: number }
  raw.close()
  return { bigCustomerId: top.id, bigCustomerInvoices: top.n, serial: 1001 + Math.floor(invoiceRows * 0.654321) }
}

/** The page and count statements the server's store compiles for a list URL, captured from kysely's log while the store answers it once. */
async function statementsOf(file: string, url: string): Promise<ListStatements> {
  const captured: Array<CompiledQuery> = []
  const connection = new BetterSqlite3(file, { readonly: true })
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: connection }),
    log: (event) => {
      if (event.level === "query") captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] })
    },
  })
  const store = invoiceStoreIn(
    {
      db,
      dialect: "sqlite",
      prepare: () => async () => [],
      version: () => undefined,
      identityVersion: () => undefined,
      identityWritten: () => undefined,
      close: async () => {},
    },
    orderStepIn("sqlite"),
  )
  const search = new URL(url).searchParams
  const query = (name: string) => search.get(name) ?? undefined
  const context = { req: { query } } as unknown as Context
  const request = pageRequest(query("page"), query("per_page"))
  // The super-admin's list has no owner scope, so the filter is the query's alone.
  await store.page(invoiceFilterOf(context), request)
  await db.destroy()
  // The page selects the rows' columns; the other statement is the total (a count, or the kept counts' sum).
  const page = captured.find((statement) => /serial_number/.test(statement.sql) && /join/i.test(statement.sql))
  const count = captured.find((statement) => statement !== page)
  if (count === undefined || page === undefined || captured.length !== 2)
    throw new Error(`the store ran ${captured.length} statements for ${url}, not a page and a total`)
  return { page, count, pageNumber: request.page, perPage: request.perPage }
}

// ---------------------------------------------------------------------------------------------------------------------
// 3. Load

interface Load {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly errors: number
}

const failures: Array<string> = []

async function load(title: string, url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short unmeasured run first, so each server is measured warm (JIT-compiled, pages in the cache).
  await autocannon({ url, connections, duration: 2, headers, timeout: 60 })
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 60 })
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => status !== "200")
  if (result.non2xx > 0 || statuses.length > 0)
    failures.push(
      `${title}: ${result.non2xx} non-2xx answers (${statuses.map(([status, { count }]) => `${status}×${count ?? 0}`).join(", ")})`,
    )
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors }
}

/** One request at a time, after a warm-up: what one member of staff waits. */
async function alone(title: string, url: string, headers: Record<string, string> = {}): Promise<Timing> {
  const times: Array<number> = []
  for (let run = 0; run < sequentialWarmup + sequentialRequests; run += 1) {
    const started = performance.now()
    const answer = await fetch(url, { headers })
    await answer.arrayBuffer()
    if (answer.status !== 200) failures.push(`${title}, one at a time: answered ${answer.status}`)
    if (run >= sequentialWarmup) times.push(performance.now() - started)
  }
  return { median: median(times), p99: quantile(times, 0.99) }
}

/** The median time of a statement alone on the database file, and SQLite's plan for it. */
function statementAlone(connection: BetterSqlite3.Database, statement: CompiledQuery) {
  const prepared = connection.prepare(statement.sql)
  const times: Array<number> = []
  for (let run = 0; run < 21; run += 1) {
    const started = performance.now()
    prepared.all(...statement.parameters)
    times.push(performance.now() - started)
  }
  const plan = connection.prepare(`explain query plan ${statement.sql}`).all(...statement.parameters) as Array<{
    id: number
    parent: number
    detail: string
  }>
  const depth = new Map<number, number>([[0, 0]])
  const lines = plan.map((row) => {
    const level = (depth.get(row.parent) ?? 0) + 1
    depth.set(row.id, level)
    return `${"  ".repeat(level)}${row.detail}`
  })
  return { median: median(times), plan: lines }
}

async function main() {
  const children: Array<ChildProcess> = []
  let runDir: string | undefined
  try {
    const pricing = pricingBench()

    console.log("")
    const cached = await cachedDatabase()
    runDir = mkdtempSync(join(cacheDir, "run-"))
    // The server runs on a copy: its sign-in and any later migration never touch the cached file.
    const file = join(runDir, "back-office.sqlite")
    copyFileSync(cached, file)
    const facts = factsOf(file)

    const appPort = await freePort()
    const env = {
      ...process.env,
      DATA_DIR: runDir,
      PORT: String(appPort),
      DIST_DIR: join(runDir, "no-dist"),
      DATABASE_URL: "",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret",
    }
    children.push(spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" }))
    const base = `http://127.0.0.1:${appPort}/api`
    const login = await waitFor(
      `${base}/auth/login`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "1000100001", password: "Demo1234" }),
      },
      600,
    )
    if (login.status !== 200) throw new Error(`signing in answered ${login.status}`)
    const { access_token: token } = (await login.json()) as { access_token: string }
    const headers = { authorization: `Bearer ${token}` }

    const queries = [
      { key: "a", title: "a. informal, page 1 of 15, with total", path: "/Admin/invoice?kind=informal&page=1&per_page=15" },
      { key: "b", title: `b. serial ${facts.serial}`, path: `/Admin/invoice?serial_number=${facts.serial}` },
      {
        key: "c",
        title: "c. informal, 1404/03/01-1404/03/31",
        path: "/Admin/invoice?kind=informal&from=1404/03/01&to=1404/03/31",
      },
      { key: "d", title: `d. customer ${facts.bigCustomerId}`, path: `/Admin/invoice?customer_id=${facts.bigCustomerId}` },
    ]
    const statements: Record<string, ListStatements> = {}
    console.log("")
    for (const query of queries) {
      const answer = await fetch(`${base}${query.path}`, { headers })
      const body = (await answer.json()) as { data?: Array<unknown>; meta?: { total: number } }
      if (answer.status !== 200) throw new Error(`${query.path} answered ${answer.status}: ${JSON.stringify(body)}`)
      statements[query.path] = await statementsOf(file, `${base}${query.path}`)
      console.log(`${query.title}: ${body.data?.length ?? 0} rows of ${body.meta?.total.toLocaleString("en")}`)
    }

    const queriesFile = join(runDir, "queries.json")
    writeFileSync(queriesFile, JSON.stringify(statements))
    const barePort = await freePort()
    children.push(
      spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--bare", file, queriesFile, String(barePort)], {
        stdio: "ignore",
      }),
    )
    const bareBase = `http://127.0.0.1:${barePort}`
    await waitFor(`${bareBase}${queries[0]?.path ?? "/"}`, undefined, 600)

    console.log(
      `\nEach run: autocannon, ${connections} connections, ${seconds} s after a 2 s warm-up, loopback. Bare: node:http running the store's own page and count SQL with better-sqlite3.`,
    )
    const results: Array<{ title: string; server: Load; bare: Load; serverAlone: Timing; bareAlone: Timing }> = []
    for (const query of queries) {
      const bareLoad = await load(`bare ${query.title}`, `${bareBase}${query.path}`)
      const serverLoad = await load(query.title, `${base}${query.path}`, headers)
      results.push({
        title: query.title,
        server: serverLoad,
        bare: bareLoad,
        serverAlone: { median: 0, p99: 0 },
        bareAlone: { median: 0, p99: 0 },
      })
      console.log(
        `  ${query.title}: server ${Math.round(serverLoad.perSecond)} req/s, bare ${Math.round(bareLoad.perSecond)} req/s`,
      )
    }
    for (const [index, query] of queries.entries()) {
      const result = results[index]
      if (result === undefined) continue
      results[index] = {
        ...result,
        serverAlone: await alone(query.title, `${base}${query.path}`, headers),
        bareAlone: await alone(`bare ${query.title}`, `${bareBase}${query.path}`),
      }
    }

    console.log(
      `\n| list query | server req/s | bare req/s | ratio | server p50 (ms) | bare p50 | server p99 (ms) | bare p99 | errors incl. timeouts (server/bare) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
    )
    for (const { title, server, bare } of results)
      console.log(
        `| ${title} | ${Math.round(server.perSecond).toLocaleString("en")} | ${Math.round(bare.perSecond).toLocaleString("en")} | ${(server.perSecond / (bare.perSecond || 1)).toFixed(2)} | ${server.p50} | ${bare.p50} | ${server.p99} | ${bare.p99} | ${server.errors}/${bare.errors} |`,
      )
    console.log(
      `\n| one request at a time (${sequentialRequests} after ${sequentialWarmup} warm-up) | server median (ms) | server p99 | bare median (ms) | bare p99 |\n|---|---:|---:|---:|---:|`,
    )
    for (const { title, serverAlone, bareAlone } of results)
      console.log(
        `| ${title} | ${ms(serverAlone.median)} | ${ms(serverAlone.p99)} | ${ms(bareAlone.median)} | ${ms(bareAlone.p99)} |`,
      )

    // The SQL alone, and SQLite's plans, so a missed goal can be read against the query itself.
    const connection = new BetterSqlite3(file, { readonly: true })
    console.log(`\nThe store's statements alone on the file (median of 21), with EXPLAIN QUERY PLAN:`)
    for (const query of queries) {
      const compiled = statements[query.path]
      if (compiled === undefined) continue
      const page = statementAlone(connection, compiled.page)
      const count = statementAlone(connection, compiled.count)
      console.log(`${query.title}: page ${ms(page.median, 3)} ms, count ${ms(count.median, 3)} ms`)
      console.log(
        `  page:\n${page.plan.map((line) => `  ${line}`).join("\n")}\n  count:\n${count.plan.map((line) => `  ${line}`).join("\n")}`,
      )
    }
    connection.close()

    const verdict = (met: boolean) => (met ? "met" : "NOT met")
    const rows: Array<[string, string, string, boolean]> = [
      [
        `pricing ${pricingLines} lines, domain median`,
        `${ms(pricing.domain.median, 3)} ms (plain loop ${ms(pricing.plain.median, 3)} ms)`,
        `≤ ${goals.pricingMs} ms`,
        pricing.domain.median <= goals.pricingMs,
      ],
      [
        `pricing ${pricingLines} lines, domain p99`,
        `${ms(pricing.domain.p99, 3)} ms (plain loop ${ms(pricing.plain.p99, 3)} ms)`,
        `≤ ${goals.pricingMs} ms`,
        pricing.domain.p99 <= goals.pricingMs,
      ],
    ]
    for (const { title, server, bare, serverAlone } of results) {
      const ratio = server.perSecond / (bare.perSecond || 1)
      rows.push([
        `${title}: req/s ratio to bare`,
        `${ratio.toFixed(2)} (${Math.round(server.perSecond).toLocaleString("en")} / ${Math.round(bare.perSecond).toLocaleString("en")})`,
        `≥ ${goals.ratio}`,
        ratio >= goals.ratio,
      ])
      rows.push([
        `${title}: p99 at ${connections} connections`,
        `${server.p99} ms (bare ${bare.p99} ms)`,
        `≤ ${goals.p99Ms} ms`,
        server.p99 <= goals.p99Ms,
      ])
      rows.push([
        `${title}: one at a time, median`,
        `${ms(serverAlone.median)} ms`,
        `≤ ${goals.aloneMs} ms`,
        serverAlone.median <= goals.aloneMs,
      ])
    }
    console.log(`\n| figure | measured | goal | met |\n|---|---|---|---|`)
    for (const [figure, measured, goal, met] of rows) console.log(`| ${figure} | ${measured} | ${goal} | ${verdict(met)} |`)
    const missed = rows.filter(([, , , met]) => !met).length
    console.log(`\n${rows.length - missed} of ${rows.length} goals met. A missed goal is a finding, not a failure.`)
    if (failures.length > 0) {
      console.error(
        `\nFAILED: requests answered something other than 200:\n${failures.map((failure) => `  ${failure}`).join("\n")}`,
      )
      process.exitCode = 1
    }
  } finally {
    for (const child of children) child.kill()
    if (runDir !== undefined) rmSync(runDir, { recursive: true, force: true })
  }
}

if (process.argv[2] === "--bare") bare(process.argv[3] ?? "", process.argv[4] ?? "", Number(process.argv[5]))
else await main()
