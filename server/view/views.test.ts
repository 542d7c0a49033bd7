import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { viewMessages } from "../../domain/view/ViewForm.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"

afterAll(dropTestSchemas)

type View = {
  id: number
  list: string
  name: string
  filters: Record<string, string>
  sort: string | null
  own: boolean
  of_role: boolean
}

describe.each(testDialects)("saved views on %s", (dialect) => {
  let t: TestServer
  beforeEach(async () => {
    t = await testServer(dialect)
  })
  afterEach(() => t.close())

  const views = async (token: string, list?: string) => {
    const answer = await t.request("GET", `/api/Admin/view${list === undefined ? "" : `?list=${list}`}`, { token })
    expect(answer.status).toBe(200)
    return (answer.body as { data: ReadonlyArray<View> }).data
  }
  const save = (token: string, json: unknown) => t.request("POST", "/api/Admin/view", { token, json })

  it("starts each role with its views: the sales manager's quotations to approve, the financial manager's cheques and orders", async () => {
    const manager = await t.signIn("sales-manager")
    expect(
      (await views(manager, "informal-invoice-list")).map(({ name, filters, own, of_role }) => ({ name, filters, own, of_role })),
    ).toEqual([{ name: "در انتظار تایید", filters: { state: "pending" }, own: false, of_role: true }])
    const finance = await t.signIn("financial-manager")
    expect((await views(finance)).map((view) => [view.list, view.name, view.filters])).toEqual([
      ["checks-list", "چک‌های سررسید این هفته", { state: "in_hand", period: "this-week" }],
      ["order-list", "تحویل‌شده با مانده", { production_state: "delivered", has_balance: "1" }],
    ])
    expect(await views(await t.signIn("sales-expert"))).toEqual([])
  })

  it("saves a user's view, lists it beside the role's, opens it by id for another role that reads the list, and not for one that does not", async () => {
    const manager = await t.signIn("sales-manager")
    const created = await save(manager, {
      list: "order-list",
      name: " بدهکارهای آماده ",
      filters: { production_state: "ready", has_balance: "1", search: "" },
      sort: "-remaining",
    })
    expect(created.status).toBe(201)
    const view = (created.body as { data: View }).data
    expect(view).toMatchObject({
      name: "بدهکارهای آماده",
      filters: { production_state: "ready", has_balance: "1" },
      sort: "-remaining",
      own: true,
    })
    expect((await views(manager, "order-list")).map((row) => row.name)).toEqual(["بدهکارهای آماده"])
    const finance = await t.signIn("financial-manager")
    const opened = await t.request("GET", `/api/Admin/view/${view.id}`, { token: finance })
    expect(opened.status).toBe(200)
    expect((opened.body as { data: View }).data).toMatchObject({ id: view.id, own: false, of_role: false })
    // A sales expert reads no orders: the view is not there for them, nor its list.
    const expert = await t.signIn("sales-expert")
    expect((await t.request("GET", `/api/Admin/view/${view.id}`, { token: expert })).status).toBe(404)
    expect((await t.request("GET", "/api/Admin/view?list=order-list", { token: expert })).status).toBe(403)
    expect((await save(expert, { list: "checks-list", name: "چک‌ها" })).status).toBe(403)
  })

  it("answers 422 per field in Persian for an empty, long or taken name, filters or an order the list lacks, writing nothing", async () => {
    const manager = await t.signIn("sales-manager")
    const before = await snapshot(t.db)
    const refused = async (json: unknown, errors: Record<string, ReadonlyArray<string>>) => {
      const answer = await save(manager, json)
      expect(answer.status).toBe(422)
      expect((answer.body as { errors: unknown }).errors).toEqual(errors)
    }
    await refused({ list: "order-list", name: "  " }, { name: [viewMessages.nameRequired] })
    await refused({ list: "order-list", name: "ن".repeat(61) }, { name: [viewMessages.nameTooLong] })
    await refused({ list: "informal-invoice-list", name: "در انتظار تایید" }, { name: [viewMessages.nameTaken] })
    await refused(
      { list: "order-list", name: "الف", filters: { production_state: "lost" } },
      { filters: [viewMessages.filtersInvalid] },
    )
    await refused({ list: "order-list", name: "الف", filters: "state=1" }, { filters: [viewMessages.filtersInvalid] })
    await refused({ list: "order-list", name: "الف", sort: "due_date" }, { sort: [viewMessages.sortInvalid] })
    await refused({ list: "user-list", name: "الف" }, { list: [viewMessages.listInvalid] })
    await refused("not an object", { list: [viewMessages.listInvalid], name: [viewMessages.nameRequired] })
    expect((await t.request("GET", "/api/Admin/view?list=nowhere", { token: manager })).status).toBe(422)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("renames and deletes only the owner's views; another's and the role's answer 403, an unknown one 404", async () => {
    const manager = await t.signIn("sales-manager")
    const view = (
      (await save(manager, { list: "customer-list", name: "فعال‌ها", filters: { is_active: "1" } })).body as { data: View }
    ).data
    const second = ((await save(manager, { list: "customer-list", name: "همه" })).body as { data: View }).data
    const renamed = await t.request("PATCH", `/api/Admin/view/${view.id}`, { token: manager, json: { name: "مشتریان فعال" } })
    expect(renamed.status).toBe(200)
    expect((renamed.body as { data: View }).data.name).toBe("مشتریان فعال")
    const clash = await t.request("PATCH", `/api/Admin/view/${second.id}`, { token: manager, json: { name: "مشتریان فعال" } })
    expect(clash.status).toBe(422)
    expect((clash.body as { errors: unknown }).errors).toEqual({ name: [viewMessages.nameTaken] })
    const admin = await t.signIn("super-admin")
    const before = await snapshot(t.db)
    for (const [method, json] of [
      ["PATCH", { name: "مال من" }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await t.request(method, `/api/Admin/view/${view.id}`, { token: admin, ...(json ? { json } : {}) })
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ message: "فقط نماهای خودتان را می‌توانید تغییر دهید" })
    }
    const roleView = (await views(manager, "informal-invoice-list"))[0]
    expect((await t.request("DELETE", `/api/Admin/view/${roleView?.id}`, { token: manager })).status).toBe(403)
    expect((await t.request("DELETE", "/api/Admin/view/999999", { token: manager })).status).toBe(404)
    expect((await t.request("DELETE", "/api/Admin/view/abc", { token: manager })).status).toBe(404)
    expect(await snapshot(t.db)).toEqual(before)
    expect((await t.request("DELETE", `/api/Admin/view/${view.id}`, { token: manager })).status).toBe(204)
    expect((await views(manager, "customer-list")).map((row) => row.name)).toEqual(["همه"])
  })

  it("lists delivered orders still owed, through the list's own filters the starting view keeps", async () => {
    const finance = await t.signIn("financial-manager")
    const answer = await t.request("GET", "/api/Admin/order?production_state=delivered&has_balance=1&per_page=1000", {
      token: finance,
    })
    expect(answer.status).toBe(200)
    const rows = (answer.body as { data: ReadonlyArray<{ production_state: string; remaining: number }> }).data
    for (const row of rows) {
      expect(row.production_state).toBe("delivered")
      expect(row.remaining).toBeGreaterThan(0)
    }
  })
})
