import { Result } from "effect"
import { sql } from "kysely"
import { GlassTypeId, SizeLimitId } from "../../domain/identifiers/Ids.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { GlassSizeLimitForm, StoredSizeLimit } from "../../domain/glass/GlassSizeLimitForm.ts"
import type { GlassMaterial } from "../../domain/glass/GlassTypeForm.ts"
import type { Database } from "../db/Database.ts"
import { orderedBy } from "../db/listOrder.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { unlessDuplicate } from "../db/unlessDuplicate.ts"
import { GlassNotFound, SizeLimitTaken } from "./GlassRefusal.ts"

/** A size limit row as the list shows it: with its thickness's size in mm. */
export interface SizeLimitRecord {
  readonly id: SizeLimitId
  readonly glass_type_id: GlassTypeId
  readonly width_id: number
  readonly size: number
  readonly material: GlassMaterial
  readonly min_width: number
  readonly max_width: number
  readonly min_height: number
  readonly max_height: number
}

/** How a size limit list may be ordered; without one, rows come in the order they were added. */
export type SizeLimitSort = ListSort<SortKeyOf<"sizeLimits">> | undefined

/** The SQL of size limits: the rows of one glass type, in the order they were added unless a sort is asked for. */
export interface SizeLimits {
  readonly page: (glassTypeId: GlassTypeId, request: PageRequest, sort?: SizeLimitSort) => Promise<Page<SizeLimitRecord>>
  readonly all: (glassTypeId: GlassTypeId, sort?: SizeLimitSort) => Promise<ReadonlyArray<SizeLimitRecord>>
  readonly one: (glassTypeId: GlassTypeId, id: SizeLimitId) => Promise<SizeLimitRecord | undefined>
  /** The type's rows as the duplicate check reads them. */
  readonly stored: (glassTypeId: GlassTypeId) => Promise<ReadonlyArray<StoredSizeLimit>>
  /** Adds a row last in its type's list; refused when the unique index finds its thickness and material taken since the check. */
  readonly create: (glassTypeId: GlassTypeId, form: GlassSizeLimitForm) => Promise<Result.Result<SizeLimitRecord, SizeLimitTaken>>
  readonly update: (
    glassTypeId: GlassTypeId,
    id: SizeLimitId,
    form: GlassSizeLimitForm,
  ) => Promise<Result.Result<SizeLimitRecord, GlassNotFound | SizeLimitTaken>>
  /** Removes a row of the type; false when the type has no such row. */
  readonly remove: (glassTypeId: GlassTypeId, id: SizeLimitId) => Promise<boolean>
}

/** The columns of each order: a thickness's rows by material and a material's by thickness, so equal values still read in a useful order. */
const sortColumns = {
  size: ["glass_widths.size", "glass_size_limits.material"],
  material: ["glass_size_limits.material", "glass_widths.size"],
  min_width: ["glass_size_limits.min_width"],
  max_width: ["glass_size_limits.max_width"],
  min_height: ["glass_size_limits.min_height"],
  max_height: ["glass_size_limits.max_height"],
} as const

/** Size limits kept in the database. */
export const sizeLimitsIn = ({ db }: Pick<Database, "db">): SizeLimits => {
  const rows = (glassTypeId: GlassTypeId) =>
    db
      .selectFrom("glass_size_limits")
      .innerJoin("glass_widths", "glass_widths.id", "glass_size_limits.width_id")
      .select([
        "glass_size_limits.id",
        "glass_size_limits.glass_type_id",
        "glass_size_limits.width_id",
        "glass_widths.size",
        "glass_size_limits.material",
        "glass_size_limits.min_width",
        "glass_size_limits.max_width",
        "glass_size_limits.min_height",
        "glass_size_limits.max_height",
      ])
      .where("glass_size_limits.glass_type_id", "=", glassTypeId)
  const ordered = (glassTypeId: GlassTypeId, sort: SizeLimitSort) =>
    sort === undefined
      ? rows(glassTypeId).orderBy("glass_size_limits.position").orderBy("glass_size_limits.id")
      : orderedBy(rows(glassTypeId), sortColumns[sort.key], "glass_size_limits.id", sort)
  const toRecord = (row: Awaited<ReturnType<ReturnType<typeof rows>["execute"]>>[number]): SizeLimitRecord => ({
    ...row,
    id: SizeLimitId(row.id),
    glass_type_id: GlassTypeId(row.glass_type_id),
    size: Number(row.size),
    material: row.material as GlassMaterial,
  })
  const one = async (glassTypeId: GlassTypeId, id: SizeLimitId) => {
    const row = await rows(glassTypeId).where("glass_size_limits.id", "=", id).executeTakeFirst()
    return row && toRecord(row)
  }
  const values = (form: GlassSizeLimitForm) => ({
    width_id: form.width_id,
    material: form.material,
    min_width: form.min_width,
    max_width: form.max_width,
    min_height: form.min_height,
    max_height: form.max_height,
  })
  return {
    page: async (glassTypeId, { perPage, offset }, sort) => {
      const page = await ordered(glassTypeId, sort).limit(perPage).offset(offset).execute()
      const { n } = await db
        .selectFrom("glass_size_limits")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("glass_type_id", "=", glassTypeId)
        .executeTakeFirstOrThrow()
      return { rows: page.map(toRecord), total: Number(n) }
    },
    all: async (glassTypeId, sort) => (await ordered(glassTypeId, sort).execute()).map(toRecord),
    one,
    stored: (glassTypeId) =>
      db
        .selectFrom("glass_size_limits")
        .select(["id", "width_id", "material"])
        .where("glass_type_id", "=", glassTypeId)
        .execute(),
    create: (glassTypeId, form) =>
      unlessDuplicate(
        () =>
          db.transaction().execute(async (trx) => {
            const { id } = await trx
              .insertInto("glass_size_limits")
              .values((eb) => ({
                ...values(form),
                glass_type_id: glassTypeId,
                // The new row goes last in its type's list.
                position: eb
                  .selectFrom("glass_size_limits")
                  .select(sql<number>`coalesce(max(position), 0) + 1`.as("next"))
                  .where("glass_type_id", "=", glassTypeId),
              }))
              .returning("id")
              .executeTakeFirstOrThrow()
            const row = await trx
              .selectFrom("glass_size_limits")
              .innerJoin("glass_widths", "glass_widths.id", "glass_size_limits.width_id")
              .select("glass_widths.size")
              .where("glass_size_limits.id", "=", id)
              .executeTakeFirstOrThrow()
            return { id: SizeLimitId(id), glass_type_id: glassTypeId, ...values(form), size: Number(row.size) }
          }),
        () => new SizeLimitTaken(),
      ),
    update: async (glassTypeId, id, form) => {
      const updated = await unlessDuplicate(
        () =>
          db
            .updateTable("glass_size_limits")
            .set(values(form))
            .where("glass_type_id", "=", glassTypeId)
            .where("id", "=", id)
            .returning("id")
            .executeTakeFirst(),
        () => new SizeLimitTaken(),
      )
      if (Result.isFailure(updated)) return Result.fail(updated.failure)
      const row = updated.success && (await one(glassTypeId, id))
      return row ? Result.succeed(row) : Result.fail(new GlassNotFound())
    },
    remove: async (glassTypeId, id) =>
      (await db
        .deleteFrom("glass_size_limits")
        .where("glass_type_id", "=", glassTypeId)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()) !== undefined,
  }
}
