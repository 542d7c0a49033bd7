import { sql, type Expression, type RawBuilder } from "kysely"
import type { Dialect } from "./Database.ts"
import { searchIndexOf, type searchedTables } from "./migrations/0015_search_index.ts"
import { containsPattern } from "../http/listQuery.ts"

/** A table whose `search_text` has a trigram index (migration 0015). */
export type SearchedTable = (typeof searchedTables)[number]

/** The fewest characters a trigram index can look up; a shorter search reads every row. */
export const trigramLength = 3

/** A search as the stored search texts hold it: lower case, and `\n`, which only joins two fields, read as a space. */
const storedFormOf = (search: string): string => search.toLowerCase().replace(/\n/g, " ")

/** Whether a search is long enough for the trigram indexes to look it up. */
export const isIndexable = (search: string): boolean => [...storedFormOf(search)].length >= trigramLength

/** The LIKE pattern of a search text (already read by `searchText`), matching the stored texts' lower case; `\n` cannot join two fields. */
export const searchPatternOf = (search: string): string => containsPattern(storedFormOf(search))

/** An FTS5 phrase finding the text anywhere on a trigram index: inside double quotes every character is literal but `"`, doubled. */
const phraseOf = (text: string) => `"${text.replace(/"/g, '""')}"`

/**
 * Characters FTS5's case folding maps no other character to (ASCII but its letters, the Arabic block, the zero-width
 * joiners): checked over every code point by `textSearchFold.test.ts`, so a phrase of them finds exactly the LIKE's rows.
 */
const foldsAlone = /^[\u0020-\u0040\u005b-\u0060\u007b-\u007e\u0600-\u06ff\u200c\u200d]*$/

/** Whether SQLite's FTS5 phrase alone answers a search exactly, with no LIKE on each found row. */
export const phraseIsExact = (search: string): boolean => foldsAlone.test(storedFormOf(search))

/** The condition that a stored search text holds a search, tried on the row itself: what a walk passing each row asks. */
export const searchTextLike = (text: Expression<string | null>, search: string): RawBuilder<boolean> =>
  sql<boolean>`${text} like ${searchPatternOf(search)} escape '\\'`

/**
 * The condition that `table.search_text` holds a search (already read by `searchText`), with `%`, `_` and `\` taken literally.
 * PostgreSQL's planner answers the LIKE from the GIN trigram index by itself. SQLite's FTS5 index cannot take LIKE's ESCAPE,
 * so a search of three characters or more is looked up as a MATCH phrase there; the LIKE on the row then keeps the answer
 * exactly today's when the search holds a letter the index folds more widely than LIKE does, and is left out otherwise,
 * sparing a read of every found row.
 */
export const searchTextMatches = (dialect: Dialect, table: SearchedTable, search: string): RawBuilder<boolean> => {
  const text = storedFormOf(search)
  const like = searchTextLike(sql.ref(`${table}.search_text`), search)
  if (dialect === "postgres" || !isIndexable(search)) return like
  const index = sql.table(searchIndexOf(table))
  const found = sql<boolean>`(${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${phraseOf(text)}))`
  return phraseIsExact(search) ? found : sql<boolean>`(${found} and ${like})`
}

/**
 * SQLite: a table's FTS5 index to read a search from, row by row (`from` it `where` it `matches`; its rowid is the row's id),
 * so that a `limit` stops the index early where `id in (select rowid …)` first gathers every id it holds. `exact` says
 * whether the phrase alone answers the search (`phraseIsExact`), or the row's LIKE must follow.
 */
export const searchIndexReader = (table: SearchedTable, search: string) => {
  const index = sql.table(searchIndexOf(table))
  return {
    index,
    matches: sql<boolean>`${index} match ${phraseOf(storedFormOf(search))}`,
    rowid: sql<number>`${index}.rowid`,
    exact: phraseIsExact(search),
  }
}

/**
 * The condition that `column` is one of the ids a subquery answers. PostgreSQL plans `in (subquery)` under an OR as a filter
 * tried on every row; `= any(array(subquery))` runs the subquery once, so the OR of two indexed conditions becomes a BitmapOr.
 */
export const oneOf = (
  dialect: Dialect,
  column: Expression<number>,
  ids: Expression<{ readonly id: number }>,
): RawBuilder<boolean> =>
  dialect === "postgres" ? sql<boolean>`${column} = any(array(${ids}))` : sql<boolean>`${column} in (${ids})`

/**
 * The condition that `column` is one of the ids a subquery answers, for a query testing each row (walking its order, or a
 * search too short for the indexes): PostgreSQL looks each up in a hash of the ids built once, where `oneOf`'s array is
 * searched end to end for every row (90,000 customers for «م»: a count 36 s → 0.6 s) and invites a BitmapOr of every match.
 */
export const inSubquery = (
  _dialect: Dialect,
  column: Expression<number>,
  ids: Expression<{ readonly id: number }>,
): RawBuilder<boolean> => sql<boolean>`${column} in (${ids})`
