import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { comparePersian, persianAlphabet, persianOrderKey } from "./persianOrder.ts"

const letters = [...persianAlphabet]
const word = fc.array(fc.constantFrom(...letters), { minLength: 0, maxLength: 8 }).map((chars) => chars.join(""))

/** The dictionary's own comparison: letter by letter by alphabet position, a prefix first. */
const byAlphabet = (a: string, b: string): number => {
  const [left, right] = [[...a], [...b]]
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = letters.indexOf(left[i] ?? "") - letters.indexOf(right[i] ?? "")
    if (difference !== 0) return Math.sign(difference)
  }
  return Math.sign(left.length - right.length)
}

describe("Persian dictionary order", () => {
  it("puts the alphabet in its own order, پ after ب, و before ه, ی last", () => {
    expect([...letters].reverse().sort(comparePersian)).toEqual(letters)
    expect(["یاس", "هما", "وحید", "پری", "بهار", "گلی", "کاوه", "ژاله", "زهره", "چکاوک", "جواد"].sort(comparePersian)).toEqual([
      "بهار",
      "پری",
      "جواد",
      "چکاوک",
      "زهره",
      "ژاله",
      "کاوه",
      "گلی",
      "وحید",
      "هما",
      "یاس",
    ])
  })

  it("orders any two words as the dictionary does", () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(comparePersian(a, b)).toBe(byAlphabet(a, b))
      }),
    )
  })

  it("reads Arabic ي and ك as ی and ک, a ZWNJ as a space, and Latin capitals as small letters", () => {
    expect(persianOrderKey("علي كريمي")).toBe(persianOrderKey("علی کریمی"))
    expect(persianOrderKey("می‌خواهم")).toBe(persianOrderKey("می خواهم"))
    expect(persianOrderKey("Glass")).toBe("glass")
    expect(["b", "A", "C"].sort(comparePersian)).toEqual(["A", "b", "C"])
  })

  it("is a total order: antisymmetric and transitive on any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(comparePersian(a, b) + comparePersian(b, a)).toBe(0)
        if (comparePersian(a, b) <= 0 && comparePersian(b, c) <= 0) expect(comparePersian(a, c)).toBeLessThanOrEqual(0)
      }),
    )
  })
})
