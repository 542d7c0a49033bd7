import { readFileSync } from "node:fs"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { permissions, type Endpoint } from "./permissions.ts"
import { dropTestSchemas, testDialects } from "./testing/database.ts"
import { announcementForm, validBlock } from "./testing/forms.ts"
import { demoUserId, testServer, type RequestOptions, type TestServer } from "./testing/harness.ts"
import { snapshot } from "./testing/snapshot.ts"

afterAll(dropTestSchemas)

type Role = "super-admin" | "sales-manager" | "sales-expert" | "financial-manager"
const everyone: ReadonlyArray<Role> = ["super-admin", "sales-manager", "sales-expert", "financial-manager"]
const settingsGroup: ReadonlyArray<Role> = ["super-admin", "sales-manager"]
const lookupReaders: ReadonlyArray<Role> = ["super-admin", "sales-manager", "sales-expert"]

/** The endpoint x role table of docs/permissions.md, written out from the specification's section 6 and product.md section 3. */
const expected: Readonly<Record<Endpoint, ReadonlyArray<Role>>> = {
  "POST /auth/me": everyone,
  "POST /auth/logout": everyone,
  "GET /Admin/notifications/list": everyone,
  "GET /Admin/notifications/unread": everyone,
  "POST /Admin/notifications/{id}": everyone,
  "POST /Admin/notifications/": everyone,
  "GET /Admin/glass_laminate_color": lookupReaders,
  "GET /Admin/glass_laminate_color/{id}": lookupReaders,
  "POST /Admin/glass_laminate_color": settingsGroup,
  "PATCH /Admin/glass_laminate_color/{id}": settingsGroup,
  "GET /Admin/announcement_title": everyone,
  "POST /Admin/announcement_title": ["super-admin", "sales-manager"],
  "POST /Admin/announcement_title/{id}": ["super-admin", "sales-manager"],
  "GET /Admin/user/list": ["super-admin", "sales-manager"],
  "GET /Admin/customer/top": lookupReaders,
  "GET /Admin/invoice_finance/top": ["super-admin", "financial-manager"],
  "GET /Admin/description_dimension": lookupReaders,
  "GET /Admin/product/list": lookupReaders,
  "GET /Admin/fares": lookupReaders,
  "GET /Admin/glass_type": lookupReaders,
  "GET /Admin/glass_width": lookupReaders,
  "GET /Admin/glass_spacer": lookupReaders,
}

/** A call of each endpoint that would succeed for a role allowed to make it. */
const callOf = (endpoint: Endpoint): { method: string; path: string; options: RequestOptions } => {
  const [method = "", template = ""] = endpoint.split(" ")
  const path = `/api${template.replace("{id}", "1")}`
  if (endpoint === "POST /Admin/glass_laminate_color" || endpoint === "PATCH /Admin/glass_laminate_color/{id}")
    return { method, path, options: { json: { name: "فیروزه‌ای", price: 5_900_000 } } }
  if (endpoint === "POST /Admin/announcement_title") return { method, path, options: { form: announcementForm("عنوان تازه", "1", [validBlock]) } }
  if (endpoint === "POST /Admin/announcement_title/{id}") return { method, path, options: { form: announcementForm("عنوان ویرایش‌شده", "1", [validBlock]) } }
  return { method, path, options: {} }
}

const endpoints = Object.keys(permissions) as ReadonlyArray<Endpoint>

it("checks every endpoint of the server's table, and the table is the documented one", () => {
  expect(Object.fromEntries(endpoints.map((endpoint) => [endpoint, [...permissions[endpoint]].sort()]))).toEqual(
    Object.fromEntries(Object.entries(expected).map(([endpoint, roles]) => [endpoint, [...roles].sort()])),
  )
})

it("is the table written in docs/permissions.md", () => {
  const rows = readFileSync(new URL("../docs/permissions.md", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => /^\| (GET|POST|PATCH) /.test(line))
    .map((line) => line.split("|").map((cell) => cell.trim()))
  const documented = Object.fromEntries(rows.map(([, endpoint = "", ...cells]) => [endpoint, everyone.filter((_, index) => cells[index]?.startsWith("yes"))]))
  expect(documented).toEqual(expected)
})

describe.each(testDialects)("permissions on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  describe.each(endpoints)("%s", (endpoint) => {
    const { method, path, options } = callOf(endpoint)

    it.each(everyone)("as %s: allowed by the table, else 403 with nothing written", async (role) => {
      const token = await t.signIn(role)
      const before = await snapshot(t.db)
      // A notification can only be marked by its owner: use one of the caller's own.
      const own = await t.db.selectFrom("notifications").select("id").where("user_id", "=", demoUserId(role)).orderBy("id").executeTakeFirstOrThrow()
      const target = endpoint === "POST /Admin/notifications/{id}" ? `/api/Admin/notifications/${own.id}` : path
      const answer = await t.request(method, target, { ...options, token })
      if (expected[endpoint].includes(role)) {
        expect([200, 201]).toContain(answer.status)
      } else {
        expect(answer.status).toBe(403)
        expect(answer.body).toEqual({ message: "شما به این بخش دسترسی ندارید" })
        expect(await snapshot(t.db)).toEqual(before)
      }
    })

    it("answers 401 without a token, with a revoked one and with an expired one, writing nothing", async () => {
      const before = await snapshot(t.db)
      expect((await t.request(method, path, options)).status).toBe(401)
      const revoked = await t.signIn("super-admin")
      await t.request("POST", "/api/auth/logout", { token: revoked })
      const afterLogout = await snapshot(t.db)
      expect((await t.request(method, path, { ...options, token: revoked })).status).toBe(401)
      const expired = await t.signIn("super-admin")
      t.clock.advance(3600_000)
      expect((await t.request(method, path, { ...options, token: expired })).status).toBe(401)
      expect(await snapshot(t.db)).toEqual(afterLogout)
      expect(before.laminate_colors).toEqual(afterLogout.laminate_colors)
    })
  })
})
