import { sql, type Kysely } from "kysely"
import type { Dialect } from "../Database.ts"

/** A kept row a source row adds to: its key's SQL expressions over `new` or `old`, and when it applies (SQL, or none). */
interface KeptRow {
  readonly key: Readonly<Record<string, string>>
  readonly when?: string
}

/** Figures kept by triggers: each write to `source` adds its rows' `values` (negated for the old row) in the connection's slot. */
export interface KeptByTriggers {
  readonly name: string
  readonly source: string
  readonly target: string
  readonly watched: ReadonlyArray<string>
  readonly rows: (row: "new" | "old") => ReadonlyArray<KeptRow>
  readonly values: (row: "new" | "old") => Readonly<Record<string, string>>
}

const adding = (kept: KeptByTriggers, row: "new" | "old", sign: 1 | -1, slot: string) =>
  kept.rows(row).map(({ key, when }) => {
    const values = kept.values(row)
    const columns = [...Object.keys(key), "slot", ...Object.keys(values)]
    const expressions = [
      ...Object.values(key),
      slot,
      ...Object.values(values).map((value) => (sign === 1 ? value : `-(${value})`)),
    ]
    const conflict = [...Object.keys(key), "slot"].join(", ")
    const sums = Object.keys(values).map((column) => `${column} = ${kept.target}.${column} + excluded.${column}`)
    // SQLite reads `on conflict` after a select as a join's constraint unless the select has a where.
    return `insert into ${kept.target} (${columns.join(", ")}) select ${expressions.join(", ")} where ${when ?? "true"} on conflict (${conflict}) do update set ${sums.join(", ")};`
  })

/** Creates the triggers that keep `kept`: on insert, delete and an update that changes a watched column. */
export const createKeptTriggers = async (db: Kysely<unknown>, dialect: Dialect, kept: KeptByTriggers) => {
  const changed = kept.watched.map((column) => `old.${column} is distinct from new.${column}`).join(" or ")
  const watched = kept.watched.join(", ")
  if (dialect === "sqlite") {
    const trigger = (suffix: string, on: string, body: ReadonlyArray<string>, when = "true") =>
      sql
        .raw(`create trigger ${kept.name}_${suffix} after ${on} for each row when ${when} begin ${body.join(" ")} end`)
        .execute(db)
    await trigger("insert", `insert on ${kept.source}`, adding(kept, "new", 1, "0"))
    await trigger("delete", `delete on ${kept.source}`, adding(kept, "old", -1, "0"))
    await trigger(
      "update",
      `update of ${watched} on ${kept.source}`,
      [...adding(kept, "old", -1, "0"), ...adding(kept, "new", 1, "0")],
      `(${changed})`,
    )
    return
  }
  await sql
    .raw(
      `create function ${kept.name}() returns trigger language plpgsql as $$ begin
        if tg_op <> 'INSERT' then ${adding(kept, "old", -1, "kept_slot()").join(" ")} end if;
        if tg_op <> 'DELETE' then ${adding(kept, "new", 1, "kept_slot()").join(" ")} end if;
        return null;
      end $$`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger ${kept.name}_write after insert or delete on ${kept.source} for each row execute function ${kept.name}()`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger ${kept.name}_update after update of ${watched} on ${kept.source} for each row when (${changed}) execute function ${kept.name}()`,
    )
    .execute(db)
}
