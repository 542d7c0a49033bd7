import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { Database } from "../db/Database.ts"
import { panesOfUnitsIn, type WeighedPaneRow } from "./rackStore.ts"

/** The order a note is for: its serial and state, the customer's name and how to reach them; never a national code. */
export interface NoteOrderRecord {
  readonly order_id: number
  readonly serial_number: number
  readonly production_state: OrderState
  readonly customer_name: string
  readonly kind: string
  readonly mobile: string | null
  readonly representative_mobile: string | null
  readonly phone: string | null
  readonly city: string | null
  readonly address: string | null
  readonly postal_code: string | null
}

/** One of the order's units as the note lists it: its rack and slot once racked (kept after dispatch). */
export interface NoteUnitRecord {
  readonly id: number
  readonly code: string
  readonly structure: string
  readonly width: number
  readonly height: number
  readonly rack_id: number | null
  readonly rack_number: number | null
  readonly rack_slot: number | null
  readonly dispatched_at: string | null
}

/** What a delivery note reads: the order, every unit, their panes, and which of the units' racks still hold another order's units. */
export interface NoteRecords {
  readonly order: NoteOrderRecord
  readonly units: ReadonlyArray<NoteUnitRecord>
  readonly panes: ReadonlyArray<WeighedPaneRow>
  readonly heldByOtherOrders: ReadonlySet<number>
}

/** The SQL of the delivery note (production.md section 7). */
export const deliveryNoteStoreIn = ({ db }: Pick<Database, "db">) => ({
  /** Everything the note of an order shows; none for an unknown order. */
  note: async (orderId: number): Promise<NoteRecords | undefined> => {
    const order = await db
      .selectFrom("orders")
      .innerJoin("invoices", "invoices.id", "orders.invoice_id")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .select([
        "orders.id",
        "orders.production_state",
        "invoices.serial_number",
        "customers.name",
        "customers.last_name",
        "customers.kind",
        "customers.mobile",
        "customers.representative_mobile",
        "customers.phone",
        "customers.city",
        "customers.address",
        "customers.postal_code",
      ])
      .where("orders.id", "=", orderId)
      .executeTakeFirst()
    if (order === undefined) return undefined
    const units = await db
      .selectFrom("production_units")
      .leftJoin("racks", "racks.id", "production_units.rack_id")
      .select([
        "production_units.id",
        "production_units.code",
        "production_units.structure",
        "production_units.width",
        "production_units.height",
        "production_units.rack_id",
        "racks.number as rack_number",
        "production_units.rack_slot",
        "production_units.dispatched_at",
      ])
      .where("production_units.order_id", "=", orderId)
      .orderBy("production_units.line_position")
      .orderBy("production_units.unit_number")
      .execute()
    const rackIds = [...new Set(units.flatMap((unit) => (unit.rack_id === null ? [] : [unit.rack_id])))]
    const others =
      rackIds.length === 0
        ? []
        : await db
            .selectFrom("production_units")
            .select("rack_id")
            .distinct()
            .where("rack_id", "in", rackIds)
            .where("order_id", "!=", orderId)
            .where("dispatched_at", "is", null)
            .execute()
    const { id, name, last_name, serial_number, production_state, ...contact } = order
    return {
      order: {
        ...contact,
        order_id: id,
        serial_number: Number(serial_number),
        production_state: production_state as OrderState,
        customer_name: `${name} ${last_name ?? ""}`.trim(),
      },
      units,
      panes: await panesOfUnitsIn(
        db,
        units.map((unit) => unit.id),
      ),
      heldByOtherOrders: new Set(others.flatMap((row) => (row.rack_id === null ? [] : [row.rack_id]))),
    }
  },
})

/** The delivery note's store as the use cases hold it. */
export type DeliveryNoteStore = ReturnType<typeof deliveryNoteStoreIn>
