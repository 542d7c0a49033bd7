import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BatchId, CustomerId, GlassTypeId, idFromText, InvoiceId, type LaminateColorId, type RackId, type UserId } from "./Ids.ts"
import { maxRecordId } from "./RecordId.ts"

const recordId = fc.integer({ min: 1, max: maxRecordId })

describe("branded record ids", () => {
  it("take every record id and refuse zero, negatives, fractions and what PostgreSQL's integer cannot hold", () => {
    fc.assert(
      fc.property(recordId, (id) => {
        expect(InvoiceId.option(id)).toEqual(Option.some(id))
      }),
    )
    const notIds = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: maxRecordId + 1, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ noInteger: true }),
    )
    fc.assert(
      fc.property(notIds, (id) => {
        expect(Option.isNone(CustomerId.option(id))).toBe(true)
      }),
    )
  })

  it("read a path's id as written: ASCII digits, no sign, no leading zero", () => {
    const invoiceIdOf = idFromText(InvoiceId)
    fc.assert(
      fc.property(recordId, (id) => {
        expect(invoiceIdOf(String(id))).toEqual(Option.some(id))
      }),
    )
    for (const text of [undefined, "", "0", "01", "-1", "+1", "1.0", "۱۲", "2147483648", "1e3"])
      expect(invoiceIdOf(text)).toEqual(Option.none())
  })

  it("keep one entity's id from passing for another's", () => {
    const customer = CustomerId(7)
    const lookUpInvoice = (id: InvoiceId): number => id
    // @ts-expect-error a customer's id is not an invoice's
    const wrong = lookUpInvoice(customer)
    // @ts-expect-error a plain number is no user's id until decoded
    const user: UserId = 7
    expect([wrong, user]).toEqual([7, 7])
  })

  it("keep a glass type's id from a laminate colour's, and a batch's from a rack's", () => {
    const glassType = GlassTypeId(3)
    const batch = BatchId(4)
    const colourOf = (id: LaminateColorId): number => id
    const rackOf = (id: RackId): number => id
    // @ts-expect-error a glass type's id is not a laminate colour's
    const colour = colourOf(glassType)
    // @ts-expect-error a cutting batch's id is not a rack's
    const rack = rackOf(batch)
    expect([colour, rack]).toEqual([3, 4])
  })
})
