import { Result } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { comparePersian } from "../../domain/text/persianOrder.ts"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { signedInServerPerTest } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type Sheet = Schemas["StockSheet"]
type Material = Schemas["ProductionMaterial"]

// The demo: 11 active glass types in 49 thicknesses, two of them (types 11 and 12, 6 thicknesses) mirrors; 6 thicknesses, ids 1-6 for 4-12 mm.
const body = { glass_type_id: 1, glass_width_id: 3, width: "۲۴۴۰", height: 1830, count: "۱۲", is_active: true }

describe.each(testDialects)("stock sheets on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "production-manager")
  const call = (method: string, path: string, json?: unknown) =>
    signedIn.t.request(method, `/api/Admin/production${path}`, { token: signedIn.token, ...(json === undefined ? {} : { json }) })
  const list = (query = "") => listOf<Sheet>(signedIn.t, `/api/Admin/production/stock_sheet${query}`, signedIn.token)

  it("lists every active material without prices, by Persian name then thickness, telling mirrors and rotation apart", async () => {
    const answer = await call("GET", "/materials")
    expect(answer.status).toBe(200)
    const materials = (answer.body as { data: Array<Material> }).data
    expect(materials).toHaveLength(49)
    expect(materials[0]).toEqual({
      glass_type_id: 12,
      glass_type_name: "آینه برنز",
      glass_width_id: 1,
      thickness: 4,
      may_rotate: true,
      is_mirror: true,
    })
    expect(
      materials.every(
        (row, index) => index === 0 || comparePersian(materials[index - 1]?.glass_type_name ?? "", row.glass_type_name) <= 0,
      ),
    ).toBe(true)
    expect(new Set(materials.filter((row) => row.is_mirror).map((row) => row.glass_type_name))).toEqual(
      new Set(["آینه برنز", "آینه نقره‌ای"]),
    )
    expect(materials.some((row) => row.glass_type_name === "مشجر")).toBe(false)
    expect(JSON.stringify(answer.body)).not.toMatch(/price/)
    // A glass type that may not turn says so to production.
    await signedIn.t.db.updateTable("glass_types").set({ may_rotate: 0 }).where("id", "=", 1).execute()
    const clear = ((await call("GET", "/materials")).body as { data: Array<Material> }).data.filter(
      (row) => row.glass_type_id === 1,
    )
    expect(clear.map((row) => [row.thickness, row.may_rotate])).toEqual([4, 5, 6, 8, 10, 12].map((size) => [size, false]))
  })

  it("lists the demo sheets: both sizes of every material, a mirror's half size only, filtered, searched, sorted and paged", async () => {
    expect((await list()).meta.total).toBe(92)
    const mirror = await list("?glass_type_id=۱۱")
    expect(mirror.data.map((row) => [row.glass_type_name, row.thickness, row.width, row.height, row.count])).toEqual(
      [4, 5, 6].map((size) => ["آینه نقره‌ای", size, 3210, 2250, 40]),
    )
    const clear = await list("?glass_type_id=1&glass_width_id=3")
    expect(clear.data.map((row) => [row.width, row.height, row.count, row.is_active])).toEqual([
      [6000, 3210, null, true],
      [3210, 2250, 40, true],
    ])
    expect((await list(`?search=${encodeURIComponent("آینه")}`)).meta.total).toBe(6)
    expect((await list(`?search=${encodeURIComponent("رفلكس")}`)).meta.total).toBe(16)
    expect((await list("?search=LOW-E")).meta.total).toBe(8)
    expect((await list("?is_active=0")).meta.total).toBe(0)
    const byCount = await list("?sort=count&per_page=50")
    expect(byCount.data.slice(0, 49).every((row) => row.count === 40)).toBe(true)
    expect(byCount.data[49]?.count).toBeNull()
    expect((await list("?sort=-count&per_page=1")).data[0]?.count).toBeNull()
    // Only the two float glasses come in 12 mm; descending runs every column of the order the other way.
    const byThickness = await list("?sort=-thickness&per_page=5")
    expect(byThickness.data.map((row) => [row.thickness, row.glass_type_name])).toEqual([
      [12, "فلوت شفاف"],
      [12, "فلوت شفاف"],
      [12, "فلوت سوپرکلیر"],
      [12, "فلوت سوپرکلیر"],
      [10, "مات اسیدی"],
    ])
    const second = await list("?per_page=10&page=10")
    expect(second.meta).toEqual({ total: 92, page: 10, per_page: 10 })
    expect(second.data).toHaveLength(2)
    expect((await call("GET", "/stock_sheet?sort=price")).body).toEqual({
      message: "ترتیب نامعتبر است",
      errors: { sort: ["ترتیب نامعتبر است"] },
    })
  })

  it("exports the filtered list as CSV with Persian headers and digits, a blank count written as such", async () => {
    const lines = csvLines(await call("GET", "/stock_sheet/export?glass_type_id=1&glass_width_id=1"), "stock-sheets.csv")
    expect(lines).toEqual([
      "ردیف,نوع شیشه,ضخامت (میلی‌متر),عرض (میلی‌متر),ارتفاع (میلی‌متر),تعداد در انبار,وضعیت",
      "۱,فلوت شفاف,۴,۶۰۰۰,۳۲۱۰,به هر تعداد,فعال",
      "۲,فلوت شفاف,۴,۳۲۱۰,۲۲۵۰,۴۰,فعال",
      "",
    ])
  })

  it("adds a sheet size from Persian digits, reads it back, edits its count and removes it", async () => {
    const created = await call("POST", "/stock_sheet", body)
    expect(created.status).toBe(201)
    const sheet = (created.body as { data: Sheet }).data
    expect(sheet).toMatchObject({
      glass_type_id: 1,
      glass_type_name: "فلوت شفاف",
      glass_width_id: 3,
      thickness: 6,
      width: 2440,
      height: 1830,
      count: 12,
      is_active: true,
    })
    expect((await call("GET", `/stock_sheet/${sheet.id}`)).body).toEqual(created.body)
    signedIn.t.clock.advance(60_000)
    const edited = await call("PUT", `/stock_sheet/${sheet.id}`, { ...body, count: "", is_active: false })
    expect(edited.status).toBe(200)
    expect((edited.body as { data: Sheet }).data).toMatchObject({
      count: null,
      is_active: false,
      updated_at: new Date(signedIn.t.clock.now()).toISOString(),
    })
    expect((await list("?is_active=0")).data.map((row) => row.id)).toEqual([sheet.id])
    expect((await call("DELETE", `/stock_sheet/${sheet.id}`)).status).toBe(204)
    for (const method of ["GET", "DELETE"]) expect((await call(method, `/stock_sheet/${sheet.id}`)).status).toBe(404)
    expect((await call("PUT", `/stock_sheet/${sheet.id}`, body)).status).toBe(404)
  })

  it("refuses a bad body, a duplicate, an inactive glass type and a thickness not offered, in Persian under the field, writing nothing", async () => {
    const before = await snapshot(signedIn.t.db)
    const cases: ReadonlyArray<[unknown, Record<string, Array<string>>]> = [
      [
        {},
        {
          glass_type_id: ["نوع شیشه را انتخاب کنید"],
          glass_width_id: ["ضخامت را انتخاب کنید"],
          width: ["وارد کردن عرض اجباری است"],
          height: ["وارد کردن ارتفاع اجباری است"],
        },
      ],
      [
        { ...body, width: 50, count: -3 },
        { width: ["عرض باید بین 100 و 10000 میلی‌متر باشد"], count: ["تعداد باید بین 0 و 100000 باشد"] },
      ],
      [{ ...body, width: 6000, height: "۳۲۱۰" }, { width: ["ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است"] }],
      [{ ...body, glass_type_id: 9, glass_width_id: 1 }, { glass_type_id: ["این نوع شیشه فعال نیست"] }],
      [{ ...body, glass_type_id: 999 }, { glass_type_id: ["این نوع شیشه فعال نیست"] }],
      [{ ...body, glass_type_id: 3, glass_width_id: 5 }, { glass_width_id: ["این ضخامت برای این نوع شیشه تعریف نشده است"] }],
    ]
    for (const [json, errors] of cases) {
      const answer = await call("POST", "/stock_sheet", json)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
    }
    // An edit onto another sheet's size is the same duplicate; the sheet's own size is no clash with itself.
    expect(
      (await call("PUT", "/stock_sheet/1", { ...((await call("GET", "/stock_sheet/2")).body as { data: Sheet }).data })).status,
    ).toBe(422)
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    const own = ((await call("GET", "/stock_sheet/1")).body as { data: Sheet }).data
    expect((await call("PUT", "/stock_sheet/1", { ...own, count: 7 })).status).toBe(200)
  })

  it("answers a duplicate saved by a racing request as the duplicate's 422, never a 500", async () => {
    const answers = await Promise.all([call("POST", "/stock_sheet", body), call("POST", "/stock_sheet", body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(answers.find((answer) => answer.status === 422)?.body).toEqual({
      message: "ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است",
      errors: { width: ["ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است"] },
    })
    expect(signedIn.t.faults).toEqual([])
  })

  it("adds several sheets at once by the same rules (the demo seed's way), all or none", async () => {
    const stock = signedIn.t.deps.useCases.stock
    const before = await snapshot(signedIn.t.db)
    const refusedBy = async (bodies: ReadonlyArray<unknown>) => {
      const outcome = await stock.createSheets(bodies)
      return Result.isFailure(outcome) && outcome.failure._tag === "StockInvalid" ? outcome.failure.errors : outcome
    }
    expect(await refusedBy([body, { ...body, glass_type_id: 9 }])).toEqual({ glass_type_id: "این نوع شیشه فعال نیست" })
    expect(await refusedBy([body, { ...body, height: 50 }])).toEqual({ height: "ارتفاع باید بین 100 و 10000 میلی‌متر باشد" })
    expect(await refusedBy([body, body])).toEqual({ width: "ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است" })
    expect(await refusedBy([{ ...body, width: 6000, height: 3210 }])).toEqual({
      width: "ورقی با این اندازه برای این نوع شیشه و ضخامت قبلاً ثبت شده است",
    })
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    const added = await stock.createSheets([body, { ...body, width: 1830, height: 2440 }])
    expect(Result.isSuccess(added) && added.success.length).toBe(2)
    expect((await list()).meta.total).toBe(94)
  })

  it("answers 404 for ids that are no record ids", async () => {
    for (const id of ["999999", "0", "99999999999"]) expect((await call("GET", `/stock_sheet/${id}`)).status).toBe(404)
    expect((await call("GET", "/stock_sheet/abc")).status).toBe(404)
  })
})
