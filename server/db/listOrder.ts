import { sql, type Expression, type OrderByExpression, type RawBuilder, type SelectQueryBuilder } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import { persianOrderReplacements } from "../../domain/text/persianOrder.ts"
import type { Dialect } from "./Database.ts"

/** Byte order on both databases: SQLite's binary collation, PostgreSQL's "C" (whatever the database's own collation is). */
const byteOrder = (dialect: Dialect) => sql.raw(dialect === "postgres" ? `collate "C"` : "collate binary")

/**
 * A text column as the lists order it: Persian dictionary order (`persianOrderKey`, computed in SQL by nested
 * replace), Latin letters without case, an empty value first, compared byte by byte, so both databases agree.
 */
export const persianOrder = (dialect: Dialect, text: Expression<string | null>): RawBuilder<string> => {
  // lower() under "C" changes ASCII letters only on PostgreSQL, as SQLite's lower() does without ICU.
  const lowered =
    dialect === "postgres" ? sql<string>`lower(coalesce(${text}, '') collate "C")` : sql<string>`lower(coalesce(${text}, ''))`
  const key = persianOrderReplacements.reduce((inner, [from, to]) => sql<string>`replace(${inner}, ${from}, ${to})`, lowered)
  return sql<string>`${key} ${byteOrder(dialect)}`
}

/** A code column (personnel or national code, mobile) as the lists order it: shorter first, so digit codes run in number order. */
export const codeOrder = (dialect: Dialect, code: Expression<string | null>): ReadonlyArray<RawBuilder<unknown>> => [
  sql<number>`length(coalesce(${code}, ''))`,
  sql<string>`coalesce(${code}, '') ${byteOrder(dialect)}`,
]

/** Orders a query by the sort's columns and then by `id`, all one way, so a reversed sort is exactly the reversed list. */
export const orderedBy = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: ReadonlyArray<OrderByExpression<DB, TB, O>>,
  id: OrderByExpression<DB, TB, O>,
  sort: Pick<ListSort<string>, "descending">,
): SelectQueryBuilder<DB, TB, O> => {
  let ordered = query
  for (const column of [...columns, id]) ordered = ordered.orderBy(column, sort.descending ? "desc" : "asc")
  return ordered
}
