import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { toPersianDigits } from "../text/digits.ts"
import {
  labelCodeOf,
  labelQueryOf,
  labelSourceMessages,
  labelSourceOf,
  validateLabelQuery,
  type LabelSource,
} from "./LabelSource.ts"

const id = fc.integer({ min: 1, max: 2_147_483_647 })
const unitCode = fc
  .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 10_000 }))
  .map((parts) => parts.join("-"))
const paneCode = fc
  .tuple(unitCode, fc.constantFrom("A", "B", "C"), fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }))
  .map(([unit, letter, remake]) => `${unit}-${letter}${remake === undefined ? "" : `-R${remake}`}`)
const code = fc.oneof(unitCode, paneCode)
const source: fc.Arbitrary<LabelSource> = fc.oneof(
  id.map((n) => ({ kind: "batch" as const, id: n })),
  id.map((n) => ({ kind: "order" as const, id: n })),
  code.map((c) => ({ kind: "piece" as const, code: c })),
)
const asQuery = (query: ReturnType<typeof labelQueryOf>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))

describe("the labels query", () => {
  it("reads back every source it was written from, and the page's route names the same", () => {
    fc.assert(
      fc.property(source, (s) => {
        expect(validateLabelQuery(asQuery(labelQueryOf(s)))).toEqual(Result.succeed(s))
        expect(labelSourceOf(s.kind, s.kind === "piece" ? s.code : String(s.id))).toEqual(s)
      }),
    )
  })

  it("takes Persian digits and lower-case letters as a scanner or a person types them", () => {
    fc.assert(
      fc.property(code, (c) => {
        expect(labelCodeOf(` ${toPersianDigits(c).toLowerCase()} `)).toBe(c)
      }),
    )
    expect(validateLabelQuery({ order_id: "۱۲" })).toEqual(Result.succeed({ kind: "order", id: 12 }))
  })

  it("wants exactly one of batch, order and code, in Persian", () => {
    const message = { source: "برچسب‌ها از یک دسته برش، یک سفارش یا یک کد چاپ می‌شوند؛ دقیقاً یکی از آن‌ها را بدهید" }
    expect(labelSourceMessages.oneSource).toBe(message.source)
    expect(validateLabelQuery({})).toEqual(Result.fail(message))
    expect(validateLabelQuery({ batch_id: "1", order_id: "2" })).toEqual(Result.fail(message))
    expect(validateLabelQuery({ batch_id: "1", order_id: "2", code: "1035-1-1" })).toEqual(Result.fail(message))
    expect(validateLabelQuery({ order_id: "2", code: "1035-1-1", page: "1" })).toEqual(Result.fail(message))
  })

  it("refuses a bad id or code under its own field", () => {
    for (const bad of ["", "0", "-1", "1.5", "abc", "2147483648", "01"]) {
      expect(validateLabelQuery({ batch_id: bad })).toEqual(Result.fail({ batch_id: "شماره دسته برش نامعتبر است" }))
      expect(validateLabelQuery({ order_id: bad })).toEqual(Result.fail({ order_id: "شماره سفارش نامعتبر است" }))
    }
    for (const bad of [
      "",
      "1035",
      "1035-2",
      "1035-2-1-D",
      "1035-2-1-A-R",
      "1035-2-1-A-X1",
      "0-1-1",
      "1035-2-1-AB",
      "x".repeat(60),
    ])
      expect(validateLabelQuery({ code: bad })).toEqual(Result.fail({ code: "کد قطعه نامعتبر است" }))
  })

  it("names no source for a route of another kind or a bad id", () => {
    expect(labelSourceOf("sheet", "1")).toBeUndefined()
    expect(labelSourceOf("batch", "x")).toBeUndefined()
    expect(labelSourceOf("piece", "1035")).toBeUndefined()
    expect(labelSourceOf("order", undefined)).toBeUndefined()
  })
})
