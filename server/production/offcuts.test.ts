import { afterAll, describe, expect, it } from "vitest"
import type { Schemas } from "../http/answers.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { signedInServerPerTest } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import { snapshot } from "../testing/snapshot.ts"
import { stockStoreIn } from "./stockStore.ts"

afterAll(dropTestSchemas)

type Offcut = Schemas["Offcut"]

describe.each(testDialects)("offcuts on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "production-manager")
  const call = (method: string, path: string) =>
    signedIn.t.request(method, `/api/Admin/production${path}`, { token: signedIn.token })
  const list = (query = "") => listOf<Offcut>(signedIn.t, `/api/Admin/production/offcut${query}`, signedIn.token)
  /** Two more offcuts: 8 mm bronze reflective (type 4, thickness 4) and one of clear 6 mm already used by a batch. */
  const addMore = async () => {
    const store = stockStoreIn(signedIn.t.database)
    const at = new Date(signedIn.t.clock.now()).toISOString()
    const [reflective, used] = await store.addOffcuts(
      [
        { glass_type_id: 4, glass_width_id: 4, width: 2000, height: 500, rack_slot: "قفسه الف-۱", from_batch_id: null },
        { glass_type_id: 1, glass_width_id: 3, width: 700, height: 700, rack_slot: null, from_batch_id: null },
      ],
      at,
    )
    await signedIn.t.db
      .updateTable("offcuts")
      .set({ state: "used" })
      .where("id", "=", used ?? 0)
      .execute()
    return { reflective: reflective ?? 0, used: used ?? 0 }
  }

  it("lists the offcuts in stock, newest first, with their material and rack slot", async () => {
    const { reflective } = await addMore()
    const page = await list()
    expect(page.meta.total).toBe(3)
    expect(
      page.data.map((row) => [row.id, row.glass_type_name, row.thickness, row.width, row.height, row.rack_slot, row.state]),
    ).toEqual([
      [reflective, "رفلکس برنز", 8, 2000, 500, "قفسه الف-۱", "in_stock"],
      [2, "فلوت شفاف", 6, 900, 600, "قفسه ب-۴", "in_stock"],
      [1, "فلوت شفاف", 6, 1200, 800, "قفسه ب-۳", "in_stock"],
    ])
  })

  it("filters by material, state and the glass type's name, and sorts", async () => {
    await addMore()
    expect((await list("?glass_type_id=۴")).data.map((row) => row.width)).toEqual([2000])
    expect((await list("?glass_type_id=1&glass_width_id=3&state=all")).meta.total).toBe(3)
    expect((await list("?state=used")).data.map((row) => [row.width, row.state])).toEqual([[700, "used"]])
    expect((await list("?state=nonsense")).meta.total).toBe(3)
    expect((await list(`?search=${encodeURIComponent("رفلكس")}`)).data.map((row) => row.width)).toEqual([2000])
    expect((await list("?sort=width")).data.map((row) => row.width)).toEqual([900, 1200, 2000])
    expect((await list("?sort=-height&per_page=1&page=2")).data.map((row) => row.height)).toEqual([600])
    expect((await call("GET", "/offcut?sort=rack_slot")).status).toBe(422)
  })

  it("discards an offcut in stock once; one used or discarded is refused in Persian, nothing written", async () => {
    const { used } = await addMore()
    expect((await call("DELETE", "/offcut/1")).status).toBe(204)
    expect((await list()).data.map((row) => row.id)).not.toContain(1)
    expect((await list("?state=discarded")).data.map((row) => [row.id, row.state])).toEqual([[1, "discarded"]])
    const before = await snapshot(signedIn.t.db)
    for (const id of [1, used]) {
      const answer = await call("DELETE", `/offcut/${id}`)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({
        message: "این باقی‌مانده دیگر در انبار نیست و دور ریختنش ممکن نیست",
        errors: { state: ["این باقی‌مانده دیگر در انبار نیست و دور ریختنش ممکن نیست"] },
      })
    }
    expect((await call("DELETE", "/offcut/999999")).status).toBe(404)
    expect(await snapshot(signedIn.t.db)).toEqual(before)
  })

  it("counts two discards racing each other once", async () => {
    const answers = await Promise.all([call("DELETE", "/offcut/2"), call("DELETE", "/offcut/2")])
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 422])
  })

  it("exports the filtered list as CSV with Persian headers, digits and states", async () => {
    const lines = csvLines(await call("GET", "/offcut/export?sort=width"), "offcuts.csv")
    expect(lines).toEqual([
      "ردیف,نوع شیشه,ضخامت (میلی‌متر),عرض (میلی‌متر),ارتفاع (میلی‌متر),جای قفسه,وضعیت,تاریخ",
      "۱,فلوت شفاف,۶,۹۰۰,۶۰۰,قفسه ب-۴,در انبار,۱۴۰۳/۱۲/۲۰",
      "۲,فلوت شفاف,۶,۱۲۰۰,۸۰۰,قفسه ب-۳,در انبار,۱۴۰۳/۱۲/۲۰",
      "",
    ])
  })
})
