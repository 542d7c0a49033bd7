import { Option, Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { FlagField, readFlag } from "./FlagField.ts"

const readable: ReadonlyArray<readonly [unknown, boolean]> = [
  [true, true],
  [1, true],
  ["1", true],
  ["true", true],
  [false, false],
  [0, false],
  ["0", false],
  ["false", false],
]

describe("yes/no fields", () => {
  it("reads the forms JSON and multipart bodies use", () => {
    for (const [raw, flag] of readable) expect(readFlag(raw)).toEqual(Option.some(flag))
  })

  it("reads nothing else", () => {
    const known = new Set(readable.map(([raw]) => raw))
    fc.assert(
      fc.property(
        fc.anything().filter((raw) => !known.has(raw)),
        (raw) => {
          expect(readFlag(raw)).toEqual(Option.none())
        },
      ),
    )
  })

  it("answers a missing value with the default when there is one, else with the field's message", () => {
    const optional = validateWith(Schema.Struct({ on: FlagField("پیام", false) }))
    const required = validateWith(Schema.Struct({ on: FlagField("پیام") }))
    expect(optional({})).toEqual(Result.succeed({ on: false }))
    expect(optional({ on: null })).toEqual(Result.succeed({ on: false }))
    expect(optional({ on: "1" })).toEqual(Result.succeed({ on: true }))
    expect(optional({ on: "on" })).toEqual(Result.fail({ on: "پیام" }))
    expect(required({})).toEqual(Result.fail({ on: "پیام" }))
    expect(required({ on: 0 })).toEqual(Result.succeed({ on: false }))
  })
})
