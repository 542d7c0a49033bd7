import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { noAccess } from "../access/SalesExpertAccess.ts"
import { toPersianDigits } from "../text/digits.ts"
import { resolveInvoice, type InvoiceContext } from "./InvoiceChecks.ts"
import { validateInvoiceForm } from "./InvoiceForm.ts"
import { lineBodyFor, managerContext as manager, sampleCatalog as catalog } from "./testing/catalogs.ts"
import { totalsHeaderOf } from "./TotalsHeader.ts"

const expert: InvoiceContext = {
  ...manager,
  actor: {
    id: 7,
    role: "sales-expert",
    access: { ...noAccess, allowed_product_ids: [1, 2, 3, 4, 5], max_discount_percent: 100 },
  },
}
/** A number as typed: itself, or its text in Persian digits. */
const typed = (value: number) => fc.constantFrom<number | string>(value, toPersianDigits(String(value)))

describe("the header figures of the live totals", () => {
  it("are the discount, date and fare amount the server saves for a valid header", () => {
    const header = fc.record({
      discount_percent: fc.integer({ min: 0, max: 10_000 }).chain((hundredths) => typed(hundredths / 100)),
      date: fc.option(fc.constantFrom("1404/01/01", "1404/12/29", "1405/09/03", "۱۴۰۵/۱۰/۱"), { nil: null }),
      fare_id: fc.option(typed(1), { nil: null }),
    })
    fc.assert(
      fc.property(
        header,
        fc.constantFrom(manager, expert),
        fc.constantFrom(undefined, "1404/06/06"),
        lineBodyFor(catalog),
        (typedHeader, context, storedDate, line) => {
          const withStored = storedDate === undefined ? context : { ...context, stored: { date: storedDate, sales_expert_id: 7 } }
          const form = Result.getOrThrow(
            validateInvoiceForm({ kind: "informal", customer_id: 10, ...typedHeader, lines: [line] }),
          )
          const resolved = Result.getOrThrow(resolveInvoice(form, catalog, withStored))
          const fallback = storedDate ?? "1405/09/03"
          expect(totalsHeaderOf(typedHeader, catalog, context.actor.role, fallback)).toEqual({
            discount_percent: resolved.discount_percent,
            date: resolved.date,
            fare_amount: resolved.fare_amount,
          })
        },
      ),
    )
  })

  it("counts a field that does not read yet as unset: no discount, the fallback date, no fare", () => {
    expect(
      totalsHeaderOf({ discount_percent: "۵/۵x", date: "1405/13/40", fare_id: 99 }, catalog, "sales-manager", "1405/09/03"),
    ).toEqual({ discount_percent: 0, date: "1405/09/03", fare_amount: 0 })
    expect(totalsHeaderOf({}, catalog, "sales-manager", "1405/09/03")).toEqual({
      discount_percent: 0,
      date: "1405/09/03",
      fare_amount: 0,
    })
    expect(totalsHeaderOf(null, catalog, "super-admin", "1402/01/01")).toEqual({
      discount_percent: 0,
      date: "1402/01/01",
      fare_amount: 0,
    })
    expect(
      totalsHeaderOf({ discount_percent: "۱۲٫۵", date: "۱۴۰۵/۱/۲", fare_id: "2" }, catalog, "sales-manager", "1405/09/03"),
    ).toEqual({ discount_percent: 12.5, date: "1405/01/02", fare_amount: 4_000_000 })
  })
})
