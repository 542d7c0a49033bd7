import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toPersianDigits } from "../text/digits.ts"
import { invoiceMessages } from "./InvoiceMessages.ts"
import { validateVersion } from "./VersionForm.ts"

const refused = { version: "نسخه فاکتور نامعتبر است" }

describe("the version a move carries", () => {
  it("pins the Persian message", () => expect(invoiceMessages.versionInvalid).toBe("نسخه فاکتور نامعتبر است"))

  it("reads a missing, null or blank version as no check", () => {
    for (const body of [{}, { version: null }, { version: "" }, { version: "  " }, undefined, null, { reason: "x" }])
      expect(validateVersion(body)).toStrictEqual(Result.succeed({ version: null }))
  })

  it("refuses anything that is not a version, under version", () => {
    for (const version of [
      "abc",
      -1,
      0,
      1.5,
      true,
      false,
      [],
      {},
      [3],
      "1.0",
      "-2",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 31,
    ])
      expect(validateVersion({ version })).toStrictEqual(Result.fail(refused))
  })

  it("accepts every version as a number or as text in either digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (version) => {
        for (const sent of [version, String(version), toPersianDigits(String(version))])
          expect(validateVersion({ version: sent })).toStrictEqual(Result.succeed({ version }))
      }),
    )
  })

  it("refuses every value that is neither a whole positive number nor nothing", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double().filter((x) => !(Number.isInteger(x) && x > 0 && x < 2 ** 31)),
          fc.boolean(),
          fc.array(fc.integer()),
          fc.object(),
          fc.string().filter((s) => !/^\s*([1-9]\d*)?\s*$/.test(s)),
        ),
        (version) => {
          expect(validateVersion({ version })).toStrictEqual(Result.fail(refused))
        },
      ),
    )
  })
})
