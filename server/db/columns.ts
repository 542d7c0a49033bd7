import type { CreateTableBuilder } from "kysely"
import type { Dialect } from "./Database.ts"

/** An auto-numbered primary key, spelled as each database wants it. */
export const withId = <T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) =>
  dialect === "sqlite"
    ? table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    : table.addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity())
