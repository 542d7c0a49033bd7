import { afterAll, describe, expect, it } from "vitest"
import { maxRecordId } from "../../domain/identifiers/RecordId.ts"
import { permissions } from "../permissions.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, signedInServerPerTest } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

/** Numbers that are well-formed but past PostgreSQL's 32-bit integer columns. */
const tooLarge = [String(maxRecordId + 1), "9007199254740991", "99999999999999"]

const withIds = Object.keys(permissions).filter((endpoint) => endpoint.includes("{"))
/**
 * Labels are not a list: the call names the batch, order or piece it prints; the search is not one either: it needs its
 * text (their own tests refuse each without it).
 */
const needsItsSubject = new Set(["GET /Admin/production/labels", "GET /Admin/search"])
const lists = Object.keys(permissions).filter(
  (endpoint) =>
    endpoint.startsWith("GET ") && !endpoint.includes("{") && !endpoint.endsWith("/export") && !needsItsSubject.has(endpoint),
)

describe.each(testDialects)("numbers past the id columns on %s", (dialect) => {
  const signedIn = signedInServerPerTest(dialect, "super-admin")

  it("every endpoint with an id in its path answers 404, never 500, and writes nothing", async () => {
    const before = await snapshot(signedIn.t.db)
    for (const endpoint of withIds)
      for (const id of tooLarge) {
        const [method = "", path = ""] = endpoint.split(" ")
        const body = method === "GET" ? {} : { json: { is_active: true } }
        const answer = await signedIn.t.request(method, `/api${path.replace(/\{id\}/, id).replace(/\{order\}/, "1")}`, {
          token: signedIn.token,
          ...body,
        })
        expect(answer.status, `${endpoint} with ${id}`).toBe(404)
        if (path.includes("{order}")) {
          const order = await signedIn.t.request(method, `/api${path.replace(/\{id\}/, "1").replace(/\{order\}/, id)}`, {
            token: signedIn.token,
            ...body,
          })
          expect(order.status, `${endpoint} with order ${id}`).toBe(404)
        }
      }
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    expect(signedIn.t.faults).toEqual([])
  })

  it("every list answers a page far past its end (with no rows where it pages), never 500", async () => {
    for (const endpoint of lists) {
      const path = endpoint.slice("GET ".length)
      const answer = await signedIn.t.request("GET", `/api${path}?page=999999999&per_page=1000`, { token: signedIn.token })
      expect(answer.status, endpoint).toBe(200)
      const body = answer.body as { data?: unknown; meta?: unknown }
      if (body.meta !== undefined) expect(body.data, endpoint).toEqual([])
    }
    expect(signedIn.t.faults).toEqual([])
  })

  it("a body naming such an id is refused under that field, and a filter by one is ignored like any unreadable value", async () => {
    const before = await snapshot(signedIn.t.db)
    const customer = await signedIn.t.request("POST", "/api/Admin/customer", {
      token: signedIn.token,
      json: {
        type: "individual",
        name: "کاوه",
        last_name: "امینی",
        national_code: "2723159647",
        mobile: "09128887766",
        sales_expert_id: maxRecordId + 1,
      },
    })
    expect(customer.status).toBe(422)
    expect(customer.body).toMatchObject({ errors: { sales_expert_id: ["کارشناس فروش نامعتبر است"] } })
    const glassType = await signedIn.t.request("POST", "/api/Admin/glass_type", {
      token: signedIn.token,
      json: { name: "شیشه بزرگ", width_ids: [maxRecordId + 1], prices: {} },
    })
    expect(glassType.status).toBe(422)
    expect(Object.keys((glassType.body as { errors: Record<string, unknown> }).errors)).toContain("width_ids.0")
    const access = await signedIn.t.request("PUT", `/api/Admin/sales_expert_access/${demoUserId("sales-expert")}`, {
      token: signedIn.token,
      json: {
        may_see_all_customers: false,
        may_create_pre_buy: false,
        max_discount_percent: 0,
        allowed_product_ids: [maxRecordId + 1],
        is_active: true,
      },
    })
    expect(access.status).toBe(422)
    expect(Object.keys((access.body as { errors: Record<string, unknown> }).errors)).toEqual(["allowed_product_ids.0"])
    expect(await snapshot(signedIn.t.db)).toEqual(before)
    const filtered = await signedIn.t.request("GET", `/api/Admin/customer?sales_expert_id=${maxRecordId + 1}`, {
      token: signedIn.token,
    })
    const unfiltered = await signedIn.t.request("GET", "/api/Admin/customer", { token: signedIn.token })
    expect(filtered.status).toBe(200)
    expect(filtered.body).toEqual(unfiltered.body)
    expect(signedIn.t.faults).toEqual([])
  })
})
