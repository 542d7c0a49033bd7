import { sql } from "kysely"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { containsPattern } from "../http/listQuery.ts"

/**
 * A text column holding the search text anywhere, Latin letters without case (PostgreSQL's like is case-sensitive).
 * The search arrives with ASCII digits while names keep the digits staff typed (mostly Persian), so either form matches.
 */
export const textContains = (column: string, search: string) => {
  const like = (text: string) => sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text.toLowerCase())} escape '\\'`
  const persian = toPersianDigits(search)
  return persian === search ? like(search) : sql<boolean>`(${like(search)} or ${like(persian)})`
}
