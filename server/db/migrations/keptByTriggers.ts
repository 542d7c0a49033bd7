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
  /** The kept rows a source row adds to; `row` is `new` or `old` in the triggers, the source table when counting afresh. */
  readonly rows: (row: string) => ReadonlyArray<KeptRow>
  readonly values: (row: string) => Readonly<Record<string, string>>
}

/** Counts every source row afresh into the kept table, from the same rows and values the triggers add (in slot 0). */
export const countKeptAfresh = async (db: Kysely<unknown>, kept: KeptByTriggers) => {
  await sql.raw(`delete from ${kept.target}`).execute(db)
  for (const { key, when } of kept.rows(kept.source)) {
    const values = kept.values(kept.source)
    const columns = [...Object.keys(key), ...Object.keys(values)].join(", ")
    const sums = Object.values(values).map((value) => `sum(${value})`)
    const keys = Object.values(key)
    // PostgreSQL refuses a constant in `group by` (a scope such as `''`): only the keys read from the row group.
    const grouped = keys.filter((expression) => expression.includes(`${kept.source}.`))
    await sql
      .raw(
        `insert into ${kept.target} (${columns}) select ${keys.join(", ")}, ${sums.join(", ")} from ${kept.source} where ${when ?? "true"} group by ${grouped.join(", ")}`,
      )
      .execute(db)
  }
}

const adding = (kept: KeptByTriggers, row: string, sign: 1 | -1, slot: string) =>
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
