// Test-only helpers of the invoice suites: generated bodies valid for the demo data, the stored data a body is checked against, and the figures pricing decides.
import { Option } from "effect"
import fc from "fast-check"
import { formatJalali, todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { nothingKept, type InvoiceContext } from "../../../domain/invoice/InvoiceChecks.ts"
import { buildUps } from "../../../domain/invoice/InvoiceOptions.ts"
import type { InvoicePrice } from "../../../domain/invoice/Pricing.ts"
import type { ResolvedInvoice } from "../../../domain/invoice/ResolvedInvoice.ts"
import { effectiveAccess } from "../../../domain/access/SalesExpertAccess.ts"
import type { Role } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { productStructures } from "../../db/migrations/0008_invoices.ts"
import type { Schemas } from "../../http/answers.ts"
import * as reference from "../../seed/referenceData.ts"
import { demoUserId, type TestServer } from "../../testing/harness.ts"

type Invoice = Schemas["Invoice"]

/** What the stored data tells about a body saved by `role` for a customer: the context `resolveInvoice` needs (a new invoice unless `edit` says otherwise). */
export const invoiceContextOf = async (
  t: TestServer,
  role: Role,
  customerId: number,
  edit: Pick<InvoiceContext, "kept" | "stored"> = { kept: nothingKept },
): Promise<InvoiceContext> => {
  const userId = demoUserId(role)
  const [customer, access, products, experts] = await Promise.all([
    t.db.selectFrom("customers").select(["id", "sales_expert_id", "is_active"]).where("id", "=", customerId).executeTakeFirst(),
    t.db.selectFrom("sales_expert_access").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    t.db.selectFrom("sales_expert_access_products").select("product_id").where("user_id", "=", userId).execute(),
    t.db.selectFrom("users").select("id").where("role", "=", "sales-expert").where("is_active", "=", 1).execute(),
  ])
  const stored = Option.map(Option.fromNullishOr(access), (row) => ({
    may_see_all_customers: row.may_see_all_customers === 1,
    may_create_pre_buy: row.may_create_pre_buy === 1,
    max_discount_percent: Number(row.max_discount_percent),
    allowed_product_ids: products.map((product) => product.product_id),
    is_active: row.is_active === 1,
  }))
  return {
    actor: { id: userId, role, access: effectiveAccess(stored) },
    customer: customer && { ...customer, is_active: customer.is_active === 1 },
    salesExpertIds: experts.map((row) => row.id),
    today: todayInTehran(t.clock.now()),
    ...edit,
  }
}

type UnitPriced = { readonly unit_price: number }
type PricedLine = {
  readonly layers: ReadonlyArray<UnitPriced>
  readonly laminates: ReadonlyArray<UnitPriced>
  readonly spacers: ReadonlyArray<UnitPriced>
  readonly descriptions: ReadonlyArray<UnitPriced>
}
const unitPrices = (line: PricedLine) =>
  [line.layers, line.laminates, line.spacers, line.descriptions].map((parts) => parts.map((part) => part.unit_price))

/** Every figure of an answer that pricing decides. */
export const figuresOf = (invoice: Invoice) => ({
  date: invoice.date,
  sales_expert_id: invoice.sales_expert_id,
  unit_prices: invoice.lines.map(unitPrices),
  amounts: invoice.lines.map((line) => line.amount),
  weights: invoice.lines.map((line) => line.weight),
  pieces: invoice.pieces,
  area: invoice.area,
  weight: invoice.weight,
  subtotal: invoice.subtotal,
  discount: invoice.discount,
  fare: invoice.fare,
  vat_rate: invoice.vat_rate,
  vat: invoice.vat,
  total: invoice.total,
  total_in_words: invoice.total_in_words,
})

/** The same figures as the domain computes them. */
export const expectedFigures = ({
  resolved,
  price,
}: {
  readonly resolved: ResolvedInvoice
  readonly price: InvoicePrice
}): ReturnType<typeof figuresOf> => ({
  date: resolved.date,
  sales_expert_id: resolved.sales_expert_id,
  unit_prices: resolved.lines.map(unitPrices),
  amounts: price.lines.map((line) => line.amount),
  weights: price.lines.map((line) => line.weight_grams / 1000),
  pieces: price.pieces,
  area: price.area_mm2 / 1_000_000,
  weight: price.weight_grams / 1000,
  subtotal: price.subtotal,
  discount: price.discount,
  fare: price.fare,
  vat_rate: price.vat_basis_points / 100,
  vat: price.vat,
  total: price.total,
  total_in_words: price.total_in_words,
})

// Generated bodies valid for the demo data: per product, its active glass types with the thicknesses each offers, and its descriptions.
const typeOf = (name: string) => ({
  id: reference.glassTypes.findIndex((type) => type.name === name) + 1,
  type: reference.glassTypes.find((type) => type.name === name),
})
const offered = reference.products.map((product, index) => ({
  id: index + 1,
  buildUp: buildUps[productStructures.find((built) => built.name === product.name)?.structure as keyof typeof buildUps],
  types: product.glassTypes
    .map(typeOf)
    .flatMap(({ id, type }) =>
      type === undefined || type.active === false
        ? []
        : [{ id, widths: type.widths.map((mm) => reference.glassWidths.indexOf(mm as never) + 1) }],
    ),
  descriptions: product.descriptions.map(
    (name) => reference.descriptions.findIndex((description) => description.name === name) + 1,
  ),
}))
/** A whole number sent as a number or as text in Persian digits. */
const number = (values: fc.Arbitrary<number>) =>
  fc.tuple(values, fc.boolean()).map(([value, persian]) => (persian ? toPersianDigits(value) : value))
const generatedLine = fc.constantFrom(...offered).chain(({ id, buildUp, types, descriptions }) =>
  fc.record({
    product_id: fc.constant(id),
    // Inside every size limit of the demo data (the tightest: 4 mm tempered 100-1500 x 250-2440, 8 mm tempered from 150 x 300).
    width: number(fc.integer({ min: 150, max: 1500 })),
    height: number(fc.integer({ min: 300, max: 2440 })),
    count: number(fc.integer({ min: 1, max: 40 })),
    edge_type: fc.constantFrom(1, 2, 3, null),
    note: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
    layers: fc.array(
      fc.constantFrom(...types).chain((type) =>
        fc.record({
          glass_type_id: fc.constant(type.id),
          width_id: fc.constantFrom(...type.widths),
          material: fc.constantFrom(1, 2, 3),
        }),
      ),
      { minLength: buildUp.layers, maxLength: buildUp.layers },
    ),
    laminates:
      buildUp.laminates === 0
        ? fc.constant([])
        : fc.array(
            fc.record({
              laminate_color_id: fc.integer({ min: 1, max: 9 }),
              thickness: fc.constantFrom(1, 2, 3),
              glue: fc.constantFrom(...buildUp.laminateGlues),
            }),
            { minLength: 1, maxLength: 1 },
          ),
    spacers: fc.array(
      fc.record({ spacer_id: fc.integer({ min: 1, max: 6 }), color: fc.constantFrom(1, 2), glue: fc.constantFrom(1, 2, 3) }),
      { minLength: buildUp.spacers, maxLength: buildUp.spacers },
    ),
    descriptions: fc
      .subarray(descriptions, { maxLength: Math.min(3, descriptions.length) })
      .chain((ids) =>
        fc.tuple(
          ...ids.map((description_id) =>
            fc.record({ description_id: fc.constant(description_id), quantity: fc.integer({ min: 1, max: 5 }) }),
          ),
        ),
      ),
  }),
)

/** A body `role` may save for the demo data: its customers, products, choices and discount cap, both sides of the VAT change. */
export const generatedBody = (role: Role) =>
  fc.record({
    kind: fc.constantFrom("informal", "pre-buy"),
    customer_id: role === "sales-expert" ? fc.constantFrom(1, 2, 4, 8) : fc.integer({ min: 1, max: 10 }),
    // A manager's date in this or the previous Jalali year, both sides of the VAT change on 1403/01/01; a sales expert's is ignored.
    date: fc.option(
      fc
        .record({
          year: fc.constantFrom(1402, 1403),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 29 }),
        })
        .map(formatJalali),
      { nil: null },
    ),
    fare_id: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    rack_type: fc.constantFrom(1, 2, 3, null),
    shipping_type: fc.constantFrom(1, 2, null),
    discount_percent: fc.integer({ min: 0, max: role === "sales-expert" ? 1000 : 10_000 }).map((hundredths) => hundredths / 100),
    note: fc.option(fc.string({ maxLength: 60 }), { nil: null }),
    lines: fc.array(generatedLine, { minLength: 1, maxLength: 4 }),
  })
