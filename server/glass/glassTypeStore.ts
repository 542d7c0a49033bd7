import { Result } from "effect"
import { GlassTypeId } from "../../domain/identifiers/Ids.ts"
import { sql, type Kysely, type Transaction } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { GlassMaterial, GlassTypeForm, GlassTypePrice } from "../../domain/glass/GlassTypeForm.ts"
import { normalizePersian, toAsciiDigits } from "../../domain/text/digits.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { orderedBy, persianOrder } from "../db/listOrder.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { unlessDuplicate } from "../db/unlessDuplicate.ts"
import { GlassNotFound, GlassTypeNameTaken } from "./GlassRefusal.ts"

/** A thickness a glass type offers, with its size in mm. */
export interface WidthRef {
  readonly id: number
  readonly size: number
}

/** A glass type as the list and the lookup show it. */
export interface GlassTypeSummary {
  readonly id: GlassTypeId
  readonly name: string
  readonly width_ids: ReadonlyArray<WidthRef>
  readonly may_rotate: boolean
  readonly is_active: boolean
}

/** A glass type with its whole price grid. */
export interface GlassTypeDetail extends GlassTypeSummary {
  readonly prices: ReadonlyArray<GlassTypePrice>
}

/** What the list is filtered by: the search text (name) and the active flag; and its order, oldest first without one. */
export interface GlassTypeFilters {
  readonly search: string | undefined
  readonly active: boolean | undefined
  readonly sort?: ListSort<SortKeyOf<"glassTypes">> | undefined
}

/** The SQL of glass types and their price grids. */
export interface GlassTypes {
  readonly page: (request: PageRequest, filters: GlassTypeFilters) => Promise<Page<GlassTypeSummary>>
  /** Every matching type with its grid, for the export. */
  readonly all: (filters: GlassTypeFilters) => Promise<ReadonlyArray<GlassTypeDetail>>
  readonly one: (id: GlassTypeId) => Promise<GlassTypeDetail | undefined>
  /** Whether another type (not `exceptId`) has the same name, read as staff read it: any digits, ی/ک, any letter case. */
  readonly nameTaken: (name: string, exceptId?: GlassTypeId) => Promise<boolean>
  /** The ids of the list that are stored thicknesses. */
  readonly storedWidthIds: (ids: ReadonlyArray<number>) => Promise<ReadonlyArray<number>>
  /** Saves the type and its grid in one transaction; refused when the unique index finds the name taken since the check. */
  readonly create: (form: GlassTypeForm) => Promise<Result.Result<GlassTypeDetail, GlassTypeNameTaken>>
  /** Saves name, thicknesses, grid and flag in one transaction; the size limits of thicknesses no longer offered go with them. */
  readonly update: (
    id: GlassTypeId,
    form: GlassTypeForm,
  ) => Promise<Result.Result<GlassTypeDetail, GlassNotFound | GlassTypeNameTaken>>
  readonly toggle: (id: GlassTypeId, active: boolean) => Promise<GlassTypeDetail | undefined>
}

/** A name as two staff members would compare it. */
export const comparableName = (name: string): string => toAsciiDigits(normalizePersian(name)).trim().toLowerCase()

type Db = Kysely<Schema> | Transaction<Schema>

const widthsOf = async (db: Db, typeIds: ReadonlyArray<number>) =>
  typeIds.length === 0
    ? []
    : (
        await db
          .selectFrom("glass_type_prices")
          .innerJoin("glass_widths", "glass_widths.id", "glass_type_prices.glass_width_id")
          .select(["glass_type_prices.glass_type_id", "glass_widths.id", "glass_widths.size"])
          .distinct()
          .where("glass_type_prices.glass_type_id", "in", typeIds)
          .orderBy("glass_widths.size")
          .orderBy("glass_widths.id")
          .execute()
      ).map((row) => ({ glass_type_id: row.glass_type_id, id: row.id, size: Number(row.size) }))

const pricesOf = async (db: Db, typeIds: ReadonlyArray<number>) =>
  typeIds.length === 0
    ? []
    : (
        await db
          .selectFrom("glass_type_prices")
          .select(["glass_type_id", "glass_width_id", "material", "price"])
          .where("glass_type_id", "in", typeIds)
          .orderBy("material")
          .execute()
      ).map((row) => ({
        glass_type_id: row.glass_type_id,
        width_id: row.glass_width_id,
        material: row.material as GlassMaterial,
        price: Number(row.price),
      }))

type TypeRow = { readonly id: number; readonly name: string; readonly may_rotate: number; readonly is_active: number }

const summariesOf = async (db: Db, rows: ReadonlyArray<TypeRow>): Promise<Array<GlassTypeSummary>> => {
  const widths = await widthsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: GlassTypeId(row.id),
    name: row.name,
    width_ids: widths.filter((width) => width.glass_type_id === row.id).map(({ id, size }) => ({ id, size })),
    may_rotate: Number(row.may_rotate) === 1,
    is_active: Number(row.is_active) === 1,
  }))
}

const detailsOf = async (db: Db, rows: ReadonlyArray<TypeRow>): Promise<Array<GlassTypeDetail>> => {
  const summaries = await summariesOf(db, rows)
  const prices = await pricesOf(
    db,
    rows.map((row) => row.id),
  )
  return summaries.map((summary) => ({
    ...summary,
    // The grid in the order of the thicknesses, materials 1-3 within each.
    prices: summary.width_ids.flatMap((width) =>
      prices
        .filter((cell) => cell.glass_type_id === summary.id && cell.width_id === width.id)
        .map(({ width_id, material, price }) => ({ width_id, material, price })),
    ),
  }))
}

const writeGrid = async (trx: Transaction<Schema>, id: number, prices: ReadonlyArray<GlassTypePrice>) => {
  await trx.deleteFrom("glass_type_prices").where("glass_type_id", "=", id).execute()
  if (prices.length > 0)
    await trx
      .insertInto("glass_type_prices")
      .values(
        prices.map((cell) => ({ glass_type_id: id, glass_width_id: cell.width_id, material: cell.material, price: cell.price })),
      )
      .execute()
}

/** Glass types kept in the database, oldest first (the lookup's order) unless the list asks for another. */
export const glassTypesIn = ({ db, dialect }: Pick<Database, "db" | "dialect">): GlassTypes => {
  // Glass types are a short list (tens of rows), so filters run here, where Persian and ASCII digits compare alike; the order is the database's.
  const matching = async ({ search, active, sort }: GlassTypeFilters): Promise<Array<TypeRow>> => {
    const query = db
      .selectFrom("glass_types")
      .select(["id", "name", "may_rotate", "is_active"])
      .$if(active !== undefined, (q) => q.where("is_active", "=", active ? 1 : 0))
    const rows = await (
      sort === undefined ? query.orderBy("id") : orderedBy(query, [persianOrder(dialect, sql.ref("name"))], "id", sort)
    ).execute()
    const wanted = search === undefined ? undefined : comparableName(search)
    return wanted === undefined ? rows : rows.filter((row) => comparableName(row.name).includes(wanted))
  }
  const read = async (trx: Db, id: number) => {
    const row = await trx
      .selectFrom("glass_types")
      .select(["id", "name", "may_rotate", "is_active"])
      .where("id", "=", id)
      .executeTakeFirst()
    return row && (await detailsOf(trx, [row]))[0]
  }
  return {
    page: async ({ perPage, offset }, filters) => {
      const rows = await matching(filters)
      return { rows: await summariesOf(db, rows.slice(offset, offset + perPage)), total: rows.length }
    },
    all: async (filters) => detailsOf(db, await matching(filters)),
    one: (id) => read(db, id),
    nameTaken: async (name, exceptId) => {
      const wanted = comparableName(name)
      const rows = await db.selectFrom("glass_types").select(["id", "name"]).execute()
      return rows.some((row) => row.id !== exceptId && comparableName(row.name) === wanted)
    },
    storedWidthIds: async (ids) =>
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom("glass_widths")
              .select("id")
              .where("id", "in", [...ids])
              .execute()
          ).map((row) => row.id),
    create: (form) =>
      unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            const { id } = await trx
              .insertInto("glass_types")
              .values({ name: form.name, may_rotate: form.may_rotate ? 1 : 0, is_active: form.is_active ? 1 : 0 })
              .returning("id")
              .executeTakeFirstOrThrow()
            await writeGrid(trx, id, form.prices)
            const saved = await read(trx, id)
            if (!saved) throw new Error(`glass type ${id} vanished inside its own transaction`)
            return saved
          }),
        () => new GlassTypeNameTaken(),
      ),
    update: async (id, form) => {
      const saved = await unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            const updated = await trx
              .updateTable("glass_types")
              .set({ name: form.name, may_rotate: form.may_rotate ? 1 : 0, is_active: form.is_active ? 1 : 0 })
              .where("id", "=", id)
              .returning("id")
              .executeTakeFirst()
            if (!updated) return undefined
            await writeGrid(trx, id, form.prices)
            await trx
              .deleteFrom("glass_size_limits")
              .where("glass_type_id", "=", id)
              .$if(form.width_ids.length > 0, (query) => query.where("width_id", "not in", [...form.width_ids]))
              .execute()
            return read(trx, id)
          }),
        () => new GlassTypeNameTaken(),
      )
      return Result.flatMap(saved, (type): Result.Result<GlassTypeDetail, GlassNotFound | GlassTypeNameTaken> =>
        type ? Result.succeed(type) : Result.fail(new GlassNotFound()),
      )
    },
    toggle: async (id, active) => {
      const updated = await db
        .updateTable("glass_types")
        .set({ is_active: active ? 1 : 0 })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
      return updated && read(db, id)
    },
  }
}
