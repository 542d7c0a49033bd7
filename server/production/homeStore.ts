import { sql, type Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"
import type { PaneGroup } from "../../domain/production/StationLoad.ts"
import type { Schemas } from "../http/answers.ts"

export type LateOrder = Schemas["ProductionHome"]["late_orders"][number]

/** Orders not ready whose promised date is before `today` (Jalali "yyyy/MM/dd"), most late first, with their panes still waiting for cutting. */
export const readLateOrders = async (db: Kysely<Schema>, today: string): Promise<Array<LateOrder>> => {
  const rows = await db
    .selectFrom("orders")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .innerJoin("customers", "customers.id", "invoices.customer_id")
    .select([
      "orders.id as order_id",
      "invoices.serial_number",
      "customers.name",
      "customers.last_name",
      "orders.promised_date",
      (eb) =>
        eb
          .selectFrom("production_panes")
          .select(sql<number>`count(*)`.as("waiting"))
          .whereRef("production_panes.order_id", "=", "orders.id")
          .where("production_panes.state", "=", "waiting")
          .as("panes_waiting"),
    ])
    .where("orders.production_state", "in", ["waiting", "in_production"])
    .where("orders.promised_date", "is not", null)
    .where("orders.promised_date", "<", today)
    .orderBy("orders.promised_date")
    .orderBy("orders.id")
    .execute()
  return rows.map((row) => ({
    order_id: row.order_id,
    serial_number: Number(row.serial_number),
    customer_name: `${row.name} ${row.last_name ?? ""}`.trim(),
    promised_date: row.promised_date ?? "",
    panes_waiting: Number(row.panes_waiting ?? 0),
  }))
}

/** Panes not yet dispatched or broken, counted by state, route and whether a released batch holds them. */
export const readPaneGroups = async (db: Kysely<Schema>): Promise<Array<PaneGroup>> => {
  const rows = await db
    .selectFrom("production_panes")
    .select([
      "state",
      "route",
      sql<number>`case when batch_id is null then 0 else 1 end`.as("in_batch"),
      sql<number>`count(*)`.as("panes"),
    ])
    .where("state", "not in", ["broken", "dispatched"])
    .groupBy(["state", "route", sql`case when batch_id is null then 0 else 1 end`])
    .execute()
  return rows.map((row) => ({
    state: row.state,
    route: row.route,
    in_batch: Number(row.in_batch) === 1,
    panes: Number(row.panes),
  }))
}

/** Breakage reported since `sinceIso`, one row each with its station, reason and time. */
export const readBreakagesSince = (db: Kysely<Schema>, sinceIso: string) =>
  db.selectFrom("production_breakages").select(["station", "reason", "created_at"]).where("created_at", ">=", sinceIso).execute()
