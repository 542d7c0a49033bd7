import { RackId } from "../../domain/identifiers/Ids.ts"
import { sql, type Expression, type Kysely } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { RackForm } from "../../domain/production/RackForm.ts"
import type { RackSortKey, RackState } from "../../domain/production/RackStates.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { containsPattern } from "../http/listQuery.ts"
import { orderedBy } from "../db/listOrder.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** A stored rack with the slots its not-dispatched units take. */
export interface RackRecord {
  readonly id: RackId
  readonly number: number
  readonly slots: number
  readonly capacity_kg: number
  readonly state: RackState
  readonly left_at: string | null
  readonly used_slots: number
  readonly created_at: string
  readonly updated_at: string
}

/** A unit still on a rack (not dispatched), with its order, and its panes for its weight. */
export interface HeldUnit {
  readonly id: number
  readonly code: string
  readonly rack_id: number
  readonly rack_slot: number
  readonly order_id: number
  readonly serial_number: number
  readonly customer_name: string
  readonly structure: string
  readonly width: number
  readonly height: number
}

/** A pane as a unit's weight reads it. */
export interface WeighedPaneRow {
  readonly unit_id: number
  readonly finished_width: number
  readonly finished_height: number
  readonly thickness: number
  readonly state: string
}

/** The rack list's filters: a number's digits, a state. */
export interface RackFilter {
  readonly search?: string | undefined
  readonly state: RackState | "all"
}

export type RackSort = ListSort<RackSortKey> | undefined

/** What an edit found, read in its own transaction: the rack, and the slots and panes of the units it holds. */
export interface RackEditView {
  readonly rack: RackRecord
  readonly held: ReadonlyArray<HeldUnit>
  readonly panes: ReadonlyArray<WeighedPaneRow>
}

/** How an edit ended: saved, the rack gone, or refused by `check` with its answer. */
export type RackEditOutcome<E> =
  { readonly _tag: "saved" } | { readonly _tag: "missing" } | { readonly _tag: "refused"; readonly errors: E }

type Executor = Kysely<Schema>

// A slot is taken while a unit not yet dispatched holds it.
const usedSlots = sql<number>`(select count(distinct u.rack_slot) from production_units u where u.rack_id = racks.id and u.dispatched_at is null)`

const rackColumns = [
  "racks.id",
  "racks.number",
  "racks.slots",
  "racks.capacity_kg",
  "racks.state",
  "racks.left_at",
  "racks.created_at",
  "racks.updated_at",
] as const

const rackOrder: Record<RackSortKey, ReadonlyArray<Expression<unknown>>> = {
  number: [sql.ref("racks.number")],
  slots: [sql.ref("racks.slots")],
  capacity_kg: [sql.ref("racks.capacity_kg")],
  used_slots: [usedSlots],
}

type RackRow = Omit<RackRecord, "id" | "state" | "used_slots"> & {
  readonly id: number
  readonly state: string
  readonly used_slots: number | string | bigint
}
const toRack = (row: RackRow): RackRecord => ({
  ...row,
  id: RackId(row.id),
  state: row.state as RackState,
  used_slots: Number(row.used_slots),
})

const racksFrom = (db: Executor) => db.selectFrom("racks").select(rackColumns).select(usedSlots.as("used_slots"))

/** The units not yet dispatched on the given racks, by rack and slot. */
export const heldUnitsIn = async (db: Executor, rackIds: ReadonlyArray<number>): Promise<ReadonlyArray<HeldUnit>> => {
  if (rackIds.length === 0) return []
  const rows = await db
    .selectFrom("production_units")
    .innerJoin("orders", "orders.id", "production_units.order_id")
    .innerJoin("invoices", "invoices.id", "orders.invoice_id")
    .innerJoin("customers", "customers.id", "invoices.customer_id")
    .select([
      "production_units.id",
      "production_units.code",
      "production_units.rack_id",
      "production_units.rack_slot",
      "production_units.order_id",
      "invoices.serial_number",
      "customers.name",
      "customers.last_name",
      "production_units.structure",
      "production_units.width",
      "production_units.height",
    ])
    .where("production_units.rack_id", "in", [...rackIds])
    .where("production_units.dispatched_at", "is", null)
    .orderBy("production_units.rack_id")
    .orderBy("production_units.rack_slot")
    .orderBy("production_units.id")
    .execute()
  return rows.map(({ name, last_name, rack_id, rack_slot, serial_number, ...unit }) => ({
    ...unit,
    rack_id: rack_id ?? 0,
    rack_slot: rack_slot ?? 0,
    serial_number: Number(serial_number),
    customer_name: `${name} ${last_name ?? ""}`.trim(),
  }))
}

/** The panes of the given units, for their weight. */
export const panesOfUnitsIn = async (db: Executor, unitIds: ReadonlyArray<number>): Promise<ReadonlyArray<WeighedPaneRow>> => {
  if (unitIds.length === 0) return []
  const rows = await db
    .selectFrom("production_panes")
    .select(["unit_id", "finished_width", "finished_height", "thickness", "state"])
    .where("unit_id", "in", [...unitIds])
    .orderBy("id")
    .execute()
  return rows.map((row) => ({ ...row, thickness: Number(row.thickness) }))
}

/** The racks kept in the database: the list, one rack, what they hold, and the writes of the rack form. */
export const rackStoreIn = ({ db, dialect }: Pick<Database, "db" | "dialect">) => {
  // The number is matched as written in ASCII digits (the search reads Persian digits as ASCII).
  const matching = (filter: RackFilter) =>
    db
      .selectFrom("racks")
      .$if(filter.state !== "all", (q) => q.where("racks.state", "=", filter.state))
      .$if(filter.search !== undefined, (q) =>
        q.where(sql<boolean>`cast(racks.number as text) like ${containsPattern(filter.search ?? "")} escape '\\'`),
      )

  return {
    racks: async (filter: RackFilter, { perPage, offset }: PageRequest, sort: RackSort): Promise<Page<RackRecord>> => {
      const query = matching(filter).select(rackColumns).select(usedSlots.as("used_slots"))
      // Without a sort: by number, as the racks stand in the yard.
      const ordered =
        sort === undefined
          ? query.orderBy("racks.number").orderBy("racks.id")
          : orderedBy(query, rackOrder[sort.key], sql.ref("racks.id"), sort)
      const [rows, counted] = await Promise.all([
        ordered.limit(perPage).offset(offset).execute(),
        matching(filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toRack), total: Number(counted.n) }
    },
    rack: async (id: RackId): Promise<RackRecord | undefined> => {
      const row = await racksFrom(db).where("racks.id", "=", id).executeTakeFirst()
      return row && toRack(row)
    },
    heldUnits: (rackIds: ReadonlyArray<number>) => heldUnitsIn(db, rackIds),
    panesOfUnits: (unitIds: ReadonlyArray<number>) => panesOfUnitsIn(db, unitIds),
    /** The id of the rack with this number, `exceptId` aside. */
    numbered: async (number: number, exceptId?: number): Promise<number | undefined> =>
      (
        await db
          .selectFrom("racks")
          .select("id")
          .where("number", "=", number)
          .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId ?? 0))
          .executeTakeFirst()
      )?.id,
    create: async (form: RackForm, leftAt: string | null, nowIso: string): Promise<RackId> =>
      RackId(
        (
          await db
            .insertInto("racks")
            .values({ ...form, left_at: leftAt, created_at: nowIso, updated_at: nowIso })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      ),
    /**
     * Saves a rack if `check` passes on what it holds, read in the saving transaction (the rack locked on PostgreSQL;
     * SQLite's transactions are IMMEDIATE), so a racking scan never lands in a slot the edit takes away.
     */
    update: <E>(
      id: RackId,
      form: RackForm,
      nowIso: string,
      check: (view: RackEditView) => { readonly errors: E } | { readonly leftAt: string | null },
    ): Promise<RackEditOutcome<E>> =>
      db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom("racks")
          .select("id")
          .where("id", "=", id)
          .$if(dialect === "postgres", (q) => q.forUpdate())
          .executeTakeFirst()
        if (locked === undefined) return { _tag: "missing" }
        const rack = toRack(await racksFrom(trx).where("racks.id", "=", id).executeTakeFirstOrThrow())
        const held = await heldUnitsIn(trx, [id])
        const verdict = check({
          rack,
          held,
          panes: await panesOfUnitsIn(
            trx,
            held.map((unit) => unit.id),
          ),
        })
        if ("errors" in verdict) return { _tag: "refused", errors: verdict.errors }
        await trx
          .updateTable("racks")
          .set({ ...form, left_at: verdict.leftAt, updated_at: nowIso })
          .where("id", "=", id)
          .execute()
        return { _tag: "saved" }
      }),
  }
}

/** The rack store as the use cases hold it. */
export type RackStore = ReturnType<typeof rackStoreIn>
