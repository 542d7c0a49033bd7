import { Option, Schema } from "effect"
import { formBody } from "../validation/FormBody.ts"
import type { Role } from "../roles/Role.ts"
import { byId, type Catalog } from "./Catalog.ts"
import { savedDateOf } from "./InvoiceChecks.ts"
import { InvoiceHeaderSchema } from "./InvoiceForm.ts"
import type { TotalsHeader } from "./Pricing.ts"

const { discount_percent: Discount, date: DateField, fare_id: FareId } = InvoiceHeaderSchema.fields

/**
 * The header figures the totals read from a header as typed, each field on its own (a field that does not read yet
 * counts as unset: no discount, no fare, the fallback date): what the server saves once the header is valid.
 */
export const totalsHeaderOf = (input: unknown, catalog: Catalog, role: Role, fallbackDate: string): TotalsHeader => {
  const header = formBody(input)
  const discount = Schema.decodeUnknownOption(Discount)(header.discount_percent ?? 0)
  const date = Schema.decodeUnknownOption(DateField)(header.date)
  const fare = Schema.decodeUnknownOption(FareId)(header.fare_id)
  const fareId = Option.getOrNull(fare)
  return {
    discount_percent: Option.getOrElse(discount, () => 0),
    date: savedDateOf(role, Option.getOrNull(date), fallbackDate),
    fare_amount: fareId === null ? 0 : (byId(catalog.fares, fareId)?.price ?? 0),
  }
}
