import { sql, type RawBuilder } from "kysely"
import type { Dialect } from "./Database.ts"
import { keptSlots, keptSlotSetting } from "./migrations/0022_kept_count_slots.ts"

/** The slot a kept-count write adds to (migration 0022): the connection's own on PostgreSQL, 0 on SQLite's single writer. */
export const keptSlotOf = (dialect: Dialect): RawBuilder<number> => (dialect === "postgres" ? sql`kept_slot()` : sql`0`)

/** The statement that gives a new PostgreSQL connection its slot. */
export const setKeptSlot = (slot: number) => ({
  text: "select set_config($1, $2, false)",
  values: [keptSlotSetting, String(slot)],
})

/**
 * Hands each open connection of a pool the lowest place no other open connection holds, and its slot counted from `base`
 * (the worker's first): a pool never holds more connections than its size, so a worker's slots stay within its own range.
 */
export const keptSlotKeeper = <Connection extends object>(base: number) => {
  const places = new Map<Connection, number>()
  return {
    take: (connection: Connection): number => {
      const held = new Set(places.values())
      let place = 0
      while (held.has(place)) place += 1
      places.set(connection, place)
      return (base + place) % keptSlots
    },
    give: (connection: Connection) => {
      places.delete(connection)
    },
  }
}
