import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeListEnvelope, decodeRecords } from "./ListEnvelope.ts"

const record = fc.record({ id: fc.integer(), name: fc.string(), is_active: fc.boolean() })

describe("decodeListEnvelope", () => {
  it("reads back every page the server can answer, rows and total unchanged", () =>
    fc.assert(
      fc.property(fc.array(record, { maxLength: 50 }), fc.nat(), (rows, total) => {
        expect(decodeListEnvelope({ data: rows, meta: { total } })).toEqual(Option.some({ rows, total, capped: false }))
      }),
    ))

  it("reads a capped total as a floor, and only `true` as capped", () =>
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), fc.nat(), (rows, total) => {
        expect(decodeListEnvelope({ data: rows, meta: { total, capped: true } })).toEqual(
          Option.some({ rows, total, capped: true }),
        )
        for (const capped of [false, "true", 1, null])
          expect(Option.isNone(decodeListEnvelope({ data: rows, meta: { total, capped } }))).toBe(true)
      }),
    ))

  it("refuses an answer without the list's shape rather than showing it as an empty list", () => {
    for (const answer of [
      null,
      [],
      { data: [] },
      { data: [{ id: 1 }], meta: {} },
      { data: [{ id: "1" }], meta: { total: 1 } },
      { data: [{}], meta: { total: 1 } },
      { data: [], meta: { total: -1 } },
      { data: [], meta: { total: 1.5 } },
    ])
      expect(Option.isNone(decodeListEnvelope(answer))).toBe(true)
  })
})

describe("decodeRecords", () => {
  it("keeps a stored list of records as it was written", () =>
    fc.assert(
      fc.property(fc.array(record), (rows) => {
        expect(decodeRecords(JSON.parse(JSON.stringify(rows)))).toEqual(Option.some(rows))
      }),
    ))

  it("treats whatever else the storage holds as missing", () =>
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.integer(),
          fc.constant(null),
          fc.dictionary(fc.string(), fc.string()),
          fc.array(fc.string(), { minLength: 1 }),
        ),
        (kept) => {
          expect(Option.isNone(decodeRecords(kept))).toBe(true)
        },
      ),
    ))
})
