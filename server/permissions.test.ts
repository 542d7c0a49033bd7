import { readFileSync } from "node:fs"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { permissions, type Endpoint } from "./permissions.ts"
import { dropTestSchemas, testDialects } from "./testing/database.ts"
import { announcementForm, demoSettingsForm, invoiceBody, validBlock } from "./testing/forms.ts"
import { demoUserId, testServer, type RequestOptions, type TestServer } from "./testing/harness.ts"
import { snapshot } from "./testing/snapshot.ts"
import { prepareProduction, productionCallOf } from "./production/testing/permissionCalls.ts"
import { prepareView, viewCallOptions } from "./view/testing/permissionCalls.ts"

afterAll(dropTestSchemas)

type Role = "super-admin" | "sales-manager" | "sales-expert" | "financial-manager" | "production-manager" | "operator"
const everyone: ReadonlyArray<Role> = [
  "super-admin",
  "sales-manager",
  "sales-expert",
  "financial-manager",
  "production-manager",
  "operator",
]
/** Every role but the operator, who opens only the floor's screens besides every role's own calls (production.md section 1). */
const backOffice: ReadonlyArray<Role> = [
  "super-admin",
  "sales-manager",
  "sales-expert",
  "financial-manager",
  "production-manager",
]
/** Every role that sees prices: all but production's (production.md section 1). */
const office: ReadonlyArray<Role> = ["super-admin", "sales-manager", "sales-expert", "financial-manager"]
const productionGroup: ReadonlyArray<Role> = ["super-admin", "production-manager"]
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
  "GET /Admin/glass_laminate_color/export": lookupReaders,
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
  "POST /auth/password": everyone,
  "GET /Admin/user": ["super-admin", "sales-manager"],
  "GET /Admin/user/export": ["super-admin", "sales-manager"],
  "GET /Admin/user/{id}": ["super-admin", "sales-manager"],
  "POST /Admin/user": ["super-admin", "sales-manager"],
  "PATCH /Admin/user/{id}": ["super-admin", "sales-manager"],
  // [users] endpoints above this line
  "GET /Admin/customer": lookupReaders,
  "GET /Admin/customer/export": lookupReaders,
  "GET /Admin/customer/{id}": lookupReaders,
  "POST /Admin/customer": lookupReaders,
  "PATCH /Admin/customer/{id}": lookupReaders,
  // [customers] endpoints above this line
  "GET /Admin/sales_expert_access": ["super-admin", "sales-manager"],
  "GET /Admin/sales_expert_access/export": ["super-admin", "sales-manager"],
  "GET /Admin/sales_expert_access/{id}": ["super-admin", "sales-manager"],
  "PUT /Admin/sales_expert_access/{id}": ["super-admin", "sales-manager"],
  "GET /Admin/dashboard": everyone,
  // [access] endpoints above this line
  "GET /Admin/glass_width/export": lookupReaders,
  "GET /Admin/glass_width/{id}": lookupReaders,
  "POST /Admin/glass_width": settingsGroup,
  "PATCH /Admin/glass_width/{id}": settingsGroup,
  "GET /Admin/glass_spacer/export": lookupReaders,
  "GET /Admin/glass_spacer/{id}": lookupReaders,
  "POST /Admin/glass_spacer": settingsGroup,
  "PATCH /Admin/glass_spacer/{id}": settingsGroup,
  "GET /Admin/fares/export": lookupReaders,
  "GET /Admin/fares/{id}": lookupReaders,
  "POST /Admin/fares": settingsGroup,
  "PATCH /Admin/fares/{id}": settingsGroup,
  "GET /Admin/description_dimension/export": lookupReaders,
  "GET /Admin/description_dimension/{id}": lookupReaders,
  "POST /Admin/description_dimension": settingsGroup,
  "PATCH /Admin/description_dimension/{id}": settingsGroup,
  // [reference] endpoints above this line
  "GET /Admin/glass_type/export": lookupReaders,
  "GET /Admin/glass_type/{id}": lookupReaders,
  "POST /Admin/glass_type": settingsGroup,
  "PATCH /Admin/glass_type/{id}": settingsGroup,
  "GET /Admin/glass_type/{id}/size_limit": lookupReaders,
  "GET /Admin/glass_type/{id}/size_limit/export": lookupReaders,
  "GET /Admin/glass_type/{id}/size_limit/{order}": lookupReaders,
  "POST /Admin/glass_type/{id}/size_limit/check": lookupReaders,
  "POST /Admin/glass_type/{id}/size_limit": settingsGroup,
  "PATCH /Admin/glass_type/{id}/size_limit/{order}": settingsGroup,
  "DELETE /Admin/glass_type/{id}/size_limit/{order}": settingsGroup,
  // [glass] endpoints above this line
  "GET /Admin/invoice": settingsGroup.concat("sales-expert"),
  "GET /Admin/invoice/export": settingsGroup.concat("sales-expert"),
  "POST /Admin/invoice": settingsGroup.concat("sales-expert"),
  "GET /Admin/invoice/catalog": office,
  "GET /Admin/settings": backOffice,
  "GET /Admin/invoice/{id}": office,
  "PUT /Admin/invoice/{id}": settingsGroup.concat("sales-expert"),
  "POST /Admin/invoice/{id}/reprice": settingsGroup.concat("sales-expert"),
  "POST /Admin/invoice/{id}/send": settingsGroup.concat("sales-expert"),
  "POST /Admin/invoice/{id}/approve": settingsGroup,
  "POST /Admin/invoice/{id}/reject": settingsGroup,
  "POST /Admin/invoice/{id}/cancel": settingsGroup,
  "POST /Admin/invoice/{id}/call_off": settingsGroup.concat("sales-expert"),
  "POST /Admin/invoice/{id}/confirm": ["super-admin", "financial-manager"],
  "GET /Admin/invoice/{id}/history": office,
  "GET /Admin/invoice/{id}/buyer": office,
  "GET /Admin/invoice/{id}/tax_export": office,
  "PUT /Admin/settings": ["super-admin"],
  // [invoices] endpoints above this line
  // Orders, payments and cheques (invoices.md section 4): the sales manager reads; the super-admin and the financial manager also write.
  "GET /Admin/order": ["super-admin", "sales-manager", "financial-manager"],
  "GET /Admin/order/export": ["super-admin", "sales-manager", "financial-manager"],
  "GET /Admin/order/{id}": ["super-admin", "sales-manager", "financial-manager"],
  "PATCH /Admin/order/{id}": ["super-admin", "financial-manager"],
  "GET /Admin/invoice/{id}/payments": ["super-admin", "sales-manager", "financial-manager"],
  "POST /Admin/invoice/{id}/payments": ["super-admin", "financial-manager"],
  "POST /Admin/invoice/{id}/cheques": ["super-admin", "financial-manager"],
  "GET /Admin/cheque": ["super-admin", "sales-manager", "financial-manager"],
  "GET /Admin/cheque/export": ["super-admin", "sales-manager", "financial-manager"],
  "PATCH /Admin/cheque/{id}": ["super-admin", "financial-manager"],
  // [finance] endpoints above this line
  "GET /Admin/production/home": productionGroup,
  "GET /Admin/production/materials": productionGroup,
  "GET /Admin/production/queue": productionGroup,
  "GET /Admin/production/batch": productionGroup,
  "POST /Admin/production/batch": productionGroup,
  "GET /Admin/production/batch/{id}": productionGroup,
  "POST /Admin/production/batch/{id}/release": productionGroup,
  "DELETE /Admin/production/batch/{id}": productionGroup,
  "GET /Admin/production/stock_sheet": productionGroup,
  "GET /Admin/production/stock_sheet/export": productionGroup,
  "GET /Admin/production/stock_sheet/{id}": productionGroup,
  "POST /Admin/production/stock_sheet": productionGroup,
  "PUT /Admin/production/stock_sheet/{id}": productionGroup,
  "DELETE /Admin/production/stock_sheet/{id}": productionGroup,
  "GET /Admin/production/offcut": productionGroup,
  "GET /Admin/production/offcut/export": productionGroup,
  "DELETE /Admin/production/offcut/{id}": productionGroup,
  "PUT /Admin/order/{id}/promised_date": productionGroup,
  // Everyone who reads the order or its invoice reads its pieces, without prices; a sales expert their own. Not the operator.
  "GET /Admin/order/{id}/pieces": backOffice,
  "GET /Admin/invoice/{id}/pieces": backOffice,
  "GET /Admin/production/labels": productionGroup,
  "GET /Admin/production/rack": productionGroup,
  "POST /Admin/production/rack": productionGroup,
  "GET /Admin/production/rack/{id}": productionGroup,
  "PUT /Admin/production/rack/{id}": productionGroup,
  "POST /Admin/production/rack/{id}/slot": productionGroup,
  "GET /Admin/production/delivery_note/{id}": productionGroup,
  // Scans, their undo, breakage and the piece card: the floor's roles (an operator only at their own stations).
  "POST /Admin/production/scan": ["super-admin", "production-manager", "operator"],
  "GET /Admin/production/scan": ["super-admin", "production-manager", "operator"],
  "DELETE /Admin/production/scan/{id}": ["super-admin", "production-manager", "operator"],
  "POST /Admin/production/piece/{code}/broken": ["super-admin", "production-manager", "operator"],
  "GET /Admin/production/piece/{code}": ["super-admin", "production-manager", "operator"],
  // [production] endpoints above this line
  "GET /Admin/view": office,
  "POST /Admin/view": office,
  "GET /Admin/view/{id}": office,
  "PATCH /Admin/view/{id}": office,
  "DELETE /Admin/view/{id}": office,
  // [views] endpoints above this line
  "GET /Admin/search": everyone,
}

/** A call of each endpoint that would succeed for a role allowed to make it. */
const callOf = (endpoint: Endpoint): { method: string; path: string; options: RequestOptions } => {
  const [method = "", template = ""] = endpoint.split(" ")
  const path = `/api${template.replace("{id}", "1")}`
  if (endpoint === "GET /Admin/search") return { method, path: `${path}?q=${encodeURIComponent("۱۰۰۱")}`, options: {} }
  if (endpoint === "POST /Admin/glass_laminate_color" || endpoint === "PATCH /Admin/glass_laminate_color/{id}")
    return { method, path, options: { json: { name: "فیروزه‌ای", price: 5_900_000 } } }
  if (endpoint === "POST /Admin/announcement_title")
    return { method, path, options: { form: announcementForm("عنوان تازه", "1", [validBlock]) } }
  if (endpoint === "POST /Admin/announcement_title/{id}")
    return { method, path, options: { form: announcementForm("عنوان ویرایش‌شده", "1", [validBlock]) } }
  if (endpoint === "POST /auth/password")
    return {
      method,
      path,
      options: { json: { current_password: "Demo1234", new_password: "Demo5678", new_password_confirmation: "Demo5678" } },
    }
  if (endpoint === "POST /Admin/user")
    return {
      method,
      path,
      options: {
        json: {
          name: "سارا",
          last_name: "نوری",
          personnel_code: "1000510005",
          mobile: "09120510005",
          role: "sales-expert",
          password: "Sara1234",
        },
      },
    }
  // The sales expert (id 3), whom both roles of the users group may change; a super-admin is the super-admin's alone.
  if (endpoint === "PATCH /Admin/user/{id}") return { method, path: "/api/Admin/user/3", options: { json: { is_active: false } } }
  // [users] calls above this line
  // Customer 1 of the demo data is owned by the demo sales expert, so each allowed role may edit it.
  if (endpoint === "PATCH /Admin/customer/{id}") return { method, path, options: { json: { is_active: false } } }
  if (endpoint === "POST /Admin/customer")
    return {
      method,
      path,
      options: {
        json: { type: "individual", name: "کاوه", last_name: "امینی", national_code: "2723159647", mobile: "09128887766" },
      },
    }
  // [customers] calls above this line
  // The id of an access is a sales expert's user id; any other user answers 404.
  if (endpoint === "GET /Admin/sales_expert_access/{id}")
    return { method, path: `/api/Admin/sales_expert_access/${demoUserId("sales-expert")}`, options: {} }
  if (endpoint === "PUT /Admin/sales_expert_access/{id}")
    return {
      method,
      path: `/api/Admin/sales_expert_access/${demoUserId("sales-expert")}`,
      options: {
        json: {
          may_see_all_customers: true,
          may_create_pre_buy: false,
          max_discount_percent: 5,
          allowed_product_ids: [1],
          is_active: true,
        },
      },
    }
  // [access] calls above this line
  if (endpoint === "POST /Admin/glass_width") return { method, path, options: { json: { size: 19 } } }
  if (endpoint === "POST /Admin/glass_spacer") return { method, path, options: { json: { size: 20, price: 310_000 } } }
  if (endpoint === "POST /Admin/fares") return { method, path, options: { json: { title: "شهریار", amount: 14_500_000 } } }
  if (endpoint === "POST /Admin/description_dimension")
    return { method, path, options: { json: { name: "سنگ‌زنی", pricing_unit: 3, price: 280_000 } } }
  if (
    endpoint === "PATCH /Admin/glass_width/{id}" ||
    endpoint === "PATCH /Admin/glass_spacer/{id}" ||
    endpoint === "PATCH /Admin/fares/{id}" ||
    endpoint === "PATCH /Admin/description_dimension/{id}"
  )
    return { method, path, options: { json: { is_active: false } } }
  // [reference] calls above this line
  // Glass type 1 offers thickness 1 (4 mm) and its first size limit row (id 1) is 4 mm tempered, 100-1500 x 250-2440.
  if (endpoint === "POST /Admin/glass_type")
    return {
      method,
      path,
      options: { json: { name: "شیشه نمونه", width_ids: [1], prices: { 1: { 1: 100, 2: 200, 3: 150 } }, is_active: true } },
    }
  if (endpoint === "PATCH /Admin/glass_type/{id}") return { method, path, options: { json: { is_active: false } } }
  if (endpoint === "POST /Admin/glass_type/{id}/size_limit/check")
    return { method, path, options: { json: { width_id: 1, material: 2, width: 1000, height: 2000 } } }
  if (endpoint === "POST /Admin/glass_type/{id}/size_limit")
    return {
      method,
      path,
      options: { json: { width_id: 1, material: 3, min_width: 100, max_width: 1500, min_height: 250, max_height: 2440 } },
    }
  if (endpoint === "GET /Admin/glass_type/{id}/size_limit/{order}")
    return { method, path: path.replace("{order}", "1"), options: {} }
  if (endpoint === "PATCH /Admin/glass_type/{id}/size_limit/{order}")
    return {
      method,
      path: path.replace("{order}", "1"),
      options: { json: { width_id: 1, material: 2, min_width: 120, max_width: 1500, min_height: 250, max_height: 2440 } },
    }
  if (endpoint === "DELETE /Admin/glass_type/{id}/size_limit/{order}")
    return { method, path: path.replace("{order}", "1"), options: {} }
  // [glass] calls above this line
  // Invoice 1 is the demo sales expert's (prepared below), so each allowed role may read and change it.
  if (endpoint === "POST /Admin/invoice" || endpoint === "PUT /Admin/invoice/{id}")
    return { method, path, options: { json: invoiceBody() } }
  if (endpoint === "POST /Admin/invoice/{id}/reject")
    return { method, path, options: { json: { reason: "قیمت تغییر کرده است" } } }
  if (endpoint === "PUT /Admin/settings") return { method, path, options: { json: demoSettingsForm } }
  // [invoices] calls above this line
  // Invoice 1 is made an issued formal invoice with order 1 (waiting) and cheque 1 (in hand) below.
  if (endpoint === "PATCH /Admin/order/{id}") return { method, path, options: { json: { production_state: "in_production" } } }
  if (endpoint === "POST /Admin/invoice/{id}/payments")
    return { method, path, options: { json: { method: "cash", amount: 1000, date: "1403/12/20" } } }
  if (endpoint === "POST /Admin/invoice/{id}/cheques")
    return {
      method,
      path,
      options: {
        json: {
          sayad_id: "1234567890123456",
          serial: "123456",
          bank: "بانک ملی ایران",
          drawer: "علی رضایی",
          due_date: "1404/01/15",
          amount: 1000,
        },
      },
    }
  if (endpoint === "PATCH /Admin/cheque/{id}") return { method, path, options: { json: { state: "deposited" } } }
  // [finance] calls above this line
  const production = productionCallOf(endpoint)
  if (production) return { method, path: production.path ?? path, options: production.options }
  // [production] calls above this line
  return { method, path, options: {} }
}

/** Stored data a call needs: invoice 1, the sales expert's draft; for a single read, an approved pre-buy, which a financial manager reads too. */
const prepare = async (t: TestServer, endpoint: Endpoint, role?: Role) => {
  await prepareProduction(t, endpoint, role)
  await prepareView(t, endpoint, role)
  const money =
    endpoint.includes("/Admin/order/{id}") ||
    endpoint.includes("/Admin/cheque/{id}") ||
    /\/(payments|cheques|pieces)$/.test(endpoint)
  if (!endpoint.includes("/Admin/invoice/{id}") && !money) return
  const created = await t.request("POST", "/api/Admin/invoice", { token: await t.signIn("sales-expert"), json: invoiceBody() })
  expect(created.status).toBe(201)
  // Each move finds the invoice where it may be made; a single read and the history find an approved pre-buy, which a financial manager reads too.
  const position: Partial<Record<Endpoint, { kind: string; state: string }>> = {
    "GET /Admin/invoice/{id}": { kind: "pre-buy", state: "approved" },
    "GET /Admin/invoice/{id}/history": { kind: "pre-buy", state: "approved" },
    "GET /Admin/invoice/{id}/buyer": { kind: "pre-buy", state: "approved" },
    "GET /Admin/invoice/{id}/tax_export": { kind: "formal", state: "issued" },
    "POST /Admin/invoice/{id}/approve": { kind: "informal", state: "pending" },
    "POST /Admin/invoice/{id}/reject": { kind: "informal", state: "pending" },
    "POST /Admin/invoice/{id}/call_off": { kind: "pre-buy", state: "approved" },
    "POST /Admin/invoice/{id}/confirm": { kind: "formal", state: "issued" },
  }
  const moved = position[endpoint]
  if (moved) await t.db.updateTable("invoices").set(moved).where("id", "=", 1).execute()
  if (!money) return
  // An issued formal invoice takes money, and its order and a cheque in hand take the moves of their diagrams.
  const at = "2025-03-10T08:00:00.000Z"
  await t.db.updateTable("invoices").set({ kind: "formal", state: "issued" }).where("id", "=", 1).execute()
  await t.db
    .insertInto("orders")
    .values({ invoice_id: 1, production_state: "waiting", ready_at: null, delivered_at: null, created_at: at, updated_at: at })
    .execute()
  await t.db
    .insertInto("cheques")
    .values({
      invoice_id: 1,
      sayad_id: "6543210987654321",
      serial: "778899",
      bank: "بانک ملت",
      drawer: "شرکت شیشه نور",
      due_date: "1404/01/10",
      amount: 500,
      state: "in_hand",
      user_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
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
    .filter((line) => /^\| (GET|POST|PATCH|PUT|DELETE) /.test(line))
    .map((line) => line.split("|").map((cell) => cell.trim()))
  const documented = Object.fromEntries(
    rows.map(([, endpoint = "", ...cells]) => [endpoint, everyone.filter((_, index) => cells[index]?.startsWith("yes"))]),
  )
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
      await prepare(t, endpoint, role)
      const before = await snapshot(t.db)
      // A notification can only be marked by its owner: use one of the caller's own.
      const own = await t.db
        .selectFrom("notifications")
        .select("id")
        .where("user_id", "=", demoUserId(role))
        .orderBy("id")
        .executeTakeFirstOrThrow()
      const target = endpoint === "POST /Admin/notifications/{id}" ? `/api/Admin/notifications/${own.id}` : path
      const answer = await t.request(method, target, { ...options, ...viewCallOptions(endpoint, role), token })
      if (expected[endpoint].includes(role)) {
        expect([200, 201, 204]).toContain(answer.status)
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
