import type { BatchId } from "../../domain/identifiers/Ids.ts"
import type { Database } from "../db/Database.ts"
import type { StoredPlan } from "./batchPlan.ts"

/** How a release ended: released, the batch gone, not a draft, or what moved since the draft was planned (nothing changed). */
export type ReleaseOutcome = "released" | "missing" | "not_draft" | "panes_taken" | "stock_gone"

/** How a discard ended. */
export type RemoveOutcome = "removed" | "missing" | "not_draft"

/** The writes that move a batch on, each in one transaction. */
export interface BatchReleases {
  /** Releases a draft: its panes join it, the stock it takes is taken, its offcuts go to stock, or nothing changes. */
  readonly release: (id: BatchId, at: string) => Promise<ReleaseOutcome>
  /** Discards a draft and the panes it proposed. */
  readonly remove: (id: BatchId) => Promise<RemoveOutcome>
}

/** Ends the transaction without a write: the conditional update found the panes or the stock moved. */
class Moved extends Error {
  constructor(readonly outcome: "panes_taken" | "stock_gone") {
    super(outcome)
  }
}

/** The releases over one database: the batch row locked on PostgreSQL (SQLite's transactions are IMMEDIATE), every other write conditional. */
export const batchReleasesIn = ({ db, dialect }: Database): BatchReleases => ({
  release: async (id, at) => {
    try {
      return await db.transaction().execute(async (trx) => {
        const batch = await trx
          .selectFrom("cutting_batches")
          .select(["state", "plan", "glass_type_id", "glass_width_id"])
          .where("id", "=", id)
          .$if(dialect === "postgres", (q) => q.forUpdate())
          .executeTakeFirst()
        if (batch === undefined) return "missing"
        if (batch.state !== "draft") return "not_draft"
        const { plan, takes } = JSON.parse(batch.plan) as StoredPlan
        const paneIds = plan.sheets.flatMap((sheet) => sheet.pieces.map((piece) => piece.pane_id))
        // A pane another release took meanwhile no longer matches: the count tells.
        const joined = await trx
          .updateTable("production_panes")
          .set({ batch_id: id, updated_at: at })
          .where("id", "in", paneIds.length > 0 ? paneIds : [0])
          .where("state", "=", "waiting")
          .where("batch_id", "is", null)
          .executeTakeFirst()
        if (Number(joined.numUpdatedRows) !== paneIds.length) throw new Moved("panes_taken")
        for (const take of takes) {
          if (take.source === "offcut") {
            const used = await trx
              .updateTable("offcuts")
              .set({ state: "used", used_by_batch_id: id, updated_at: at })
              .where("id", "=", take.offcut_id ?? 0)
              .where("state", "=", "in_stock")
              .executeTakeFirst()
            if (Number(used.numUpdatedRows) !== 1) throw new Moved("stock_gone")
            continue
          }
          const sheetId = take.stock_sheet_id ?? 0
          const counted = await trx
            .updateTable("stock_sheets")
            .set((eb) => ({ count: eb("count", "-", take.count), updated_at: at }))
            .where("id", "=", sheetId)
            .where("count", ">=", take.count)
            .executeTakeFirst()
          if (Number(counted.numUpdatedRows) === 1) continue
          // A size without a count is as many as needed: it only has to be there still.
          const unlimited = await trx
            .selectFrom("stock_sheets")
            .select("id")
            .where("id", "=", sheetId)
            .where("count", "is", null)
            .executeTakeFirst()
          if (unlimited === undefined) throw new Moved("stock_gone")
        }
        for (const sheet of plan.sheets)
          for (const offcut of sheet.offcuts)
            await trx
              .insertInto("offcuts")
              .values({
                glass_type_id: batch.glass_type_id,
                glass_width_id: batch.glass_width_id,
                width: offcut.width,
                height: offcut.height,
                rack_slot: null,
                state: "in_stock",
                from_batch_id: id,
                used_by_batch_id: null,
                created_at: at,
                updated_at: at,
              })
              .execute()
        await trx
          .updateTable("cutting_batches")
          .set({ state: "released", released_at: at })
          .where("id", "=", id)
          .where("state", "=", "draft")
          .execute()
        return "released"
      })
    } catch (error) {
      if (error instanceof Moved) return error.outcome
      throw error
    }
  },
  remove: (id) =>
    db.transaction().execute(async (trx) => {
      const batch = await trx
        .selectFrom("cutting_batches")
        .select("state")
        .where("id", "=", id)
        .$if(dialect === "postgres", (q) => q.forUpdate())
        .executeTakeFirst()
      if (batch === undefined) return "missing"
      if (batch.state !== "draft") return "not_draft"
      await trx.deleteFrom("cutting_batch_panes").where("batch_id", "=", id).execute()
      await trx.deleteFrom("cutting_batches").where("id", "=", id).execute()
      return "removed"
    }),
})
