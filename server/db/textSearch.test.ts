import { countInvoices } from "./migrations/0025_invoice_count_scopes.ts"
import { CustomerId } from "../../domain/identifiers/Ids.ts"
import { Rials } from "../../domain/money/Rials.ts"
import { Result } from "effect"
import fc from "fast-check"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { CompiledQuery, sql, type KyselyPlugin, type QueryId, type RootOperationNode } from "kysely"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import type { CustomerForm } from "../../domain/customer/CustomerForm.ts"
import { takeBackup } from "../backup/backup.ts"
import { restoreBackup } from "../backup/restore.ts"
import type { Database, Dialect } from "./Database.ts"
import { migrate } from "./migrations.ts"
import { searchIndexOf, trigramIndexOf } from "./migrations/0015_search_index.ts"
import { openPostgres } from "./postgres.ts"
import { openSqlite } from "./sqlite.ts"
import { searchText } from "../http/listQuery.ts"
import { invoiceStoreIn } from "../invoice/invoiceStore.ts"
import { orderStepIn } from "../finance/orderFollows.ts"
import { dropTestSchemas, emptyDatabase, testDialects } from "../testing/database.ts"
import { invoiceBody } from "../testing/forms.ts"
import { testServer } from "../testing/harness.ts"
import { freshPostgresDatabase } from "../testing/serverProcess.ts"
import { searchTextOf, type SearchedColumns } from "../customer/customerSearch.ts"
import { customersIn } from "../customer/customerStore.ts"
import { pageRequest } from "./paging.ts"

afterAll(dropTestSchemas)

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const nowIso = "2025-03-10T08:00:00.000Z"
const everything = pageRequest("1", "1000")

// Persian letters with their Arabic twins, Latin of both cases, three kinds of digits, LIKE's own characters, an FTS5 quote,
// and letters whose case folds differently in JavaScript and in FTS5 (final sigma, long s, the Kelvin sign, dotted I).
const unit = fc.constantFrom(..."ابپتجچحخدرزسشعفقکگلمنوهیيكةaBcDxyZ 0123456789۰۱۲۳۴۵۶۷۸۹٠١٢%_\\\"'ΣςſKİ")
const text = fc.string({ unit, minLength: 1, maxLength: 10 })
const phone = fc.option(text, { nil: null })
const common = {
  phone,
  postal_code: fc.constant(null),
  address: fc.constant(null),
  city: fc.constant(null),
  sales_expert_id: fc.constant(null),
  credit_limit: fc.constant(Rials(0)),
  notes: fc.constant(null),
  is_active: fc.boolean(),
}
const customerForm: fc.Arbitrary<CustomerForm> = fc.oneof(
  fc.record({
    type: fc.constant("individual" as const),
    name: text,
    last_name: text,
    national_code: text,
    mobile: text,
    ...common,
  }),
  fc.record({
    type: fc.constant("legal" as const),
    company_name: text,
    national_id: text,
    economic_code: fc.constant(null),
    representative_name: text,
    representative_mobile: text,
    ...common,
  }),
)
// National codes and IDs are unique in the database.
const customerForms = fc.uniqueArray(customerForm, {
  minLength: 1,
  maxLength: 8,
  selector: (form) => (form.type === "individual" ? `i${form.national_code}` : `l${form.national_id}`),
})

/** The columns a customer's search text is written from, as the repository stores a form. */
const searchedOf = (form: CustomerForm): SearchedColumns =>
  form.type === "individual"
    ? {
        name: form.name,
        last_name: form.last_name,
        national_code: form.national_code,
        national_id: null,
        mobile: form.mobile,
        representative_mobile: null,
        phone: form.phone,
      }
    : {
        name: form.company_name,
        last_name: null,
        national_code: null,
        national_id: form.national_id,
        mobile: null,
        representative_mobile: form.representative_mobile,
        phone: form.phone,
      }

/** How staff may type what is stored: other digits, Arabic letters, other case. */
const retyped = (typed: string, way: number) =>
  way === 0
    ? typed.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
    : way === 1
      ? typed.replace(/ی/g, "ي").replace(/ک/g, "ك")
      : way === 2
        ? typed.toUpperCase()
        : typed

/** A search as staff might type it: a piece of a stored customer's text (1 to 6 characters, retyped), or any short text. */
const typedSearch = fc.oneof(
  fc.record({ pick: fc.nat(), from: fc.nat(), length: fc.integer({ min: 1, max: 6 }), way: fc.integer({ min: 0, max: 3 }) }),
  fc.string({ unit, minLength: 1, maxLength: 4 }),
)
const searchOf = (
  typed: typeof typedSearch extends fc.Arbitrary<infer T> ? T : never,
  texts: ReadonlyArray<string>,
): string | undefined => {
  if (typeof typed === "string") return searchText(typed)
  const stored = texts[typed.pick % texts.length] ?? ""
  const start = typed.from % Math.max(1, stored.length)
  return searchText(retyped(stored.slice(start, start + typed.length), typed.way))
}

/** The model: the customers whose search text holds the search, newest first, as the list orders them. */
const modelIds = (saved: ReadonlyArray<{ readonly id: number; readonly text: string }>, search: string) =>
  saved
    .filter((customer) => customer.text.includes(search.toLowerCase()))
    .map((customer) => customer.id)
    .sort((a, b) => b - a)

/** Saves the forms through the repository, answering each customer's id and its search text as the model sees it. */
const saveAll = async (database: Database, forms: ReadonlyArray<CustomerForm>) => {
  const customers = customersIn(database)
  const saved: Array<{ id: number; text: string }> = []
  for (const form of forms) {
    const outcome = await customers.create(form, nowIso)
    if (Result.isFailure(outcome)) throw new Error(`not saved: ${JSON.stringify(outcome)}`)
    saved.push({ id: outcome.success.id, text: searchTextOf(searchedOf(form)) })
  }
  return saved
}

/** The ids a customer search answers, with the total it reports. */
const searched = async (database: Database, search: string) => {
  const page = await customersIn(database).page({ search }, everything)
  return { ids: page.rows.map((row) => row.id), total: page.total }
}

describe.each(testDialects)("indexed search on %s", (dialect) => {
  it("finds exactly the customers whose search text holds the search, short searches, LIKE's characters and Arabic letters included", async () => {
    await fc.assert(
      fc.asyncProperty(customerForms, fc.array(typedSearch, { minLength: 1, maxLength: 8 }), async (forms, typed) => {
        const database = await emptyDatabase(dialect)
        try {
          const saved = await saveAll(database, forms)
          for (const one of typed) {
            const search = searchOf(
              one,
              saved.map((customer) => customer.text),
            )
            if (search === undefined) continue
            const expected = modelIds(saved, search)
            expect(await searched(database, search), search).toEqual({ ids: expected, total: expected.length })
          }
        } finally {
          await database.close()
        }
      }),
      { numRuns: dialect === "sqlite" ? 40 : 10 },
    )
  }, 60_000)

  it("keeps the index in step with every write: a customer added, renamed, deactivated and deleted, an invoice's note changed and the invoice deleted", async () => {
    const t = await testServer(dialect)
    cleanups.push(() => t.close())
    const customers = customersIn(t.database)
    const form: CustomerForm = {
      type: "individual",
      name: "کیمیا",
      last_name: "زرین‌فام",
      national_code: "0012345679",
      mobile: "09121110000",
      phone: null,
      postal_code: null,
      address: null,
      city: null,
      sales_expert_id: null,
      credit_limit: Rials(0),
      notes: null,
      is_active: true,
    }
    const created = await customers.create(form, nowIso)
    const id = Result.getOrThrow(created).id
    const found = async (typed: string) =>
      (await customers.page({ search: searchText(typed) }, everything)).rows.map((row) => row.id)
    expect(await found("زرین")).toEqual([id])
    expect(await found("زرين")).toEqual([id])
    expect(await customers.update(id, { ...form, last_name: "نیک‌نام" }, nowIso)).toMatchObject({ success: { id } })
    expect(await found("زرین")).toEqual([])
    expect(await found("نیک‌نام")).toEqual([id])
    await customers.setActive(id, false, nowIso)
    expect(await found("نیک‌نام")).toEqual([id])

    const token = await t.signIn("sales-manager")
    const invoices = async (search: string) => {
      const answer = await t.request("GET", `/api/Admin/invoice?per_page=100&search=${encodeURIComponent(search)}`, { token })
      return (answer.body as { data: Array<{ id: number }> }).data.map((row) => row.id)
    }
    const posted = await t.request("POST", "/api/Admin/invoice", {
      token,
      json: invoiceBody({ customer_id: 1, note: "قاب پنجره زعفرانی" }),
    })
    expect(posted.status).toBe(201)
    const invoiceId = (posted.body as { data: { id: number } }).data.id
    expect(await invoices("زعفران")).toEqual([invoiceId])
    expect(
      (
        await t.request("PUT", `/api/Admin/invoice/${invoiceId}`, {
          token,
          json: invoiceBody({ customer_id: 1, note: "قاب پنجره لاجوردی" }),
        })
      ).status,
    ).toBe(200)
    expect(await invoices("زعفران")).toEqual([])
    expect(await invoices("لاجورد")).toEqual([invoiceId])
    // The customer's side of an invoice search follows a rename of the customer.
    const buyer = await customers.one(CustomerId(1))
    expect(buyer?.type).toBe("legal")
    expect(await invoices("پرستوسان")).toEqual([])
    const renamed: CustomerForm = {
      type: "legal",
      company_name: "شرکت پرستوسان",
      national_id: buyer?.national_id ?? "",
      economic_code: buyer?.economic_code ?? null,
      representative_name: buyer?.representative_name ?? "",
      representative_mobile: buyer?.representative_mobile ?? "",
      phone: buyer?.phone ?? null,
      postal_code: buyer?.postal_code ?? null,
      address: buyer?.address ?? null,
      city: buyer?.city ?? null,
      sales_expert_id: buyer?.sales_expert_id ?? null,
      credit_limit: buyer?.credit_limit ?? Rials(0),
      notes: buyer?.notes ?? null,
      is_active: true,
    }
    expect(await customers.update(CustomerId(1), renamed, nowIso)).toMatchObject({ success: { id: 1 } })
    expect(await invoices("پرستوسان")).toContain(invoiceId)

    await t.db.deleteFrom("invoice_revisions").where("invoice_id", "=", invoiceId).execute()
    await t.db.deleteFrom("invoices").where("id", "=", invoiceId).execute()
    expect(await invoices("لاجورد")).toEqual([])
    await t.db.deleteFrom("customers").where("id", "=", id).execute()
    expect(await found("نیک‌نام")).toEqual([])
    // The index itself holds nothing of the deleted rows.
    if (dialect === "sqlite")
      for (const [table, gone] of [
        ["customers", id],
        ["invoices", invoiceId],
      ] as const)
        expect(
          (await sql`select rowid from ${sql.table(searchIndexOf(table))} where rowid = ${gone}`.execute(t.db)).rows,
        ).toEqual([])
  }, 60_000)

  it("plans a search of three characters or more on the trigram index, for the customer and invoice lists", async () => {
    const database = await emptyDatabase(dialect)
    cleanups.push(() => database.close())
    const rows = 20_000
    // A different hexadecimal word per customer, so one of them is a rare search, as a name or a mobile number is.
    const word = (i: number) => ((i * 2_654_435_761) % 4_294_967_296).toString(16).padStart(8, "0")
    for (let start = 1; start <= rows; start += 500) {
      const chunk = Array.from({ length: Math.min(500, rows - start + 1) }, (_, k) => start + k).map((i) => {
        const name = `مشتری ${word(i)}`
        const national_code = String(i).padStart(10, "0")
        return {
          kind: "individual",
          name,
          national_code,
          is_active: 1,
          credit_limit: Rials(0),
          created_at: nowIso,
          updated_at: nowIso,
          search_text: searchTextOf({
            name,
            last_name: null,
            national_code,
            national_id: null,
            mobile: null,
            representative_mobile: null,
            phone: null,
          }),
        }
      })
      await database.db.insertInto("customers").values(chunk).execute()
    }
    // One invoice per customer, its search text its serial.
    const user = await database.db
      .insertInto("users")
      .values({
        name: "مدیر",
        last_name: "فروش",
        personnel_code: "1000200002",
        mobile: "09120000002",
        role: "sales-manager",
        password_hash: "-",
        is_active: 1,
        created_at: nowIso,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    await sql`insert into invoices (serial_number, kind, state, version, customer_id, created_by, date, discount_basis_points, lines, pieces, area_mm2, weight_grams, subtotal, discount, fare, vat_basis_points, vat, total, search_text, created_at, updated_at)
      select 100000 + id, 'informal', 'draft', 1, id, ${user.id}, '1403/01/01', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, cast(100000 + id as text), created_at, created_at from customers`.execute(
      database.db,
    )
    // The invoices were written past the store, so their kept counts are taken as the migration takes them.
    await countInvoices(database.db)
    // What autovacuum does on a live server: statistics, and GIN's pending entries merged into the index.
    if (dialect === "postgres") await database.db.executeQuery(CompiledQuery.raw("vacuum analyze customers, invoices"))

    const captured: Array<{ node: RootOperationNode; queryId: QueryId }> = []
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        captured.push(args)
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    const watched = { ...database, db: database.db.withPlugin(capture) }
    const plans = async () => {
      const executor = database.db.getExecutor()
      const explained = await Promise.all(
        captured.splice(0).map(async ({ node, queryId }) => {
          const query = executor.compileQuery(node, queryId)
          const plan = await database.db.executeQuery<Record<string, unknown>>(
            CompiledQuery.raw(`explain ${dialect === "sqlite" ? "query plan " : ""}${query.sql}`, [...query.parameters]),
          )
          return plan.rows.map((row) => String(row.detail ?? row["QUERY PLAN"])).join("\n")
        }),
      )
      expect(explained.length).toBeGreaterThan(0)
      return explained
    }
    const rare = word(12_345).slice(1, 7)
    expect((await customersIn(watched).page({ search: rare }, pageRequest("1", "15"))).rows.map((row) => row.name)).toContain(
      `مشتری ${word(12_345)}`,
    )
    const index =
      dialect === "sqlite"
        ? new RegExp(`${searchIndexOf("customers")} VIRTUAL TABLE INDEX \\d+:M`)
        : new RegExp(`Bitmap Index Scan on ${trigramIndexOf("customers")}`)
    for (const plan of await plans()) expect(plan).toMatch(index)

    expect(
      (await invoiceStoreIn(watched, orderStepIn(watched.dialect)).page({ search: rare }, pageRequest("1", "15"))).rows.map(
        (row) => row.serial_number,
      ),
    ).toEqual([112_345])
    const invoiceIndex =
      dialect === "sqlite"
        ? new RegExp(`${searchIndexOf("invoices")} VIRTUAL TABLE INDEX \\d+:M`)
        : new RegExp(`Bitmap Index Scan on ${trigramIndexOf("invoices")}`)
    // The search is first tried on a window of the list, each invoice's customer read by its id; too few match there, so
    // the rare search is counted and its page read through the indexes.
    const [sample, ...indexed] = await plans()
    expect(sample).toMatch(dialect === "sqlite" ? /SEARCH c USING INTEGER PRIMARY KEY/ : /Limit[\s\S]*customers_pkey/)
    expect(indexed).toHaveLength(2)
    for (const plan of indexed) {
      expect(plan).toMatch(index)
      expect(plan).toMatch(invoiceIndex)
    }

    // A word every customer holds, or one letter, passes the cap within the window: the total is a floor, and the page walks
    // the list newest first, reading each invoice's customer by its id rather than gathering every matching customer first.
    const newest = Array.from({ length: 15 }, (_, at) => 100_000 + rows - at)
    for (const search of ["مشتری", "م"]) {
      const dense = await invoiceStoreIn(watched, orderStepIn(watched.dialect)).page({ search }, pageRequest("1", "15"))
      expect({ total: dense.total, capped: dense.capped }).toEqual({ total: 1000, capped: true })
      expect(dense.rows.map((row) => row.serial_number)).toEqual(newest)
      const densePlans = await plans()
      // The sample, the walk to the cap, and the page's ids chosen in the statement that joins their names.
      expect(densePlans).toHaveLength(4)
      if (dialect === "postgres") {
        expect(densePlans[3]).toMatch(/Index Scan Backward using invoices_pkey[\s\S]*customers_pkey/)
        for (const plan of densePlans) expect(plan).not.toMatch(/hashed SubPlan/)
      }
    }

    // A letter no customer holds finds too few in the window: every invoice is counted, each tested in a hash of the customers.
    const none = await invoiceStoreIn(watched, orderStepIn(watched.dialect)).page({ search: "ژ" }, pageRequest("1", "15"))
    expect(none).toEqual({ rows: [], total: 0 })
    const [, ...counted] = await plans()
    if (dialect === "postgres") {
      expect(counted.filter((plan) => plan.startsWith("Aggregate"))).toHaveLength(1)
      for (const plan of counted) expect(plan).toMatch(/hashed SubPlan/)
    }
  }, 60_000)

  it("keeps search working through a backup and its restore", async () => {
    const folder = mkdtempSync(join(tmpdir(), "search-backup-"))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const place = async (name: string) => {
      const dataDir = join(folder, name)
      mkdirSync(join(dataDir, "uploads"), { recursive: true })
      if (dialect === "sqlite") return { dataDir, databaseUrl: undefined }
      const postgres = await freshPostgresDatabase(`search_${name}`)
      cleanups.push(postgres.drop)
      return { dataDir, databaseUrl: postgres.url }
    }
    const open = (where: { dataDir: string; databaseUrl: string | undefined }) =>
      where.databaseUrl ? openPostgres(where.databaseUrl) : openSqlite(join(where.dataDir, "back-office.sqlite"))
    const source = await place("source")
    const database = open(source)
    await migrate(database)
    const saved = await saveAll(database, [
      {
        type: "legal",
        company_name: "شیشه سپید کاشان",
        national_id: "10100000001",
        economic_code: null,
        representative_name: "مینا",
        representative_mobile: "09131234567",
        phone: null,
        postal_code: null,
        address: null,
        city: null,
        sales_expert_id: null,
        credit_limit: Rials(0),
        notes: null,
        is_active: true,
      },
    ])
    await database.close()
    const backup = await takeBackup(source, join(folder, "backups"))
    const target = await place("target")
    await restoreBackup(backup, target)

    const restored = open(target)
    expect(await searched(restored, "سپید")).toEqual({ ids: saved.map((customer) => customer.id), total: 1 })
    const created = await customersIn(restored).create(
      {
        type: "legal",
        company_name: "آینه سپیدار",
        national_id: "10100000002",
        economic_code: null,
        representative_name: "رضا",
        representative_mobile: "09131234568",
        phone: null,
        postal_code: null,
        address: null,
        city: null,
        sales_expert_id: null,
        credit_limit: Rials(0),
        notes: null,
        is_active: true,
      },
      nowIso,
    )
    expect(await searched(restored, "سپید")).toEqual({
      ids: [Result.isSuccess(created) ? created.success.id : 0, ...saved.map((customer) => customer.id)],
      total: 2,
    })
    await restored.close()

    // Restored again over the live database (pg_restore --clean drops and makes again the extension and its indexes).
    await restoreBackup(backup, target)
    const again = open(target)
    cleanups.push(() => again.close())
    expect(await searched(again, "سپید")).toEqual({ ids: saved.map((customer) => customer.id), total: 1 })
  }, 60_000)
})

/** Customers and searches drawn once from a fixed seed, so both databases answer the same questions. */
const shared = fc.sample(
  fc.tuple(
    fc.uniqueArray(customerForm, {
      minLength: 60,
      maxLength: 60,
      selector: (form) => (form.type === "individual" ? `i${form.national_code}` : `l${form.national_id}`),
    }),
    fc.array(typedSearch, { minLength: 80, maxLength: 80 }),
  ),
  { seed: 21, numRuns: 1 },
)[0]

const comparing = testDialects.includes("postgres")
describe(comparing ? "SQLite and PostgreSQL" : "SQLite (PostgreSQL is not configured: TEST_DATABASE_URL is unset)", () => {
  it(
    comparing
      ? "answer the same customers as each other and as the model, for the same searches"
      : "answers the same customers as the model for a fixed set of searches",
    async () => {
      const [forms, typed] = shared ?? [[], []]
      const databases = await Promise.all(
        (comparing ? ["sqlite", "postgres"] : ["sqlite"]).map((dialect) => emptyDatabase(dialect as Dialect)),
      )
      cleanups.push(() => Promise.all(databases.map((database) => database.close())).then(() => undefined))
      const saved = await Promise.all(databases.map((database) => saveAll(database, forms)))
      const texts = saved[0]?.map((customer) => customer.text) ?? []
      const searches = typed.map((one) => searchOf(one, texts)).filter((search): search is string => search !== undefined)
      expect(searches.length).toBeGreaterThan(60)
      let found = 0
      for (const search of searches) {
        const answers = await Promise.all(databases.map(async (database) => (await searched(database, search)).ids))
        const expected = modelIds(saved[0] ?? [], search)
        found += expected.length
        for (const answer of answers) expect(answer, search).toEqual(expected)
      }
      // The fixed searches find customers, not only nothing.
      expect(found).toBeGreaterThan(searches.length)
    },
    60_000,
  )
})
