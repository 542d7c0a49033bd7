import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { amountInWords } from "./PersianWords.ts"

const table: ReadonlyArray<readonly [number, string]> = [
  [0, "صفر"],
  [1, "یک"],
  [9, "نه"],
  [10, "ده"],
  [11, "یازده"],
  [15, "پانزده"],
  [18, "هجده"],
  [20, "بیست"],
  [21, "بیست و یک"],
  [99, "نود و نه"],
  [100, "صد"],
  [101, "صد و یک"],
  [110, "صد و ده"],
  [200, "دویست"],
  [300, "سیصد"],
  [500, "پانصد"],
  [999, "نهصد و نود و نه"],
  [1000, "یک هزار"],
  [1001, "یک هزار و یک"],
  [1100, "یک هزار و صد"],
  [2000, "دو هزار"],
  [12_345, "دوازده هزار و سیصد و چهل و پنج"],
  [100_000, "صد هزار"],
  [101_000, "صد و یک هزار"],
  [999_999, "نهصد و نود و نه هزار و نهصد و نود و نه"],
  [1_000_000, "یک میلیون"],
  [1_000_001, "یک میلیون و یک"],
  [2_500_000, "دو میلیون و پانصد هزار"],
  [13_750_000, "سیزده میلیون و هفتصد و پنجاه هزار"],
  [1_000_000_000, "یک میلیارد"],
  [7_060_004_000, "هفت میلیارد و شصت میلیون و چهار هزار"],
  [1_000_000_000_000, "یک تریلیون"],
  [1_000_000_000_001, "یک تریلیون و یک"],
  [
    999_999_999_999_999,
    "نهصد و نود و نه تریلیون و نهصد و نود و نه میلیارد و نهصد و نود و نه میلیون و نهصد و نود و نه هزار و نهصد و نود و نه",
  ],
  [-1, "منفی یک"],
  [-2_500_000, "منفی دو میلیون و پانصد هزار"],
]

// An independent reader of the words, written for the test: each scale word multiplies the group read so far.
const values: Record<string, number> = Object.fromEntries(
  [
    ["صفر", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"].map((word, value) => [word, value]),
    ["ده", "یازده", "دوازده", "سیزده", "چهارده", "پانزده", "شانزده", "هفده", "هجده", "نوزده"].map((word, value) => [
      word,
      value + 10,
    ]),
    ["بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"].map((word, value) => [word, (value + 2) * 10]),
    ["صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"].map((word, value) => [word, (value + 1) * 100]),
  ].flat(),
)
const scales: Record<string, number> = { هزار: 1e3, میلیون: 1e6, میلیارد: 1e9, تریلیون: 1e12 }
const readWords = (text: string): number => {
  const negative = text.startsWith("منفی ")
  let total = 0
  let group = 0
  for (const word of text.replace(/^منفی /, "").split(" ")) {
    if (word === "و") continue
    const scale = scales[word]
    if (scale === undefined) group += values[word] ?? Number.NaN
    else {
      total += group * scale
      group = 0
    }
  }
  return (negative ? -1 : 1) * (total + group)
}

const inRange = fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 })

describe("amounts in Persian words", () => {
  it("writes the hand-written table", () => {
    for (const [amount, words] of table) expect(amountInWords(amount)).toBe(words)
  })

  it("writes nothing outside the range or for fractions", () => {
    for (const amount of [1e15, -1e15, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(amountInWords(amount)).toBe("")
  })

  it("reads back as the same number", () => {
    fc.assert(
      fc.property(inRange, (amount) => {
        expect(readWords(amountInWords(amount))).toBe(amount)
      }),
    )
  })

  it("has single spaces and never starts, ends or doubles «و»", () => {
    fc.assert(
      fc.property(inRange, (amount) => {
        const words = amountInWords(amount)
        expect(words).not.toMatch(/\s{2}|^\s|\s$|^و |^منفی و | و$| و و /)
        expect(words.split(" ").every((word) => word === "و" || word === "منفی" || word in values || word in scales)).toBe(true)
      }),
    )
  })

  it("names a count of thousands, millions, milliards and trillions with the count's own words", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom(["هزار", 1e3], ["میلیون", 1e6], ["میلیارد", 1e9], ["تریلیون", 1e12]),
        (count, [scale, size]) => {
          expect(amountInWords(count * size)).toBe(`${amountInWords(count)} ${scale}`)
        },
      ),
    )
  })

  it("joins the last group to the rest with «و»", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), fc.integer({ min: 1, max: 999 }), (thousands, rest) => {
        expect(amountInWords(thousands * 1000 + rest)).toBe(`${amountInWords(thousands * 1000)} و ${amountInWords(rest)}`)
      }),
    )
  })

  it("writes a negative as «منفی» and the words of its size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (amount) => {
        expect(amountInWords(-amount)).toBe(`منفی ${amountInWords(amount)}`)
      }),
    )
  })

  it("gives different numbers different words", () => {
    fc.assert(
      fc.property(fc.uniqueArray(inRange, { minLength: 2, maxLength: 50 }), (amounts) => {
        expect(new Set(amounts.map(amountInWords)).size).toBe(amounts.length)
      }),
    )
  })
})
