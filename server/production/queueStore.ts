import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"
import type { Schemas } from "../http/answers.ts"

const nameOf = (first: string, last: string | null): string => `${first} ${last ?? ""}`.trim()

/** Orders a queue: materials with remakes first, then the earliest promised date (none last), then the most panes. */
const before = (a: Schemas["QueueMaterial"], b: Schemas["QueueMaterial"]): number => {
  const remakes = Number(b.remakes > 0) - Number(a.remakes > 0)
  if (remakes !== 0) return remakes
  const ad = a.earliest_promised_date
  const bd = b.earliest_promised_date
  if (ad !== bd) return ad === null ? 1 : bd === null ? -1 : ad < bd ? -1 : 1
  return b.panes - a.panes || a.glass_type_id - b.glass_type_id || a.thickness - b.thickness
}

const earlier = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a < b ? a : b)

/** The cutting queue: panes waiting for cutting in no batch, per material (glass type and thickness), with their orders. */
export const readQueue = async (db: Kysely<Schema>): Promise<Array<Schemas["QueueMaterial"]>> => {
  const rows = await db
    .selectFrom("production_panes")
    .innerJoin("orders", "orders.id", "production_panes.order_id")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .innerJoin("customers", "customers.id", "invoices.customer_id")
    .innerJoin("glass_types", "glass_types.id", "production_panes.glass_type_id")
    .innerJoin("glass_widths", "glass_widths.id", "production_panes.glass_width_id")
    .select([
      "production_panes.glass_type_id",
      "glass_types.name as glass_type_name",
      "production_panes.glass_width_id",
      "glass_widths.size as thickness",
      "production_panes.cut_width",
      "production_panes.cut_height",
      "production_panes.remake_number",
      "orders.id as order_id",
      "orders.promised_date",
      "invoices.serial_number",
      "customers.name",
      "customers.last_name",
    ])
    .where("production_panes.state", "=", "waiting")
    .where("production_panes.batch_id", "is", null)
    .orderBy("production_panes.id")
    .execute()
  const materials = new Map<string, Schemas["QueueMaterial"] & { orders: Array<Schemas["QueueOrder"]> }>()
  for (const row of rows) {
    const key = `${row.glass_type_id}:${row.glass_width_id}`
    const material = materials.get(key) ?? {
      glass_type_id: row.glass_type_id,
      glass_type_name: row.glass_type_name,
      glass_width_id: row.glass_width_id,
      thickness: row.thickness,
      panes: 0,
      area_mm2: 0,
      remakes: 0,
      earliest_promised_date: null,
      orders: [],
    }
    material.panes += 1
    material.area_mm2 += row.cut_width * row.cut_height
    material.remakes += row.remake_number > 0 ? 1 : 0
    material.earliest_promised_date = earlier(material.earliest_promised_date, row.promised_date)
    const order = material.orders.find((o) => o.order_id === row.order_id)
    if (order) order.panes += 1
    else
      material.orders.push({
        order_id: row.order_id,
        serial_number: Number(row.serial_number),
        customer_name: nameOf(row.name, row.last_name),
        promised_date: row.promised_date,
        panes: 1,
      })
    materials.set(key, material)
  }
  return [...materials.values()].sort(before).map(({ orders, ...material }) => ({
    ...material,
    orders: orders.sort((a, b) =>
      a.promised_date === b.promised_date
        ? a.order_id - b.order_id
        : a.promised_date === null
          ? 1
          : b.promised_date === null
            ? -1
            : a.promised_date < b.promised_date
              ? -1
              : 1,
    ),
  }))
}
