import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { getPath, setPath } from "./paths.ts"
import { sameValues } from "./sameValues.ts"

/** Form-like values: records and arrays of text, numbers, null and booleans, as the forms hold them. */
const formValue = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(null), fc.boolean()),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 3 }),
    fc.dictionary(fc.stringMatching(/^[a-z]{1,3}$/), tie("node"), { maxKeys: 3 }),
  ),
})).node

/** Every dotted path to a leaf of a value. */
const leafPaths = (value: unknown, prefix = ""): ReadonlyArray<string> => {
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix === "" ? key : `${prefix}.${key}`))
  return prefix === "" ? [] : [prefix]
}

describe("whether a form's values are what it loaded", () => {
  it("holds a value the same as itself and as its deep copy", () => {
    fc.assert(
      fc.property(formValue, (value) => {
        expect(sameValues(value, value)).toBe(true)
        expect(sameValues(value, structuredClone(value))).toBe(true)
      }),
    )
  })

  it("is symmetric", () => {
    fc.assert(
      fc.property(formValue, formValue, (a, b) => {
        expect(sameValues(a, b)).toBe(sameValues(b, a))
      }),
    )
  })

  it("sees a change of any one field, however deep, and sees it undone", () => {
    fc.assert(
      fc.property(
        formValue.filter((value) => leafPaths(value).length > 0),
        fc.nat(),
        (value, pick) => {
          const paths = leafPaths(value)
          const path = paths[pick % paths.length] ?? ""
          const before = getPath(value, path)
          const changed = setPath(value, path, before === "x-changed" ? "y-changed" : "x-changed")
          expect(sameValues(value, changed)).toBe(false)
          expect(sameValues(value, setPath(changed, path, before))).toBe(true)
        },
      ),
    )
  })

  it("reads keys in any order, and a key set to undefined as a missing key", () => {
    expect(sameValues({ a: 1, b: "x" }, { b: "x", a: 1 })).toBe(true)
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameValues({ a: null }, {})).toBe(false)
  })

  it("keeps the order of a list, and tells text from a number", () => {
    expect(sameValues([1, 2], [2, 1])).toBe(false)
    expect(sameValues([1, 2], [1, 2, 3])).toBe(false)
    expect(sameValues({ price: 12 }, { price: "12" })).toBe(false)
  })

  it("compares a chosen file by identity: the same file is no change, another one is", () => {
    const file = new Uint8Array([37, 80, 68, 70])
    expect(sameValues({ file }, { file })).toBe(true)
    expect(sameValues({ file }, { file: new Uint8Array([37, 80, 68, 70]) })).toBe(false)
  })
})
