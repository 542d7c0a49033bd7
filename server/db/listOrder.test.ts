import fc from "fast-check"
import { sql } from "kysely"
import { afterAll, describe, expect, it } from "vitest"
import { comparePersian, persianAlphabet } from "../../domain/text/persianOrder.ts"
import { dropTestSchemas, emptyDatabase, testDialects } from "../testing/database.ts"
import { persianOrder } from "./listOrder.ts"

afterAll(dropTestSchemas)

/** Letters and marks names are written with: the alphabet, Arabic ي ك, ZWNJ, space, Latin of both cases, both kinds of digit. */
const characters = [...persianAlphabet, "ي", "ك", "\u200C", " ", "a", "B", "z", "Q", "1", "9", "۱", "۹", "-", "("]
const name = fc.string({ unit: fc.constantFrom(...characters), maxLength: 6 })

describe.each(testDialects)("the Persian order in SQL on %s", (dialect) => {
  it("orders any names as the domain's comparison does, whatever the column's own collation", async () => {
    const database = await emptyDatabase(dialect)
    const { db } = database
    // A collation that would order otherwise: case-insensitive on SQLite, ICU's English on PostgreSQL.
    const collation = sql.raw(dialect === "postgres" ? `collate "en-x-icu"` : "collate nocase")
    await sql`create table if not exists sort_probe (id integer primary key, name text ${collation})`.execute(db)
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 12 }), async (names) => {
        await sql`delete from sort_probe`.execute(db)
        for (const [id, text] of names.entries())
          await sql`insert into sort_probe (id, name) values (${id + 1}, ${text})`.execute(db)
        const { rows } = await sql<{
          id: number
        }>`select id from sort_probe order by ${persianOrder(dialect, sql.ref("name"))}, id`.execute(db)
        const expected = names
          .map((text, index) => ({ text, id: index + 1 }))
          .sort((a, b) => comparePersian(a.text, b.text) || a.id - b.id)
        expect(rows.map((row) => Number(row.id))).toEqual(expected.map((row) => row.id))
      }),
      { numRuns: 40 },
    )
    await sql`drop table sort_probe`.execute(db)
    await database.close()
  }, 60_000)
})
