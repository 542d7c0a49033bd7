import { Kysely, PostgresDialect, type Compilable } from "kysely"
import pg from "pg"
import type { Database, PreparedQuery } from "./Database.ts"
import type { Schema } from "./schema.ts"

const int8 = 20
const numeric = 1700

/** bigint columns hold rials and epoch milliseconds, all within Number's exact range. */
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === int8 || oid === numeric ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format),
}

/** Opens a PostgreSQL database; `schema` puts every table in that schema (tests use a fresh one per file). */
export const openPostgres = (connectionString: string, schema?: string): Database => {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: types as pg.CustomTypesConfig,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) })
  const prepare = <Row>(query: Compilable<Row>): PreparedQuery<Row> => {
    const compiled = query.compile()
    return async (parameters) => (await db.executeQuery<Row>({ ...compiled, parameters })).rows
  }
  return { db, dialect: "postgres", prepare, version: () => undefined, close: () => db.destroy() }
}
