// The order book bench/scan.bench.ts scans over: 10,000 confirmed orders of the demo's customers, each of five single and
// five double-glazed units (15 panes), every pane in one released cutting batch, 20 operators and enough racks, written
// straight into a migrated and demo-seeded database in multi-row inserts.
import type { Kysely } from "kysely"
import type { Database } from "../server/db/Database.ts"
import type { Schema } from "../server/db/schema.ts"

/** The book's size; BENCH_ORDERS shrinks it for a quick try of the script itself. */
export const bookSize = { orders: Number(process.env.BENCH_ORDERS ?? 10_000), operators: 20 }

const singles = 5
const doubles = 5
/** Panes per order: five singles and five double-glazed units of two panes. */
export const panesPerOrder = singles + 2 * doubles
const singleRoute = "cutting,edging,tempering,quality,racking,dispatch"
const doubleRoute = "cutting,edging,tempering,assembling,quality,racking,dispatch"
const chunk = 500
const at = new Date(Date.UTC(2026, 10, 1, 8)).toISOString()

/** A unit of the book as an operator walks it: its code, its panes' codes, and the unit-level stations after tempering. */
export interface BookUnit {
  readonly code: string
  readonly panes: ReadonlyArray<string>
  readonly unitStations: ReadonlyArray<string>
}

async function insertChunked<T>(rows: ReadonlyArray<T>, write: (part: ReadonlyArray<T>) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) await write(rows.slice(start, start + chunk))
}

const idsOf = async (
  db: Kysely<Schema>,
  table: "invoices" | "orders" | "invoice_lines" | "production_units",
  after: number,
): Promise<Array<number>> =>
  (await db.selectFrom(table).select("id").where("id", ">", after).orderBy("id").execute()).map((row) => row.id)

const maxId = async (db: Kysely<Schema>, table: "invoices" | "orders" | "invoice_lines" | "production_units"): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst()
    )?.id ?? 0,
  )

/** Writes the book and answers the units in order, with the operators' ids and personnel codes. */
export async function seedScanBook(
  database: Database,
  operatorHash: string,
): Promise<{ readonly units: ReadonlyArray<BookUnit>; readonly operators: ReadonlyArray<string> }> {
  const { db } = database
  const customers = (await db.selectFrom("customers").select("id").orderBy("id").execute()).map((row) => row.id)
  const product = await db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow()
  const glassType = await db.selectFrom("glass_types").select("id").orderBy("id").executeTakeFirstOrThrow()
  const width = await db.selectFrom("glass_widths").select(["id", "size"]).orderBy("id").executeTakeFirstOrThrow()
  const serialFrom =
    Number(
      (
        await db
          .selectFrom("invoices")
          .select((eb) => eb.fn.max("serial_number").as("s"))
          .executeTakeFirst()
      )?.s ?? 0,
    ) + 1

  const invoicesBefore = await maxId(db, "invoices")
  const serials = Array.from({ length: bookSize.orders }, (_, n) => serialFrom + n)
  await insertChunked(serials, (part) =>
    db
      .insertInto("invoices")
      .values(
        part.map((serial, n) => ({
          serial_number: serial,
          kind: "formal",
          state: "confirmed",
          version: 1,
          customer_id: customers[n % customers.length] ?? 1,
          sales_expert_id: null,
          created_by: 1,
          date: "1405/08/10",
          fare_id: null,
          fare_title: null,
          rack_type: null,
          shipping_type: null,
          discount_basis_points: 0,
          note: null,
          lines: 2,
          pieces: singles + doubles,
          area_mm2: 0,
          weight_grams: 0,
          subtotal: 0,
          discount: 0,
          fare: 0,
          vat_basis_points: 0,
          vat: 0,
          total: 0,
          search_text: String(serial),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute(),
  )
  const invoiceIds = await idsOf(db, "invoices", invoicesBefore)

  const linesBefore = await maxId(db, "invoice_lines")
  await insertChunked(
    invoiceIds.flatMap((invoiceId) =>
      [1, 2].map((position) => ({ invoice_id: invoiceId, position, product_id: product.id, amount: 0, priced: "{}" })),
    ),
    (part) =>
      db
        .insertInto("invoice_lines")
        .values([...part])
        .execute(),
  )
  const lineIds = await idsOf(db, "invoice_lines", linesBefore)

  const ordersBefore = await maxId(db, "orders")
  await insertChunked(invoiceIds, (part) =>
    db
      .insertInto("orders")
      .values(
        part.map((invoiceId) => ({
          invoice_id: invoiceId,
          production_state: "waiting",
          ready_at: null,
          delivered_at: null,
          promised_date: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute(),
  )
  const orderIds = await idsOf(db, "orders", ordersBefore)

  const units: Array<{ order: number; line: number; code: string; position: number; number: number; double: boolean }> = []
  orderIds.forEach((orderId, n) => {
    const serial = serials[n] ?? 0
    for (let u = 1; u <= singles; u += 1)
      units.push({ order: orderId, line: lineIds[2 * n] ?? 0, code: `${serial}-1-${u}`, position: 1, number: u, double: false })
    for (let u = 1; u <= doubles; u += 1)
      units.push({
        order: orderId,
        line: lineIds[2 * n + 1] ?? 0,
        code: `${serial}-2-${u}`,
        position: 2,
        number: u,
        double: true,
      })
  })
  const unitsBefore = await maxId(db, "production_units")
  await insertChunked(units, (part) =>
    db
      .insertInto("production_units")
      .values(
        part.map((unit) => ({
          order_id: unit.order,
          invoice_line_id: unit.line,
          code: unit.code,
          line_position: unit.position,
          unit_number: unit.number,
          structure: unit.double ? "double" : "single",
          width: 1200,
          height: 900,
          created_at: at,
        })),
      )
      .execute(),
  )
  const unitIds = await idsOf(db, "production_units", unitsBefore)

  const batch = await db
    .insertInto("cutting_batches")
    .values({
      glass_type_id: glassType.id,
      glass_width_id: width.id,
      state: "released",
      panes: units.length,
      sheets: 1,
      pieces_area_mm2: 0,
      used_area_mm2: 1,
      yield_basis_points: 0,
      seed: 1,
      plan: "{}",
      user_id: null,
      created_at: at,
      released_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
  const panes = units.flatMap((unit, n) =>
    (unit.double ? ["A", "B"] : ["A"]).map((letter) => ({
      unit_id: unitIds[n] ?? 0,
      order_id: unit.order,
      code: `${unit.code}-${letter}`,
      letter,
      remake_of: null,
      glass_type_id: glassType.id,
      glass_width_id: width.id,
      thickness: width.size,
      material: 2,
      finished_width: 1200,
      finished_height: 900,
      cut_width: 1202,
      cut_height: 902,
      edge_type: 1,
      route: unit.double ? doubleRoute : singleRoute,
      state: "waiting",
      batch_id: batch.id,
      created_at: at,
      updated_at: at,
    })),
  )
  await insertChunked(panes, (part) =>
    db
      .insertInto("production_panes")
      .values([...part])
      .execute(),
  )

  // Racks enough for every unit: 40 slots each, bearing what any 40 units of the book weigh.
  const racks = Math.ceil(units.length / 40) + 10
  await insertChunked(
    Array.from({ length: racks }, (_, n) => n + 1),
    (part) =>
      db
        .insertInto("racks")
        .values(
          part.map((number) => ({
            number: 1000 + number,
            slots: 40,
            capacity_kg: 10_000,
            state: "in_plant",
            left_at: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute(),
  )

  const operators = Array.from({ length: bookSize.operators }, (_, n) => String(3_000_000_000 + n))
  await db
    .insertInto("users")
    .values(
      operators.map((code, n) => ({
        name: "اپراتور",
        last_name: `آزمون ${n + 1}`,
        personnel_code: code,
        mobile: `0919${String(n).padStart(7, "0")}`,
        role: "operator",
        password_hash: operatorHash,
        is_active: 1 as const,
        created_at: at,
        stations: "cutting,edging,processing,tempering,laminating,assembling,quality,racking,dispatch",
      })),
    )
    .execute()
  return {
    units: units.map((unit) => ({
      code: unit.code,
      panes: unit.double ? [`${unit.code}-A`, `${unit.code}-B`] : [`${unit.code}-A`],
      unitStations: unit.double ? ["assembling", "quality", "racking", "dispatch"] : ["quality", "racking", "dispatch"],
    })),
    operators,
  }
}
