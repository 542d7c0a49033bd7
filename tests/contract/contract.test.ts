import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { contractErrors, openapi } from "../../server/testing/contractCheck.ts"

const root = join(import.meta.dirname, "..", "..")

describe("the contract checker", () => {
  const token = { access_token: "a.b.c", token_type: "bearer", expires_in: 3600 }
  const row = { id: 1, key: 1, name: "شفاف", price: 4_500_000, is_active: true }
  const notification = {
    id: 1,
    read_at: null,
    created_at: "2025-03-10T08:00:00.000Z",
    data: { status: "formal", message: "m", reason: null, serial_number: 12 },
  }

  it("accepts answers of the contract's shape", () => {
    expect(contractErrors("POST", "/api/auth/login", 200, "application/json", token)).toEqual([])
    expect(
      contractErrors("GET", "/api/Admin/glass_laminate_color?page=1", 200, "application/json", {
        data: [row],
        meta: { total: 1, page: 1, per_page: 15 },
      }),
    ).toEqual([])
    expect(contractErrors("GET", "/api/Admin/notifications/list", 200, "application/json", [notification])).toEqual([])
    expect(
      contractErrors("POST", "/api/Admin/glass_laminate_color", 422, "application/json", {
        message: "x",
        errors: { "announcements.0.content": ["x"] },
      }),
    ).toEqual([])
  })

  it("refuses an answer with a missing field, at the top or nested", () => {
    const { expires_in: _, ...short } = token
    expect(contractErrors("POST", "/api/auth/login", 200, "application/json", short)).not.toEqual([])
    const { key: __, ...noKey } = row
    expect(
      contractErrors("GET", "/api/Admin/glass_laminate_color", 200, "application/json", {
        data: [noKey],
        meta: { total: 1, page: 1, per_page: 15 },
      }),
    ).not.toEqual([])
    expect(
      contractErrors("GET", "/api/Admin/glass_laminate_color", 200, "application/json", { data: [row], meta: { total: 1 } }),
    ).not.toEqual([])
    const { reason: ___, ...data } = notification.data
    expect(
      contractErrors("GET", "/api/Admin/notifications/unread", 200, "application/json", [{ ...notification, data }]),
    ).not.toEqual([])
  })

  it("refuses an answer with an extra field, at the top or nested", () => {
    expect(contractErrors("POST", "/api/auth/login", 200, "application/json", { ...token, user: {} })).not.toEqual([])
    expect(
      contractErrors("GET", "/api/Admin/glass_laminate_color/1", 200, "application/json", {
        data: { id: 1, name: "x", price: 1, is_active: true, key: 1 },
      }),
    ).not.toEqual([])
    expect(
      contractErrors("GET", "/api/Admin/notifications/list", 200, "application/json", [
        { ...notification, data: { ...notification.data, extra: 1 } },
      ]),
    ).not.toEqual([])
    expect(contractErrors("POST", "/api/auth/login", 401, "application/json", { message: "x", code: 1 })).not.toEqual([])
  })

  it("refuses a status the contract does not declare and a wrong content type", () => {
    expect(contractErrors("POST", "/api/auth/login", 418, "application/json", { message: "x" })).not.toEqual([])
    expect(contractErrors("POST", "/api/auth/login", 200, "text/html", token)).not.toEqual([])
  })
})

type SchemaNode = {
  type?: unknown
  properties?: Record<string, SchemaNode>
  required?: ReadonlyArray<string>
  additionalProperties?: unknown
  items?: SchemaNode
  $ref?: string
}

describe("openapi.yaml", () => {
  it("has every call of the specification's section 7, with /api as its server", () => {
    expect((openapi as unknown as { servers: Array<{ url: string }> }).servers).toEqual([{ url: "/api" }])
    const calls = [
      "post /auth/login",
      "post /auth/me",
      "post /auth/refresh",
      "post /auth/logout",
      "get /Admin/notifications/list",
      "get /Admin/notifications/unread",
      "post /Admin/notifications/{id}",
      "post /Admin/notifications/",
      "get /Admin/glass_laminate_color",
      "get /Admin/glass_laminate_color/{id}",
      "post /Admin/glass_laminate_color",
      "patch /Admin/glass_laminate_color/{id}",
      "get /Admin/announcement_title",
      "post /Admin/announcement_title",
      "post /Admin/announcement_title/{id}",
      "get /Admin/user/list",
      "get /Admin/invoice_finance/top",
      "get /Admin/customer/top",
      "get /Admin/description_dimension",
      "get /Admin/product/list",
      "get /Admin/fares",
      "get /Admin/glass_type",
      "get /Admin/glass_width",
      "get /Admin/glass_spacer",
    ]
    for (const call of calls) {
      const [method = "", path = ""] = call.split(" ")
      expect(openapi.paths[path]?.[method], call).toBeDefined()
    }
  })

  it("marks every field of every answer object required and forbids extra ones (only the error body's errors and a list's capped are optional)", () => {
    const schemas = (openapi.components as unknown as { schemas: Record<string, SchemaNode> }).schemas
    // Request bodies stay open (the server's domain schemas decide what they accept); their names say so.
    const isRequest = (name: string) => /(Request|Input|Toggle|Form|Change)$/.test(name)
    const loose: Array<string> = []
    const visit = (node: SchemaNode | undefined, where: string) => {
      if (!node) return
      if (node.properties) {
        // A list's `capped` appears only when a search's total is a floor, so every envelope the specification shows is unchanged.
        const optional = (key: string) => (where === "Error" && key === "errors") || (where === "PageMeta" && key === "capped")
        const keys = Object.keys(node.properties).filter((key) => !optional(key))
        if (node.additionalProperties !== false || keys.some((key) => !node.required?.includes(key))) loose.push(where)
        for (const [key, child] of Object.entries(node.properties)) visit(child, `${where}.${key}`)
      }
      visit(node.items, `${where}[]`)
    }
    for (const [name, schema] of Object.entries(schemas)) if (!isRequest(name)) visit(schema, name)
    expect(loose).toEqual([])
  })

  it("generates contract/schema.d.ts as it is committed (the generated types are not stale)", () => {
    const fresh = join(mkdtempSync(join(tmpdir(), "contract-")), "schema.d.ts")
    execFileSync(join(root, "node_modules", ".bin", "openapi-typescript"), [join(root, "openapi.yaml"), "-o", fresh], {
      cwd: root,
      stdio: "pipe",
    })
    expect(readFileSync(fresh, "utf8")).toBe(readFileSync(join(root, "contract", "schema.d.ts"), "utf8"))
  })
})
