import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { announcementForm, pdfBytes, validBlock } from "../testing/forms.ts"
import { testServer, type Answer, type TestServer } from "../testing/harness.ts"
import { contentSecurityPolicy, permissionsPolicy } from "./securityHeaders.ts"

/** The policy's directives by name, each with its sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )

const expectSecurityHeaders = (answer: Answer, what: string) => {
  expect(answer.headers.get("content-security-policy"), what).toBe(contentSecurityPolicy)
  expect(answer.headers.get("permissions-policy"), what).toBe(permissionsPolicy)
  expect(answer.headers.get("referrer-policy"), what).toBe("no-referrer")
  expect(answer.headers.get("x-content-type-options"), what).toBe("nosniff")
  expect(answer.headers.get("x-frame-options"), what).toBe("DENY")
}

describe("the content security policy", () => {
  const policy = directives(contentSecurityPolicy)

  it("allows no inline script or style, no eval and no other origin", () => {
    for (const [name, sources] of policy) {
      expect(
        sources.filter((source) => source.startsWith("'unsafe-")),
        name,
      ).toEqual([])
      // Only keywords and the data:/blob: schemes, which name no host: nothing from elsewhere is loaded.
      expect(
        sources.filter((source) => !/^'(self|none)'$/.test(source) && source !== "data:" && source !== "blob:"),
        name,
      ).toEqual([])
    }
    expect(policy.get("script-src")).toEqual(["'self'"])
    expect(policy.get("style-src")).toEqual(["'self'"])
    expect(policy.get("default-src")).toEqual(["'self'"])
  })

  it("forbids framing, plugins, a foreign base URL and foreign form targets", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("form-action")).toEqual(["'self'"])
  })

  it("switches off the microphone and the location, and keeps the camera to the app's own pages (the station screens)", () => {
    for (const feature of ["microphone", "geolocation"]) expect(permissionsPolicy.split(", ")).toContain(`${feature}=()`)
    expect(permissionsPolicy.split(", ").filter((directive) => directive.startsWith("camera="))).toEqual(["camera=(self)"])
  })
})

describe("the security headers on every answer", () => {
  let t: TestServer
  let token: string
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"))
    mkdirSync(join(dist, "assets"))
    writeFileSync(join(dist, "index.html"), "<!doctype html><html dir=rtl></html>")
    writeFileSync(join(dist, "assets", "index-B9x_3kQd.js"), "console.log(1)")
    t = await testServer("sqlite", { distDir: dist })
    token = await t.signIn("super-admin")
  })
  afterAll(() => t.close())

  it("on the page and its files", async () => {
    for (const path of ["/", "/dashboard/customer-list", "/assets/index-B9x_3kQd.js", "/assets/missing-12345678.js"])
      expectSecurityHeaders(await t.request("GET", path), path)
  })

  it("on the API's answers and its refusals", async () => {
    const list = await t.request("GET", "/api/Admin/glass_laminate_color", { token })
    expect(list.status).toBe(200)
    expectSecurityHeaders(list, "200")
    const refusals: ReadonlyArray<readonly [number, Promise<Answer>]> = [
      [401, t.request("GET", "/api/Admin/glass_laminate_color")],
      [404, t.request("GET", "/api/Admin/nothing-here")],
      [422, t.request("POST", "/api/Admin/glass_laminate_color", { token, json: {} })],
      [
        413,
        t.request("POST", "/api/Admin/glass_laminate_color", {
          token,
          body: "x".repeat(2 * 1024 * 1024),
          headers: { "content-type": "application/json" },
        }),
      ],
    ]
    for (const [status, answer] of refusals) {
      expect((await answer).status).toBe(status)
      expectSecurityHeaders(await answer, String(status))
    }
  })

  it("on an attachment", async () => {
    const form = announcementForm("فایل", "1", [{ ...validBlock, file: new Blob([pdfBytes()], { type: "application/pdf" }) }])
    const created = await t.request("POST", "/api/Admin/announcement_title", { token, form })
    const url = (created.body as { data: { announcements: Array<{ file: string }> } }).data.announcements[0]?.file ?? ""
    const file = await t.request("GET", url)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expectSecurityHeaders(file, "file")
  })

  it("on a fault's 500", async () => {
    const faulty = await testServer("sqlite")
    const admin = await faulty.signIn("super-admin")
    await faulty.db.schema.dropTable("counters").execute()
    const answer = await faulty.request("GET", "/api/Admin/glass_laminate_color", { token: admin })
    expect(answer.status).toBe(500)
    expectSecurityHeaders(answer, "500")
    await faulty.close()
  })
})
