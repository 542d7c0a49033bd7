import { sql } from "kysely"
import type { Database } from "../db/Database.ts"
import { readCache } from "./readCache.ts"
import type { Page, PageRequest } from "./paging.ts"

/** A laminate colour as stored. */
export interface LaminateColorRecord {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly is_active: boolean
}

/** A change to a colour: its name and price, or its active flag. */
export type LaminateColorChange = { readonly name: string; readonly price: number } | { readonly is_active: boolean }

/** The laminate colours port. */
export interface LaminateColors {
  readonly page: (request: PageRequest) => Promise<Page<LaminateColorRecord>>
  readonly one: (id: number) => Promise<LaminateColorRecord | undefined>
  readonly create: (color: { name: string; price: number }, nowIso: string) => Promise<LaminateColorRecord>
  readonly update: (id: number, change: LaminateColorChange, nowIso: string) => Promise<LaminateColorRecord | undefined>
  /** Rows actually in the table (tests compare it with the kept total). */
  readonly count: () => Promise<number>
}

/** The total is kept in `counters`, written in the same transaction as each insert, so a page never pays for count(*). */
export const laminateCounter = "laminate_colors"

const columns = ["id", "name", "price", "is_active"] as const
const toRecord = (row: { id: number; name: string; price: number; is_active: number }): LaminateColorRecord => ({
  id: row.id,
  name: row.name,
  price: Number(row.price),
  is_active: row.is_active === 1,
})

/** Laminate colours kept in the database, newest first. */
export const laminateColorsIn = ({ db, prepare, version }: Database): LaminateColors => {
  // The list is the busiest read (also every form's lookup): both of its queries are prepared once.
  const pageRows = prepare(db.selectFrom("laminate_colors").select(columns).orderBy("id", "desc").limit(0).offset(0))
  const kept = prepare(db.selectFrom("counters").select("value").where("name", "=", laminateCounter))
  // Pages are kept until the database changes: on SQLite a repeated page costs no query at all.
  const pages = readCache<Page<LaminateColorRecord>>(version)
  return {
    page: ({ perPage, offset }) =>
      pages(`${perPage}:${offset}`, async () => {
        const rows = await pageRows([perPage, offset])
        const [counter] = await kept([laminateCounter])
        return { rows: rows.map(toRecord), total: Number(counter?.value ?? 0) }
      }),
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
    count: async () => Number((await db.selectFrom("laminate_colors").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
  }
}
