import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeMemoryStorage } from "../storage/webStorage.ts"
import { makeHttp } from "./client.ts"
import { unauthorizedRule } from "./unauthorized.ts"

const answering =
  (status: number, seen: Request[]): typeof globalThis.fetch =>
  async (input) => {
    // openapi-fetch always passes a Request.
    seen.push(input as Request)
    return new Response(
      JSON.stringify(status === 200 ? { access_token: "t", token_type: "bearer", expires_in: 60 } : { message: "x" }),
      {
        status,
        headers: { "Content-Type": "application/json" },
      },
    )
  }

describe("the HTTP client", () => {
  it("sends the stored token as a bearer to every call but the login", async () => {
    const seen: Request[] = []
    const api = makeHttp({
      baseUrl: "http://app.test/api",
      readToken: () => "abc",
      onUnauthorized: () => undefined,
      fetch: answering(200, seen),
    })
    await api.POST("/auth/me")
    await api.GET("/Admin/notifications/list")
    await api.POST("/auth/login", { body: { username: "1000100001", password: "Demo1234" } })
    expect(seen.map((request) => [new URL(request.url).pathname, request.headers.get("Authorization")])).toEqual([
      ["/api/auth/me", "Bearer abc"],
      ["/api/Admin/notifications/list", "Bearer abc"],
      ["/api/auth/login", null],
    ])
  })

  it("keeps a token the call names itself and sends none when none is stored", async () => {
    const seen: Request[] = []
    const api = makeHttp({
      baseUrl: "http://app.test/api",
      readToken: () => null,
      onUnauthorized: () => undefined,
      fetch: answering(200, seen),
    })
    await api.POST("/auth/me")
    await api.POST("/auth/me", { headers: { Authorization: "Bearer fresh" } })
    expect(seen.map((request) => request.headers.get("Authorization"))).toEqual([null, "Bearer fresh"])
  })

  it("applies the 401 rule to authenticated calls only, never to signing in or out", async () => {
    let fired = 0
    const api = makeHttp({
      baseUrl: "http://app.test/api",
      readToken: () => "old",
      onUnauthorized: () => void fired++,
      fetch: answering(401, []),
    })
    await api.POST("/auth/login", { body: { mobile: "09120000001", password: "Wrong123" } })
    await api.POST("/auth/logout")
    expect(fired).toBe(0)
    await api.GET("/Admin/notifications/unread")
    await api.POST("/auth/refresh")
    expect(fired).toBe(2)
  })

  it("acts only on 401, whatever other status answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 200, max: 599 })
          .filter((status) => status !== 401 && status !== 204 && status !== 205 && status !== 304),
        async (status) => {
          let fired = 0
          const api = makeHttp({
            baseUrl: "http://app.test/api",
            readToken: () => "t",
            onUnauthorized: () => void fired++,
            fetch: answering(status, []),
          })
          await api.GET("/Admin/notifications/list")
          expect(fired).toBe(0)
        },
      ),
      { numRuns: 30 },
    )
  })
})

describe("the 401 rule", () => {
  it("clears both storages, alerts the specified text and goes to the root, once", () => {
    const local = makeMemoryStorage({ session: "{}", other: "1" })
    const session = makeMemoryStorage({ "lookup:users": "[]" })
    const alerts: string[] = []
    const visits: string[] = []
    const rule = unauthorizedRule({ local, session, alert: (message) => alerts.push(message), go: (path) => visits.push(path) })
    rule()
    rule()
    expect(local.get("session")).toBeNull()
    expect(local.get("other")).toBeNull()
    expect(session.get("lookup:users")).toBeNull()
    expect(alerts).toEqual(["مدتی فعالیت نکردید، دوباره وارد شوید."])
    expect(visits).toEqual(["/"])
  })
})
