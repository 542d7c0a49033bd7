import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** The tables whose `search_text` the lists search, each given a trigram index. */
export const searchedTables = ["customers", "invoices"] as const

/** The SQLite FTS5 table indexing a table's search text, keyed by the row's id. */
export const searchIndexOf = (table: (typeof searchedTables)[number]) => `${table}_search` as const

/** The PostgreSQL GIN trigram index on a table's search text. */
export const trigramIndexOf = (table: (typeof searchedTables)[number]) => `${table}_search_trgm` as const

/** An advisory lock key of this migration's own, so databases in sibling schemas never race to create the one extension. */
const extensionLock = 1_504_215

/** SQLite: an FTS5 trigram table per searched table, filled now and kept in step by triggers in the writing transaction. */
const sqliteIndex = async (db: Kysely<unknown>, table: (typeof searchedTables)[number]) => {
  const index = sql.table(searchIndexOf(table))
  const source = sql.table(table)
  // Its own copy of the text rather than external content: nothing can leave the index reading a row that changed under it.
  await sql`create virtual table ${index} using fts5(search_text, tokenize = 'trigram case_sensitive 0')`.execute(db)
  await sql`insert into ${index} (rowid, search_text) select id, search_text from ${source}`.execute(db)
  await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${source} begin
    insert into ${index} (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db)
  // Writes that leave the text alone (a state, a flag) skip the index.
  await sql`create trigger ${sql.raw(`${table}_search_update`)} after update of id, search_text on ${source}
    when old.id is not new.id or old.search_text is not new.search_text begin
    delete from ${index} where rowid = old.id;
    insert into ${index} (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db)
  await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${source} begin
    delete from ${index} where rowid = old.id;
  end`.execute(db)
}

/** PostgreSQL: pg_trgm's GIN index, which the planner uses for the lists' `like '%…%'` as it stands. */
const postgresIndexes = async (db: Kysely<unknown>) => {
  await sql`select pg_advisory_xact_lock(${extensionLock})`.execute(db)
  // In public, never in the connection's schema: an extension is one per database, and dropping its schema would take every schema's indexes with it.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  const found = await sql<{
    schema: string
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  )
  // Qualified, since the connection's search_path may not hold the extension's schema (an installed one may live elsewhere).
  const opclass = sql`${sql.id(found.rows[0]?.schema ?? "public")}.gin_trgm_ops`
  for (const table of searchedTables)
    await sql`create index ${sql.id(trigramIndexOf(table))} on ${sql.table(table)} using gin (search_text ${opclass})`.execute(db)
}

/** Indexes the customers' and invoices' search texts by trigrams, so a list search looks rows up instead of reading every one. */
export const searchIndex = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") return postgresIndexes(db)
    for (const table of searchedTables) await sqliteIndex(db, table)
  },
})
