import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeDocumentCookies } from "./cookies.ts"

/** A document whose cookie property behaves like the browser's: writing one cookie keeps the others. */
const fakeDocument = () => {
  const jar = new Map<string, string>()
  const writes: string[] = []
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
    },
    set cookie(text: string) {
      writes.push(text)
      const [pair = ""] = text.split(";")
      const at = pair.indexOf("=")
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    },
  }
  return { doc: doc as unknown as Document, writes }
}

describe("document cookies", () => {
  it("reads back any value it wrote, beside other cookies", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (name, value) => {
        const { doc } = fakeDocument()
        const cookies = makeDocumentCookies(doc)
        cookies.set("other", "1", 60)
        cookies.set(name, value, 604800)
        expect(cookies.get(name)).toBe(value)
        expect(cookies.get("other")).toBe(name === "other" ? value : "1")
      }),
    )
  })

  it("writes the lifetime in seconds for the whole site", () => {
    const { doc, writes } = fakeDocument()
    makeDocumentCookies(doc).set("sidebar_state", "false", 604800)
    expect(writes).toEqual(["sidebar_state=false; path=/; max-age=604800; samesite=lax"])
  })

  it("answers null for a missing or undecodable cookie", () => {
    const { doc } = fakeDocument()
    doc.cookie = "broken=%E0%A4%A"
    const cookies = makeDocumentCookies(doc)
    expect(cookies.get("missing")).toBeNull()
    expect(cookies.get("broken")).toBeNull()
  })
})
