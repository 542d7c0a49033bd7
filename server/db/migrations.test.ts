import { sql } from "kysely"
import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, emptyDatabase, testDialects } from "../testing/database.ts"
import { searchTextOf } from "../customer/customerSearch.ts"
import { migrate } from "./migrations.ts"
import { fillSearchTexts } from "./migrations/0007_customer_search.ts"

afterAll(dropTestSchemas)

describe.each(testDialects)("migrations on %s", (dialect) => {
  it("run again as a no-op, leave the laminate counter at zero and the invoice serials starting after 1000", async () => {
    const database = await emptyDatabase(dialect)
    await migrate(database)
    expect(await database.db.selectFrom("counters").selectAll().orderBy("name").execute()).toEqual([
      { name: "invoice_serial", value: 1000 },
      { name: "laminate_colors", value: 0 },
    ])
    await database.close()
  })

  it("enforce foreign keys: a block needs its title, and deleting a title deletes its blocks", async () => {
    const database = await emptyDatabase(dialect)
    const { db } = database
    const block = (titleId: number) => ({
      title_id: titleId,
      position: 0,
      content: "متن",
      link: null,
      file_name: null,
      is_active: 1,
      is_pinned: 0,
      show_from: "1403/12/20",
      show_until: null,
    })
    await expect(db.insertInto("announcements").values(block(999)).execute()).rejects.toThrow()
    const { id } = await db
      .insertInto("announcement_titles")
      .values({ title: "عنوان", is_active: 1, created_at: "", updated_at: "" })
      .returning("id")
      .executeTakeFirstOrThrow()
    await db.insertInto("announcements").values(block(id)).execute()
    await db.deleteFrom("announcement_titles").where("id", "=", id).execute()
    expect(await db.selectFrom("announcements").selectAll().execute()).toEqual([])
    await database.close()
  })

  it("give customers saved before the search column their search text", async () => {
    const database = await emptyDatabase(dialect)
    const stored = {
      name: "محمد",
      last_name: "جعفری ۲۴",
      national_code: "0061234567",
      national_id: null,
      mobile: "09121234567",
      representative_mobile: null,
      phone: "02144556677",
    }
    // Written as before migration 0007, with the column's default.
    await database.db
      .insertInto("customers")
      .values({
        ...stored,
        kind: "individual",
        sales_expert_id: null,
        is_active: 1,
        created_at: "",
        updated_at: "",
        credit_limit: 0,
        search_text: "",
      })
      .execute()
    expect(await database.db.selectFrom("customers").select("search_text").execute()).toEqual([{ search_text: "" }])
    await fillSearchTexts(database.db)
    expect(await database.db.selectFrom("customers").select("search_text").execute()).toEqual([
      { search_text: searchTextOf(stored) },
    ])
    expect(searchTextOf(stored)).toBe("محمد جعفری 24\n0061234567\n09121234567\n02144556677")
    await database.close()
  })

  it("store rials beyond 32 bits exactly", async () => {
    const database = await emptyDatabase(dialect)
    await database.db
      .insertInto("laminate_colors")
      .values({ name: "گران", price: 999_999_999_999_999, is_active: 1, created_at: "", updated_at: "" })
      .execute()
    const row = await database.db.selectFrom("laminate_colors").select("price").executeTakeFirstOrThrow()
    expect(Number(row.price)).toBe(999_999_999_999_999)
    expect((await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows).toHaveLength(1)
    await database.close()
  })
})
