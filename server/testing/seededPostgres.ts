import { CompiledQuery, sql } from "kysely"
import type { Database } from "../db/Database.ts"

/** Writes the seeded state into an empty database; it must write the same rows every time. */
export type Seed = (database: Database) => Promise<unknown>

/** The statements that put a schema's seeded state back, and that clear away the rows the restores leave dead. */
export interface SeededRestore {
  readonly restore: string
  readonly tidy: string
}

/** How many restores may leave their dead rows before they are vacuumed: left to autovacuum, each restore grows slower. */
export const restoresBetweenTidies = 200

/**
 * Seeds the emptied `schema`, copies each of its tables into `<schema>_seed` and answers the one statement that puts them and
 * their sequences back. Replication role replica silences foreign keys and every trigger (kept counts, identity notifications)
 * while the rows are swapped, so the kept tables come back as copied rows; delete is far quicker than truncate on tables this small.
 */
export const seededRestore = async (database: Database, schema: string, seed: Seed): Promise<SeededRestore> => {
  await seed(database)
  const { db } = database
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'
      order by table_name`.execute(db)
  ).rows.map((row) => `"${row.name}"`)
  const template = `${schema}_seed`
  await db.executeQuery(
    CompiledQuery.raw(
      [
        `create schema ${template}`,
        ...tables.map((table) => `create table ${template}.${table} as table ${schema}.${table}`),
      ].join(";\n"),
    ),
  )
  const sequences = (
    await sql<{ name: string; start: number; last: number | null }>`select sequencename as name, start_value as start,
      last_value as last from pg_sequences where schemaname = ${schema} order by sequencename`.execute(db)
  ).rows.map((row) => `setval('${schema}."${row.name}"', ${row.last ?? row.start}, ${row.last !== null})`)
  const restore = [
    "set session_replication_role = replica",
    ...tables.map((table) => `delete from ${schema}.${table}`),
    ...tables.map((table) => `insert into ${schema}.${table} select * from ${template}.${table}`),
    ...(sequences.length > 0 ? [`select ${sequences.join(", ")}`] : []),
    "set session_replication_role = default",
  ].join(";\n")
  return { restore, tidy: `vacuum ${tables.map((table) => `${schema}.${table}`).join(", ")}` }
}
