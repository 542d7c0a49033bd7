import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"

/** Every table the API writes, with the columns that order its rows the same way on both databases. */
const written = {
  laminate_colors: ["id"],
  announcement_titles: ["id"],
  announcements: ["id"],
  notifications: ["id"],
  counters: ["name"],
  users: ["id"],
  customers: ["id"],
  sales_expert_access: ["user_id"],
  sales_expert_access_products: ["user_id", "product_id"],
  glass_widths: ["id"],
  glass_spacers: ["id"],
  fares: ["id"],
  description_dimensions: ["id"],
  glass_types: ["id"],
  glass_type_prices: ["glass_type_id", "glass_width_id", "material"],
  glass_size_limits: ["id"],
  settings: ["key"],
  invoices: ["id"],
  invoice_lines: ["id"],
  invoice_revisions: ["id"],
  invoice_counts: ["kind", "state", "slot"],
  orders: ["id"],
  payments: ["id"],
  cheques: ["id"],
  production_units: ["id"],
  production_panes: ["id"],
  cutting_batches: ["id"],
  cutting_batch_panes: ["batch_id", "pane_id"],
  stock_sheets: ["id"],
  offcuts: ["id"],
  racks: ["id"],
  production_scans: ["id"],
  production_passes: ["pane_id", "station"],
  production_breakages: ["id"],
  saved_views: ["id"],
} as const satisfies Partial<Record<keyof Schema, ReadonlyArray<string>>>

/** Every row of every table the API writes, to prove a refused request wrote nothing. */
export const snapshot = async (db: Kysely<Schema>) => {
  const tables: Record<string, unknown> = {}
  for (const [table, order] of Object.entries(written) as Array<[keyof typeof written, ReadonlyArray<string>]>) {
    let query = db.selectFrom(table).selectAll()
    for (const column of order) query = query.orderBy(column as never)
    tables[table] = await query.execute()
  }
  return tables
}
