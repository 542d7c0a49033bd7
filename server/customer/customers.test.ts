import { CustomerId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import fc from "fast-check"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { validateCustomerForm } from "../../domain/customer/CustomerForm.ts"
import { customers as demoCustomers } from "../seed/referenceData.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, signedInServerPerTest } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import { snapshot } from "../testing/snapshot.ts"
import { identifierTaken } from "./CustomerRefusal.ts"
import { customersIn } from "./customerStore.ts"

afterAll(dropTestSchemas)

type Customer = {
  id: number
  type: string
  name: string | null
  last_name: string | null
  company_name: string | null
  sales_expert_id: number | null
  is_active: boolean
  credit_limit: number
} & Record<string, unknown>
type Listed = Customer & { key: number }

const expertId = demoUserId("sales-expert")
/** Customers 1, 2, 4 and 8 of the demo data are the demo sales expert's. */
const expertsOwn = [8, 4, 2, 1]
const person = { type: "individual", name: "کاوه", last_name: "امینی", national_code: "2723159647", mobile: "09128887766" }
const company = {
  type: "legal",
  company_name: "Glass Vista نوین",
  national_id: "10380284790",
  representative_name: "نسرین کریمی",
  representative_mobile: "09351234567",
}

describe("demo customers", () => {
  it("each passes the customer form, national codes and IDs with their check digits", () => {
    for (const customer of demoCustomers) {
      const input =
        customer.kind === "individual"
          ? { ...customer, type: "individual" }
          : { ...customer, type: "legal", company_name: customer.name }
      expect(Result.isSuccess(validateCustomerForm(input)), customer.name).toBe(true)
    }
  })
})

describe.each(testDialects)("customers on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "sales-manager")

  const list = (query: string, as = signedIn.token) => listOf<Listed>(signedIn.t, `/api/Admin/customer${query}`, as)
  const ids = async (query: string, as = signedIn.token) => (await list(query, as)).data.map((row) => row.id)
  const create = (json: unknown, as = signedIn.token) => signedIn.t.request("POST", "/api/Admin/customer", { token: as, json })
  // The demo sales expert has an access row already (every product, pre-buy, 10 %): replace it.
  const grant = async (seeAll: boolean, active = true) => {
    await signedIn.t.db.deleteFrom("sales_expert_access").where("user_id", "=", expertId).execute()
    await signedIn.t.db
      .insertInto("sales_expert_access")
      .values({
        user_id: expertId,
        may_see_all_customers: seeAll ? 1 : 0,
        may_create_pre_buy: 0,
        max_discount_percent: 0,
        is_active: active ? 1 : 0,
        updated_at: "2025-03-10T08:00:00.000Z",
      })
      .execute()
  }

  it("lists newest first with row numbers across pages and the total", async () => {
    const first = await list("?page=1&per_page=4")
    expect(first.meta).toEqual({ total: 10, page: 1, per_page: 4 })
    expect(first.data.every((row) => row.can_edit)).toBe(true)
    expect(first.data.map((row) => [row.key, row.id])).toEqual([
      [1, 10],
      [2, 9],
      [3, 8],
      [4, 7],
    ])
    expect((await list("?page=3&per_page=4")).data.map((row) => row.key)).toEqual([9, 10])
    expect((await list("?page=abc&per_page=-1")).meta).toEqual({ total: 10, page: 1, per_page: 15 })
    const jafari = first.data.find((row) => row.id === 10)
    expect(jafari).toMatchObject({
      type: "legal",
      company_name: "شرکت انبوه‌سازان شمیران",
      name: null,
      national_id: "10102478531",
      city: "تهران",
      credit_limit: 3_000_000_000,
    })
  })

  it("searches names, company names, codes, mobiles and phones, Persian digits and Arabic letters read as typed", async () => {
    expect(await ids("?search=جعفری")).toEqual([2])
    expect(await ids(`?search=${encodeURIComponent("محمد جعفری")}`)).toEqual([2])
    expect(await ids("?search=نقش‌جهان")).toEqual([8])
    expect(await ids(`?search=${encodeURIComponent("۰۰۶۱۲۳۴۵۶۷")}`)).toEqual([2])
    expect(await ids("?search=14005123904")).toEqual([6])
    expect(await ids(`?search=${encodeURIComponent("٠٩٣٥١١١٢٢٣٣")}`)).toEqual([4])
    expect(await ids("?search=09153334455")).toEqual([6])
    expect(await ids("?search=03136612345")).toEqual([5])
    expect(await ids(`?search=${encodeURIComponent("قاسمي")}`)).toEqual([9])
    expect(await ids("?search=100%25")).toEqual([])
    const created = await create(company)
    const id = (created.body as { data: { id: number } }).data.id
    expect(await ids("?search=glass%20VISTA")).toEqual([id])
    const numbered = await create({ ...person, last_name: "امینی ۲۴" })
    const numberedId = (numbered.body as { data: { id: number } }).data.id
    expect(await ids(`?search=${encodeURIComponent("امینی ۲۴")}`)).toEqual([numberedId])
    expect(await ids(`?search=${encodeURIComponent("کاوه امینی 24")}`)).toEqual([numberedId])
  })

  it("filters by type, active state and owning expert, together with the search", async () => {
    expect(await ids("?type=individual&per_page=50")).toEqual([9, 7, 4, 2])
    expect(await ids("?type=legal&per_page=50")).toEqual([10, 8, 6, 5, 3, 1])
    expect((await list("?type=other")).meta.total).toBe(10)
    await signedIn.t.request("PATCH", "/api/Admin/customer/7", { token: signedIn.token, json: { is_active: false } })
    expect(await ids("?is_active=0")).toEqual([7])
    expect((await list("?is_active=1")).meta.total).toBe(9)
    expect(await ids(`?sales_expert_id=${expertId}`)).toEqual(expertsOwn)
    expect(await ids(`?sales_expert_id=${expertId}&type=individual&search=${encodeURIComponent("نوری")}`)).toEqual([4])
  })

  it("creates a person and a company with 201 (Persian digits, separators), and reads them back", async () => {
    const made = await create({
      ...person,
      national_code: "۲۷۲۳۱۵۹۶۴۷",
      credit_limit: "۱۲٬۵۰۰٬۰۰۰",
      city: " تهران ",
      phone: "021-88776655",
      sales_expert_id: expertId,
    })
    expect(made.status).toBe(201)
    const { data } = made.body as { data: Customer }
    expect(data).toEqual({
      id: data.id,
      type: "individual",
      name: "کاوه",
      last_name: "امینی",
      national_code: "2723159647",
      mobile: "09128887766",
      company_name: null,
      national_id: null,
      economic_code: null,
      representative_name: null,
      representative_mobile: null,
      phone: "02188776655",
      postal_code: null,
      address: null,
      city: "تهران",
      sales_expert_id: expertId,
      sales_expert_name: "حسین کریمی",
      credit_limit: 12_500_000,
      notes: null,
      is_active: true,
    })
    // The single read also says whether the caller may edit it (a manager: always).
    expect((await signedIn.t.request("GET", `/api/Admin/customer/${data.id}`, { token: signedIn.token })).body).toEqual({
      data: { ...data, can_edit: true },
    })
    const legal = await create({ ...company, economic_code: "103802847901", postal_code: "1435678912", notes: "مشتری قدیمی" })
    expect(legal.status).toBe(201)
    expect((legal.body as { data: Customer }).data).toMatchObject({
      type: "legal",
      name: null,
      last_name: null,
      company_name: "Glass Vista نوین",
      national_id: "10380284790",
      economic_code: "103802847901",
      sales_expert_id: null,
      credit_limit: 0,
    })
    expect((await list("")).meta.total).toBe(12)
  })

  it("refuses wrong check digits and other bad input with 422 per field, writing nothing", async () => {
    const before = await snapshot(signedIn.t.db)
    const cases: ReadonlyArray<[unknown, Record<string, Array<string>>]> = [
      [{ ...person, national_code: "2723159648" }, { national_code: ["کد ملی نامعتبر است"] }],
      [{ ...company, national_id: "10380284791" }, { national_id: ["شناسه ملی نامعتبر است"] }],
      [
        { ...person, mobile: "9128887766", postal_code: "1111111111", credit_limit: -5 },
        {
          mobile: ["شماره همراه نامعتبر است"],
          postal_code: ["کد پستی نامعتبر است"],
          credit_limit: ["سقف اعتبار نمی‌تواند منفی باشد"],
        },
      ],
      [{}, { type: ["نوع مشتری را انتخاب کنید"] }],
      [[1], { type: ["نوع مشتری را انتخاب کنید"] }],
    ]
    for (const [json, errors] of cases) {
      const answer = await create(json)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
    }
    expect(
      (
        await signedIn.t.request("POST", "/api/Admin/customer", {
          token: signedIn.token,
          body: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(422)
    expect(await snapshot(signedIn.t.db)).toEqual(before)
  })

  it("refuses a taken national code or ID with 422 under the field, also when the database catches the race", async () => {
    const before = await snapshot(signedIn.t.db)
    expect((await create({ ...person, national_code: "0061234567" })).body).toEqual({
      message: "این کد ملی قبلاً ثبت شده است",
      errors: { national_code: ["این کد ملی قبلاً ثبت شده است"] },
    })
    expect((await create({ ...company, national_id: "10320456711" })).body).toEqual({
      message: "این شناسه ملی قبلاً ثبت شده است",
      errors: { national_id: ["این شناسه ملی قبلاً ثبت شده است"] },
    })
    expect(
      (
        await signedIn.t.request("PATCH", "/api/Admin/customer/4", {
          token: signedIn.token,
          json: { ...person, national_code: "0061234567" },
        })
      ).status,
    ).toBe(422)
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    const form = Result.getOrThrow(validateCustomerForm({ ...person, national_code: "0061234567" }))
    const store = customersIn(signedIn.t.database)
    expect(await store.create(form, "2025-03-10T08:00:00.000Z")).toEqual(Result.fail(identifierTaken("national_code")))
    const legal = Result.getOrThrow(validateCustomerForm({ ...company, national_id: "10320456711" }))
    expect(await store.update(CustomerId(3), legal, "2025-03-10T08:00:00.000Z")).toEqual(
      Result.fail(identifierTaken("national_id")),
    )
    expect(await snapshot(signedIn.t.db)).toEqual(before)
  })

  it("edits a customer (keeping its own national code), toggles it with a body of is_active only, and refuses a bad toggle", async () => {
    const edited = await signedIn.t.request("PATCH", "/api/Admin/customer/2", {
      token: signedIn.token,
      json: { ...person, national_code: "0061234567", credit_limit: 5_000_000, sales_expert_id: null },
    })
    expect(edited.status).toBe(200)
    expect((edited.body as { data: Customer }).data).toMatchObject({
      id: 2,
      name: "کاوه",
      national_code: "0061234567",
      credit_limit: 5_000_000,
      sales_expert_id: null,
      is_active: true,
    })
    const off = await signedIn.t.request("PATCH", "/api/Admin/customer/2", { token: signedIn.token, json: { is_active: false } })
    expect((off.body as { data: Customer }).data).toMatchObject({ id: 2, name: "کاوه", is_active: false })
    const before = await snapshot(signedIn.t.db)
    expect(
      (await signedIn.t.request("PATCH", "/api/Admin/customer/2", { token: signedIn.token, json: { is_active: "maybe" } })).body,
    ).toEqual({ message: "وضعیت نامعتبر است", errors: { is_active: ["وضعیت نامعتبر است"] } })
    expect(await snapshot(signedIn.t.db)).toEqual(before)
  })

  it("accepts only an active sales expert as the owner", async () => {
    const refused = { message: "کارشناس فروش نامعتبر است", errors: { sales_expert_id: ["کارشناس فروش نامعتبر است"] } }
    expect((await create({ ...person, sales_expert_id: demoUserId("sales-manager") })).body).toEqual(refused)
    expect((await create({ ...person, sales_expert_id: 999 })).body).toEqual(refused)
    await signedIn.t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", expertId).execute()
    expect((await create({ ...person, sales_expert_id: expertId })).body).toEqual(refused)
    // An owner an edit leaves unchanged stays, though the expert was deactivated since.
    expect(
      (
        await signedIn.t.request("PATCH", "/api/Admin/customer/2", {
          token: signedIn.token,
          json: { ...person, national_code: "0061234567", sales_expert_id: expertId },
        })
      ).status,
    ).toBe(200)
  })

  it("names the owner in the list, one by one, after a save and in the export, also once that user is no longer a sales expert", async () => {
    const ownerOf = async (id: number) => ({
      listed: (await list("?search=0061234567")).data.find((row) => row.id === id)?.["sales_expert_name"],
      one: ((await signedIn.t.request("GET", `/api/Admin/customer/${id}`, { token: signedIn.token })).body as { data: Customer })
        .data["sales_expert_name"],
    })
    expect(await ownerOf(2)).toEqual({ listed: "حسین کریمی", one: "حسین کریمی" })
    await signedIn.t.db.updateTable("users").set({ role: "sales-manager", name: "حسن" }).where("id", "=", expertId).execute()
    expect(await ownerOf(2)).toEqual({ listed: "حسن کریمی", one: "حسن کریمی" })
    const toggled = await signedIn.t.request("PATCH", "/api/Admin/customer/2", {
      token: signedIn.token,
      json: { is_active: false },
    })
    expect((toggled.body as { data: Customer }).data).toMatchObject({
      is_active: false,
      sales_expert_id: expertId,
      sales_expert_name: "حسن کریمی",
    })
    const unowned = await signedIn.t.request("PATCH", "/api/Admin/customer/2", {
      token: signedIn.token,
      json: { ...person, national_code: "0061234567", sales_expert_id: null },
    })
    expect((unowned.body as { data: Customer }).data).toMatchObject({ sales_expert_id: null, sales_expert_name: null })
    expect(await ownerOf(2)).toEqual({ listed: null, one: null })
  })

  it("answers 404 for an unknown id and for ids that are no whole numbers", async () => {
    for (const id of ["999", "abc", "1e99", "0", "-1", "1.5", "99999999999999999999"]) {
      expect((await signedIn.t.request("GET", `/api/Admin/customer/${id}`, { token: signedIn.token })).status).toBe(404)
      expect(
        (await signedIn.t.request("PATCH", `/api/Admin/customer/${id}`, { token: signedIn.token, json: { is_active: true } }))
          .status,
      ).toBe(404)
    }
  })

  it("exports the filtered list as CSV with the byte order mark, Persian headers and types", async () => {
    const lines = csvLines(
      await signedIn.t.request("GET", "/api/Admin/customer/export?type=individual", { token: signedIn.token }),
      "customers.csv",
    )
    expect(lines[0]).toBe(
      "ردیف,نوع مشتری,نام / نام شرکت,نام خانوادگی,کد ملی / شناسه ملی,کد اقتصادی,نام نماینده,شماره همراه,تلفن,کد پستی,شهر,نشانی,کارشناس فروش,سقف اعتبار (ریال),توضیحات,وضعیت",
    )
    expect(lines).toHaveLength(6)
    expect(lines.at(-1)).toBe("")
    expect(lines[4]).toBe(
      "4,حقیقی,محمد,جعفری,۰۰۶۱۲۳۴۵۶۷,,,۰۹۱۲۱۲۳۴۵۶۷,۰۲۱۴۴۵۵۶۶۷۷,۱۴۸۱۷۴۳۱۱۵,تهران,شهرک غرب، بلوار دادمان، کوچه هشتم,حسین کریمی,300000000,,فعال",
    )
    const legal = new TextDecoder()
      .decode(
        (
          await signedIn.t.request("GET", `/api/Admin/customer/export?type=legal&search=${encodeURIComponent("آریا")}`, {
            token: signedIn.token,
          })
        ).bytes,
      )
      .split("\r\n")
    expect(legal[1]).toMatch(/^1,حقوقی,آلومینیوم و یو‌پی‌وی‌سی آریا,,۱۰۱۰۸۳۴۵۲۷۸,۴۱۱۱۲۲۲۲۳۳۳۳,کامران رستمی,۰۹۱۳۱۲۳۹۸۷۶,/)
  })

  describe("as a sales expert", () => {
    let mine: string
    beforeEach(async () => {
      mine = await signedIn.t.signIn("sales-expert")
    })

    it("sees only their own customers in the list, the export, one by one and the lookup", async () => {
      expect(await ids("", mine)).toEqual(expertsOwn)
      expect(await ids(`?sales_expert_id=${demoUserId("sales-manager")}`, mine)).toEqual([])
      expect((await signedIn.t.request("GET", "/api/Admin/customer/2", { token: mine })).status).toBe(200)
      expect((await signedIn.t.request("GET", "/api/Admin/customer/3", { token: mine })).status).toBe(404)
      const csv = new TextDecoder()
        .decode((await signedIn.t.request("GET", "/api/Admin/customer/export", { token: mine })).bytes)
        .split("\r\n")
      expect(csv).toHaveLength(expertsOwn.length + 2)
      const top = (await signedIn.t.request("GET", "/api/Admin/customer/top?per_page=100", { token: mine })).body as {
        data: Array<{ id: number; name: string }>
      }
      expect(top.data.map((row) => row.id).sort((a, b) => a - b)).toEqual([...expertsOwn].sort((a, b) => a - b))
      expect(top.data.find((row) => row.id === 2)).toEqual({ id: 2, name: "محمد جعفری" })
    })

    it("creates customers owned by themself, whatever owner the body names", async () => {
      const made = await create({ ...person, sales_expert_id: demoUserId("sales-manager") }, mine)
      expect(made.status).toBe(201)
      expect((made.body as { data: Customer }).data.sales_expert_id).toBe(expertId)
      expect(await ids("", mine)).toHaveLength(expertsOwn.length + 1)
    })

    it("edits and toggles only their own customers and cannot hand one to someone else", async () => {
      const before = await snapshot(signedIn.t.db)
      expect(
        (await signedIn.t.request("PATCH", "/api/Admin/customer/3", { token: mine, json: { is_active: false } })).status,
      ).toBe(404)
      expect(await snapshot(signedIn.t.db)).toEqual(before)
      const edited = await signedIn.t.request("PATCH", "/api/Admin/customer/2", {
        token: mine,
        json: { ...person, national_code: "0061234567", sales_expert_id: null },
      })
      expect(edited.status).toBe(200)
      expect((edited.body as { data: Customer }).data).toMatchObject({ name: "کاوه", sales_expert_id: expertId })
      expect(
        (await signedIn.t.request("PATCH", "/api/Admin/customer/2", { token: mine, json: { is_active: false } })).status,
      ).toBe(200)
    })

    it("sees every customer with an active widened access, but still edits only their own", async () => {
      await grant(true)
      const all = await list("", mine)
      expect(all.meta.total).toBe(10)
      expect(all.data.filter((row) => row.can_edit).map((row) => row.id)).toEqual(expertsOwn)
      // The single read tells the details whether to offer the edit button: another's customer no, their own yes.
      expect((await signedIn.t.request("GET", "/api/Admin/customer/3", { token: mine })).body).toMatchObject({
        data: { id: 3, can_edit: false },
      })
      expect((await signedIn.t.request("GET", "/api/Admin/customer/2", { token: mine })).body).toMatchObject({
        data: { id: 2, can_edit: true },
      })
      expect((await signedIn.t.request("GET", "/api/Admin/customer/top?per_page=100", { token: mine })).body).toMatchObject({
        meta: { total: 10 },
      })
      const before = await snapshot(signedIn.t.db)
      for (const json of [{ is_active: false }, { ...company, national_id: "10862140983" }]) {
        const answer = await signedIn.t.request("PATCH", "/api/Admin/customer/3", { token: mine, json })
        expect(answer.status).toBe(403)
        expect(answer.body).toEqual({ message: "فقط مشتریان خودتان را می‌توانید ویرایش کنید" })
      }
      expect(await snapshot(signedIn.t.db)).toEqual(before)
    })

    it("keeps to their own customers while the access is inactive or does not widen", async () => {
      await grant(true, false)
      expect(await ids("", mine)).toEqual(expertsOwn)
      await signedIn.t.db
        .updateTable("sales_expert_access")
        .set({ is_active: 1, may_see_all_customers: 0 })
        .where("user_id", "=", expertId)
        .execute()
      expect(await ids("", mine)).toEqual(expertsOwn)
      expect((await signedIn.t.request("GET", "/api/Admin/customer/3", { token: mine })).status).toBe(404)
    })
  })

  it("never answers 500 to generated bodies, writes a customer whole or not at all", async () => {
    // Mostly good values, sometimes a bad one or anything, so generated runs also reach the writing path.
    const pick = (good: ReadonlyArray<unknown>, bad: ReadonlyArray<unknown> = []) =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...good), weight: 30 },
        ...(bad.length > 0 ? [{ arbitrary: fc.constantFrom(...bad), weight: 1 }] : []),
        { arbitrary: fc.anything(), weight: 1 },
      )
    const common = {
      sales_expert_id: pick([null, expertId], [1, 999, "x", 2 ** 31]),
      credit_limit: pick([0, "۱٬۰۰۰", 2_500_000], [-1, 1e300, "یک"]),
      is_active: pick([true, false, "1"], ["maybe"]),
    }
    const body = fc.oneof(
      fc.record({
        ...common,
        type: pick(["individual"], ["company"]),
        name: pick(["کاوه", "سارا"], [""]),
        last_name: pick(["امینی"]),
        national_code: pick(["2723159647", "۲۷۲۳۱۵۹۶۴۷", "0061234567", "0499370899"], ["2723159648"]),
        mobile: pick(["09128887766", "۰۹۱۲۸۸۸۷۷۶۶"], ["9128887"]),
      }),
      fc.record({
        ...common,
        type: pick(["legal"]),
        company_name: pick(["شیشه نو"], [""]),
        national_id: pick(["10380284790", "10320456711"], ["10380284791"]),
        representative_name: pick(["نسرین"]),
        representative_mobile: pick(["09351234567"], ["0935"]),
      }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: body, weight: 6 }, { arbitrary: fc.anything(), weight: 1 }),
        fc.constantFrom("POST", "PATCH"),
        async (json, method) => {
          const before = await snapshot(signedIn.t.db)
          const answer = await signedIn.t.request(method, method === "POST" ? "/api/Admin/customer" : "/api/Admin/customer/2", {
            token: signedIn.token,
            json,
          })
          expect(answer.status).toBeLessThan(500)
          if (answer.status >= 400) expect(await snapshot(signedIn.t.db)).toEqual(before)
          else {
            const saved = (answer.body as { data: Customer }).data
            expect((await signedIn.t.request("GET", `/api/Admin/customer/${saved.id}`, { token: signedIn.token })).body).toEqual({
              data: { ...saved, can_edit: true },
            })
          }
        },
      ),
      { numRuns: 40 },
    )
    expect(signedIn.t.faults).toEqual([])
  })

  it("refuses the financial manager every customer endpoint with 403", async () => {
    const theirs = await signedIn.t.signIn("financial-manager")
    for (const [method, path] of [
      ["GET", "/api/Admin/customer"],
      ["GET", "/api/Admin/customer/export"],
      ["GET", "/api/Admin/customer/1"],
      ["POST", "/api/Admin/customer"],
      ["PATCH", "/api/Admin/customer/1"],
    ] as const)
      expect(
        (await signedIn.t.request(method, path, { token: theirs, ...(method === "GET" ? {} : { json: person }) })).status,
      ).toBe(403)
  })
})
