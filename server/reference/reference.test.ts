import { Result } from "effect"
import fc from "fast-check"
import { ReferenceRowId } from "../../domain/identifiers/Ids.ts"
import { afterAll, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { signedInServerPerTest, type TestServer } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import type { ReferenceRefusal } from "./ReferenceRefusal.ts"
import { referenceDataIn } from "./referenceStore.ts"

afterAll(dropTestSchemas)

type Row = { id: number; is_active: boolean } & Record<string, unknown>
type Errors = Readonly<Record<string, ReadonlyArray<string>>>

/** Every row of the four tables, to prove a refused request wrote nothing. */
const stored = async (t: TestServer) => ({
  glass_widths: await t.db.selectFrom("glass_widths").selectAll().orderBy("id").execute(),
  glass_spacers: await t.db.selectFrom("glass_spacers").selectAll().orderBy("id").execute(),
  fares: await t.db.selectFrom("fares").selectAll().orderBy("id").execute(),
  description_dimensions: await t.db.selectFrom("description_dimensions").selectAll().orderBy("id").execute(),
})

/** What each list holds, how it is written, and the Persian messages of its form (copied from the domain's tests, never from the code). */
const entities = [
  {
    name: "glass thicknesses",
    path: "/Admin/glass_width",
    keys: ["id", "size", "is_active"],
    seeded: 6,
    created: { body: { size: "۷" }, row: { size: 7, is_active: true } },
    edited: { body: { size: 9, is_active: false }, row: { size: 9, is_active: false } },
    taken: { body: { size: 6 }, errors: { size: ["این ضخامت قبلاً ثبت شده است"] } },
    bad: [
      [{}, { size: ["وارد کردن ضخامت اجباری است"] }],
      [{ size: "۳۰" }, { size: ["ضخامت باید بین 2 و 25 میلی‌متر باشد"] }],
      [{ size: 5.5 }, { size: ["ضخامت باید عدد صحیح باشد"] }],
      [{ size: 6, is_active: "x" }, { is_active: ["وضعیت نامعتبر است"] }],
    ],
    search: { text: "۱۰", found: (row: Row) => row.size === 10 },
    csvHeader: "ردیف,ضخامت (میلی‌متر),وضعیت",
    csvFirst: "1,4,فعال",
  },
  {
    name: "spacer thicknesses",
    path: "/Admin/glass_spacer",
    keys: ["id", "size", "price", "is_active"],
    seeded: 6,
    created: { body: { size: "۱۸", price: "۳۲۰,۰۰۰" }, row: { size: 18, price: 320_000, is_active: true } },
    edited: { body: { size: 20, price: 0 }, row: { size: 20, price: 0, is_active: true } },
    taken: { body: { size: 8, price: 1 }, errors: { size: ["این ضخامت قبلاً ثبت شده است"] } },
    bad: [
      [{}, { size: ["وارد کردن ضخامت اجباری است"], price: ["وارد کردن قیمت اجباری است"] }],
      [
        { size: 3, price: -1 },
        { size: ["ضخامت باید بین 4 و 30 میلی‌متر باشد"], price: ["قیمت منفی نمیتواند باشد"] },
      ],
      [
        { size: 12.5, price: "abc" },
        { size: ["ضخامت باید عدد صحیح باشد"], price: ["وارد کردن قیمت اجباری است"] },
      ],
    ],
    search: { text: "16 میلی‌متر", found: (row: Row) => row.size === 16 },
    csvHeader: "ردیف,ضخامت (میلی‌متر),قیمت هر متر (ریال),وضعیت",
    csvFirst: "1,6,180000,فعال",
  },
  {
    name: "delivery fares",
    path: "/Admin/fares",
    keys: ["id", "title", "amount", "is_active"],
    seeded: 11,
    created: { body: { title: " شهريار ", amount: "۱۴,۵۰۰,۰۰۰" }, row: { title: "شهریار", amount: 14_500_000, is_active: true } },
    edited: { body: { title: "شهریار و ملارد", amount: 0 }, row: { title: "شهریار و ملارد", amount: 0, is_active: true } },
    taken: { body: { title: "كرج", amount: 1 }, errors: { title: ["این عنوان قبلاً ثبت شده است"] } },
    bad: [
      [{}, { title: ["وارد کردن عنوان اجباری است"], amount: ["وارد کردن مبلغ اجباری است"] }],
      [
        { title: "ت".repeat(101), amount: -5 },
        { title: ["عنوان باید حداکثر 100 کاراکتر باشد"], amount: ["مبلغ منفی نمی‌تواند باشد"] },
      ],
      [{ title: "کرج", amount: 1.5 }, { amount: ["مبلغ باید عدد صحیح باشد"] }],
      [{ title: "کرج", amount: 10 ** 15 }, { amount: ["مبلغ بیش از حد مجاز است"] }],
    ],
    search: { text: "تهران", found: (row: Row) => String(row.title).includes("تهران") },
    csvHeader: "ردیف,عنوان,مبلغ (ریال),وضعیت",
    csvFirst: "1,تحویل درب کارخانه,0,فعال",
  },
  {
    name: "descriptions",
    path: "/Admin/description_dimension",
    keys: ["id", "name", "unit", "price", "is_active"],
    seeded: 8,
    created: {
      body: { name: "CNC", pricing_unit: "۳", price: 280_000 },
      row: { name: "CNC", unit: "meter", price: 280_000, is_active: true },
    },
    edited: {
      body: { name: "CNC ظریف", pricing_unit: 2, price: "۱,۰۰۰" },
      row: { name: "CNC ظریف", unit: "square_meter", price: 1000, is_active: true },
    },
    taken: { body: { name: "بیزل", pricing_unit: 1, price: 1 }, errors: { name: ["این نام قبلاً ثبت شده است"] } },
    bad: [
      [
        {},
        {
          name: ["وارد کردن نام اجباری است"],
          pricing_unit: ["واحد قیمت‌گذاری را انتخاب کنید"],
          price: ["وارد کردن قیمت اجباری است"],
        },
      ],
      [
        { name: "س".repeat(101), pricing_unit: 4, price: -2 },
        {
          name: ["نام باید حداکثر 100 کاراکتر باشد"],
          pricing_unit: ["واحد قیمت‌گذاری را انتخاب کنید"],
          price: ["قیمت منفی نمیتواند باشد"],
        },
      ],
      [
        [1, 2],
        {
          name: ["وارد کردن نام اجباری است"],
          pricing_unit: ["واحد قیمت‌گذاری را انتخاب کنید"],
          price: ["وارد کردن قیمت اجباری است"],
        },
      ],
    ],
    search: { text: "ساز", found: (row: Row) => String(row.name).includes("ساز") },
    csvHeader: "ردیف,نام,واحد قیمت‌گذاری,قیمت (ریال),وضعیت",
    csvFirst: "1,سوراخ‌کاری,هر عدد,350000,فعال",
  },
] as const

describe.each(testDialects)("reference data on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "sales-manager")
  const call = (method: string, path: string, json?: unknown) =>
    signedIn.t.request(method, `/api${path}`, { token: signedIn.token, ...(json === undefined ? {} : { json }) })
  const list = (path: string, query = "") => listOf<Row>(signedIn.t, `/api${path}${query}`, signedIn.token)

  describe.each(entities)("$name", (entity) => {
    it("keeps the lookup's shape and order at per_page 1000, and pages the same rows", async () => {
      const full = await list(entity.path, "?per_page=1000")
      expect(full.meta).toEqual({ total: entity.seeded, page: 1, per_page: 1000 })
      for (const row of full.data) expect(Object.keys(row).sort()).toEqual([...entity.keys].sort())
      const second = await list(entity.path, "?page=2&per_page=2")
      expect(second.data).toEqual(full.data.slice(2, 4))
      expect(second.meta).toEqual({ total: entity.seeded, page: 2, per_page: 2 })
      expect((await list(entity.path, "?page=99")).data).toEqual([])
    })

    it("filters by search (Persian digits and Arabic letters read as stored) and by the active flag, the total following", async () => {
      const all = (await list(entity.path, "?per_page=1000")).data
      const searched = await list(entity.path, `?per_page=1000&search=${encodeURIComponent(entity.search.text)}`)
      expect(searched.data.length).toBeGreaterThan(0)
      expect(searched.data).toEqual(all.filter(entity.search.found))
      expect(searched.meta.total).toBe(searched.data.length)
      const first = all[0] ?? expect.unreachable("seeded rows")
      await call("PATCH", `${entity.path}/${first.id}`, { is_active: false })
      const inactive = await list(entity.path, "?per_page=1000&is_active=0")
      expect(inactive.data.map((row) => row.id)).toContain(first.id)
      expect(inactive.data.every((row) => !row.is_active)).toBe(true)
      const active = await list(entity.path, "?per_page=1000&is_active=1")
      expect(active.data.every((row) => row.is_active)).toBe(true)
      expect(active.meta.total + inactive.meta.total).toBe(entity.seeded)
      expect((await list(entity.path, `?search=${encodeURIComponent("%_\\")}`)).data).toEqual([])
    })

    it("creates with 201, reads it back, and the lookup shows it at once", async () => {
      const created = await call("POST", entity.path, entity.created.body)
      expect(created.status).toBe(201)
      const { data } = created.body as { data: Row }
      expect(data).toEqual({ id: data.id, ...entity.created.row })
      expect((await call("GET", `${entity.path}/${data.id}`)).body).toEqual(created.body)
      const lookup = await list(entity.path, "?per_page=1000")
      expect(lookup.data).toContainEqual(data)
      expect(lookup.meta.total).toBe(entity.seeded + 1)
    })

    it("edits with PATCH, toggles with a body of is_active only, and an edit without the switch keeps the flag", async () => {
      const { data } = (await call("POST", entity.path, entity.created.body)).body as { data: Row }
      const edited = await call("PATCH", `${entity.path}/${data.id}`, entity.edited.body)
      expect(edited.status).toBe(200)
      expect(edited.body).toEqual({ data: { id: data.id, ...entity.edited.row } })
      const toggled = await call("PATCH", `${entity.path}/${data.id}`, { is_active: !entity.edited.row.is_active })
      expect(toggled.body).toEqual({ data: { id: data.id, ...entity.edited.row, is_active: !entity.edited.row.is_active } })
      const { is_active: _, ...withoutSwitch } = entity.edited.body as Record<string, unknown>
      const kept = await call("PATCH", `${entity.path}/${data.id}`, withoutSwitch)
      expect((kept.body as { data: Row }).data.is_active).toBe(!entity.edited.row.is_active)
      expect((await call("PATCH", `${entity.path}/${data.id}`, { is_active: "maybe" })).body).toEqual({
        message: "وضعیت نامعتبر است",
        errors: { is_active: ["وضعیت نامعتبر است"] },
      })
    })

    it("refuses bad input with 422 and the Persian messages under each field, writing nothing", async () => {
      const before = await stored(signedIn.t)
      for (const [json, errors] of entity.bad as ReadonlyArray<readonly [unknown, Errors]>) {
        for (const [method, path] of [
          ["POST", entity.path],
          ["PATCH", `${entity.path}/1`],
        ] as const) {
          const answer = await call(method, path, json)
          expect(answer.status).toBe(422)
          expect(answer.body).toEqual({ message: Object.values(errors)[0]?.[0], errors })
        }
      }
      expect(
        (
          await signedIn.t.request("POST", `/api${entity.path}`, {
            token: signedIn.token,
            body: "{",
            headers: { "content-type": "application/json" },
          })
        ).status,
      ).toBe(422)
      expect(
        (
          await signedIn.t.request("POST", `/api${entity.path}`, {
            token: signedIn.token,
            body: "a=1",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          })
        ).status,
      ).toBe(422)
      expect(await stored(signedIn.t)).toEqual(before)
    })

    it("refuses a duplicate with 422 under its field, on create and on edit, but not the record's own value", async () => {
      const before = await stored(signedIn.t)
      const answer = await call("POST", entity.path, entity.taken.body)
      expect(answer.body).toEqual({ message: Object.values(entity.taken.errors)[0]?.[0], errors: entity.taken.errors })
      expect(answer.status).toBe(422)
      const { data } = (await call("POST", entity.path, entity.created.body)).body as { data: Row }
      const clash = await call("PATCH", `${entity.path}/${data.id}`, entity.taken.body)
      expect(clash.status).toBe(422)
      expect(clash.body).toEqual({ message: Object.values(entity.taken.errors)[0]?.[0], errors: entity.taken.errors })
      expect((await call("PATCH", `${entity.path}/${data.id}`, entity.created.body)).status).toBe(200)
      const after = await stored(signedIn.t)
      expect(Object.values(after).flat().length).toBe(Object.values(before).flat().length + 1)
    })

    it("exports the filtered list as CSV with the byte order mark and Persian headers", async () => {
      const lines = csvLines(await call("GET", `${entity.path}/export`))
      expect(lines[0]).toBe(entity.csvHeader)
      expect(lines[1]).toBe(entity.csvFirst)
      expect(lines).toHaveLength(entity.seeded + 2)
      const searched = await call("GET", `${entity.path}/export?search=${encodeURIComponent(entity.search.text)}&is_active=1`)
      const rows = new TextDecoder().decode(searched.bytes).trimEnd().split("\r\n").slice(1)
      expect(rows).toHaveLength(
        (await list(entity.path, `?per_page=1000&is_active=1&search=${encodeURIComponent(entity.search.text)}`)).meta.total,
      )
    })

    it("answers 404 for an unknown id and for ids that are no whole numbers", async () => {
      for (const id of ["999", "abc", "1e99", "0", "-1", "1.5", "99999999999999999999"]) {
        expect((await call("GET", `${entity.path}/${id}`)).status).toBe(404)
        expect((await call("PATCH", `${entity.path}/${id}`, { is_active: true })).status).toBe(404)
        expect((await call("PATCH", `${entity.path}/${id}`, entity.created.body)).status).toBe(404)
      }
    })

    it("never answers 500 to any body: a write succeeds whole or is refused with 422 writing nothing", async () => {
      const nasty = fc.oneof(
        fc.jsonValue(),
        fc.constantFrom(
          1e308,
          -1,
          2 ** 63,
          "1e99",
          "۱۲",
          "-۵",
          "abc",
          "",
          " ",
          "NaN",
          "Infinity",
          "0x10",
          true,
          "1",
          "0",
          "%_\\",
        ),
        fc.string(),
      )
      const body = fc.oneof(
        fc.record(
          { size: nasty, price: nasty, title: nasty, amount: nasty, name: nasty, pricing_unit: nasty, is_active: nasty },
          { requiredKeys: [] },
        ),
        nasty,
      )
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom("POST", "PATCH"), async (json, method) => {
          const before = await stored(signedIn.t)
          const answer = await call(method, method === "POST" ? entity.path : `${entity.path}/1`, json)
          expect([200, 201, 422]).toContain(answer.status)
          if (answer.status === 422) expect(await stored(signedIn.t)).toEqual(before)
        }),
        { numRuns: 40 },
      )
      expect(signedIn.t.faults).toEqual([])
    })

    it("is written by the settings group only: a sales expert reads but gets 403 on writes, a financial manager gets 403 on reads", async () => {
      const expert = await signedIn.t.signIn("sales-expert")
      expect((await signedIn.t.request("GET", `/api${entity.path}?per_page=1000`, { token: expert })).status).toBe(200)
      expect((await signedIn.t.request("POST", `/api${entity.path}`, { token: expert, json: entity.created.body })).status).toBe(
        403,
      )
      const finance = await signedIn.t.signIn("financial-manager")
      expect((await signedIn.t.request("GET", `/api${entity.path}`, { token: finance })).status).toBe(403)
      expect((await signedIn.t.request("GET", `/api${entity.path}/export`, { token: finance })).status).toBe(403)
    })
  })

  it("finds a fare or a description by its digits whichever digits are typed or stored", async () => {
    const fare = ((await call("POST", "/Admin/fares", { title: "فاز 97 پردیس", amount: 1 })).body as { data: Row }).data
    const detail = (
      (await call("POST", "/Admin/description_dimension", { name: "سوراخ ۱۲ میلی‌متری", pricing_unit: 1, price: 1 })).body as {
        data: Row
      }
    ).data
    for (const typed of ["97", "۹۷", "٩٧"])
      expect((await list("/Admin/fares", `?search=${encodeURIComponent(typed)}`)).data.map((row) => row.id)).toEqual([fare.id])
    for (const typed of ["12", "۱۲", "١٢"])
      expect(
        (await list("/Admin/description_dimension", `?search=${encodeURIComponent(typed)}`)).data.map((row) => row.id),
      ).toEqual([detail.id])
  })

  it("answers the duplicate message when the unique index refuses a write that passed the check (a race)", async () => {
    const { glassWidths, spacers, fares, descriptions } = referenceDataIn(signedIn.t.database)
    /** The field errors a refused write answers, or the write's own outcome when it was not refused as taken. */
    const takenErrors = (outcome: Result.Result<unknown, ReferenceRefusal>) =>
      Result.isFailure(outcome) && outcome.failure._tag === "ReferenceTaken" ? outcome.failure.errors : outcome
    expect(takenErrors(await glassWidths.create({ size: 6, is_active: true }))).toEqual({ size: "این ضخامت قبلاً ثبت شده است" })
    expect(takenErrors(await spacers.update(ReferenceRowId(1), { size: 8 }))).toEqual({ size: "این ضخامت قبلاً ثبت شده است" })
    expect(Result.isSuccess(await fares.create({ title: "KARAJ", amount: 1, is_active: true }))).toBe(true)
    expect(takenErrors(await fares.create({ title: "karaj", amount: 1, is_active: true }))).toEqual({
      title: "این عنوان قبلاً ثبت شده است",
    })
    expect(takenErrors(await descriptions.create({ name: "بیزل", unit: "piece", price: 1, is_active: true }))).toEqual({
      name: "این نام قبلاً ثبت شده است",
    })
  })
})
