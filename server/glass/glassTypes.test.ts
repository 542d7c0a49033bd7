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

type GlassTypeRow = {
  id: number
  name: string
  width_ids: Array<{ id: number; size: number }>
  may_rotate: boolean
  is_active: boolean
}
type Detail = { data: GlassTypeRow & { prices: Array<{ width_id: number; material: number; price: number }> } }

/** The glass tables the glass type endpoints write, to prove a refused request wrote nothing. */
const glassSnapshot = async (db: Kysely<Schema>) => ({
  types: await db.selectFrom("glass_types").selectAll().orderBy("id").execute(),
  prices: await db
    .selectFrom("glass_type_prices")
    .selectAll()
    .orderBy("glass_type_id")
    .orderBy("glass_width_id")
    .orderBy("material")
    .execute(),
  limits: await db.selectFrom("glass_size_limits").selectAll().orderBy("id").execute(),
})

// Seeded thicknesses: ids 1-6 are 4, 5, 6, 8, 10 and 12 mm; 12 glass types, the ninth (مشجر) inactive.
const grid = (ids: ReadonlyArray<number>, base = 1_000_000) =>
  Object.fromEntries(ids.map((id) => [id, { 1: base + id, 2: base * 2 + id, 3: base + 500_000 + id }]))

describe.each(testDialects)("glass types on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "sales-manager")

  const list = (query = "") => listOf<GlassTypeRow>(signedIn.t, `/api/Admin/glass_type${query}`, signedIn.token)
  const create = (json: unknown) => signedIn.t.request("POST", "/api/Admin/glass_type", { token: signedIn.token, json })

  it("keeps the lookup shape at per_page 1000: every type, oldest first, its thicknesses thinnest first", async () => {
    const all = await list("?per_page=1000")
    expect(all.meta).toEqual({ total: 12, page: 1, per_page: 1000 })
    expect(all.data[0]).toEqual({
      id: 1,
      name: "فلوت شفاف",
      width_ids: [4, 5, 6, 8, 10, 12].map((size, index) => ({ id: index + 1, size })),
      may_rotate: true,
      is_active: true,
    })
    expect(all.data.map((row) => Object.keys(row).sort())).toEqual(
      all.data.map(() => ["id", "is_active", "may_rotate", "name", "width_ids"]),
    )
    expect(all.data.filter((row) => !row.is_active).map((row) => row.name)).toEqual(["مشجر"])
  })

  it("searches the name (Persian or ASCII digits, Arabic ي/ك) and filters on the flag, paging what matches", async () => {
    expect((await list("?search=آینه")).data.map((row) => row.name)).toEqual(["آینه نقره‌ای", "آینه برنز"])
    expect((await list(`?search=${encodeURIComponent("رفلكس")}`)).meta.total).toBe(2)
    expect((await list("?search=low-e")).data.map((row) => row.name)).toEqual(["لو-ای (Low-E)"])
    expect((await list("?is_active=0")).data.map((row) => row.name)).toEqual(["مشجر"])
    expect((await list("?is_active=1")).meta.total).toBe(11)
    expect((await list("?search=%25")).meta.total).toBe(0)
    expect((await create({ name: "سکوریت ۱۰", width_ids: [5], prices: grid([5]), is_active: true })).status).toBe(201)
    expect((await list("?search=10")).data.map((row) => row.name)).toEqual(["سکوریت ۱۰"])
    const second = await list("?is_active=1&per_page=5&page=2")
    expect(second.meta).toEqual({ total: 12, page: 2, per_page: 5 })
    expect(second.data.map((row) => row.id)).toEqual([6, 7, 8, 10, 11])
  })

  it("creates a type with its grid (Persian digits, separators) in one answer, and reads it back", async () => {
    const created = await create({
      name: " سکوريت طلایی ",
      width_ids: ["۳", 1],
      prices: { 1: { 1: "۱,۲۰۰,۰۰۰", 2: 2_000_000, 3: 0 }, 3: grid([3])[3], 9: { 1: -1 } },
    })
    expect(created.status).toBe(201)
    const { data } = created.body as Detail
    expect(data).toEqual({
      id: 13,
      name: "سکوریت طلایی",
      width_ids: [
        { id: 1, size: 4 },
        { id: 3, size: 6 },
      ],
      prices: [
        { width_id: 1, material: 1, price: 1_200_000 },
        { width_id: 1, material: 2, price: 2_000_000 },
        { width_id: 1, material: 3, price: 0 },
        { width_id: 3, material: 1, price: 1_000_003 },
        { width_id: 3, material: 2, price: 2_000_003 },
        { width_id: 3, material: 3, price: 1_500_003 },
      ],
      may_rotate: true,
      is_active: true,
    })
    expect((await signedIn.t.request("GET", "/api/Admin/glass_type/13", { token: signedIn.token })).body).toEqual(created.body)
    expect((await list("?per_page=1000")).data.at(-1)).toEqual({
      id: 13,
      name: "سکوریت طلایی",
      width_ids: data.width_ids,
      may_rotate: true,
      is_active: true,
    })
  })

  it("refuses a missing or negative cell, no thickness, an unknown thickness and a name in use, writing nothing", async () => {
    const before = await glassSnapshot(signedIn.t.db)
    const cases: ReadonlyArray<[unknown, Record<string, Array<string>>]> = [
      [
        { name: "الف", width_ids: [1, 2], prices: { 1: { 1: 10, 2: 20, 3: 30 }, 2: { 1: 10, 3: -5 } } },
        { "prices.2.2": ["وارد کردن قیمت اجباری است"], "prices.2.3": ["قیمت منفی نمیتواند باشد"] },
      ],
      [
        { name: "", width_ids: [], prices: {} },
        { name: ["وارد کردن نام اجباری است"], width_ids: ["حداقل یک ضخامت انتخاب کنید"] },
      ],
      [{ name: "الف", width_ids: [1, 999], prices: grid([1, 999]) }, { "width_ids.1": ["ضخامت نامعتبر است"] }],
      [{ name: "فلوت شفاف", width_ids: [1], prices: grid([1]) }, { name: ["این نوع شیشه قبلاً ثبت شده است"] }],
      [[1, 2], { name: ["وارد کردن نام اجباری است"], width_ids: ["حداقل یک ضخامت انتخاب کنید"] }],
    ]
    for (const [json, errors] of cases) {
      const answer = await create(json)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
    }
    // A name differing only in letter case is the same name.
    expect(
      ((await create({ name: "لو-ای (low-e)", width_ids: [1], prices: grid([1]) })).body as { errors: object }).errors,
    ).toEqual({ name: ["این نوع شیشه قبلاً ثبت شده است"] })
    expect(
      (
        await signedIn.t.request("POST", "/api/Admin/glass_type", {
          token: signedIn.token,
          body: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(422)
    expect(await glassSnapshot(signedIn.t.db)).toEqual(before)
  })

  it("edits name, thicknesses and grid in one PATCH, dropping the size limits of a thickness no longer offered", async () => {
    const limitsOfOne = async () =>
      await signedIn.t.db
        .selectFrom("glass_size_limits")
        .select(["width_id", "material"])
        .where("glass_type_id", "=", 1)
        .orderBy("position")
        .execute()
    expect(await limitsOfOne()).toEqual([
      { width_id: 1, material: 2 },
      { width_id: 2, material: 2 },
      { width_id: 3, material: 2 },
      { width_id: 4, material: 2 },
      { width_id: 1, material: 1 },
    ])
    const edited = await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", {
      token: signedIn.token,
      json: { name: "فلوت شفاف ایرانی", width_ids: [3, 1], prices: grid([1, 3], 7), is_active: true },
    })
    expect(edited.status).toBe(200)
    const { data } = edited.body as Detail
    expect(data.name).toBe("فلوت شفاف ایرانی")
    expect(data.width_ids.map((width) => width.size)).toEqual([4, 6])
    expect(data.prices).toHaveLength(6)
    expect(data.prices[0]).toEqual({ width_id: 1, material: 1, price: 8 })
    expect(await limitsOfOne()).toEqual([
      { width_id: 1, material: 2 },
      { width_id: 3, material: 2 },
      { width_id: 1, material: 1 },
    ])
    // Patterned glass whose pattern runs one way may not turn: the flag is saved, read back and kept by a toggle.
    const patterned = await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", {
      token: signedIn.token,
      json: { name: "فلوت شفاف ایرانی", width_ids: [1], prices: grid([1]), may_rotate: false, is_active: true },
    })
    expect((patterned.body as Detail).data.may_rotate).toBe(false)
    expect(
      (await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", { token: signedIn.token, json: { is_active: true } })).body,
    ).toMatchObject({ data: { may_rotate: false } })
    expect((await list("?per_page=1")).data[0]?.may_rotate).toBe(false)
    const unreadable = await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", {
      token: signedIn.token,
      json: { name: "فلوت شفاف ایرانی", width_ids: [1], prices: grid([1]), may_rotate: "شاید" },
    })
    expect(unreadable.body).toEqual({
      message: "قابل چرخش بودن نامعتبر است",
      errors: { may_rotate: ["قابل چرخش بودن نامعتبر است"] },
    })
    // Its own name is no clash with itself.
    expect(
      (
        await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", {
          token: signedIn.token,
          json: { name: "فلوت شفاف ایرانی", width_ids: [1], prices: grid([1]), is_active: false },
        })
      ).status,
    ).toBe(200)
  })

  it("refuses a bad edit (a missing cell, another type's name) with 422 and writes nothing", async () => {
    const before = await glassSnapshot(signedIn.t.db)
    const missing = await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", {
      token: signedIn.token,
      json: { name: "تازه", width_ids: [1, 2], prices: { 1: { 1: 1, 2: 2, 3: 3 } }, is_active: true },
    })
    expect(missing.status).toBe(422)
    expect((missing.body as { errors: object }).errors).toEqual({
      "prices.2.1": ["وارد کردن قیمت اجباری است"],
      "prices.2.2": ["وارد کردن قیمت اجباری است"],
      "prices.2.3": ["وارد کردن قیمت اجباری است"],
    })
    const taken = await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", {
      token: signedIn.token,
      json: { name: "برنز", width_ids: [1], prices: grid([1]), is_active: true },
    })
    expect(taken.body).toEqual({ message: "این نوع شیشه قبلاً ثبت شده است", errors: { name: ["این نوع شیشه قبلاً ثبت شده است"] } })
    expect(
      (await signedIn.t.request("PATCH", "/api/Admin/glass_type/1", { token: signedIn.token, json: { is_active: "maybe" } }))
        .body,
    ).toEqual({ message: "وضعیت نامعتبر است", errors: { is_active: ["وضعیت نامعتبر است"] } })
    expect(await glassSnapshot(signedIn.t.db)).toEqual(before)
  })

  it("toggles with a body of is_active only, keeping name and grid", async () => {
    const before = (await signedIn.t.request("GET", "/api/Admin/glass_type/2", { token: signedIn.token })).body as Detail
    const toggled = await signedIn.t.request("PATCH", "/api/Admin/glass_type/2", {
      token: signedIn.token,
      json: { is_active: false },
    })
    expect(toggled.body).toEqual({ data: { ...before.data, is_active: false } })
    expect((await list("?is_active=0")).data.map((row) => row.id)).toEqual([2, 9])
  })

  it("writes nothing when the save fails half way (a thickness gone between the check and the write)", async () => {
    const before = await glassSnapshot(signedIn.t.db)
    // The type's insert succeeds and the grid's fails on its foreign key, so the transaction must take the type back.
    // The app's use cases are swapped for ones over a store that finds every thickness, the one gone included.
    const glass = signedIn.t.deps.useCases.glass
    const original = { ...glass }
    const lying = { ...glassTypesIn(signedIn.t.database), storedWidthIds: async (ids: ReadonlyArray<number>) => ids }
    Object.assign(glass, glassUseCases(lying, sizeLimitsIn(signedIn.t.database)))
    const answer = await create({ name: "نیمه‌کاره", width_ids: [1, 999], prices: grid([1, 999]), is_active: true })
    Object.assign(glass, original)
    expect(answer.status).toBe(500)
    expect(signedIn.t.faults).toHaveLength(1)
    expect(await glassSnapshot(signedIn.t.db)).toEqual(before)
  })

  it("exports the filtered list as CSV: BOM, Persian headers, one row per type and thickness", async () => {
    const lines = csvLines(
      await signedIn.t.request("GET", `/api/Admin/glass_type/export?search=${encodeURIComponent("آینه")}`, {
        token: signedIn.token,
      }),
    )
    expect(lines[0]).toBe("نام,ضخامت (میلی‌متر),قیمت خام (ریال),قیمت سکوریت (ریال),قیمت نیمه سکوریت (ریال),قابل چرخش,وضعیت")
    expect(lines).toHaveLength(8)
    expect(lines.at(-1)).toBe("")
    expect(lines[1]).toMatch(/^آینه نقره‌ای,4,\d+,\d+,\d+,بله,فعال$/)
    expect(
      new TextDecoder()
        .decode((await signedIn.t.request("GET", "/api/Admin/glass_type/export?is_active=0", { token: signedIn.token })).bytes)
        .trim()
        .split("\r\n")
        .slice(1),
    ).toEqual([expect.stringMatching(/^مشجر,4,/), expect.stringMatching(/^مشجر,5,.*,غیرفعال$/)])
  })

  it("answers 404 for an unknown type and for ids that are no whole numbers", async () => {
    for (const id of ["999", "abc", "1e99", "0", "-1", "1.5"]) {
      expect((await signedIn.t.request("GET", `/api/Admin/glass_type/${id}`, { token: signedIn.token })).status).toBe(404)
      expect(
        (await signedIn.t.request("PATCH", `/api/Admin/glass_type/${id}`, { token: signedIn.token, json: { is_active: true } }))
          .status,
      ).toBe(404)
      expect(
        (
          await signedIn.t.request("PATCH", `/api/Admin/glass_type/${id}`, {
            token: signedIn.token,
            json: { name: "x", width_ids: [1], prices: grid([1]) },
          })
        ).status,
      ).toBe(404)
    }
  })
})
