import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { opensSearch, type SearchKey } from "./searchShortcut.ts"

const key = (overrides: Partial<SearchKey>): SearchKey => ({
  key: "",
  code: "",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  ...overrides,
})

describe("the search's shortcuts", () => {
  it("opens on Ctrl+K or Cmd+K by the key's position, whatever the layout types and wherever the focus is", () => {
    fc.assert(
      fc.property(fc.constantFrom("k", "K", "ن"), fc.boolean(), fc.boolean(), (typed, meta, typing) => {
        expect(opensSearch(key({ key: typed, code: "KeyK", ctrlKey: !meta, metaKey: meta, typing }))).toBe(true)
      }),
    )
  })

  it("opens on / only where nothing is typed, and never with a modifier", () => {
    expect(opensSearch(key({ key: "/", code: "Slash" }))).toBe(true)
    expect(opensSearch(key({ key: "/", code: "Slash", typing: true }))).toBe(false)
    expect(opensSearch(key({ key: "/", code: "Slash", altKey: true }))).toBe(false)
  })

  it("leaves every other key alone", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 3 }).filter((typed) => typed !== "/" && typed.toLowerCase() !== "k"),
        fc.constantFrom("KeyA", "KeyB", "Slash", "Enter", "Digit1"),
        fc.boolean(),
        fc.boolean(),
        (typed, code, ctrl, typing) => {
          const opened = opensSearch(key({ key: typed, code, ctrlKey: ctrl, typing }))
          expect(opened).toBe(false)
        },
      ),
    )
  })
})
