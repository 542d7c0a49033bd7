import fc from "fast-check"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"

afterAll(dropTestSchemas)

// The domain's messages, copied here so a changed message fails this test.
const discountRequired = "حداکثر درصد تخفیف الزامی است"
const discountOutOfRange = "حداکثر درصد تخفیف باید بین 0 و 100 باشد"
const discountFraction = "حداکثر درصد تخفیف حداکثر دو رقم اعشار دارد"
const productInvalid = "محصول نامعتبر است"
const productRepeated = "این محصول تکراری است"

interface Access {
  may_see_all_customers: boolean
  may_create_pre_buy: boolean
  max_discount_percent: number
  allowed_product_ids: Array<number>
  is_active: boolean
}
interface Row {
  id: number
  key: number
  name: string
  last_name: string
  personnel_code: string
  mobile: string
  is_active: boolean
  access: Access
}

/** The demo sales expert's seeded access: every product, pre-buy allowed, up to 10 % discount. */
const demoAccess: Access = {
  may_see_all_customers: false,
  may_create_pre_buy: true,
  max_discount_percent: 10,
  allowed_product_ids: [1, 2, 3, 4, 5],
  is_active: true,
}
const none: Access = {
  may_see_all_customers: false,
  may_create_pre_buy: false,
  max_discount_percent: 0,
  allowed_product_ids: [],
  is_active: false,
}
const full: Access = {
  may_see_all_customers: true,
  may_create_pre_buy: true,
  max_discount_percent: 12.5,
  allowed_product_ids: [2, 1],
  is_active: true,
}

describe.each(testDialects)("sales experts' access on %s", (dialect) => {
  let t: TestServer
  let token: string
  const expertId = demoUserId("sales-expert")
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("sales-manager")
  })
  afterEach(() => t.close())

  const list = (query = "") => listOf<Row>(t, `/api/Admin/sales_expert_access${query}`, token)
  const put = (id: number | string, json: unknown) => t.request("PUT", `/api/Admin/sales_expert_access/${id}`, { token, json })
  const get = (id: number | string) => t.request("GET", `/api/Admin/sales_expert_access/${id}`, { token })
  /** Every row the access screens write, to prove a refused request wrote nothing. */
  const written = async () => ({
    access: await t.db.selectFrom("sales_expert_access").selectAll().orderBy("user_id").execute(),
    products: await t.db
      .selectFrom("sales_expert_access_products")
      .selectAll()
      .orderBy("user_id")
      .orderBy("product_id")
      .execute(),
  })
  let serial = 0
  beforeEach(() => void (serial = 0))
  const addUser = async (name: string, last_name: string, role = "sales-expert", is_active = 1) => {
    serial += 1
    const { id } = await t.db
      .insertInto("users")
      .values({
        name,
        last_name,
        personnel_code: `20003${String(serial).padStart(5, "0")}`,
        mobile: `0913${String(serial).padStart(7, "0")}`,
        role,
        password_hash: "-",
        is_active,
        created_at: new Date(t.clock.now()).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    return id
  }

  it("lists only the sales experts, newest first, with no record read as no access and the demo expert's seeded access", async () => {
    const second = await addUser("سارا", "موسوی")
    await addUser("رضا", "قاسمی", "sales-manager")
    const page = await list()
    expect(page.meta).toEqual({ total: 2, page: 1, per_page: 15 })
    expect(page.data).toEqual([
      {
        id: second,
        key: 1,
        name: "سارا",
        last_name: "موسوی",
        personnel_code: "2000300001",
        mobile: "09130000001",
        is_active: true,
        access: none,
      },
      {
        id: expertId,
        key: 2,
        name: "حسین",
        last_name: "کریمی",
        personnel_code: "1000300003",
        mobile: "09120000003",
        is_active: true,
        access: demoAccess,
      },
    ])
  })

  it("pages with row numbers across pages and reads garbage paging as page 1 of 15", async () => {
    for (const name of ["الف", "ب", "پ", "ت"]) await addUser(name, "کارشناس")
    const first = await list("?page=1&per_page=2")
    const second = await list("?page=2&per_page=2")
    const third = await list("?page=3&per_page=2")
    expect(first.meta).toEqual({ total: 5, page: 1, per_page: 2 })
    expect([...first.data, ...second.data, ...third.data].map((row) => row.key)).toEqual([1, 2, 3, 4, 5])
    expect(third.data.map((row) => row.id)).toEqual([expertId])
    expect((await list("?page=abc&per_page=-1")).meta).toEqual({ total: 5, page: 1, per_page: 15 })
  })

  it("searches name, last name, full name, personnel code and mobile, with Persian digits and Arabic letters read as typed", async () => {
    const sara = await addUser("سارا", "موسوی")
    const ids = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).data.map((row) => row.id)
    expect(await ids("سارا")).toEqual([sara])
    expect(await ids("كريمي")).toEqual([expertId])
    expect(await ids("حسین کریمی")).toEqual([expertId])
    expect(await ids("۱۰۰۰۳۰۰۰۰۳")).toEqual([expertId])
    expect(await ids("0913")).toEqual([sara])
    expect(await ids("%")).toEqual([])
    expect(await ids("_")).toEqual([])
    expect(await ids("   ")).toEqual([sara, expertId])
    const answer = await list(`?search=${encodeURIComponent("سارا")}&per_page=1`)
    expect(answer.meta.total).toBe(1)
  })

  it("filters on the access being in force", async () => {
    const sara = await addUser("سارا", "موسوی")
    await put(sara, { ...full, is_active: false })
    await put(expertId, full)
    expect((await list("?is_active=1")).data.map((row) => row.id)).toEqual([expertId])
    expect((await list("?is_active=0")).data.map((row) => row.id)).toEqual([sara])
    expect((await list("?is_active=x")).meta.total).toBe(2)
  })

  it("saves the whole form with PUT and reads it back from the one and the list", async () => {
    const saved = await put(expertId, full)
    expect(saved.status).toBe(200)
    const expected = {
      data: {
        id: expertId,
        name: "حسین",
        last_name: "کریمی",
        personnel_code: "1000300003",
        mobile: "09120000003",
        is_active: true,
        access: { ...full, allowed_product_ids: [1, 2] },
      },
    }
    expect(saved.body).toEqual(expected)
    expect((await get(expertId)).body).toEqual(expected)
    expect((await list()).data[0]?.access).toEqual(expected.data.access)
    // A second save replaces the products and every right.
    const replaced = await put(expertId, { may_see_all_customers: "0", max_discount_percent: "۵", allowed_product_ids: ["۳"] })
    expect((replaced.body as { data: { access: Access } }).data.access).toEqual({
      may_see_all_customers: false,
      may_create_pre_buy: false,
      max_discount_percent: 5,
      allowed_product_ids: [3],
      is_active: true,
    })
    expect(await written()).toEqual({
      access: [
        {
          user_id: expertId,
          may_see_all_customers: 0,
          may_create_pre_buy: 0,
          max_discount_percent: 5,
          is_active: 1,
          updated_at: new Date(t.clock.now()).toISOString(),
        },
      ],
      products: [{ user_id: expertId, product_id: 3 }],
    })
    const emptied = await put(expertId, { max_discount_percent: 0, allowed_product_ids: [] })
    expect((emptied.body as { data: { access: Access } }).data.access.allowed_product_ids).toEqual([])
  })

  it("keeps an inactive access as stored for the form while the list shows no access", async () => {
    await put(expertId, { ...full, is_active: false })
    expect(((await get(expertId)).body as { data: { access: Access } }).data.access).toEqual({
      ...full,
      allowed_product_ids: [1, 2],
      is_active: false,
    })
    expect((await list()).data[0]?.access).toEqual(none)
  })

  it("reads Persian digits and the Persian decimal sign in the discount", async () => {
    const saved = await put(expertId, { ...full, max_discount_percent: "۱۲٫۷۵" })
    expect((saved.body as { data: { access: Access } }).data.access.max_discount_percent).toBe(12.75)
  })

  it("refuses a bad discount with the domain's Persian messages, writing nothing", async () => {
    await put(expertId, full)
    const before = await written()
    const cases: ReadonlyArray<[unknown, Record<string, Array<string>>]> = [
      [{ ...full, max_discount_percent: 150 }, { max_discount_percent: [discountOutOfRange] }],
      [{ ...full, max_discount_percent: -1 }, { max_discount_percent: [discountOutOfRange] }],
      [{ ...full, max_discount_percent: "۱۵۰" }, { max_discount_percent: [discountOutOfRange] }],
      [{ ...full, max_discount_percent: 2.555 }, { max_discount_percent: [discountFraction] }],
      [{ ...full, max_discount_percent: "" }, { max_discount_percent: [discountRequired] }],
      [{}, { max_discount_percent: [discountRequired] }],
      [[1, 2], { max_discount_percent: [discountRequired] }],
      [{ ...full, allowed_product_ids: [1, 1] }, { "allowed_product_ids.1": [productRepeated] }],
      [{ ...full, allowed_product_ids: [1, "x"] }, { "allowed_product_ids.1": [productInvalid] }],
    ]
    for (const [json, errors] of cases) {
      const answer = await put(expertId, json)
      expect(answer.status, JSON.stringify(json)).toBe(422)
      expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
    }
    expect(
      (
        await t.request("PUT", `/api/Admin/sales_expert_access/${expertId}`, {
          token,
          body: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(422)
    expect(await written()).toEqual(before)
  })

  it("refuses products that are not stored under their index, writing nothing", async () => {
    await put(expertId, full)
    const before = await written()
    const answer = await put(expertId, { ...full, allowed_product_ids: [1, 9999, 2, 8888] })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({
      message: productInvalid,
      errors: { "allowed_product_ids.1": [productInvalid], "allowed_product_ids.3": [productInvalid] },
    })
    expect(await written()).toEqual(before)
  })

  it("answers 404 for a user who is not a sales expert, an unknown id and a malformed one, writing nothing", async () => {
    const before = await written()
    for (const id of [demoUserId("super-admin"), demoUserId("financial-manager"), 99999, "abc", "1e3", "0"]) {
      expect((await get(id)).status, String(id)).toBe(404)
      expect((await put(id, full)).status, String(id)).toBe(404)
      expect((await put(id, { max_discount_percent: 500 })).status, String(id)).toBe(404)
    }
    expect(await written()).toEqual(before)
  })

  it("lets the super-admin in and keeps the other roles out with 403, writing nothing", async () => {
    const admin = await t.signIn("super-admin")
    expect((await t.request("PUT", `/api/Admin/sales_expert_access/${expertId}`, { token: admin, json: full })).status).toBe(200)
    const before = await written()
    for (const role of ["sales-expert", "financial-manager"] as const) {
      const other = await t.signIn(role)
      expect(
        (
          await t.request("PUT", `/api/Admin/sales_expert_access/${expertId}`, {
            token: other,
            json: { ...full, max_discount_percent: 99 },
          })
        ).status,
      ).toBe(403)
      expect((await t.request("GET", "/api/Admin/sales_expert_access", { token: other })).status).toBe(403)
    }
    expect(await written()).toEqual(before)
  })

  it("never answers 500 to any body or id: a PUT saves the whole form or writes nothing", async () => {
    const nasty = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        1e308,
        -0,
        2 ** 63,
        "۱۲٫۵",
        "1e2",
        "abc",
        "",
        " ",
        "NaN",
        "0x10",
        true,
        "1",
        "0",
        [1, 2],
        [1, 9999],
        ["۳"],
        [1, 1],
      ),
      fc.string(),
    )
    const body = fc.oneof(
      fc.record(
        {
          may_see_all_customers: nasty,
          may_create_pre_buy: nasty,
          max_discount_percent: nasty,
          allowed_product_ids: nasty,
          is_active: nasty,
        },
        { requiredKeys: [] },
      ),
      nasty,
    )
    const target = fc.constantFrom(String(expertId), String(demoUserId("super-admin")), "abc", "1e99", "99999999999999999999")
    await fc.assert(
      fc.asyncProperty(target, body, async (id, json) => {
        const before = await written()
        const answer = await put(id, json)
        expect([200, 404, 422]).toContain(answer.status)
        if (answer.status === 200) expect(answer.body).toEqual((await get(id)).body)
        else expect(await written()).toEqual(before)
      }),
      { numRuns: 60 },
    )
  })

  it("exports the filtered list as CSV with Persian headers and the access that applies", async () => {
    const sara = await addUser("سارا", "=موسوی")
    await put(sara, { ...full, is_active: false })
    await put(expertId, full)
    const lines = csvLines(await t.request("GET", "/api/Admin/sales_expert_access/export", { token }), "sales-expert-access.csv")
    expect(lines).toEqual([
      "ردیف,نام,نام خانوادگی,کد پرسنلی,شماره همراه,کاربر فعال,مشاهده همه مشتریان,ثبت پیش‌خرید,حداکثر درصد تخفیف,تعداد محصولات مجاز,دسترسی فعال",
      "1,سارا,'=موسوی,2000300001,09130000001,بله,خیر,خیر,0,0,خیر",
      "2,حسین,کریمی,1000300003,09120000003,بله,بله,بله,12.5,2,بله",
      "",
    ])
    const filtered = new TextDecoder().decode(
      (await t.request("GET", `/api/Admin/sales_expert_access/export?search=${encodeURIComponent("حسین")}`, { token })).bytes,
    )
    expect(filtered.split("\r\n")).toHaveLength(3)
  })
})
