import { sql } from "kysely"
import { LaminateColorId } from "../../domain/identifiers/Ids.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { Database } from "../db/Database.ts"
import { orderedBy, persianOrder } from "../db/listOrder.ts"
import { readCache } from "../db/readCache.ts"
import { textContains } from "../db/textContains.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** A laminate colour as stored. */
export interface LaminateColorRecord {
  readonly id: LaminateColorId
  readonly name: string
  readonly price: number
  readonly is_active: boolean
}

/** A change to a colour: its name and price, or its active flag. */
export type LaminateColorChange = { readonly name: string; readonly price: number } | { readonly is_active: boolean }

/** What the list is narrowed by (the normalised search text in the name, the active flag) and its order, newest first without one. */
export interface LaminateColorFilter {
  readonly search?: string | undefined
  readonly active?: boolean | undefined
  readonly sort?: ListSort<SortKeyOf<"laminateColors">> | undefined
}

/** The SQL of laminate colours. */
export interface LaminateColors {
  readonly page: (request: PageRequest, filter?: LaminateColorFilter) => Promise<Page<LaminateColorRecord>>
  /** Every colour the filter keeps, in its order, up to `limit`, for the export. */
  readonly exported: (filter: LaminateColorFilter, limit: number) => Promise<ReadonlyArray<LaminateColorRecord>>
  readonly one: (id: LaminateColorId) => Promise<LaminateColorRecord | undefined>
  readonly create: (color: { name: string; price: number }, nowIso: string) => Promise<LaminateColorRecord>
  readonly update: (id: LaminateColorId, change: LaminateColorChange, nowIso: string) => Promise<LaminateColorRecord | undefined>
  /** Rows actually in the table (tests compare it with the kept total). */
  readonly count: () => Promise<number>
}

/** The total is kept in `counters`, written in the same transaction as each insert, so a page never pays for count(*). */
export const laminateCounter = "laminate_colors"

const columns = ["id", "name", "price", "is_active"] as const
const toRecord = (row: { id: number; name: string; price: number; is_active: number }): LaminateColorRecord => ({
  id: LaminateColorId(row.id),
  name: row.name,
  price: Number(row.price),
  is_active: row.is_active === 1,
})

/** Laminate colours kept in the database, newest first unless the list asks for another order. */
export const laminateColorsIn = ({ db, dialect, prepare, version }: Database): LaminateColors => {
  // The list is the busiest read (also every form's lookup): both of its queries are prepared once.
  const pageRows = prepare(db.selectFrom("laminate_colors").select(columns).orderBy("id", "desc").limit(0).offset(0))
  const kept = prepare(db.selectFrom("counters").select("value").where("name", "=", laminateCounter))
  // Pages are kept until the database changes: on SQLite a repeated page costs no query at all.
  const pages = readCache<Page<LaminateColorRecord>>(version)
  const matching = ({ search, active }: LaminateColorFilter) =>
    db
      .selectFrom("laminate_colors")
      .$if(active !== undefined, (q) => q.where("is_active", "=", active ? 1 : 0))
      .$if(search !== undefined, (q) => q.where(textContains("name", search ?? "")))
  const listed = (filter: LaminateColorFilter) => {
    const query = matching(filter).select(columns)
    const { sort } = filter
    if (sort === undefined) return query.orderBy("id", "desc")
    return orderedBy(query, [sort.key === "name" ? persianOrder(dialect, sql.ref("name")) : sql.ref("price")], "id", sort)
  }
  /** The plain list (also every form's lookup) runs on the prepared queries and the kept total; a filtered or sorted one is built and counted. */
  const readPage = async (perPage: number, offset: number, filter: LaminateColorFilter): Promise<Page<LaminateColorRecord>> => {
    if (filter.search === undefined && filter.active === undefined && filter.sort === undefined) {
      const rows = await pageRows([perPage, offset])
      const [counter] = await kept([laminateCounter])
      return { rows: rows.map(toRecord), total: Number(counter?.value ?? 0) }
    }
    const [rows, counted] = await Promise.all([
      listed(filter).limit(perPage).offset(offset).execute(),
      matching(filter)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ])
    return { rows: rows.map(toRecord), total: Number(counted.n) }
  }
  return {
    page: ({ perPage, offset }, filter = {}) =>
      pages(JSON.stringify([perPage, offset, filter.search, filter.active, filter.sort]), () =>
        readPage(perPage, offset, filter),
      ),
    exported: async (filter, limit) => (await listed(filter).limit(limit).execute()).map(toRecord),
    one: async (id) => {
      const row = await db.selectFrom("laminate_colors").select(columns).where("id", "=", id).executeTakeFirst()
      return row && toRecord(row)
    },
    create: (color, nowIso) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("laminate_colors")
          .values({ name: color.name, price: color.price, is_active: 1, created_at: nowIso, updated_at: nowIso })
          .returning(columns)
          .executeTakeFirstOrThrow()
        await trx
          .updateTable("counters")
          .set({ value: sql`value + 1` })
          .where("name", "=", laminateCounter)
          .execute()
        return toRecord(row)
      }),
    update: async (id, change, nowIso) => {
      const values = "is_active" in change ? { is_active: change.is_active ? 1 : 0 } : { name: change.name, price: change.price }
      const row = await db
        .updateTable("laminate_colors")
        .set({ ...values, updated_at: nowIso })
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst()
      return row && toRecord(row)
    },
    count: async () =>
      Number(
        (
          await db
            .selectFrom("laminate_colors")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  }
}
