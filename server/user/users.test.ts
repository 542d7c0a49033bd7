import { Result } from "effect"
import fc from "fast-check"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { csvLines, listOf } from "../testing/lists.ts"
import { snapshot } from "../testing/snapshot.ts"
import { userStoreIn } from "./userStore.ts"

afterAll(dropTestSchemas)

type Row = {
  id: number
  key: number
  name: string
  last_name: string
  personnel_code: string
  mobile: string
  role: string
  is_active: boolean
  stations: Array<string>
}

// Messages pinned here as the domain and product.md write them, never imported from the code under test.
const personnelCodeTaken = "این کد پرسنلی قبلاً ثبت شده است"
const mobileTaken = "این شماره همراه قبلاً ثبت شده است"
const superAdminReserved = "فقط مدیر کل می‌تواند نقش مدیر کل را بدهد، ویرایش یا حذف کند"
const selfDeactivation = "نمی‌توانید حساب کاربری خود را غیرفعال کنید"
const lastSuperAdmin = "آخرین مدیر کل فعال را نمی‌توان غیرفعال کرد یا نقش او را تغییر داد"
const operatorReserved = "فقط مدیر کل می‌تواند اپراتور تولید را تعریف، ویرایش یا غیرفعال کند"
const stationsRequired = "حداقل یک ایستگاه را انتخاب کنید"

const newUser = {
  name: "سارا",
  last_name: "نوری",
  personnel_code: "1000610006",
  mobile: "09120000066",
  role: "sales-expert",
  password: "Sara1234",
  is_active: true,
}

describe.each(testDialects)("users on %s", (dialect) => {
  let t: TestServer
  let admin: string
  let manager: string
  beforeEach(async () => {
    t = await testServer(dialect)
    admin = await t.signIn("super-admin")
    manager = await t.signIn("sales-manager")
  })
  afterEach(() => t.close())

  const list = (query: string, token = admin) => listOf<Row>(t, `/api/Admin/user${query}`, token)
  const create = (json: unknown, token = admin) => t.request("POST", "/api/Admin/user", { token, json })
  const patch = (id: number, json: unknown, token = admin) => t.request("PATCH", `/api/Admin/user/${id}`, { token, json })
  const login = (username: string, password: string) => t.request("POST", "/api/auth/login", { json: { username, password } })
  const me = (token: string) => t.request("POST", "/api/auth/me", { token })
  const tokenOf = async (username: string, password: string) =>
    ((await login(username, password)).body as { access_token: string }).access_token

  it("lists newest first with row numbers across pages and never a password hash", async () => {
    const all = await list("")
    expect(all.meta).toEqual({ total: 7, page: 1, per_page: 15 })
    expect(all.data.map((row) => [row.key, row.id])).toEqual([
      [1, 7],
      [2, 6],
      [3, 5],
      [4, 4],
      [5, 3],
      [6, 2],
      [7, 1],
    ])
    expect(all.data[6]).toEqual({
      id: 1,
      key: 7,
      name: "علی",
      last_name: "رضایی",
      personnel_code: "1000100001",
      mobile: "09120000001",
      role: "super-admin",
      is_active: true,
      stations: [],
    })
    expect(all.data[2]).toEqual({
      id: 5,
      key: 3,
      name: "رضا",
      last_name: "نوری",
      personnel_code: "1000500005",
      mobile: "09120000005",
      role: "production-manager",
      is_active: true,
      stations: [],
    })
    expect(all.data[1]).toEqual({
      id: 6,
      key: 2,
      name: "مهدی",
      last_name: "صادقی",
      personnel_code: "1000600006",
      mobile: "09120000006",
      role: "operator",
      is_active: true,
      stations: ["cutting", "edging"],
    })
    expect(all.data[0]?.stations).toEqual(["tempering", "laminating", "assembling", "quality", "racking", "dispatch"])
    const second = await list("?page=2&per_page=3")
    expect(second.data.map((row) => row.key)).toEqual([4, 5, 6])
    expect(second.meta).toEqual({ total: 7, page: 2, per_page: 3 })
    expect(JSON.stringify(await list("?per_page=1000"))).not.toMatch(/password|argon2/)
  })

  it("searches name, last name, both, personnel code and mobile, with Persian digits, Arabic letters and Latin in any case", async () => {
    expect((await create({ ...newUser, name: "John", last_name: "Smith" })).status).toBe(201)
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).data.map((row) => row.personnel_code).sort()
    expect(await found("رضایی")).toEqual(["1000100001"])
    expect(await found("علی رضایی")).toEqual(["1000100001"])
    expect(await found("كريمي")).toEqual(["1000300003"])
    expect(await found("۰۹۱۲۰۰۰۰۰۰۴")).toEqual(["1000400004"])
    expect(await found("10002")).toEqual(["1000200002"])
    expect(await found("jOhN")).toEqual(["1000610006"])
    expect(await found("رضا نوری")).toEqual(["1000500005"])
    expect((await create({ ...newUser, name: "سارا ۲", personnel_code: "1000600016", mobile: "09120000016" })).status).toBe(201)
    expect(await found("سارا 2")).toEqual(["1000600016"])
    expect(await found("سارا ۲")).toEqual(["1000600016"])
    expect(await found("0912")).toHaveLength(9)
    expect(await found("%")).toEqual([])
    expect(await found("_")).toEqual([])
    expect((await list(`?search=${encodeURIComponent("رضایی")}`)).meta.total).toBe(1)
  })

  it("filters by active state and by role; an unknown role or state is no filter", async () => {
    expect((await patch(demoUserId("sales-expert"), { is_active: false })).status).toBe(200)
    expect((await list("?is_active=0")).data.map((row) => row.role)).toEqual(["sales-expert"])
    expect((await list("?is_active=1")).meta.total).toBe(6)
    expect((await list("?role=financial-manager")).data.map((row) => row.id)).toEqual([demoUserId("financial-manager")])
    expect((await list("?role=production-manager")).data.map((row) => row.id)).toEqual([demoUserId("production-manager")])
    expect((await list("?role=operator")).data.map((row) => row.personnel_code)).toEqual(["1000700007", "1000600006"])
    expect((await list("?role=sales-expert&is_active=1")).meta.total).toBe(0)
    expect((await list("?role=admin&is_active=maybe")).meta.total).toBe(7)
  })

  it("creates with 201 (Persian digits and +98 read), stores an argon2id hash, and the user signs in", async () => {
    const created = await create({ ...newUser, personnel_code: "۱۰۰۰۶۱۰۰۰۶", mobile: "+989120000066", name: " سارا " })
    expect(created.status).toBe(201)
    const { data } = created.body as { data: Row }
    expect(created.body).toEqual({
      data: {
        id: data.id,
        name: "سارا",
        last_name: "نوری",
        personnel_code: "1000610006",
        mobile: "09120000066",
        role: "sales-expert",
        is_active: true,
        stations: [],
      },
    })
    expect((await t.request("GET", `/api/Admin/user/${data.id}`, { token: manager })).body).toEqual(created.body)
    const stored = await t.db.selectFrom("users").select("password_hash").where("id", "=", data.id).executeTakeFirstOrThrow()
    expect(stored.password_hash).toMatch(/^\$argon2id\$/)
    expect((await login("1000610006", "Sara1234")).status).toBe(200)
    expect((await list("")).meta.total).toBe(8)
  })

  it("refuses bad input with 422 and the domain's messages, writing nothing", async () => {
    const before = await snapshot(t.db)
    const empty = await create({})
    expect(empty.status).toBe(422)
    expect((empty.body as { errors: Record<string, Array<string>> }).errors).toEqual({
      name: ["نام الزامی است"],
      last_name: ["نام خانوادگی الزامی است"],
      personnel_code: ["کد پرسنلی الزامی است"],
      mobile: ["شماره همراه الزامی است"],
      role: ["نقش کاربر را انتخاب کنید"],
      password: ["پسورد خود را وارد کنید"],
    })
    const bad = await create({ ...newUser, personnel_code: "0912345678", mobile: "0912", role: "admin", password: "weak" })
    expect((bad.body as { errors: Record<string, Array<string>> }).errors).toMatchObject({
      personnel_code: ["کد پرسنلی نامعتبر است"],
      mobile: ["شماره همراه نامعتبر است"],
      role: ["نقش کاربر را انتخاب کنید"],
    })
    expect(
      (await t.request("POST", "/api/Admin/user", { token: admin, body: "{", headers: { "content-type": "application/json" } }))
        .status,
    ).toBe(422)
    expect((await create([1, 2])).status).toBe(422)
    expect((await patch(demoUserId("sales-expert"), { is_active: "maybe" })).body).toEqual({
      message: "وضعیت نامعتبر است",
      errors: { is_active: ["وضعیت نامعتبر است"] },
    })
    expect((await patch(demoUserId("sales-expert"), { name: "" })).status).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("refuses a personnel code or mobile already taken, on create and on edit, with 422 under the field", async () => {
    const before = await snapshot(t.db)
    const both = await create({ ...newUser, personnel_code: "1000100001", mobile: "۰۹۱۲۰۰۰۰۰۰۲" })
    expect(both.status).toBe(422)
    expect((both.body as { errors: unknown }).errors).toEqual({ personnel_code: [personnelCodeTaken], mobile: [mobileTaken] })
    const edited = await patch(demoUserId("sales-expert"), { ...newUser, mobile: "09120000004", password: "" })
    expect(edited.body).toEqual({ message: mobileTaken, errors: { mobile: [mobileTaken] } })
    expect(await snapshot(t.db)).toEqual(before)
    // A user keeps their own code and mobile when edited.
    expect(
      (
        await patch(demoUserId("sales-expert"), {
          name: "حسن",
          last_name: "کریمی",
          personnel_code: "1000300003",
          mobile: "09120000003",
          role: "sales-expert",
        })
      ).status,
    ).toBe(200)
  })

  it("answers 422 when the database finds a duplicate the first check missed (a race)", async () => {
    const users = userStoreIn(t.database)
    const saved = await users.save(
      undefined,
      undefined,
      () =>
        Result.succeed({
          name: "سارا",
          last_name: "نوری",
          personnel_code: "1000610006",
          mobile: "09120000001",
          role: "sales-expert",
          is_active: true,
          password_hash: "x",
          stations: [],
        }),
      new Date().toISOString(),
    )
    expect(
      Result.isFailure(saved) ? { kind: "taken", field: saved.failure._tag === "UserTaken" && saved.failure.field } : saved,
    ).toEqual({
      kind: "taken",
      field: "mobile",
    })
    expect(await users.count()).toBe(7)
  })

  it("edits every field; an empty password keeps the stored one, a new one replaces it and signs the user out", async () => {
    const id = demoUserId("sales-expert")
    const expertToken = await t.signIn("sales-expert")
    const kept = await patch(
      id,
      {
        name: "حسن",
        last_name: "کریمی‌نژاد",
        personnel_code: "1000300013",
        mobile: "09120000013",
        role: "sales-manager",
        password: "",
        is_active: true,
      },
      manager,
    )
    expect(kept.body).toEqual({
      data: {
        id,
        name: "حسن",
        last_name: "کریمی‌نژاد",
        personnel_code: "1000300013",
        mobile: "09120000013",
        role: "sales-manager",
        is_active: true,
        stations: [],
      },
    })
    expect((await login("1000300013", "Demo1234")).status).toBe(200)
    expect((await me(expertToken)).status).toBe(200)
    const changed = await patch(
      id,
      {
        name: "حسن",
        last_name: "کریمی",
        personnel_code: "1000300013",
        mobile: "09120000013",
        role: "sales-expert",
        password: "Hasan999",
      },
      manager,
    )
    expect(changed.status).toBe(200)
    expect((await me(expertToken)).status).toBe(401)
    expect((await login("1000300013", "Demo1234")).status).toBe(401)
    expect((await login("1000300013", "Hasan999")).status).toBe(200)
  })

  it("toggles with a body of is_active only; a deactivated user's tokens stop working, also after reactivation", async () => {
    const id = demoUserId("financial-manager")
    const token = await t.signIn("financial-manager")
    const off = await patch(id, { is_active: false }, manager)
    expect(off.body).toMatchObject({ data: { id, is_active: false, role: "financial-manager", name: "زهرا" } })
    expect((await me(token)).status).toBe(401)
    expect((await t.request("POST", "/api/auth/refresh", { token })).status).toBe(401)
    expect((await login("1000400004", "Demo1234")).status).toBe(401)
    expect((await patch(id, { is_active: 1 }, manager)).body).toMatchObject({ data: { is_active: true } })
    expect((await me(token)).status).toBe(401)
    expect((await me(await tokenOf("1000400004", "Demo1234"))).status).toBe(200)
  })

  it("keeps the super-admin role to super-admins: a sales manager may not grant it (422) nor touch a super-admin (403)", async () => {
    const before = await snapshot(t.db)
    const granted = await create({ ...newUser, role: "super-admin" }, manager)
    expect(granted.status).toBe(422)
    expect(granted.body).toEqual({ message: superAdminReserved, errors: { role: [superAdminReserved] } })
    const promoted = await patch(
      demoUserId("sales-expert"),
      { name: "حسین", last_name: "کریمی", personnel_code: "1000300003", mobile: "09120000003", role: "super-admin" },
      manager,
    )
    expect(promoted.body).toEqual({ message: superAdminReserved, errors: { role: [superAdminReserved] } })
    const edited = await patch(
      demoUserId("super-admin"),
      { name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001", role: "super-admin" },
      manager,
    )
    expect(edited.status).toBe(403)
    expect(edited.body).toEqual({ message: superAdminReserved })
    expect((await patch(demoUserId("super-admin"), { is_active: false }, manager)).body).toEqual({ message: superAdminReserved })
    expect(await snapshot(t.db)).toEqual(before)
    // A super-admin may grant it.
    expect((await create({ ...newUser, role: "super-admin" }, admin)).status).toBe(201)
  })

  it("lets nobody deactivate themself, nor demote the last active super-admin; another super-admin makes it possible", async () => {
    const before = await snapshot(t.db)
    const self = await patch(demoUserId("sales-manager"), { is_active: false }, manager)
    expect(self.body).toEqual({ message: selfDeactivation, errors: { is_active: [selfDeactivation] } })
    expect((await patch(demoUserId("super-admin"), { is_active: false }, admin)).body).toEqual({
      message: selfDeactivation,
      errors: { is_active: [selfDeactivation] },
    })
    const demoted = await patch(
      demoUserId("super-admin"),
      { name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001", role: "sales-manager" },
      admin,
    )
    expect(demoted.body).toEqual({ message: lastSuperAdmin, errors: { role: [lastSuperAdmin] } })
    expect(await snapshot(t.db)).toEqual(before)
    // An inactive super-admin does not count.
    const dormant = (await create({ ...newUser, role: "super-admin", is_active: false }, admin)).body as { data: Row }
    expect(
      (
        await patch(
          demoUserId("super-admin"),
          { name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001", role: "sales-manager" },
          admin,
        )
      ).status,
    ).toBe(422)
    expect((await patch(dormant.data.id, { is_active: true }, admin)).status).toBe(200)
    expect(
      (
        await patch(
          demoUserId("super-admin"),
          { name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001", role: "sales-manager" },
          admin,
        )
      ).status,
    ).toBe(200)
  })

  it("keeps one active super-admin when two demote each other at the same moment", async () => {
    const second = ((await create({ ...newUser, role: "super-admin" }, admin)).body as { data: Row }).data
    const secondToken = await tokenOf("1000610006", "Sara1234")
    const demote = (
      target: Row | { id: number; name: string; last_name: string; personnel_code: string; mobile: string },
      token: string,
    ) =>
      patch(
        target.id,
        {
          name: target.name,
          last_name: target.last_name,
          personnel_code: target.personnel_code,
          mobile: target.mobile,
          role: "sales-manager",
        },
        token,
      )
    const first = { id: 1, name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001" }
    const answers = await Promise.all([demote(second, admin), demote(first, secondToken)])
    // The later one is refused: as the last active super-admin's demotion (422), or, when its caller was demoted first, as a sales manager's (403).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 422 || answer.status === 403)).toHaveLength(1)
    expect((await list("?role=super-admin&is_active=1")).meta.total).toBe(1)
  })

  it("keeps an operator's stations: at least one, in station order, given by the super-admin alone, and none for other roles", async () => {
    const before = await snapshot(t.db)
    const operator = { ...newUser, role: "operator" }
    for (const stations of [undefined, [], null]) {
      const refused = await create({ ...operator, stations })
      expect(refused.body).toEqual({ message: stationsRequired, errors: { stations: [stationsRequired] } })
    }
    expect((await create({ ...operator, stations: ["cutting", "oven"] })).body).toEqual({
      message: "ایستگاه انتخاب‌شده شناخته نیست",
      errors: { stations: ["ایستگاه انتخاب‌شده شناخته نیست"] },
    })
    // A sales manager may not make an operator (422 under role), nor edit or switch off a stored one (403).
    const byManager = await create({ ...operator, stations: ["cutting"] }, manager)
    expect(byManager.body).toEqual({ message: operatorReserved, errors: { role: [operatorReserved] } })
    const demoOperator = demoUserId("operator")
    const stored = {
      name: "مهدی",
      last_name: "صادقی",
      personnel_code: "1000600006",
      mobile: "09120000006",
      role: "operator",
      stations: ["cutting"],
    }
    expect((await patch(demoOperator, stored, manager)).body).toEqual({ message: operatorReserved })
    expect((await patch(demoOperator, { ...stored, role: "sales-expert" }, manager)).status).toBe(403)
    expect((await patch(demoOperator, { is_active: false }, manager)).body).toEqual({ message: operatorReserved })
    expect(await snapshot(t.db)).toEqual(before)

    const created = await create({ ...operator, stations: ["quality", "cutting", "quality"] })
    expect(created.status).toBe(201)
    const { data } = created.body as { data: Row }
    expect(data).toMatchObject({ role: "operator", stations: ["cutting", "quality"] })
    const kept = await t.db.selectFrom("users").select("stations").where("id", "=", data.id).executeTakeFirstOrThrow()
    expect(kept.stations).toBe("cutting,quality")
    const signedIn = await tokenOf("1000610006", "Sara1234")
    expect((await me(signedIn)).body).toMatchObject({ roles: ["operator"], stations: ["cutting", "quality"] })
    // Another role keeps no stations, whatever the form still carried.
    const switched = await patch(data.id, { ...operator, password: "", role: "production-manager", stations: ["cutting"] })
    expect((switched.body as { data: Row }).data).toMatchObject({ role: "production-manager", stations: [] })
    expect((await t.db.selectFrom("users").select("stations").where("id", "=", data.id).executeTakeFirstOrThrow()).stations).toBe(
      "",
    )
    expect((await t.request("GET", `/api/Admin/user/${demoOperator}`, { token: manager })).body).toMatchObject({
      data: { stations: ["cutting", "edging"] },
    })
  })

  it("never answers 500 to generated bodies, and writes nothing when it refuses", async () => {
    const nasty = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        "",
        " ",
        "۰۹۱۲۰۰۰۰۰۰۹",
        "+989120000009",
        "1000900009",
        "super-admin",
        "sales-expert",
        "operator",
        "Pass1234",
        null,
        true,
        1e308,
        "1",
      ),
      fc.string(),
    )
    const stations = fc.oneof(nasty, fc.array(fc.constantFrom("cutting", "dispatch", "furnace", "")))
    const body = fc.oneof(
      fc.record(
        {
          name: nasty,
          last_name: nasty,
          personnel_code: nasty,
          mobile: nasty,
          role: nasty,
          password: nasty,
          is_active: nasty,
          stations,
        },
        { requiredKeys: [] },
      ),
      fc.record({ is_active: nasty }),
      fc.record({ current_password: nasty, new_password: nasty, new_password_confirmation: nasty }, { requiredKeys: [] }),
      nasty,
    )
    const target = fc.constantFrom(
      "POST /api/Admin/user",
      "PATCH /api/Admin/user/1",
      "PATCH /api/Admin/user/3",
      "PATCH /api/Admin/user/6",
      "POST /api/auth/password",
    )
    await fc.assert(
      fc.asyncProperty(target, body, fc.constantFrom("super-admin", "sales-manager"), async (call, json, role) => {
        const [method = "", path = ""] = call.split(" ")
        const before = await snapshot(t.db)
        const answer = await t.request(method, path, { token: role === "super-admin" ? admin : manager, json })
        expect([200, 201, 403, 422]).toContain(answer.status)
        if (answer.status >= 400) expect(await snapshot(t.db)).toEqual(before)
        // A change that signed a caller out (a password change or a deactivation) is undone by a fresh sign-in.
        const [freshAdmin, freshManager] = [await login("1000100001", "Demo1234"), await login("1000200002", "Demo1234")]
        if (freshAdmin.status === 200) admin = (freshAdmin.body as { access_token: string }).access_token
        if (freshManager.status === 200) manager = (freshManager.body as { access_token: string }).access_token
      }),
      { numRuns: 40 },
    )
    expect(t.faults).toEqual([])
  })

  it("answers 404 for an unknown id and for ids that are no whole numbers", async () => {
    for (const id of ["999", "abc", "1e99", "0", "-1", "1.5", "99999999999999999999"]) {
      expect((await t.request("GET", `/api/Admin/user/${id}`, { token: admin })).status).toBe(404)
      expect((await patch(id as unknown as number, { is_active: true })).status).toBe(404)
    }
    expect((await t.request("GET", "/api/Admin/user/list", { token: admin })).status).toBe(200)
  })

  it("exports the filtered list as CSV: byte order mark, Persian header, role in Persian, codes in Persian digits", async () => {
    const lines = csvLines(await t.request("GET", "/api/Admin/user/export?role=sales-expert", { token: manager }), "users.csv")
    expect(lines).toEqual([
      "ردیف,نام,نام خانوادگی,کد پرسنلی,شماره همراه,نقش,وضعیت,ایستگاه‌ها",
      "1,حسین,کریمی,۱۰۰۰۳۰۰۰۰۳,۰۹۱۲۰۰۰۰۰۰۳,کارشناس فروش,فعال,",
      "",
    ])
    const all = new TextDecoder().decode(
      (await t.request("GET", `/api/Admin/user/export?search=${encodeURIComponent("۰۹۱۲")}`, { token: admin })).bytes,
    )
    expect(all.split("\r\n")).toHaveLength(9)
    expect(all).toContain("مدیر کل")
    expect(all).toContain("3,رضا,نوری,۱۰۰۰۵۰۰۰۰۵,۰۹۱۲۰۰۰۰۰۰۵,مدیر تولید,فعال,\r\n")
    // An operator's stations, in Persian, in station order.
    expect(all).toContain("2,مهدی,صادقی,۱۰۰۰۶۰۰۰۰۶,۰۹۱۲۰۰۰۰۰۰۶,اپراتور تولید,فعال,برش، لبه‌کاری\r\n")
  })
})
