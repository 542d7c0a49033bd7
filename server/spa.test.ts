import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { testServer, type TestServer } from "./testing/harness.ts"

describe("the built SPA beside the API", () => {
  let t: TestServer
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"))
    mkdirSync(join(dist, "assets"))
    writeFileSync(join(dist, "index.html"), "<!doctype html><html dir=rtl></html>")
    writeFileSync(join(dist, "assets", "index-B9x_3kQd.js"), "console.log(1)")
    writeFileSync(join(dist, "assets", "vazirmatn-Cq2Lk8dA.woff2"), "font")
    writeFileSync(join(dist, "favicon.svg"), "<svg/>")
    t = await testServer("sqlite", { distDir: dist }, { seed: false })
  })
  afterAll(() => t.close())

  it("serves hashed assets with their content type and a year's immutable cache", async () => {
    const script = await t.request("GET", "/assets/index-B9x_3kQd.js")
    expect(script.status).toBe(200)
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect((await t.request("GET", "/assets/vazirmatn-Cq2Lk8dA.woff2")).headers.get("content-type")).toBe("font/woff2")
    const icon = await t.request("GET", "/favicon.svg")
    expect(icon.headers.get("content-type")).toBe("image/svg+xml")
    expect(icon.headers.get("cache-control")).toBe("no-cache")
  })

  it("answers index.html, never cached, for the browser's own routes", async () => {
    for (const path of ["/", "/dashboard", "/dashboard/laminate-color/12", "/dashboard/customer-list/legal?page=2"]) {
      const page = await t.request("GET", path)
      expect(page.status).toBe(200)
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
      expect(page.headers.get("cache-control")).toBe("no-cache")
    }
  })

  it("answers 404 for a missing file, a path escaping the directory, and an unknown API path (as JSON)", async () => {
    expect((await t.request("GET", "/assets/missing-12345678.js")).status).toBe(404)
    for (const path of ["/..%2f..%2f..%2f..%2fetc%2fpasswd", "/assets/..%2f..%2f..%2f..%2fetc%2fhostname"])
      expect(new TextDecoder().decode((await t.request("GET", path)).bytes)).not.toMatch(/root:|^[a-z0-9-]+\n$/)
    expect((await t.request("GET", "/%E0%A4%A")).status).toBe(400)
    const api = await t.request("GET", "/api/Admin/nothing-here")
    expect(api.status).toBe(404)
    expect(api.headers.get("content-type")).toMatch(/^application\/json/)
  })
})
