import type { ExpressionBuilder } from "kysely"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"

/** A unit as its labels need it: its order's serial and customer, its line and number, size, and its rack slot once racked. */
export interface LabelUnitRow {
  readonly id: number
  readonly order_id: number
  readonly code: string
  readonly line_position: number
  readonly unit_number: number
  readonly structure: string
  readonly width: number
  readonly height: number
  readonly serial_number: number
  readonly customer_name: string
  readonly rack_id: number | null
  readonly rack_number: number | null
  readonly rack_slot: number | null
}

/** A pane as its label needs it: its glass, finished size, route and state. */
export interface LabelPaneRow {
  readonly id: number
  readonly unit_id: number
  readonly code: string
  readonly letter: string
  readonly glass_type_name: string
  readonly thickness: number
  readonly material: number
  readonly finished_width: number
  readonly finished_height: number
  readonly route: string
  readonly state: string
}

/** The units whose labels are asked for, with every pane of each (broken ones too: the use case chooses). */
export interface LabelPieces {
  readonly units: ReadonlyArray<LabelUnitRow>
  readonly panes: ReadonlyArray<LabelPaneRow>
}

/** Which units to read: those a batch's panes belong to (released or proposed by a draft), an order's, or the one a code names. */
export type LabelScope =
  | { readonly kind: "batch"; readonly id: number }
  | { readonly kind: "order"; readonly id: number }
  | { readonly kind: "code"; readonly code: string }

type Units = ExpressionBuilder<Schema, "production_units">

/** The condition on `production_units` that keeps the scope's units. */
const inScope = (scope: LabelScope) => (eb: Units) => {
  switch (scope.kind) {
    case "order":
      return eb("production_units.order_id", "=", scope.id)
    case "code":
      return eb.or([
        eb("production_units.code", "=", scope.code),
        eb(
          "production_units.id",
          "in",
          eb.selectFrom("production_panes").select("production_panes.unit_id").where("production_panes.code", "=", scope.code),
        ),
      ])
    case "batch":
      return eb(
        "production_units.id",
        "in",
        eb
          .selectFrom("production_panes")
          .select("production_panes.unit_id")
          .where((panes) =>
            panes.or([
              panes("production_panes.batch_id", "=", scope.id),
              panes(
                "production_panes.id",
                "in",
                panes
                  .selectFrom("cutting_batch_panes")
                  .select("cutting_batch_panes.pane_id")
                  .where("cutting_batch_panes.batch_id", "=", scope.id),
              ),
            ]),
          ),
      )
  }
}

/** The labels store over one database: SQL only, rows out. */
export const labelStoreIn = ({ db }: Database) => ({
  /** The batch's stored plan (JSON), whose sheets list its panes in cutting order; none for an unknown batch. */
  batchPlan: async (id: number): Promise<string | undefined> =>
    (await db.selectFrom("cutting_batches").select("plan").where("id", "=", id).executeTakeFirst())?.plan,

  /** Whether the order exists. */
  orderExists: async (id: number): Promise<boolean> =>
    (await db.selectFrom("orders").select("id").where("id", "=", id).executeTakeFirst()) !== undefined,

  /** The scope's units (by order, line and unit number) and all their panes (by letter, then remake). */
  pieces: async (scope: LabelScope): Promise<LabelPieces> => {
    const units = await db
      .selectFrom("production_units")
      .innerJoin("orders", "orders.id", "production_units.order_id")
      .innerJoin("invoices", "invoices.id", "orders.invoice_id")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .leftJoin("racks", "racks.id", "production_units.rack_id")
      .select([
        "production_units.id",
        "production_units.order_id",
        "production_units.code",
        "production_units.line_position",
        "production_units.unit_number",
        "production_units.structure",
        "production_units.width",
        "production_units.height",
        "production_units.rack_id",
        "production_units.rack_slot",
        "racks.number as rack_number",
        "invoices.serial_number",
        "customers.name",
        "customers.last_name",
      ])
      .where(inScope(scope))
      .orderBy("production_units.order_id")
      .orderBy("production_units.line_position")
      .orderBy("production_units.unit_number")
      .execute()
    const panes = await db
      .selectFrom("production_panes")
      .innerJoin("glass_types", "glass_types.id", "production_panes.glass_type_id")
      .select([
        "production_panes.id",
        "production_panes.unit_id",
        "production_panes.code",
        "production_panes.letter",
        "glass_types.name as glass_type_name",
        "production_panes.thickness",
        "production_panes.material",
        "production_panes.finished_width",
        "production_panes.finished_height",
        "production_panes.route",
        "production_panes.state",
      ])
      .where(
        "production_panes.unit_id",
        "in",
        db.selectFrom("production_units").select("production_units.id").where(inScope(scope)),
      )
      .orderBy("production_panes.letter")
      .orderBy("production_panes.remake_number")
      .orderBy("production_panes.id")
      .execute()
    return {
      units: units.map(({ name, last_name, serial_number, ...unit }) => ({
        ...unit,
        serial_number: Number(serial_number),
        customer_name: `${name} ${last_name ?? ""}`.trim(),
      })),
      panes: panes.map((pane) => ({ ...pane, thickness: Number(pane.thickness) })),
    }
  },
})

/** The labels store as the use cases hold it. */
export type LabelStore = ReturnType<typeof labelStoreIn>
