import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import { snapshot } from "../testing/snapshot.ts"
import { laminateColorsIn } from "./laminateStore.ts"

afterAll(dropTestSchemas)

type Colour = { id: number; key: number; name: string; price: number; is_active: boolean }

describe.each(testDialects)("laminate colours on %s", (dialect) => {
  let t: TestServer
  let token: string
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("sales-manager")
  })
  afterEach(() => t.close())

  const list = (query: string) => listOf<Colour>(t, `/api/Admin/glass_laminate_color${query}`, token)

  it("lists newest first with row numbers across pages, the total, and page and per_page honoured", async () => {
    const first = await list("?page=1&per_page=3")
    expect(first.meta).toEqual({ total: 10, page: 1, per_page: 3 })
    expect(first.data.map((row) => row.key)).toEqual([1, 2, 3])
    const second = await list("?page=2&per_page=3")
    expect(second.data.map((row) => row.key)).toEqual([4, 5, 6])
    expect(second.data[0]?.id).toBeLessThan(first.data[2]?.id ?? 0)
    expect((await list("?per_page=1000")).data).toHaveLength(10)
    expect((await list("?page=99")).data).toEqual([])
  })

  it("reads garbage page parameters as page 1 of 15", async () => {
    for (const query of ["?page=abc&per_page=-4", "?page=1e99&per_page=1e99", "?page=0&per_page=0", "?page=99999999999999999999"])
      expect((await list(query)).meta).toEqual({ total: 10, page: 1, per_page: 15 })
    expect((await list("?per_page=5000")).meta.per_page).toBe(1000)
  })

  it("creates with 201 (Persian digits and separators accepted), counts it, and reads it back", async () => {
    const created = await t.request("POST", "/api/Admin/glass_laminate_color", {
      token,
      json: { name: " فیروزه‌اي ", price: "۵,۹۰۰,۰۰۰" },
    })
    expect(created.status).toBe(201)
    const { data } = created.body as { data: { id: number } }
    expect(created.body).toEqual({ data: { id: data.id, name: "فیروزه‌ای", price: 5_900_000, is_active: true } })
    expect((await list("")).meta.total).toBe(11)
    expect(await laminateColorsIn(t.database).count()).toBe(11)
    expect((await t.request("GET", `/api/Admin/glass_laminate_color/${data.id}`, { token })).body).toEqual(created.body)
  })

  it("accepts a price of 0", async () => {
    expect(
      (await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: { name: "نمونه", price: 0 } })).status,
    ).toBe(201)
  })

  it("refuses bad input with 422 and the specification's messages, writing nothing", async () => {
    const before = await snapshot(t.db)
    const cases: ReadonlyArray<[unknown, Record<string, Array<string>>]> = [
      [{}, { name: ["وارد کردن نام اجباری است"], price: ["وارد کردن قیمت اجباری است"] }],
      [{ name: "آبی", price: -5 }, { price: ["قیمت منفی نمیتواند باشد"] }],
      [{ name: "آبی", price: "abc" }, { price: ["وارد کردن قیمت اجباری است"] }],
      [{ name: "  ", price: 100 }, { name: ["وارد کردن نام اجباری است"] }],
      [[1, 2], { name: ["وارد کردن نام اجباری است"], price: ["وارد کردن قیمت اجباری است"] }],
    ]
    for (const [json, errors] of cases) {
      const answer = await t.request("POST", "/api/Admin/glass_laminate_color", { token, json })
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
    }
    expect(
      (await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: { name: "آبی", price: 1e300 } })).status,
    ).toBe(422)
    expect(
      (
        await t.request("POST", "/api/Admin/glass_laminate_color", {
          token,
          body: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await t.request("POST", "/api/Admin/glass_laminate_color", {
          token,
          body: "name=x&price=1",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("edits name and price with PATCH, and toggles is_active with a body of is_active only", async () => {
    const edited = await t.request("PATCH", "/api/Admin/glass_laminate_color/1", {
      token,
      json: { name: "شفاف ممتاز", price: 4_700_000 },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({ data: { id: 1, name: "شفاف ممتاز", price: 4_700_000, is_active: true } })
    const toggled = await t.request("PATCH", "/api/Admin/glass_laminate_color/1", { token, json: { is_active: false } })
    expect(toggled.body).toEqual({ data: { id: 1, name: "شفاف ممتاز", price: 4_700_000, is_active: false } })
    expect(
      (
        (await t.request("PATCH", "/api/Admin/glass_laminate_color/1", { token, json: { is_active: 1 } })).body as {
          data: { is_active: boolean }
        }
      ).data.is_active,
    ).toBe(true)
  })

  it("refuses a bad PATCH with 422, writing nothing", async () => {
    const before = await snapshot(t.db)
    const toggle = await t.request("PATCH", "/api/Admin/glass_laminate_color/1", { token, json: { is_active: "maybe" } })
    expect(toggle.status).toBe(422)
    expect(toggle.body).toEqual({ message: "وضعیت نامعتبر است", errors: { is_active: ["وضعیت نامعتبر است"] } })
    expect(
      (await t.request("PATCH", "/api/Admin/glass_laminate_color/1", { token, json: { name: "", price: -1 } })).body,
    ).toEqual({
      message: "وارد کردن نام اجباری است",
      errors: { name: ["وارد کردن نام اجباری است"], price: ["قیمت منفی نمیتواند باشد"] },
    })
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("searches the name (ی/ي, ک/ك, any digits, any Latin case) and filters on the active flag, the total counting what is shown", async () => {
    await t.request("POST", "/api/Admin/glass_laminate_color", { token, json: { name: "Sky آبی ۲", price: 100 } })
    const named = (query: string) =>
      list(query).then((page) => ({ names: page.data.map((row) => row.name), total: page.meta.total }))
    expect(await named("?search=آبی")).toEqual({ names: ["Sky آبی ۲", "آبی"], total: 2 })
    expect(await named("?search=SKY")).toEqual({ names: ["Sky آبی ۲"], total: 1 })
    expect(await named("?search=آبی 2")).toEqual({ names: ["Sky آبی ۲"], total: 1 })
    expect(await named("?search=مشكي")).toEqual({ names: ["مشکی"], total: 1 })
    expect(await named("?is_active=0")).toEqual({ names: ["زرد"], total: 1 })
    expect((await named("?is_active=1")).total).toBe(10)
    expect((await named("?is_active=1&search=زرد")).total).toBe(0)
    expect(await named("?search=%25")).toEqual({ names: [], total: 0 })
  })

  it("exports the filtered list in its order as CSV for Excel", async () => {
    const lines = csvLines(
      await t.request("GET", "/api/Admin/glass_laminate_color/export?is_active=1&sort=-price&search=ی", { token }),
      "laminate-colors.csv",
    )
    expect(lines).toEqual([
      "ردیف,نام رنگ,قیمت (ریال),وضعیت",
      "1,مشکی,6200000,فعال",
      "2,آبی,5800000,فعال",
      "3,طوسی,5600000,فعال",
      "4,دودی,5500000,فعال",
      "5,شیری (مات),5200000,فعال",
      "",
    ])
    expect(csvLines(await t.request("GET", "/api/Admin/glass_laminate_color/export", { token })).length).toBe(12)
  })

  it("answers 404 for an unknown id and for ids that are no whole numbers", async () => {
    for (const id of ["999", "abc", "1e99", "0", "-1", "1.5", "99999999999999999999"]) {
      expect((await t.request("GET", `/api/Admin/glass_laminate_color/${id}`, { token })).status).toBe(404)
      expect(
        (await t.request("PATCH", `/api/Admin/glass_laminate_color/${id}`, { token, json: { is_active: true } })).status,
      ).toBe(404)
    }
  })
})

describe("a body over the limit", () => {
  it("answers 413 with a Persian message, writing nothing", async () => {
    const t = await testServer("sqlite")
    const token = await t.signIn("super-admin")
    const answer = await t.request("POST", "/api/Admin/glass_laminate_color", {
      token,
      json: { name: "x".repeat(2 * 1024 * 1024), price: 1 },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: "حجم درخواست بیش از حد مجاز است" })
    expect(await laminateColorsIn(t.database).count()).toBe(10)
    await t.close()
  })
})
