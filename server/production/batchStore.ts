import { sql } from "kysely"
import { BatchId, type GlassTypeId } from "../../domain/identifiers/Ids.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { ProductionSettings } from "../../domain/production/ProductionSettings.ts"
import type { Database } from "../db/Database.ts"
import type { Schemas } from "../http/answers.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { readProductionSettings } from "../settings/settingsReader.ts"
import type { StockPiece, StoredPlan, WaitingPane } from "./batchPlan.ts"
import { batchReleasesIn, type BatchReleases } from "./batchRelease.ts"
import { readBreakagesSince, readLateOrders, readPaneGroups, type LateOrder } from "./homeStore.ts"
import { readQueue } from "./queueStore.ts"
import type { PaneGroup } from "../../domain/production/StationLoad.ts"

/** A batch's states: planned, released to the floor (its panes are its own), cut. */
export const batchStates = ["draft", "released", "cut"] as const
export type BatchState = (typeof batchStates)[number]

/** The columns the batch list can be ordered by. */
export const batchSorts = ["created_at", "yield", "sheets", "panes"] as const
export type BatchSort = ListSort<(typeof batchSorts)[number]> | undefined

/** The batch list's filters. */
export interface BatchFilter {
  readonly state?: BatchState | undefined
  readonly glassTypeId?: GlassTypeId | undefined
}

/** A material as a batch names it: the glass type, whether it may turn, its thickness. */
export interface Material {
  readonly glass_type_name: string
  readonly may_rotate: boolean
  readonly thickness: number
}

/** A draft as it is stored. */
export interface NewDraft {
  readonly glass_type_id: number
  readonly glass_width_id: number
  readonly panes: number
  readonly sheets: number
  readonly pieces_area_mm2: number
  readonly used_area_mm2: number
  readonly yield_basis_points: number
  readonly seed: number
  readonly stored: StoredPlan
  readonly paneIds: ReadonlyArray<number>
  readonly userId: number | null
  readonly at: string
}

/** A batch as its list shows it, its id branded. */
export type BatchSummaryRecord = Omit<Schemas["BatchSummary"], "id"> & { readonly id: BatchId }

/** A stored batch with its plan. */
export type BatchRecord = BatchSummaryRecord & StoredPlan

/** The cutting batches' SQL. */
export interface BatchStore extends BatchReleases {
  /** The production settings; another shape falls back to the seeded ones. */
  readonly productionSettings: () => Promise<ProductionSettings>
  /** The material, or which half of it does not exist. */
  readonly material: (glassTypeId: number, glassWidthId: number) => Promise<Material | "no_type" | "no_width">
  /** The material's panes waiting for cutting in no batch (remakes first), of some orders or promised by a date. */
  readonly waitingPanes: (
    glassTypeId: number,
    glassWidthId: number,
    orderIds: ReadonlyArray<number>,
    promisedUntil: string | undefined,
  ) => Promise<ReadonlyArray<WaitingPane>>
  /** The material's offcuts in stock and its active stock sheets (count null: as many as needed). */
  readonly stock: (glassTypeId: number, glassWidthId: number) => Promise<ReadonlyArray<StockPiece>>
  readonly insertDraft: (draft: NewDraft) => Promise<BatchId>
  readonly batch: (id: BatchId) => Promise<BatchRecord | undefined>
  readonly list: (filter: BatchFilter, request: PageRequest, sort: BatchSort) => Promise<Page<BatchSummaryRecord>>
  /** Released batches not yet cut, oldest first; released ones since an instant. */
  readonly released: (
    options: { readonly inProgress: true } | { readonly since: string },
  ) => Promise<ReadonlyArray<BatchSummaryRecord>>
  /** The cutting queue: the waiting panes by material. */
  readonly queue: () => Promise<Array<Schemas["QueueMaterial"]>>
  /** Orders past their promised date and not delivered, on a Jalali day. */
  readonly lateOrders: (today: string) => Promise<Array<LateOrder>>
  /** The panes grouped by state and next station, for the stations' load. */
  readonly paneGroups: () => Promise<Array<PaneGroup>>
  /** The breakages reported since an instant. */
  readonly breakagesSince: (sinceIso: string) => ReturnType<typeof readBreakagesSince>
}

const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ""}`.trim()

const sortColumns = {
  created_at: "cutting_batches.id",
  yield: "cutting_batches.yield_basis_points",
  sheets: "cutting_batches.sheets",
  panes: "cutting_batches.panes",
} as const

/** The batches over one database. */
export const batchStoreIn = (database: Database): BatchStore => {
  const { db } = database
  const joined = () =>
    db
      .selectFrom("cutting_batches")
      .innerJoin("glass_types", "glass_types.id", "cutting_batches.glass_type_id")
      .innerJoin("glass_widths", "glass_widths.id", "cutting_batches.glass_width_id")
      .leftJoin("users", "users.id", "cutting_batches.user_id")
  const summaryColumns = [
    "cutting_batches.id",
    "cutting_batches.state",
    "cutting_batches.glass_type_id",
    "glass_types.name as glass_type_name",
    "cutting_batches.glass_width_id",
    "glass_widths.size as thickness",
    "cutting_batches.panes",
    "cutting_batches.sheets",
    "cutting_batches.yield_basis_points",
    "cutting_batches.pieces_area_mm2",
    "cutting_batches.used_area_mm2",
    "cutting_batches.created_at",
    "cutting_batches.released_at",
    "users.name as user_first_name",
    "users.last_name as user_last_name",
  ] as const
  type Row = {
    id: number
    state: string
    glass_type_id: number
    glass_type_name: string
    glass_width_id: number
    thickness: number
    panes: number
    sheets: number
    yield_basis_points: number
    pieces_area_mm2: number | string
    used_area_mm2: number | string
    created_at: string
    released_at: string | null
    user_first_name: string | null
    user_last_name: string | null
  }
  const summaryOf = (row: Row): BatchSummaryRecord => ({
    id: BatchId(row.id),
    state: row.state as BatchState,
    glass_type_id: row.glass_type_id,
    glass_type_name: row.glass_type_name,
    glass_width_id: row.glass_width_id,
    thickness: row.thickness,
    panes: row.panes,
    sheets: row.sheets,
    yield_basis_points: row.yield_basis_points,
    pieces_area_mm2: Number(row.pieces_area_mm2),
    used_area_mm2: Number(row.used_area_mm2),
    created_at: row.created_at,
    released_at: row.released_at,
    user_name: nameOf(row.user_first_name, row.user_last_name),
  })

  return {
    ...batchReleasesIn(database),
    queue: () => readQueue(db),
    lateOrders: (today) => readLateOrders(db, today),
    paneGroups: () => readPaneGroups(db),
    breakagesSince: (sinceIso) => readBreakagesSince(db, sinceIso),
    productionSettings: () => readProductionSettings(db),
    material: async (glassTypeId, glassWidthId) => {
      const type = await db
        .selectFrom("glass_types")
        .select(["name", "may_rotate"])
        .where("id", "=", glassTypeId)
        .executeTakeFirst()
      if (type === undefined) return "no_type"
      const width = await db.selectFrom("glass_widths").select("size").where("id", "=", glassWidthId).executeTakeFirst()
      if (width === undefined) return "no_width"
      return { glass_type_name: type.name, may_rotate: Number(type.may_rotate) === 1, thickness: width.size }
    },
    waitingPanes: async (glassTypeId, glassWidthId, orderIds, promisedUntil) =>
      db
        .selectFrom("production_panes")
        .innerJoin("orders", "orders.id", "production_panes.order_id")
        .innerJoin("invoices", "invoices.id", "orders.invoice_id")
        .select([
          "production_panes.id",
          "production_panes.code",
          "production_panes.order_id",
          "invoices.serial_number",
          "production_panes.cut_width",
          "production_panes.cut_height",
        ])
        .where("production_panes.state", "=", "waiting")
        .where("production_panes.batch_id", "is", null)
        .where("production_panes.glass_type_id", "=", glassTypeId)
        .where("production_panes.glass_width_id", "=", glassWidthId)
        .$if(orderIds.length > 0, (q) => q.where("production_panes.order_id", "in", orderIds))
        .$if(promisedUntil !== undefined, (q) => q.where("orders.promised_date", "<=", promisedUntil ?? ""))
        .orderBy("production_panes.remake_number", "desc")
        .orderBy("production_panes.id")
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, serial_number: Number(row.serial_number) }))),
    stock: async (glassTypeId, glassWidthId) => {
      const offcuts = await db
        .selectFrom("offcuts")
        .select(["id", "width", "height"])
        .where("state", "=", "in_stock")
        .where("glass_type_id", "=", glassTypeId)
        .where("glass_width_id", "=", glassWidthId)
        .orderBy("id")
        .execute()
      const sheets = await db
        .selectFrom("stock_sheets")
        .select(["id", "width", "height", "count"])
        .where("is_active", "=", 1)
        .where("glass_type_id", "=", glassTypeId)
        .where("glass_width_id", "=", glassWidthId)
        .orderBy("id")
        .execute()
      return [
        ...offcuts.map((o) => ({ source: "offcut" as const, ...o })),
        ...sheets.map((s) => ({ source: "sheet" as const, ...s })),
      ]
    },
    insertDraft: (draft) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("cutting_batches")
          .values({
            glass_type_id: draft.glass_type_id,
            glass_width_id: draft.glass_width_id,
            state: "draft",
            panes: draft.panes,
            sheets: draft.sheets,
            pieces_area_mm2: draft.pieces_area_mm2,
            used_area_mm2: draft.used_area_mm2,
            yield_basis_points: draft.yield_basis_points,
            seed: draft.seed,
            plan: JSON.stringify(draft.stored),
            user_id: draft.userId,
            created_at: draft.at,
            released_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
        // In slices, well inside SQLite's limit of bound parameters.
        for (let at = 0; at < draft.paneIds.length; at += 1000)
          await trx
            .insertInto("cutting_batch_panes")
            .values(draft.paneIds.slice(at, at + 1000).map((pane_id) => ({ batch_id: id, pane_id })))
            .execute()
        return BatchId(id)
      }),
    batch: async (id) => {
      const row = await joined()
        .select(summaryColumns)
        .select("cutting_batches.plan")
        .where("cutting_batches.id", "=", id)
        .executeTakeFirst()
      if (row === undefined) return undefined
      const stored = JSON.parse(row.plan) as StoredPlan
      return { ...summaryOf(row), plan: stored.plan, takes: stored.takes }
    },
    list: async (filter, request, sort) => {
      const matching = joined()
        .$if(filter.state !== undefined, (q) => q.where("cutting_batches.state", "=", filter.state ?? ""))
        .$if(filter.glassTypeId !== undefined, (q) => q.where("cutting_batches.glass_type_id", "=", filter.glassTypeId ?? 0))
      const direction = sort?.descending === false ? "asc" : "desc"
      const rows = await matching
        .select(summaryColumns)
        .$if(sort !== undefined && sort.key !== "created_at", (q) => q.orderBy(sortColumns[sort?.key ?? "created_at"], direction))
        .orderBy("cutting_batches.id", sort === undefined ? "desc" : direction)
        .limit(request.perPage)
        .offset(request.offset)
        .execute()
      const counted = await matching.select(sql<number>`count(*)`.as("total")).executeTakeFirst()
      return { rows: rows.map(summaryOf), total: Number(counted?.total ?? 0) }
    },
    released: async (options) => {
      const rows = await joined()
        .select(summaryColumns)
        .$if("inProgress" in options, (q) => q.where("cutting_batches.state", "=", "released"))
        .$if("since" in options, (q) =>
          q
            .where("cutting_batches.state", "in", ["released", "cut"])
            .where("cutting_batches.released_at", ">=", "since" in options ? options.since : ""),
        )
        .orderBy("cutting_batches.released_at")
        .orderBy("cutting_batches.id")
        .execute()
      return rows.map(summaryOf)
    },
  }
}
