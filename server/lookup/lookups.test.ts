import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { signedInServerPerTest } from "../testing/harness.ts"

afterAll(dropTestSchemas)

type Envelope<Row> = { data: Array<Row>; meta: { total: number; page: number; per_page: number } }

describe.each(testDialects)("lookup lists on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "super-admin")

  const get = async <Row>(path: string, as = signedIn.token) =>
    (await signedIn.t.request("GET", `/api/Admin/${path}`, { token: as })).body as Envelope<Row>

  it("answers each list in the envelope, honouring per_page", async () => {
    for (const path of [
      "user/list",
      "customer/top",
      "invoice_finance/top",
      "description_dimension",
      "product/list",
      "fares",
      "glass_type",
      "glass_width",
      "glass_spacer",
    ]) {
      const full = await get<{ id: number }>(`${path}?per_page=1000`)
      expect(full.meta).toEqual({ total: full.data.length, page: 1, per_page: 1000 })
      const two = await get<{ id: number }>(`${path}?per_page=2&page=2`)
      expect(two.data.map((row) => row.id)).toEqual(full.data.slice(2, 4).map((row) => row.id))
      expect(two.meta).toEqual({ total: full.meta.total, page: 2, per_page: 2 })
    }
  })

  it("gives the reference data of a glass company: thicknesses 4-12 mm, spacers 6-16 mm, glass types with their thicknesses", async () => {
    expect((await get<{ size: number }>("glass_width")).data.map((row) => row.size)).toEqual([4, 5, 6, 8, 10, 12])
    expect((await get<{ size: number }>("glass_spacer")).data.map((row) => row.size)).toEqual([6, 8, 10, 12, 14, 16])
    const [clear] = (await get<{ name: string; width_ids: Array<{ size: number }> }>("glass_type")).data
    expect(clear).toMatchObject({ name: "فلوت شفاف" })
    expect(clear?.width_ids.map((width) => width.size)).toEqual([4, 5, 6, 8, 10, 12])
    const products = (
      await get<{ name: string; glass_types: Array<unknown>; description_dimensions: Array<unknown> }>("product/list")
    ).data
    expect(products.map((product) => product.name)).toEqual(["شیشه تک‌جداره", "لمینت", "دوجداره", "دوجداره با لمینت", "آینه"])
    expect(products.every((product) => product.glass_types.length > 0 && product.description_dimensions.length > 0)).toBe(true)
    expect((await get<{ name: string }>("description_dimension")).data.map((row) => row.name)).toEqual(
      expect.arrayContaining(["سوراخ‌کاری", "جاساز", "سندبلاست", "فارسی‌بر"]),
    )
  })

  it("shows a sales expert only their own customers", async () => {
    const all = await get<{ id: number }>("customer/top?per_page=100")
    const own = await get<{ id: number; name: string }>("customer/top?per_page=100", await signedIn.t.signIn("sales-expert"))
    expect(own.meta.total).toBe(4)
    expect(own.meta.total).toBeLessThan(all.meta.total)
    expect(own.data.map((row) => row.name)).toContain("محمد جعفری")
  })
})
