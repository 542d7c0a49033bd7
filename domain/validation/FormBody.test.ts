import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { conflictsOf, formBody, withFormErrors } from "./FormBody.ts"

const rules = [{ field: "code", clash: (a: { code: string }, b: { code: string }) => a.code === b.code, message: "تکراری" }]

describe("form bodies", () => {
  it("reads anything but an object as an empty body", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.array(fc.anything())),
        (input) => Object.keys(formBody(input)).length === 0,
      ),
    )
  })

  it("keeps a field's own first error over an error across fields", () => {
    expect(withFormErrors(Result.fail({ a: "own" }), { a: "across", b: "across" })).toEqual(
      Result.fail({ a: "own", b: "across" }),
    )
    expect(withFormErrors(Result.succeed(1), { b: "across" })).toEqual(Result.fail({ b: "across" }))
    expect(withFormErrors(Result.succeed(1), {})).toEqual(Result.succeed(1))
  })

  it("reports a clash exactly when another stored record holds the value", () => {
    const stored = fc.array(fc.record({ id: fc.integer({ min: 1, max: 20 }), code: fc.constantFrom("a", "b", "c") }), {
      maxLength: 8,
    })
    fc.assert(
      fc.property(stored, fc.option(fc.integer({ min: 1, max: 20 })), fc.constantFrom("a", "b", "c"), (records, id, code) => {
        const clash = records.some((record) => record.id !== id && record.code === code)
        expect(conflictsOf({ id, code }, records, rules)).toEqual(clash ? { code: "تکراری" } : {})
      }),
    )
  })
})
