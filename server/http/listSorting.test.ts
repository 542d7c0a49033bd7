import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { nationalCodeCheckDigit } from "../../domain/identifiers/NationalCode.ts"
import { comparePersian } from "../../domain/text/persianOrder.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { seedDemoInvoices } from "../seed/demoInvoices.ts"
import { csvLines, listOf } from "../testing/lists.ts"

afterAll(dropTestSchemas)

type Row = { readonly id: number } & Readonly<Record<string, unknown>>
type Key = ReadonlyArray<string | number>

/** Names whose letters Unicode puts out of Persian dictionary order (پ چ ژ ک گ ی, و before ه), with a ZWNJ, a space and Latin case. */
const names = [
  "پرتقالی",
  "بنفش",
  "ورق",
  "هلویی",
  "یاسی",
  "کرم",
  "گلبهی",
  "آبی‌روشن",
  "آبی تیره",
  "Amber",
  "azure",
  "ژله‌ای",
  "زیتونی",
  "چای",
  "جو",
]
/** The same names in the Persian dictionary's order, Latin letters first. */
const inDictionaryOrder = [
  "Amber",
  "azure",
  "آبی تیره",
  "آبی‌روشن",
  "بنفش",
  "پرتقالی",
  "جو",
  "چای",
  "زیتونی",
  "ژله‌ای",
  "کرم",
  "گلبهی",
  "ورق",
  "هلویی",
  "یاسی",
]

const text = (value: unknown): string => (typeof value === "string" ? value : "")
const number = (value: unknown): number => (typeof value === "number" ? value : 0)
/** A code as the lists order it: shorter first, then character by character. */
const code = (value: unknown): Key => [text(value).length, text(value)]
const nationalCode = (n: number) => {
  const first = String(200_000_000 + n * 7919).slice(0, 9)
  return `${first}${nationalCodeCheckDigit(first)}`
}

const compareKeys = (a: Key, b: Key): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]]
    const order = typeof x === "string" && typeof y === "string" ? comparePersian(x, y) : Number(x) - Number(y)
    if (order !== 0) return Math.sign(order)
  }
  return 0
}

/** The ids in the order the rows should come: by the key, then by id, all one way. */
const expectedIds = (rows: ReadonlyArray<Row>, keyOf: (row: Row) => Key, descending: boolean) =>
  [...rows].sort((a, b) => (descending ? -1 : 1) * compareKeys([...keyOf(a), a.id], [...keyOf(b), b.id])).map((row) => row.id)

/** Each sorted list, read whole, and how its rows' answered fields give each column's order. */
const lists = (
  customerKey: (id: number) => Key,
): ReadonlyArray<{ readonly path: string; readonly keys: Readonly<Record<string, (row: Row) => Key>> }> => [
  {
    path: "/api/Admin/user",
    keys: {
      name: (r) => [text(r.name), text(r.last_name)],
      personnel_code: (r) => code(r.personnel_code),
      mobile: (r) => code(r.mobile),
    },
  },
  {
    path: "/api/Admin/customer",
    keys: {
      name: (r) => [text(r.company_name ?? r.name), text(r.last_name)],
      identifier: (r) => code(r.national_code ?? r.national_id),
      city: (r) => [text(r.city)],
      credit_limit: (r) => [number(r.credit_limit)],
    },
  },
  {
    path: "/api/Admin/sales_expert_access",
    keys: {
      name: (r) => [text(r.name), text(r.last_name)],
      personnel_code: (r) => code(r.personnel_code),
      max_discount_percent: (r) => [number((r.access as { max_discount_percent?: unknown }).max_discount_percent)],
    },
  },
  { path: "/api/Admin/glass_type", keys: { name: (r) => [text(r.name)] } },
  {
    path: "/api/Admin/glass_type/1/size_limit",
    keys: {
      size: (r) => [number(r.size), number(r.material)],
      material: (r) => [number(r.material), number(r.size)],
      min_width: (r) => [number(r.min_width)],
      max_width: (r) => [number(r.max_width)],
      min_height: (r) => [number(r.min_height)],
      max_height: (r) => [number(r.max_height)],
    },
  },
  { path: "/api/Admin/glass_laminate_color", keys: { name: (r) => [text(r.name)], price: (r) => [number(r.price)] } },
  { path: "/api/Admin/glass_width", keys: { size: (r) => [number(r.size)] } },
  { path: "/api/Admin/glass_spacer", keys: { size: (r) => [number(r.size)], price: (r) => [number(r.price)] } },
  { path: "/api/Admin/fares", keys: { title: (r) => [text(r.title)], amount: (r) => [number(r.amount)] } },
  { path: "/api/Admin/description_dimension", keys: { name: (r) => [text(r.name)], price: (r) => [number(r.price)] } },
  {
    path: "/api/Admin/invoice",
    keys: {
      serial_number: (r) => [number(r.serial_number)],
      date: (r) => code(r.date),
      customer: (r) => customerKey(number(r.customer_id)),
      total: (r) => [number(r.total)],
    },
  },
]

const exports = [
  "/api/Admin/user",
  "/api/Admin/customer",
  "/api/Admin/sales_expert_access",
  "/api/Admin/glass_type",
  "/api/Admin/glass_type/1/size_limit",
  "/api/Admin/glass_laminate_color",
]
  .concat([
    "/api/Admin/glass_width",
    "/api/Admin/glass_spacer",
    "/api/Admin/fares",
    "/api/Admin/description_dimension",
    "/api/Admin/invoice",
  ])
  .map((path) => `${path}/export`)

describe.each(testDialects)("sorted lists on %s", (dialect) => {
  let t: TestServer
  let token: string
  const post = async (path: string, json: unknown) =>
    expect((await t.request("POST", `/api/Admin/${path}`, { token, json })).status).toBe(201)
  const rowsOf = async (path: string, query = "") => (await listOf<Row>(t, `${path}?per_page=1000${query}`, token)).data

  beforeAll(async () => {
    t = await testServer(dialect)
    token = await t.signIn("super-admin")
    await seedDemoInvoices(t.database, t.deps.useCases.invoice, t.clock.now())
    // Ties on purpose (prices, amounts, limits, an empty city), so the order by id decides between equal values.
    for (const [i, name] of names.entries()) {
      await post("glass_laminate_color", { name, price: (i % 3) * 1_000_000 })
      await post("fares", { title: name, amount: (i % 4) * 500_000 })
      await post("description_dimension", { name, pricing_unit: 3, price: (i % 2) * 100_000 })
      await post("glass_type", { name, width_ids: [1], prices: { 1: { 1: 100, 2: 200, 3: 150 } }, is_active: true })
      await post("customer", {
        type: "individual",
        name,
        last_name: names[(i * 7) % names.length],
        national_code: nationalCode(i),
        mobile: `0935${String(1_000_000 + i)}`,
        city: i % 4 === 0 ? "" : names[(i * 3) % names.length],
        credit_limit: (i % 3) * 10_000_000,
      })
      await post("user", {
        name,
        last_name: "نمونه",
        personnel_code: `2000${i % 7}0${String(1000 + i)}`,
        mobile: `0936${String(1_000_000 + i)}`,
        role: "sales-expert",
        password: "Sara1234",
        is_active: true,
      })
    }
  }, 120_000)
  afterAll(() => t.close())

  it("orders every list by each of its columns, either way, ties by id the same way, as the Persian dictionary does", async () => {
    const customers = await rowsOf("/api/Admin/customer")
    const customerKey = (id: number): Key => {
      const customer = customers.find((row) => row.id === id)
      return [text(customer?.company_name ?? customer?.name), text(customer?.last_name)]
    }
    for (const { path, keys } of lists(customerKey))
      for (const [key, keyOf] of Object.entries(keys)) {
        const ascending = await rowsOf(path, `&sort=${key}`)
        const descending = await rowsOf(path, `&sort=-${key}`)
        expect(ascending.length, path).toBeGreaterThan(3)
        expect(
          ascending.map((row) => row.id),
          `${path} ${key}`,
        ).toEqual(expectedIds(ascending, keyOf, false))
        expect(
          descending.map((row) => row.id),
          `${path} -${key}`,
        ).toEqual([...ascending].reverse().map((row) => row.id))
      }
  }, 60_000)

  it("puts Persian names in dictionary order on both databases, not in Unicode's", async () => {
    const ordered = (await rowsOf("/api/Admin/glass_laminate_color", "&sort=name"))
      .map((row) => text(row.name))
      .filter((name) => names.includes(name))
    expect(ordered).toEqual(inDictionaryOrder)
    const fares = (await rowsOf("/api/Admin/fares", "&sort=-title"))
      .map((row) => text(row.title))
      .filter((name) => names.includes(name))
    expect(fares).toEqual([...inDictionaryOrder].reverse())
  })

  it("keeps the order across pages, with the search and filters it narrows", async () => {
    const whole = (await rowsOf("/api/Admin/glass_laminate_color", "&sort=-price&is_active=1")).map((row) => row.id)
    const pages = []
    for (let page = 1; page <= Math.ceil(whole.length / 4); page++)
      pages.push(
        ...(
          await listOf<Row>(t, `/api/Admin/glass_laminate_color?per_page=4&page=${page}&sort=-price&is_active=1`, token)
        ).data.map((row) => row.id),
      )
    expect(pages).toEqual(whole)
    const searched = await rowsOf("/api/Admin/customer", "&sort=name&search=ی")
    expect(searched.length).toBeGreaterThan(1)
    expect(searched.map((row) => row.id)).toEqual(
      expectedIds(searched, (r) => [text(r.company_name ?? r.name), text(r.last_name)], false),
    )
  })

  it("keeps each list's own order without a sort", async () => {
    const users = (await rowsOf("/api/Admin/user")).map((row) => row.id)
    expect(users).toEqual([...users].sort((a, b) => b - a))
    const types = (await rowsOf("/api/Admin/glass_type")).map((row) => row.id)
    expect(types).toEqual([...types].sort((a, b) => a - b))
    const widths = await rowsOf("/api/Admin/glass_width")
    expect(widths.map((row) => row.id)).toEqual(expectedIds(widths, (r) => [number(r.size)], false))
  })

  it("exports in the list's order", async () => {
    const colours = (await rowsOf("/api/Admin/glass_laminate_color", "&sort=name")).map((row) => text(row.name))
    const csv = csvLines(
      await t.request("GET", "/api/Admin/glass_laminate_color/export?sort=name", { token }),
      "laminate-colors.csv",
    )
    expect(csv.slice(1, -1).map((line) => line.split(",")[1])).toEqual(colours)
    const serials = (await rowsOf("/api/Admin/invoice", "&sort=-total")).map((row) => number(row.serial_number))
    const invoices = csvLines(await t.request("GET", "/api/Admin/invoice/export?sort=-total", { token }))
    expect(
      invoices
        .slice(1, -1)
        .map((line) => Number(line.split(",")[1]?.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit))))),
    ).toEqual(serials)
    const fares = (await rowsOf("/api/Admin/fares", "&sort=amount")).map((row) => text(row.title))
    expect(
      csvLines(await t.request("GET", "/api/Admin/fares/export?sort=amount", { token }))
        .slice(1, -1)
        .map((line) => line.split(",")[1]),
    ).toEqual(fares)
  })

  it("answers a sort a list does not offer with 422 and «ترتیب نامعتبر است», list and export alike, never 500", async () => {
    const paths = lists(() => [])
      .map(({ path }) => path)
      .concat(exports)
    for (const path of paths)
      for (const sort of ["password_hash", "-", "--name", "name;drop", "id", "%D9%86%D8%A7%D9%85"]) {
        const answer = await t.request("GET", `${path}?sort=${sort}`, { token })
        expect(answer.status, `${path} ${sort}`).toBe(422)
        expect(answer.body).toEqual({ message: "ترتیب نامعتبر است", errors: { sort: ["ترتیب نامعتبر است"] } })
      }
    expect(t.faults).toEqual([])
  }, 60_000)
})
