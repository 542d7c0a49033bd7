import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { firstJalaliYear, formatJalali, jalaliFromDayNumber, jalaliToDayNumber, lastJalaliYear } from "../calendar/Jalali.ts"
import { isVerhoeffValid, verhoeffDigit } from "../identifiers/Verhoeff.ts"
import {
  decodeTaxId,
  isValidTaxId,
  maxTaxIdDays,
  maxTaxIdSerial,
  taxIdDays,
  taxIdDecimal,
  taxIdMessages,
  taxIdOf,
  taxIdOfDays,
  type TaxIdRefusal,
} from "./TaxId.ts"

const alphanumeric = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"]
const memoryIds = fc.string({ unit: fc.constantFrom(...alphanumeric), minLength: 6, maxLength: 6 })
const serials = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: maxTaxIdSerial }))
const dayCounts = fc.integer({ min: 0, max: maxTaxIdDays })
// Jalali dates the calendar reads: from 1348/10/11 (1970-01-01) to the last supported day.
const lastDay = jalaliToDayNumber({ year: lastJalaliYear, month: 12, day: 29 })
const firstDay = jalaliToDayNumber({ year: firstJalaliYear, month: 1, day: 1 })
const jalaliDays = fc.integer({ min: 0, max: lastDay })
const inputs = fc.record({ memoryId: memoryIds, days: dayCounts, serial: serials })

const idOf = (result: Result.Result<string, TaxIdRefusal>): string =>
  Result.isSuccess(result) ? result.success : `refused: ${result.failure.message}`
const refusal = (result: Result.Result<string, TaxIdRefusal>) =>
  Result.isFailure(result) ? { tag: result.failure._tag, message: result.failure.message } : { id: result.success }
const decimalOf = (input: { memoryId: string; days: number; serial: number }): string => {
  const decimal = taxIdDecimal(input.memoryId, input.days, input.serial)
  return `${decimal}${verhoeffDigit(decimal)}`
}
const replaceAt = (text: string, index: number, char: string): string => `${text.slice(0, index)}${char}${text.slice(index + 1)}`

describe("the tax office's published vectors", () => {
  // The worked examples of the tax office's document on the taxpayer memory's unique ID (1399/04/30 = 2020-07-20,
  // 18463 days = 0x0481F), as the SDKs pin them:
  //   Snapp-Market-Pro/moadian tests/InvoiceIdGenerationTest.php: DEF5GH, new DateTime('2020-07-20 01:00:10' / '08:30:30' /
  //   '23:11:12') in PHP's default time zone (UTC), serials 12, 8173, 2572613409; days = (int)(timestamp / 86400).
  //   ildrm/wc-moadian-connector tests/run.php: the same three, with DateTimeZone('UTC') spelled out.
  const vectors = [
    { serial: 12, at: Date.UTC(2020, 6, 20, 1, 0, 10), id: "DEF5GH0481F000000000C2" },
    { serial: 8173, at: Date.UTC(2020, 6, 20, 8, 30, 30), id: "DEF5GH0481F0000001FED8" },
    { serial: 2572613409, at: Date.UTC(2020, 6, 20, 23, 11, 12), id: "DEF5GH0481F009956F7211" },
  ] as const

  it("reproduces each from the invoice's Jalali date", () => {
    for (const vector of vectors) {
      expect(idOf(taxIdOf({ memoryId: "DEF5GH", date: "1399/04/30", serial: vector.serial }))).toBe(vector.id)
      expect(idOf(taxIdOf({ memoryId: "def5gh", date: "۱۳۹۹/۰۴/۳۰", serial: vector.serial }))).toBe(vector.id)
    }
  })

  it("reproduces each from the SDK's timestamp, its days counted in UTC as the SDK counts them", () => {
    for (const vector of vectors) {
      const days = Math.floor(vector.at / 86_400_000)
      expect(days).toBe(Option.getOrThrow(taxIdDays("1399/04/30")))
      expect(idOf(taxIdOfDays({ memoryId: "DEF5GH", days, serial: vector.serial }))).toBe(vector.id)
    }
  })

  it("covers the decimal strings of Snapp-Market-Pro/moadian tests/VerhoeffServiceTest.php", () => {
    expect(taxIdDecimal("DEF5GH", 18463, 12)).toBe("68697057172018463000000000012")
    expect(taxIdDecimal("DEF5GH", 18463, 8173)).toBe("68697057172018463000000008173")
    expect(taxIdDecimal("DEF5GH", 18463, 2572613409)).toBe("68697057172018463002572613409")
  })

  it("decodes each back to its parts, its check digit holding", () => {
    for (const vector of vectors) {
      expect(decodeTaxId(vector.id)).toEqual(
        Option.some({ memoryId: "DEF5GH", days: 18463, date: "1399/04/30", serial: vector.serial, checkDigitHolds: true }),
      )
      expect(isValidTaxId(vector.id)).toBe(true)
    }
    expect(isValidTaxId("DEF5GH0481F000000000C3")).toBe(false)
    expect(Option.map(decodeTaxId("DEF5GH0481F000000000C3"), (decoded) => decoded.checkDigitHolds)).toEqual(Option.some(false))
  })
})

describe("taxIdOf", () => {
  it("writes the memory ID, 5 hex digits of days, 10 of serial and the Verhoeff digit of the decimal string", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const id = idOf(taxIdOfDays(input))
        expect(id).toHaveLength(22)
        expect(id.slice(0, 6)).toBe(input.memoryId.toUpperCase())
        expect(id.slice(6)).toMatch(/^[0-9A-F]{15}[0-9]$/)
        expect(parseInt(id.slice(6, 11), 16)).toBe(input.days)
        expect(parseInt(id.slice(11, 21), 16)).toBe(input.serial)
        expect(id.slice(21)).toBe(String(verhoeffDigit(taxIdDecimal(input.memoryId, input.days, input.serial))))
        expect(isVerhoeffValid(`${taxIdDecimal(input.memoryId, input.days, input.serial)}${id.slice(21)}`)).toBe(true)
      }),
    )
  })

  it("spells letters by their ASCII codes and pads days to 6 digits and serials to 12", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const codes = [...input.memoryId.toUpperCase()].map((char) => (char >= "A" ? String(char.charCodeAt(0)) : char)).join("")
        expect(taxIdDecimal(input.memoryId, input.days, input.serial)).toBe(
          codes + String(input.days).padStart(6, "0") + String(input.serial).padStart(12, "0"),
        )
      }),
    )
  })

  it("takes a Jalali date as the days since 1970-01-01 of its Gregorian date", () => {
    fc.assert(
      fc.property(memoryIds, jalaliDays, serials, (memoryId, days, serial) => {
        const date = formatJalali(jalaliFromDayNumber(days))
        expect(taxIdDays(date)).toEqual(Option.some(days))
        expect(idOf(taxIdOf({ memoryId, date, serial }))).toBe(idOf(taxIdOfDays({ memoryId, days, serial })))
      }),
    )
    expect(taxIdDays("1348/10/11")).toEqual(Option.some(0))
    expect(taxIdDays("1403/01/01")).toEqual(Option.some(19802))
  })

  it("is detected by its check digit after any single-digit error in the decimal string", () => {
    fc.assert(
      fc.property(inputs, fc.nat(), fc.integer({ min: 1, max: 9 }), (input, where, shift) => {
        const decimal = decimalOf(input)
        const index = where % decimal.length
        expect(isVerhoeffValid(replaceAt(decimal, index, String((Number(decimal[index]) + shift) % 10)))).toBe(false)
      }),
    )
  })

  it("is detected by its check digit after any swap of two different adjacent digits of the decimal string", () => {
    fc.assert(
      fc.property(inputs, fc.nat(), (input, where) => {
        const decimal = decimalOf(input)
        const index = where % (decimal.length - 1)
        const [a, b] = [decimal[index] ?? "", decimal[index + 1] ?? ""]
        fc.pre(a !== b)
        expect(isVerhoeffValid(`${decimal.slice(0, index)}${b}${a}${decimal.slice(index + 2)}`)).toBe(false)
      }),
    )
  })

  it("fails its check once its last digit is changed", () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 9 }), (input, shift) => {
        const id = idOf(taxIdOfDays(input))
        const wrong = replaceAt(id, 21, String((Number(id[21]) + shift) % 10))
        expect(Option.map(decodeTaxId(wrong), (decoded) => decoded.checkDigitHolds)).toEqual(Option.some(false))
      }),
    )
  })
})

describe("decodeTaxId", () => {
  it("gives back the memory ID, days, Jalali date and serial of every ID", () => {
    fc.assert(
      fc.property(memoryIds, jalaliDays, serials, (memoryId, days, serial) => {
        const date = formatJalali(jalaliFromDayNumber(days))
        const id = idOf(taxIdOf({ memoryId, date, serial }))
        expect(decodeTaxId(id)).toEqual(
          Option.some({ memoryId: memoryId.toUpperCase(), days, date, serial, checkDigitHolds: true }),
        )
        expect(decodeTaxId(id.toLowerCase())).toEqual(decodeTaxId(id))
      }),
    )
  })

  it("answers none for a text not shaped as a tax ID", () => {
    for (const text of [
      "",
      "DEF5GH0481F000000000C",
      "DEF5GH0481F000000000C22",
      "DEF5GH0481G000000000C2",
      "DEF5GH0481F000000000CA",
      "DEF5G-0481F000000000C2",
      " DEF5GH0481F000000000C2",
    ]) {
      expect(decodeTaxId(text)).toEqual(Option.none())
      expect(isValidTaxId(text)).toBe(false)
    }
  })
})

describe("refusals", () => {
  const good = { memoryId: "DEF5GH", date: "1399/04/30", serial: 12 }

  it("refuses a memory ID that is not six English letters or digits", () => {
    for (const memoryId of ["", "DEF5G", "DEF5GH1", "DEF 5G", "DEF-5G", "ДEF5GH", "DEF۵GH", "ABCDÉF"]) {
      expect(refusal(taxIdOf({ ...good, memoryId }))).toEqual({ tag: "InvalidMemoryId", message: taxIdMessages.memoryId })
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (memoryId) => {
        fc.pre(!/^[A-Za-z0-9]{6}$/.test(memoryId))
        expect(refusal(taxIdOf({ ...good, memoryId }))).toEqual({ tag: "InvalidMemoryId", message: taxIdMessages.memoryId })
      }),
    )
  })

  it("refuses a serial outside 0 to 16^10 - 1 or not whole", () => {
    for (const serial of [-1, 0.5, maxTaxIdSerial + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusal(taxIdOf({ ...good, serial }))).toEqual({ tag: "InvalidTaxIdSerial", message: taxIdMessages.serial })
    }
    expect(idOf(taxIdOf({ ...good, serial: 0 })).slice(11, 21)).toBe("0000000000")
    expect(idOf(taxIdOf({ ...good, serial: maxTaxIdSerial })).slice(11, 21)).toBe("FFFFFFFFFF")
    expect(taxIdMessages.serial).not.toMatch(/[0-9]/)
  })

  it("refuses a date before 1970-01-01, past five hex digits of days, or unreadable", () => {
    expect(refusal(taxIdOf({ ...good, date: "1348/10/10" }))).toEqual({
      tag: "InvalidTaxIdDate",
      message: taxIdMessages.dateBefore1970,
    })
    expect(idOf(taxIdOf({ ...good, date: "1348/10/11" })).slice(6, 11)).toBe("00000")
    for (const date of ["", "1399/13/01", "1399/12/31", "2020-07-20", "tomorrow"]) {
      expect(refusal(taxIdOf({ ...good, date }))).toEqual({ tag: "InvalidTaxIdDate", message: taxIdMessages.date })
    }
    expect(refusal(taxIdOfDays({ memoryId: "DEF5GH", days: -1, serial: 12 }))).toEqual({
      tag: "InvalidTaxIdDate",
      message: taxIdMessages.dateBefore1970,
    })
    expect(refusal(taxIdOfDays({ memoryId: "DEF5GH", days: maxTaxIdDays + 1, serial: 12 }))).toEqual({
      tag: "InvalidTaxIdDate",
      message: taxIdMessages.dateTooLate,
    })
    expect(refusal(taxIdOfDays({ memoryId: "DEF5GH", days: 1.5, serial: 12 }))).toEqual({
      tag: "InvalidTaxIdDate",
      message: taxIdMessages.date,
    })
    expect(idOf(taxIdOfDays({ memoryId: "DEF5GH", days: maxTaxIdDays, serial: 12 })).slice(6, 11)).toBe("FFFFF")
    fc.assert(
      fc.property(fc.integer({ min: firstDay, max: -1 }), (days) => {
        const date = formatJalali(jalaliFromDayNumber(days))
        expect(refusal(taxIdOf({ ...good, date }))).toEqual({ tag: "InvalidTaxIdDate", message: taxIdMessages.dateBefore1970 })
      }),
    )
  })

  it("writes its messages with Persian digits only", () => {
    for (const message of Object.values(taxIdMessages)) expect(message).not.toMatch(/[0-9]/)
  })
})
