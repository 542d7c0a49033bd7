import type { Kysely, Migration } from "kysely"
import { withId } from "../columns.ts"
import type { Dialect } from "../Database.ts"

/**
 * Production, part 2 (production.md sections 6-7): the operators' stations, every scan at a station and the panes it
 * passed, breakage with its remake, and the racks units leave on.
 */
export const floor = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // An operator's stations, comma separated in station order; empty for every other role.
    await db.schema
      .alterTable("users")
      .addColumn("stations", "text", (c) => c.notNull().defaultTo(""))
      .execute()

    await withId(db.schema.createTable("racks"), dialect)
      .addColumn("number", "integer", (c) => c.notNull().unique())
      .addColumn("slots", "integer", (c) => c.notNull())
      .addColumn("capacity_kg", "integer", (c) => c.notNull())
      // in_plant, at_customer or retired.
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("left_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()

    // A unit's place once racked: a unit holds its slot until it is dispatched.
    await db.schema
      .alterTable("production_units")
      .addColumn("rack_id", "integer", (c) => c.references("racks.id"))
      .execute()
    await db.schema.alterTable("production_units").addColumn("rack_slot", "integer").execute()
    await db.schema.alterTable("production_units").addColumn("dispatched_at", "text").execute()
    // The home's count of what each station has waiting reads panes by state and route alone.
    await db.schema
      .createIndex("production_panes_by_state_route")
      .on("production_panes")
      .columns(["state", "route", "batch_id"])
      .execute()
    // A rack's units still on it (not dispatched): its held slots and load, and whether it is empty.
    await db.schema
      .createIndex("production_units_by_rack")
      .on("production_units")
      .columns(["rack_id", "dispatched_at", "rack_slot"])
      .execute()

    // One scan as the operator made it: the code read (a pane's or a unit's), at which station, by whom and when.
    await withId(db.schema.createTable("production_scans"), dialect)
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("station", "text", (c) => c.notNull())
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("unit_id", "integer", (c) => c.notNull().references("production_units.id"))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("rack_id", "integer", (c) => c.references("racks.id"))
      .addColumn("rack_slot", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("production_scans_by_user").on("production_scans").columns(["user_id", "id"]).execute()
    await db.schema.createIndex("production_scans_by_station").on("production_scans").columns(["station", "id"]).execute()

    // Each pane a scan moved: a pane passes a station once, so two scans racing for it count once.
    await db.schema
      .createTable("production_passes")
      .addColumn("pane_id", "integer", (c) => c.notNull().references("production_panes.id"))
      .addColumn("station", "text", (c) => c.notNull())
      .addColumn("scan_id", "integer", (c) => c.notNull().references("production_scans.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("production_passes_pk", ["pane_id", "station"])
      .execute()
    await db.schema.createIndex("production_passes_by_scan").on("production_passes").columns(["scan_id"]).execute()

    // A pane broken at a station, why, by whom, and the remake made for it in the same transaction.
    await withId(db.schema.createTable("production_breakages"), dialect)
      .addColumn("pane_id", "integer", (c) => c.notNull().unique().references("production_panes.id"))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("station", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("remake_pane_id", "integer", (c) => c.notNull().references("production_panes.id"))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("production_breakages_by_date").on("production_breakages").columns(["created_at"]).execute()
  },
})
