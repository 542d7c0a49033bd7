import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  isDigitString,
  isVerhoeffValid,
  verhoeffDigit,
  verhoeffInverse,
  verhoeffMultiplication,
  verhoeffPermutation,
} from "./Verhoeff.ts"

const digitStrings = (minLength: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength, maxLength: 40 })
const withCheck = (digits: string): string => `${digits}${verhoeffDigit(digits)}`
const tens = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
const at = (table: ReadonlyArray<ReadonlyArray<number>>, row: number, column: number): number => table[row]?.[column] ?? -1

describe("Verhoeff's tables", () => {
  it("d is a group on 0..9 with 0 as identity and inv as its inverses, and not commutative (D5)", () => {
    for (const a of tens) {
      expect([...(verhoeffMultiplication[a] ?? [])].sort()).toEqual(tens)
      expect(at(verhoeffMultiplication, 0, a)).toBe(a)
      expect(at(verhoeffMultiplication, a, 0)).toBe(a)
      expect(at(verhoeffMultiplication, a, verhoeffInverse[a] ?? -1)).toBe(0)
      for (const b of tens)
        for (const c of tens) {
          expect(at(verhoeffMultiplication, at(verhoeffMultiplication, a, b), c)).toBe(
            at(verhoeffMultiplication, a, at(verhoeffMultiplication, b, c)),
          )
        }
    }
    expect(at(verhoeffMultiplication, 1, 5)).not.toBe(at(verhoeffMultiplication, 5, 1))
  })

  it("each row of p is the first row's permutation applied once more, and the eighth power is the identity", () => {
    for (let row = 1; row < 8; row += 1)
      for (const digit of tens) {
        expect(at(verhoeffPermutation, row, digit)).toBe(at(verhoeffPermutation, row - 1, at(verhoeffPermutation, 1, digit)))
      }
    for (const digit of tens) expect(at(verhoeffPermutation, 1, at(verhoeffPermutation, 7, digit))).toBe(digit)
  })
})

describe("Verhoeff check digit", () => {
  it("answers the textbook vectors", () => {
    expect(verhoeffDigit("236")).toBe(3)
    expect(isVerhoeffValid("2363")).toBe(true)
    expect(isVerhoeffValid("2364")).toBe(false)
    expect(verhoeffDigit("12345")).toBe(1)
    expect(isVerhoeffValid("123451")).toBe(true)
    expect(verhoeffDigit("142857")).toBe(0)
    expect(isVerhoeffValid("1428570")).toBe(true)
  })

  it("answers the tax office SDK's vectors over the tax ID's decimal strings", () => {
    // Snapp-Market-Pro/moadian tests/VerhoeffServiceTest.php (rawNumberProvider, checkedNumberProvider).
    expect(verhoeffDigit("68697057172018463000000000012")).toBe(2)
    expect(verhoeffDigit("68697057172018463000000008173")).toBe(8)
    expect(verhoeffDigit("68697057172018463002572613409")).toBe(1)
    expect(isVerhoeffValid("686970571720184630000000000122")).toBe(true)
    expect(isVerhoeffValid("686970571720184630000000081737")).toBe(false)
    expect(isVerhoeffValid("686970571720184630025726134092")).toBe(false)
  })

  it("refuses anything but digits", () => {
    for (const text of ["", "12a3", "۲۳۶۳", " 2363", "23.63"]) expect(isVerhoeffValid(text)).toBe(false)
    expect(isDigitString("0")).toBe(true)
  })

  it("a number with its check digit validates, and no other last digit does", () => {
    fc.assert(
      fc.property(digitStrings(0), (digits) => {
        const valid = tens.filter((last) => isVerhoeffValid(`${digits}${last}`))
        expect(valid).toEqual([verhoeffDigit(digits)])
      }),
    )
  })

  it("detects every single-digit error", () => {
    fc.assert(
      fc.property(digitStrings(1), fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, where, shift) => {
        const full = withCheck(digits)
        const index = where % full.length
        const changed = `${full.slice(0, index)}${(Number(full[index]) + shift) % 10}${full.slice(index + 1)}`
        expect(isVerhoeffValid(changed)).toBe(false)
      }),
    )
  })

  it("detects every transposition of two different adjacent digits", () => {
    fc.assert(
      fc.property(digitStrings(1), fc.nat(), (digits, where) => {
        const full = withCheck(digits)
        const index = where % (full.length - 1)
        const [a, b] = [full[index] ?? "", full[index + 1] ?? ""]
        fc.pre(a !== b)
        expect(isVerhoeffValid(`${full.slice(0, index)}${b}${a}${full.slice(index + 2)}`)).toBe(false)
      }),
    )
  })
})
