import { OrderId, type InvoiceId } from "../../domain/identifiers/Ids.ts"
import type { Transaction } from "kysely"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import type { PieceOrder, PlannedUnit } from "../../domain/production/Pieces.ts"
import { pieceLineOf } from "../../domain/production/Pieces.ts"
import { startedPanes } from "../../domain/production/PiecesCancel.ts"
import { storedRoute } from "../../domain/production/Stations.ts"
import type { Database, Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"

type Trx = Transaction<Schema>

/** An order as its pieces' answer heads it: its invoice's serial and owner, its customer, state and promise. */
export interface PieceOrderHead {
  readonly order_id: number
  readonly serial_number: number
  readonly sales_expert_id: number | null
  readonly customer_name: string
  readonly production_state: OrderState
  readonly promised_date: string | null
}

/** A stored pane with its glass type's name. */
export interface PaneRecord {
  readonly id: number
  readonly unit_id: number
  readonly code: string
  readonly letter: string
  readonly glass_type_id: number
  readonly glass_type_name: string
  readonly thickness: number
  readonly material: number
  readonly finished_width: number
  readonly finished_height: number
  readonly cut_width: number
  readonly cut_height: number
  readonly edge_type: number | null
  readonly route: string
  readonly state: string
  readonly batch_id: number | null
}

/** A stored unit. */
export interface UnitRecord {
  readonly id: number
  readonly code: string
  readonly line_position: number
  readonly unit_number: number
  readonly structure: string
  readonly width: number
  readonly height: number
}

/** An order's head, units (by line and number) and panes (by code). */
export interface OrderPieces {
  readonly head: PieceOrderHead
  readonly units: ReadonlyArray<UnitRecord>
  readonly panes: ReadonlyArray<PaneRecord>
}

/** The order's invoice serial and its lines as stored when it was priced, in invoice order; none for an unknown order. */
export const pieceOrderIn = async (trx: Trx, orderId: number): Promise<PieceOrder | undefined> => {
  const order = await trx
    .selectFrom("orders")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .select(["invoices.id", "invoices.serial_number"])
    .where("orders.id", "=", orderId)
    .executeTakeFirst()
  if (order === undefined) return undefined
  const rows = await trx
    .selectFrom("invoice_lines")
    .select(["id", "position", "priced"])
    .where("invoice_id", "=", order.id)
    .orderBy("position")
    .orderBy("id")
    .execute()
  return {
    serial: Number(order.serial_number),
    lines: rows.map((row, index) => pieceLineOf(index, row.id, (JSON.parse(row.priced) as { line: ResolvedLine }).line)),
  }
}

/** Whether the order already has pieces (a confirm that comes twice makes them once). */
export const hasPiecesIn = async (trx: Trx, orderId: number): Promise<boolean> =>
  (await trx.selectFrom("production_units").select("id").where("order_id", "=", orderId).limit(1).executeTakeFirst()) !==
  undefined

/** Rows per insert: a pane's 19 values times this stay under both databases' limit on a statement's parameters. */
const rowsPerInsert = 1000

const chunksOf = <A>(rows: ReadonlyArray<A>): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(rows.length / rowsPerInsert) }, (_, index) =>
    rows.slice(index * rowsPerInsert, (index + 1) * rowsPerInsert),
  )

/** Writes the planned units and their panes, every pane waiting for cutting, a thousand rows a statement. */
export const insertPiecesIn = async (
  trx: Trx,
  orderId: number,
  units: ReadonlyArray<PlannedUnit>,
  nowIso: string,
): Promise<void> => {
  const idOf = new Map<string, number>()
  for (const chunk of chunksOf(units)) {
    const stored = await trx
      .insertInto("production_units")
      .values(
        chunk.map((unit) => ({
          order_id: orderId,
          invoice_line_id: unit.invoice_line_id,
          code: unit.code,
          line_position: unit.line_position,
          unit_number: unit.unit_number,
          structure: unit.structure,
          width: unit.width,
          height: unit.height,
          created_at: nowIso,
        })),
      )
      .returning(["id", "code"])
      .execute()
    for (const row of stored) idOf.set(row.code, row.id)
  }
  const panes = units.flatMap((unit) =>
    unit.panes.map((pane) => ({
      unit_id: idOf.get(unit.code) as number,
      order_id: orderId,
      code: pane.code,
      letter: pane.letter,
      remake_of: null,
      glass_type_id: pane.glass_type_id,
      glass_width_id: pane.width_id,
      thickness: pane.thickness,
      material: pane.material,
      finished_width: pane.finished_width,
      finished_height: pane.finished_height,
      cut_width: pane.cut_width,
      cut_height: pane.cut_height,
      edge_type: pane.edge_type,
      route: storedRoute(pane.route),
      state: "waiting",
      batch_id: null,
      created_at: nowIso,
      updated_at: nowIso,
    })),
  )
  for (const chunk of chunksOf(panes))
    await trx
      .insertInto("production_panes")
      .values([...chunk])
      .execute()
}

/** How many of the order's panes were cut (or went further) or belong to a released batch; on PostgreSQL they stay locked. */
export const startedPanesIn = async (trx: Trx, dialect: Dialect, orderId: number): Promise<number> => {
  const rows = await trx
    .selectFrom("production_panes")
    .select(["id", "state", "batch_id"])
    .where("order_id", "=", orderId)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .execute()
  return startedPanes(rows)
}

/** Removes the order's pieces, and their places in draft batches. */
export const removePiecesIn = async (trx: Trx, orderId: number): Promise<void> => {
  const panes = trx.selectFrom("production_panes").select("id").where("order_id", "=", orderId)
  await trx.deleteFrom("cutting_batch_panes").where("pane_id", "in", panes).execute()
  // A remake points at the pane it replaces: remakes go first.
  await trx.deleteFrom("production_panes").where("order_id", "=", orderId).where("remake_of", "is not", null).execute()
  await trx.deleteFrom("production_panes").where("order_id", "=", orderId).execute()
  await trx.deleteFrom("production_units").where("order_id", "=", orderId).execute()
}

/** The pieces store over one database: an order's pieces to read, its promise to write. */
export const pieceStoreIn = ({ db, dialect }: Database) => ({
  /** The order a formal invoice became; none for an invoice without one. */
  orderOfInvoice: async (invoiceId: InvoiceId): Promise<OrderId | undefined> => {
    const order = await db.selectFrom("orders").select("id").where("invoice_id", "=", invoiceId).executeTakeFirst()
    return order === undefined ? undefined : OrderId(order.id)
  },

  /** The order's head, units and panes; none for an unknown order. */
  pieces: async (orderId: number): Promise<OrderPieces | undefined> => {
    const head = await db
      .selectFrom("orders")
      .innerJoin("invoices", "invoices.id", "orders.invoice_id")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .select([
        "orders.id",
        "orders.production_state",
        "orders.promised_date",
        "invoices.serial_number",
        "invoices.sales_expert_id",
        "customers.name",
        "customers.last_name",
      ])
      .where("orders.id", "=", orderId)
      .executeTakeFirst()
    if (head === undefined) return undefined
    const [units, panes] = await Promise.all([
      db
        .selectFrom("production_units")
        .select(["id", "code", "line_position", "unit_number", "structure", "width", "height"])
        .where("order_id", "=", orderId)
        .orderBy("line_position")
        .orderBy("unit_number")
        .execute(),
      db
        .selectFrom("production_panes")
        .innerJoin("glass_types", "glass_types.id", "production_panes.glass_type_id")
        .select([
          "production_panes.id",
          "production_panes.unit_id",
          "production_panes.code",
          "production_panes.letter",
          "production_panes.glass_type_id",
          "glass_types.name as glass_type_name",
          "production_panes.thickness",
          "production_panes.material",
          "production_panes.finished_width",
          "production_panes.finished_height",
          "production_panes.cut_width",
          "production_panes.cut_height",
          "production_panes.edge_type",
          "production_panes.route",
          "production_panes.state",
          "production_panes.batch_id",
        ])
        .where("production_panes.order_id", "=", orderId)
        .orderBy("production_panes.letter")
        .orderBy("production_panes.remake_number")
        .orderBy("production_panes.id")
        .execute(),
    ])
    return {
      head: {
        order_id: head.id,
        serial_number: Number(head.serial_number),
        sales_expert_id: head.sales_expert_id,
        customer_name: `${head.name} ${head.last_name ?? ""}`.trim(),
        production_state: head.production_state as OrderState,
        promised_date: head.promised_date,
      },
      units,
      panes,
    }
  },

  /** Sets or clears the order's promised date if `may` allows its state, read again (locked on PostgreSQL) in the writing transaction. */
  promise: (
    orderId: number,
    date: string | null,
    nowIso: string,
    may: (state: OrderState) => boolean,
  ): Promise<"saved" | "missing" | "closed"> =>
    db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom("orders")
        .select("production_state")
        .where("id", "=", orderId)
        .$if(dialect === "postgres", (q) => q.forNoKeyUpdate())
        .executeTakeFirst()
      if (order === undefined) return "missing"
      if (!may(order.production_state as OrderState)) return "closed"
      await trx.updateTable("orders").set({ promised_date: date, updated_at: nowIso }).where("id", "=", orderId).execute()
      return "saved"
    }),
})

/** The pieces store as the use cases hold it. */
export type PieceStore = ReturnType<typeof pieceStoreIn>
