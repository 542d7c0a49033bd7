import { afterAll, describe, expect, it } from "vitest"
import { passwordsAt } from "../auth/passwords.ts"
import { dropTestSchemas, emptyDatabase, testDialects } from "../testing/database.ts"
import { startOfTests } from "../testing/harness.ts"
import { seedDemo } from "./seed.ts"

afterAll(dropTestSchemas)

const cheap = passwordsAt({ memoryCost: 64, timeCost: 1, parallelism: 1 })

describe.each(testDialects)("demo data on %s", (dialect) => {
  it("is seeded into an empty database once, with the kept laminate total matching the rows", async () => {
    const database = await emptyDatabase(dialect)
    expect(await seedDemo(database, cheap, startOfTests)).toBe(true)
    expect(await seedDemo(database, cheap, startOfTests)).toBe(false)
    const { db } = database
    const count = async (table: "users" | "laminate_colors" | "notifications") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count("users")).toBe(7)
    const kept = await db.selectFrom("counters").select("value").where("name", "=", "laminate_colors").executeTakeFirstOrThrow()
    expect(Number(kept.value)).toBe(await count("laminate_colors"))
    expect(await count("notifications")).toBe(35)
    const accounts = await db.selectFrom("users").select(["personnel_code", "mobile", "role", "stations"]).orderBy("id").execute()
    expect(accounts).toEqual([
      { personnel_code: "1000100001", mobile: "09120000001", role: "super-admin", stations: "" },
      { personnel_code: "1000200002", mobile: "09120000002", role: "sales-manager", stations: "" },
      { personnel_code: "1000300003", mobile: "09120000003", role: "sales-expert", stations: "" },
      { personnel_code: "1000400004", mobile: "09120000004", role: "financial-manager", stations: "" },
      { personnel_code: "1000500005", mobile: "09120000005", role: "production-manager", stations: "" },
      { personnel_code: "1000600006", mobile: "09120000006", role: "operator", stations: "cutting,edging" },
      {
        personnel_code: "1000700007",
        mobile: "09120000007",
        role: "operator",
        stations: "tempering,laminating,assembling,quality,racking,dispatch",
      },
    ])
    await database.close()
  })
})
