import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { nextSort, readListSort, sortMessages, sortParamOf, validateListSort, type ListSort } from "./ListSort.ts"
import { listSorts } from "./listSorts.ts"

const keys = listSorts.customers
const validate = validateListSort(keys)
const sort: fc.Arbitrary<ListSort<(typeof keys)[number]>> = fc.record({ key: fc.constantFrom(...keys), descending: fc.boolean() })
const offered = new Set(keys.flatMap((key) => [key, `-${key}`]))

describe("a list's sort param", () => {
  it("says «ترتیب نامعتبر است» for a sort the list does not offer", () => {
    expect(sortMessages.invalid).toBe("ترتیب نامعتبر است")
    expect(validate({ sort: "password_hash" })).toEqual(Result.fail({ sort: "ترتیب نامعتبر است" }))
    expect(validate({ sort: "--name" })).toEqual(Result.fail({ sort: "ترتیب نامعتبر است" }))
    expect(validate({ sort: ["name"] })).toEqual(Result.fail({ sort: "ترتیب نامعتبر است" }))
  })

  it("reads a missing or blank sort as the list's own order", () => {
    for (const query of [{}, { sort: undefined }, { sort: "" }, { sort: "  " }])
      expect(validate(query)).toEqual(Result.succeed(Option.none()))
  })

  it("reads back every order it writes, with the spaces around it dropped", () => {
    fc.assert(
      fc.property(sort, fc.constantFrom("", " ", "\t"), (order, space) => {
        expect(validate({ sort: `${space}${sortParamOf(order)}${space}` })).toEqual(Result.succeed(Option.some(order)))
        expect(readListSort(keys, sortParamOf(order))).toEqual(Option.some(order))
      }),
    )
  })

  it("refuses any other text, and the browser's reading ignores it", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== "" && !offered.has(text.trim())),
        (text) => {
          expect(validate({ sort: text })).toEqual(Result.fail({ sort: sortMessages.invalid }))
          expect(readListSort(keys, text)).toEqual(Option.none())
        },
      ),
    )
  })

  it("refuses a value that is not text", () => {
    fc.assert(
      fc.property(
        fc.anything().filter((raw) => typeof raw !== "string" && raw !== undefined),
        (raw) => {
          expect(validate({ sort: raw })).toEqual(Result.fail({ sort: sortMessages.invalid }))
        },
      ),
    )
  })
})

describe("a header clicked", () => {
  it("orders by its column ascending first, then descending, then ascending again", () => {
    fc.assert(
      fc.property(fc.option(sort, { nil: undefined }), fc.constantFrom(...keys), (current, key) => {
        const first = nextSort(Option.fromNullishOr(current), key)
        expect(first.key).toBe(key)
        expect(first.descending).toBe(current?.key === key && !current.descending)
        const second = nextSort(Option.some(first), key)
        expect(second).toEqual({ key, descending: !first.descending })
        expect(nextSort(Option.some(second), key)).toEqual(first)
      }),
    )
  })
})
