import { sql, type Expression, type SelectQueryBuilder } from "kysely"
import { OffcutId, StockSheetId } from "../../domain/identifiers/Ids.ts"
import type { OffcutState } from "../../domain/production/OffcutStates.ts"
import type { OffcutSortKey, StockSheetSortKey } from "../../domain/production/StockSorts.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { containsPattern } from "../http/listQuery.ts"
import { orderedBy, persianOrder } from "../db/listOrder.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** A stock sheet as its list and form read it, with its material's names. */
export interface StockSheetRow {
  readonly id: StockSheetId
  readonly glass_type_id: number
  readonly glass_type_name: string
  readonly glass_width_id: number
  readonly thickness: number
  readonly width: number
  readonly height: number
  readonly count: number | null
  readonly is_active: boolean
  readonly created_at: string
  readonly updated_at: string
}

/** An offcut as its list reads it. */
export interface OffcutRow {
  readonly id: OffcutId
  readonly glass_type_id: number
  readonly glass_type_name: string
  readonly glass_width_id: number
  readonly thickness: number
  readonly width: number
  readonly height: number
  readonly rack_slot: string | null
  readonly state: OffcutState
  readonly from_batch_id: number | null
  readonly used_by_batch_id: number | null
  readonly created_at: string
}

/** The material filters both lists share, and the search in the glass type's name. */
export interface MaterialFilter {
  readonly search?: string | undefined
  readonly glassTypeId?: number | undefined
  readonly glassWidthId?: number | undefined
}

export interface StockSheetFilter extends MaterialFilter {
  readonly active?: boolean | undefined
}

export interface OffcutFilter extends MaterialFilter {
  readonly state: OffcutState | "all"
}

export type StockSheetSort = ListSort<StockSheetSortKey> | undefined
export type OffcutSort = ListSort<OffcutSortKey> | undefined

type Material = "glass_types" | "glass_widths"

/** The list reads of stock sheets and offcuts over one database. */
export const stockListsIn = ({ db, dialect }: Pick<Database, "db" | "dialect">) => {
  const nameOrder = persianOrder(dialect, sql.ref("glass_types.name"))

  // A glass type's name is stored as typed, so a search read with ASCII digits also looks for them written in Persian.
  const matching = <T extends "stock_sheets" | "offcuts", O>(
    query: SelectQueryBuilder<Schema, T | Material, O>,
    table: T,
    filter: MaterialFilter,
  ) =>
    query
      .$if(filter.glassTypeId !== undefined, (q) => q.where(sql.ref(`${table}.glass_type_id`), "=", filter.glassTypeId ?? 0))
      .$if(filter.glassWidthId !== undefined, (q) => q.where(sql.ref(`${table}.glass_width_id`), "=", filter.glassWidthId ?? 0))
      .$if(filter.search !== undefined, (q) =>
        q.where((eb) =>
          eb.or(
            [...new Set([filter.search ?? "", toPersianDigits(filter.search ?? "")])].map(
              (text) => sql<boolean>`lower(glass_types.name) like ${containsPattern(text.toLowerCase())} escape '\\'`,
            ),
          ),
        ),
      )

  const sheetsFrom = () =>
    db
      .selectFrom("stock_sheets")
      .innerJoin("glass_types", "glass_types.id", "stock_sheets.glass_type_id")
      .innerJoin("glass_widths", "glass_widths.id", "stock_sheets.glass_width_id")

  const sheetsMatching = (filter: StockSheetFilter) =>
    matching(sheetsFrom(), "stock_sheets", filter).$if(filter.active !== undefined, (q) =>
      q.where("stock_sheets.is_active", "=", filter.active === true ? 1 : 0),
    )

  const sheetColumns = [
    "stock_sheets.id",
    "stock_sheets.glass_type_id",
    "glass_types.name as glass_type_name",
    "stock_sheets.glass_width_id",
    "glass_widths.size as thickness",
    "stock_sheets.width",
    "stock_sheets.height",
    "stock_sheets.count",
    "stock_sheets.is_active",
    "stock_sheets.created_at",
    "stock_sheets.updated_at",
  ] as const

  type SheetRecord = Omit<StockSheetRow, "id" | "is_active"> & { readonly id: number; readonly is_active: number }
  const toSheet = (row: SheetRecord): StockSheetRow => ({
    ...row,
    id: StockSheetId(row.id),
    thickness: Number(row.thickness),
    count: row.count === null ? null : Number(row.count),
    is_active: Number(row.is_active) === 1,
  })

  // A blank count is as many as needed, so it orders after every number on both databases.
  const sheetOrder: Record<StockSheetSortKey, ReadonlyArray<Expression<unknown>>> = {
    glass_type: [nameOrder, sql.ref("glass_widths.size")],
    thickness: [sql.ref("glass_widths.size"), nameOrder],
    width: [sql.ref("stock_sheets.width"), sql.ref("stock_sheets.height")],
    height: [sql.ref("stock_sheets.height"), sql.ref("stock_sheets.width")],
    count: [sql`coalesce(stock_sheets.count, 2147483647)`],
  }

  const offcutsFrom = () =>
    db
      .selectFrom("offcuts")
      .innerJoin("glass_types", "glass_types.id", "offcuts.glass_type_id")
      .innerJoin("glass_widths", "glass_widths.id", "offcuts.glass_width_id")

  const offcutsMatching = (filter: OffcutFilter) =>
    matching(offcutsFrom(), "offcuts", filter).$if(filter.state !== "all", (q) => q.where("offcuts.state", "=", filter.state))

  const offcutColumns = [
    "offcuts.id",
    "offcuts.glass_type_id",
    "glass_types.name as glass_type_name",
    "offcuts.glass_width_id",
    "glass_widths.size as thickness",
    "offcuts.width",
    "offcuts.height",
    "offcuts.rack_slot",
    "offcuts.state",
    "offcuts.from_batch_id",
    "offcuts.used_by_batch_id",
    "offcuts.created_at",
  ] as const

  type OffcutRecord = Omit<OffcutRow, "id" | "state"> & { readonly id: number; readonly state: string }
  const toOffcut = (row: OffcutRecord): OffcutRow => ({
    ...row,
    id: OffcutId(row.id),
    thickness: Number(row.thickness),
    state: row.state as OffcutState,
  })

  const offcutOrder: Record<OffcutSortKey, ReadonlyArray<Expression<unknown>>> = {
    glass_type: [nameOrder, sql.ref("glass_widths.size")],
    thickness: [sql.ref("glass_widths.size"), nameOrder],
    width: [sql.ref("offcuts.width"), sql.ref("offcuts.height")],
    height: [sql.ref("offcuts.height"), sql.ref("offcuts.width")],
    created_at: [sql.ref("offcuts.created_at")],
  }

  return {
    sheets: async (
      filter: StockSheetFilter,
      { perPage, offset }: PageRequest,
      sort: StockSheetSort,
    ): Promise<Page<StockSheetRow>> => {
      const query = sheetsMatching(filter).select(sheetColumns)
      // Without a sort: by material, then the largest sheet first, as a buyer reads a price list.
      const ordered =
        sort === undefined
          ? query
              .orderBy(nameOrder)
              .orderBy("glass_widths.size")
              .orderBy("stock_sheets.width", "desc")
              .orderBy("stock_sheets.height", "desc")
              .orderBy("stock_sheets.id")
          : orderedBy(query, sheetOrder[sort.key], sql.ref("stock_sheets.id"), sort)
      const [rows, counted] = await Promise.all([
        ordered.limit(perPage).offset(offset).execute(),
        sheetsMatching(filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toSheet), total: Number(counted.n) }
    },
    sheet: async (id: StockSheetId): Promise<StockSheetRow | undefined> => {
      const row = await sheetsFrom().select(sheetColumns).where("stock_sheets.id", "=", id).executeTakeFirst()
      return row && toSheet(row)
    },
    offcuts: async (filter: OffcutFilter, { perPage, offset }: PageRequest, sort: OffcutSort): Promise<Page<OffcutRow>> => {
      const query = offcutsMatching(filter).select(offcutColumns)
      // Without a sort: the newest first, the offcuts a cutter last put on the racks.
      const ordered =
        sort === undefined
          ? query.orderBy("offcuts.id", "desc")
          : orderedBy(query, offcutOrder[sort.key], sql.ref("offcuts.id"), sort)
      const [rows, counted] = await Promise.all([
        ordered.limit(perPage).offset(offset).execute(),
        offcutsMatching(filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toOffcut), total: Number(counted.n) }
    },
    offcut: async (id: OffcutId): Promise<OffcutRow | undefined> => {
      const row = await offcutsFrom().select(offcutColumns).where("offcuts.id", "=", id).executeTakeFirst()
      return row && toOffcut(row)
    },
  }
}

export type StockLists = ReturnType<typeof stockListsIn>
