import { afterAll, describe, expect, it } from "vitest"
import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { signedInServerPerTest } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import { glassTypesIn } from "./glassTypeStore.ts"
import { glassUseCases } from "./glassUseCases.ts"
import { sizeLimitsIn } from "./sizeLimitStore.ts"

afterAll(dropTestSchemas)

type Limit = {
  id: number
  glass_type_id: number
  width_id: number
  size: number
  material: number
  material_label: string
  min_width: number
  max_width: number
  min_height: number
  max_height: number
}

const limits = (db: Kysely<Schema>) => db.selectFrom("glass_size_limits").selectAll().orderBy("id").execute()

// Seeded: glass type 1 (فلوت شفاف) offers thicknesses 1-6 (4-12 mm) and has five rows: 4, 5, 6, 8 mm tempered, then 4 mm raw.
// Glass type 12 (آینه برنز) offers 4, 5 and 6 mm and has none.
describe.each(testDialects)("glass size limits on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "sales-manager")

  const path = (typeId: number | string, rest = "") => `/api/Admin/glass_type/${typeId}/size_limit${rest}`
  const list = (typeId: number, query = "") => listOf<Limit & { key: number }>(signedIn.t, path(typeId, query), signedIn.token)
  const row = { width_id: 2, material: 3, min_width: 200, max_width: 2000, min_height: 300, max_height: 3000 }

  it("lists a type's rows in the order they were added, with size, material label and row numbers across pages", async () => {
    const all = await list(1)
    expect(all.meta).toEqual({ total: 5, page: 1, per_page: 15 })
    expect(all.data.map((limit) => [limit.key, limit.size, limit.material_label])).toEqual([
      [1, 4, "سکوریت"],
      [2, 5, "سکوریت"],
      [3, 6, "سکوریت"],
      [4, 8, "سکوریت"],
      [5, 4, "خام"],
    ])
    expect(all.data[0]).toEqual({
      id: 1,
      key: 1,
      glass_type_id: 1,
      width_id: 1,
      size: 4,
      material: 2,
      material_label: "سکوریت",
      min_width: 100,
      max_width: 1500,
      min_height: 250,
      max_height: 2440,
    })
    const second = await list(1, "?page=2&per_page=2")
    expect(second.data.map((limit) => [limit.key, limit.id])).toEqual([
      [3, 3],
      [4, 4],
    ])
    expect((await list(12)).data).toEqual([])
  })

  it("adds a row at the end of its type's list (201, Persian digits accepted), reads it and edits it", async () => {
    const created = await signedIn.t.request("POST", path(1), {
      token: signedIn.token,
      json: { ...row, width_id: "۲", min_width: "۲۰۰" },
    })
    expect(created.status).toBe(201)
    const { data } = created.body as { data: Limit }
    expect(data).toEqual({ id: data.id, glass_type_id: 1, size: 5, material_label: "نیمه سکوریت", ...row })
    expect((await list(1)).data.map((limit) => limit.id).at(-1)).toBe(data.id)
    expect((await signedIn.t.request("GET", path(1, `/${data.id}`), { token: signedIn.token })).body).toEqual(created.body)
    const edited = await signedIn.t.request("PATCH", path(1, `/${data.id}`), {
      token: signedIn.token,
      json: { ...row, width_id: 5, material: 2, max_height: 5000 },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({
      data: { ...data, width_id: 5, size: 10, material: 2, material_label: "سکوریت", max_height: 5000 },
    })
    // Saving a row unchanged is no clash with itself; the list keeps its place.
    expect(
      (
        await signedIn.t.request("PATCH", path(1, "/1"), {
          token: signedIn.token,
          json: { width_id: 1, material: 2, min_width: 100, max_width: 1600, min_height: 250, max_height: 2440 },
        })
      ).status,
    ).toBe(200)
    expect((await list(1)).data.map((limit) => limit.id)).toEqual([1, 2, 3, 4, 5, data.id])
  })

  it("refuses a maximum under its minimum, a duplicate thickness and material, a thickness the type does not offer, writing nothing", async () => {
    const before = await limits(signedIn.t.db)
    const cases: ReadonlyArray<[number, unknown, Record<string, Array<string>>]> = [
      [1, { ...row, max_width: 100 }, { max_width: ["حداکثر عرض نمی‌تواند کمتر از حداقل عرض باشد"] }],
      [1, { ...row, max_height: 299 }, { max_height: ["حداکثر ارتفاع نمی‌تواند کمتر از حداقل ارتفاع باشد"] }],
      [1, { ...row, width_id: 1, material: 2 }, { material: ["برای این ضخامت و جنس قبلاً محدودیت ثبت شده است"] }],
      [12, { ...row, width_id: 6 }, { width_id: ["این ضخامت برای این نوع شیشه تعریف نشده است"] }],
      [
        1,
        {},
        {
          width_id: ["ضخامت را انتخاب کنید"],
          material: ["جنس شیشه را انتخاب کنید"],
          min_width: ["وارد کردن حداقل عرض اجباری است"],
          max_width: ["وارد کردن حداکثر عرض اجباری است"],
          min_height: ["وارد کردن حداقل ارتفاع اجباری است"],
          max_height: ["وارد کردن حداکثر ارتفاع اجباری است"],
        },
      ],
    ]
    for (const [typeId, json, errors] of cases) {
      const answer = await signedIn.t.request("POST", path(typeId), { token: signedIn.token, json })
      expect(answer.status).toBe(422)
      expect((answer.body as { errors: object }).errors).toEqual(errors)
    }
    // Editing row 2 (5 mm tempered) into row 1's thickness and material clashes too.
    const clash = await signedIn.t.request("PATCH", path(1, "/2"), {
      token: signedIn.token,
      json: { width_id: 1, material: 2, min_width: 100, max_width: 1500, min_height: 250, max_height: 2440 },
    })
    expect(clash.body).toEqual({
      message: "برای این ضخامت و جنس قبلاً محدودیت ثبت شده است",
      errors: { material: ["برای این ضخامت و جنس قبلاً محدودیت ثبت شده است"] },
    })
    expect(
      (
        await signedIn.t.request("POST", path(1), {
          token: signedIn.token,
          body: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(422)
    expect(await limits(signedIn.t.db)).toEqual(before)
  })

  it("answers a racing duplicate that passed the check with 422, from the database's unique index", async () => {
    // The app's use cases are swapped for ones over a store whose duplicate check sees no stored row.
    const glass = signedIn.t.deps.useCases.glass
    const original = { ...glass }
    const blind = { ...sizeLimitsIn(signedIn.t.database), stored: async () => [] }
    Object.assign(glass, glassUseCases(glassTypesIn(signedIn.t.database), blind))
    const answer = await signedIn.t.request("POST", path(1), {
      token: signedIn.token,
      json: { ...row, width_id: 1, material: 2 },
    })
    Object.assign(glass, original)
    expect(answer.body).toEqual({
      message: "برای این ضخامت و جنس قبلاً محدودیت ثبت شده است",
      errors: { material: ["برای این ضخامت و جنس قبلاً محدودیت ثبت شده است"] },
    })
    expect(signedIn.t.faults).toEqual([])
  })

  it("answers 404 for an unknown type, a row of another type, and ids that are no whole numbers", async () => {
    for (const id of ["999", "abc", "1e99", "0"]) {
      expect((await signedIn.t.request("GET", path(id), { token: signedIn.token })).status).toBe(404)
      expect((await signedIn.t.request("POST", path(id), { token: signedIn.token, json: row })).status).toBe(404)
      expect((await signedIn.t.request("GET", path(id, "/export"), { token: signedIn.token })).status).toBe(404)
      expect((await signedIn.t.request("GET", path(1, `/${id}`), { token: signedIn.token })).status).toBe(404)
      expect((await signedIn.t.request("PATCH", path(1, `/${id}`), { token: signedIn.token, json: row })).status).toBe(404)
    }
    // Row 6 belongs to glass type 2.
    expect((await signedIn.t.request("GET", path(1, "/6"), { token: signedIn.token })).status).toBe(404)
    expect((await signedIn.t.request("PATCH", path(1, "/6"), { token: signedIn.token, json: row })).status).toBe(404)
    expect((await signedIn.t.request("GET", path(2, "/6"), { token: signedIn.token })).status).toBe(200)
  })

  it("removes a row (204): it is gone from the list, its reads and its check, and the others keep their order", async () => {
    const removed = await signedIn.t.request("DELETE", path(1, "/2"), { token: signedIn.token })
    expect(removed.status).toBe(204)
    expect(removed.bytes).toHaveLength(0)
    expect((await signedIn.t.request("GET", path(1, "/2"), { token: signedIn.token })).status).toBe(404)
    expect((await list(1)).data.map((limit) => [limit.key, limit.id])).toEqual([
      [1, 1],
      [2, 3],
      [3, 4],
      [4, 5],
    ])
    expect((await limits(signedIn.t.db)).map((limit) => limit.id)).not.toContain(2)
    // Row 2 limited 5 mm tempered; with it gone, any size of that thickness and material fits.
    expect(
      (
        await signedIn.t.request("POST", path(1, "/check"), {
          token: signedIn.token,
          json: { width_id: 2, material: 2, width: 6000, height: 6000 },
        })
      ).status,
    ).toBe(200)
    // The same thickness and material may be limited again.
    expect(
      (await signedIn.t.request("POST", path(1), { token: signedIn.token, json: { ...row, width_id: 2, material: 2 } })).status,
    ).toBe(201)
  })

  it("answers 404 to removing a row already removed, a row of another type, an unknown type, and ids that are no whole numbers, removing nothing", async () => {
    expect((await signedIn.t.request("DELETE", path(1, "/3"), { token: signedIn.token })).status).toBe(204)
    const before = await limits(signedIn.t.db)
    expect((await signedIn.t.request("DELETE", path(1, "/3"), { token: signedIn.token })).status).toBe(404)
    // Row 6 belongs to glass type 2.
    expect((await signedIn.t.request("DELETE", path(1, "/6"), { token: signedIn.token })).status).toBe(404)
    for (const id of ["999", "abc", "1e99", "0", "-1"]) {
      expect((await signedIn.t.request("DELETE", path(id, "/1"), { token: signedIn.token })).status).toBe(404)
      expect((await signedIn.t.request("DELETE", path(1, `/${id}`), { token: signedIn.token })).status).toBe(404)
    }
    expect(await limits(signedIn.t.db)).toEqual(before)
  })

  it("refuses a sales expert, who reads the limits but may not remove one (403), and a caller without a token (401), removing nothing", async () => {
    const before = await limits(signedIn.t.db)
    const expert = await signedIn.t.signIn("sales-expert")
    expect((await signedIn.t.request("GET", path(1, "/1"), { token: expert })).status).toBe(200)
    const refused = await signedIn.t.request("DELETE", path(1, "/1"), { token: expert })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: "شما به این بخش دسترسی ندارید" })
    expect(
      (await signedIn.t.request("DELETE", path(1, "/1"), { token: await signedIn.t.signIn("financial-manager") })).status,
    ).toBe(403)
    expect((await signedIn.t.request("DELETE", path(1, "/1"))).status).toBe(401)
    expect(await limits(signedIn.t.db)).toEqual(before)
  })

  it("exports a type's rows as CSV in list order: BOM, Persian headers and labels", async () => {
    const lines = csvLines(
      await signedIn.t.request("GET", path(1, "/export"), { token: signedIn.token }),
      "glass-size-limits-1.csv",
    )
    expect(lines.slice(0, 2)).toEqual([
      "ضخامت (میلی‌متر),جنس,حداقل عرض (میلی‌متر),حداکثر عرض (میلی‌متر),حداقل ارتفاع (میلی‌متر),حداکثر ارتفاع (میلی‌متر)",
      "4,سکوریت,100,1500,250,2440",
    ])
    expect(lines).toHaveLength(7)
    expect(lines.at(-1)).toBe("")
  })

  it("checks a piece against its row: both ends allowed, the limit in the message, no row no limit", async () => {
    const check = (json: unknown, typeId = 1) =>
      signedIn.t.request("POST", path(typeId, "/check"), { token: signedIn.token, json })
    expect((await check({ width_id: 1, material: 2, width: 100, height: 2440 })).body).toEqual({ data: { fits: true } })
    expect((await check({ width_id: 1, material: 2, width: 1501, height: 3000 })).body).toEqual({
      message: "عرض شیشه باید بین 100 و 1500 میلی‌متر باشد",
      errors: { width: ["عرض شیشه باید بین 100 و 1500 میلی‌متر باشد"] },
    })
    expect((await check({ width_id: 1, material: 2, width: "۱۰۰۰", height: 200 })).body).toEqual({
      message: "ارتفاع شیشه باید بین 250 و 2440 میلی‌متر باشد",
      errors: { height: ["ارتفاع شیشه باید بین 250 و 2440 میلی‌متر باشد"] },
    })
    expect((await check({ width_id: 6, material: 3, width: 6000, height: 6000 })).status).toBe(200)
    expect((await check({})).status).toBe(422)
    expect((await check({ width_id: 1, material: 2, width: 100, height: 300 }, 999)).status).toBe(404)
  })
})
