import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isWebAddress, maxLinkLength } from "./WebAddress.ts"

describe("web addresses of announcements", () => {
  it("accepts http and https addresses staff paste", () => {
    for (const link of [
      "https://example.ir",
      "http://example.ir/",
      "https://www.glass-co.com/catalog/2024.pdf?lang=fa#p2",
      "HTTPS://EXAMPLE.COM",
      "http://localhost:8080/a",
      "https://192.168.0.1/",
      "http://شیشه.ایران/نمایشگاه",
      "https://xn--mgba3a4f16a.xn--mgba3a4f16a/",
    ])
      expect(isWebAddress(link)).toBe(true)
  })

  it("refuses other schemes, bare hosts, spaces, bad ports and addresses", () => {
    for (const link of [
      "",
      "example.ir",
      "www.example.ir",
      "ftp://example.ir",
      "javascript:alert(1)",
      "mailto:a@b.ir",
      "https://",
      "https://example",
      "https://-a.ir",
      "https://a.ir:70000",
      "https://300.1.1.1",
      "https://a.ir/x y",
      " https://a.ir",
      "https://a..ir",
    ])
      expect(isWebAddress(link)).toBe(false)
  })

  it("accepts every http or https address with a named host fast-check builds", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }), (link) => {
        expect(isWebAddress(link)).toBe(true)
      }),
    )
  })

  it("refuses every address of another scheme, every text with a space and every text past the length limit", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["ftp", "file", "data", "javascript", "ws"] }), (link) => {
        expect(isWebAddress(link)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom(" ", "\t", "\n"), fc.nat(), (link, space, at) => {
        const cut = at % (link.length + 1)
        expect(isWebAddress(`${link.slice(0, cut)}${space}${link.slice(cut)}`)).toBe(false)
      }),
    )
    expect(isWebAddress(`https://example.ir/${"a".repeat(maxLinkLength)}`)).toBe(false)
  })
})
