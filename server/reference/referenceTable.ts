import { Result } from "effect"
import type { ReferenceRowId } from "../../domain/identifiers/Ids.ts"
import type { SelectQueryBuilder } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { Schema } from "../db/schema.ts"
import { unlessDuplicate } from "../db/unlessDuplicate.ts"
import { maxExportRows } from "../http/csv.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { ReferenceNotFound, ReferenceTaken, type ReferenceList } from "./ReferenceRefusal.ts"

/** What a reference list is filtered by: the normalised search text, the active flag, or one id; and its order, the table's own without one. */
export interface ReferenceFilter<K extends string = string> {
  readonly search?: string | undefined
  readonly active?: boolean | undefined
  readonly id?: ReferenceRowId
  readonly sort?: ListSort<K> | undefined
}

/** One reference table (thicknesses, spacers, fares, descriptions): its lookup-shaped rows, filtered pages, and writes. */
export interface ReferenceTable<Row, Values, K extends string = string> {
  readonly page: (request: PageRequest, filter: ReferenceFilter<K>) => Promise<Page<Row>>
  /** Every row the filter keeps, in list order, up to the export cap. */
  readonly all: (filter: ReferenceFilter<K>) => Promise<ReadonlyArray<Row>>
  readonly one: (id: ReferenceRowId) => Promise<Row | undefined>
  /** Adds a row; refused when the unique index finds its size, title or name taken since the check. */
  readonly create: (values: Values) => Promise<Result.Result<Row, ReferenceTaken>>
  /** Edits the values (is_active only when given) or toggles; refused when no such row, or as `create` is. */
  readonly update: (
    id: ReferenceRowId,
    change: Partial<Values>,
  ) => Promise<Result.Result<Row, ReferenceNotFound | ReferenceTaken>>
}

/** How one table is read and written; the generic part adds paging, counting and the duplicate catch. */
export interface ReferenceSpec<T extends keyof Schema, Raw, Row, Values, K extends string> {
  /** The list the table holds, named by its duplicate refusal. */
  readonly list: ReferenceList
  /** The table's rows as the lookup answers them, filtered and in list order. */
  readonly select: (filter: ReferenceFilter<K>) => SelectQueryBuilder<Schema, T, Raw>
  readonly toRow: (raw: Raw) => Row
  readonly insert: (values: Values) => Promise<Raw>
  readonly update: (id: ReferenceRowId, change: Partial<Values>) => Promise<Raw | undefined>
}

/**
 * The size a search asks for: the number in the text ("۶", "6 mm"), or NaN when it holds none, which matches no row.
 * A size is found by equality: "1" finding 10, 12 and 16 would help nobody.
 */
export const searchedSize = (search: string): number => {
  const digits = /\d+(\.\d+)?/.exec(search)
  return digits ? Number(digits[0]) : Number.NaN
}

/** The flag as stored (0/1 on both databases). */
export const storedFlag = (flag: boolean): number => (flag ? 1 : 0)

/** A reference table over its spec. */
export const referenceTable = <T extends keyof Schema, Raw, Row, Values, K extends string>(
  spec: ReferenceSpec<T, Raw, Row, Values, K>,
): ReferenceTable<Row, Values, K> => {
  const count = async (filter: ReferenceFilter<K>) => {
    const row = await spec
      .select(filter)
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  return {
    page: async ({ perPage, offset }, filter) => {
      const [rows, total] = await Promise.all([spec.select(filter).limit(perPage).offset(offset).execute(), count(filter)])
      return { rows: rows.map(spec.toRow), total }
    },
    all: async (filter) => (await spec.select(filter).limit(maxExportRows).execute()).map(spec.toRow),
    one: async (id) => {
      const raw = await spec.select({ id }).executeTakeFirst()
      return raw === undefined ? undefined : spec.toRow(raw)
    },
    create: (values) =>
      unlessDuplicate(
        async () => spec.toRow(await spec.insert(values)),
        () => new ReferenceTaken({ list: spec.list }),
      ),
    update: async (id, change) => {
      const updated = await unlessDuplicate(
        () => spec.update(id, change),
        () => new ReferenceTaken({ list: spec.list }),
      )
      if (Result.isFailure(updated)) return Result.fail(updated.failure)
      return updated.success === undefined ? Result.fail(new ReferenceNotFound()) : Result.succeed(spec.toRow(updated.success))
    },
  }
}
