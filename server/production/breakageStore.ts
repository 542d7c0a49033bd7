import type { Transaction } from "kysely"
import type { Schema } from "../db/schema.ts"

type Trx = Transaction<Schema>

/** A breakage as it is kept: the pane, where and why, the remake made for it, who and when. */
export interface BreakageRow {
  readonly pane_id: number
  readonly order_id: number
  readonly station: string
  readonly reason: string
  readonly note: string
  readonly remake_pane_id: number
  readonly user_id: number | null
  readonly created_at: string
}

/** The number the next remake of a unit's pane (by letter) takes: one more than its remakes so far. */
export const nextRemakeNumberIn = async (trx: Trx, unitId: number, letter: string): Promise<number> =>
  Number(
    (
      await trx
        .selectFrom("production_panes")
        .select((eb) => eb.fn.max("remake_number").as("last"))
        .where("unit_id", "=", unitId)
        .where("letter", "=", letter)
        .executeTakeFirst()
    )?.last ?? 0,
  ) + 1

/** Writes a pane's remake: the same unit, letter, glass, sizes and route, its own code and number, waiting for cutting outside any batch. */
export const insertRemakeIn = async (
  trx: Trx,
  paneId: number,
  remake: { readonly code: string; readonly remake_number: number },
  nowIso: string,
): Promise<number> => {
  const pane = await trx.selectFrom("production_panes").selectAll().where("id", "=", paneId).executeTakeFirstOrThrow()
  const { id: _id, ...copied } = pane
  const stored = await trx
    .insertInto("production_panes")
    .values({
      ...copied,
      code: remake.code,
      remake_of: paneId,
      remake_number: remake.remake_number,
      state: "waiting",
      batch_id: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
  return stored.id
}

/** Marks the pane broken and keeps the breakage; the pane's unique breakage row stops a second report racing this one. */
export const insertBreakageIn = async (trx: Trx, breakage: BreakageRow): Promise<void> => {
  await trx
    .updateTable("production_panes")
    .set({ state: "broken", updated_at: breakage.created_at })
    .where("id", "=", breakage.pane_id)
    .execute()
  await trx.insertInto("production_breakages").values(breakage).execute()
}
