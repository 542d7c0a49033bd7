// Test-only generators of the invoice domain, shared by the domain's suites and the server's: never imported by production code.
import fc from "fast-check"
import { formatJalali } from "../../calendar/Jalali.ts"
import type { GlassMaterial } from "../../glass/GlassTypeForm.ts"
import type { DescriptionUnit } from "../Catalog.ts"
import { buildUps, filmsOf, mirrorThicknessOf, structures, type Structure } from "../InvoiceOptions.ts"
import type { PricingSettings } from "../PricingSettings.ts"
import type {
  ResolvedDescription,
  ResolvedInvoice,
  ResolvedLaminate,
  ResolvedLayer,
  ResolvedLine,
  ResolvedSpacer,
} from "../ResolvedInvoice.ts"

/** A record id, small enough to repeat now and then. */
export const recordId = fc.integer({ min: 1, max: 500 })

/** A side in mm (1..6000), often at the ends and around the product minimums. */
export const side = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 6000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 100, max: 1000 }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 2, 499, 500, 501, 707, 708, 1000, 5999, 6000) },
)

/** A count of pieces (1..10000), mostly a few. */
export const pieceCount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000 }) },
)

/** A unit price in rials: zero now and then, mostly up to some millions, occasionally huge (enough to pass the largest total). */
export const unitPrice = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 10, arbitrary: fc.integer({ min: 0, max: 30_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 900_000_000_000_000 }) },
)

/** A unit price that never makes an invoice of a few lines pass the largest total. */
export const modestPrice = fc.integer({ min: 0, max: 30_000_000 })

/** A discount percent from 0 to 100 with up to two decimals. */
export const discountPercent = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  fc.constantFrom(0, 5, 10, 12.5, 33.33, 99.99, 100),
)

/** A Jalali date "yyyy/MM/dd" both sides of 1403/01/01, the days either side of it included. */
export const invoiceDate = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        year: fc.integer({ min: 1395, max: 1410 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 29 }),
      })
      .map(formatJalali),
  },
  { weight: 1, arbitrary: fc.constantFrom("1402/12/29", "1403/01/01", "1403/01/02", "1402/12/28", "1405/09/03") },
)

/** Glass thicknesses in mm, mirror ones (4, 5, 6) among them. */
const glassThicknessMm = fc.constantFrom(3, 4, 5, 6, 8, 10, 12, 15, 19)
const material = fc.constantFrom<GlassMaterial>(1, 2, 3)

const layer = (structure: Structure, price: fc.Arbitrary<number>): fc.Arbitrary<ResolvedLayer> =>
  fc
    .record({
      glass_type_id: recordId,
      width_id: recordId,
      material,
      thickness: structure === "mirror" ? fc.constantFrom(4, 5, 6) : glassThicknessMm,
      unit_price: price,
    })
    .map((picked) => ({
      ...picked,
      mirror_thickness: structure === "mirror" ? (mirrorThicknessOf(picked.thickness) ?? null) : null,
    }))

const laminate = (structure: Structure, price: fc.Arbitrary<number>): fc.Arbitrary<ResolvedLaminate> =>
  fc
    .record({
      laminate_color_id: recordId,
      thickness: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
      glue: fc.constantFrom(...buildUps[structure].laminateGlues),
      unit_price: price,
    })
    .map((picked) => ({ ...picked, films: filmsOf[picked.thickness] }))

const spacer = (price: fc.Arbitrary<number>): fc.Arbitrary<ResolvedSpacer> =>
  fc.record({
    spacer_id: recordId,
    color: fc.constantFrom<1 | 2>(1, 2),
    glue: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    unit_price: price,
  })

const description = (price: fc.Arbitrary<number>): fc.Arbitrary<ResolvedDescription> =>
  fc.record({
    description_id: recordId,
    quantity: fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 1, max: 5 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 1000 }) },
    ),
    unit: fc.constantFrom<DescriptionUnit>("piece", "square_meter", "meter"),
    unit_price: price,
  })

/** A product minimum in mm²: the seeded ones (0.30 and 0.40 m²) or any up to 1 m². */
export const productMinimum = fc.oneof(fc.constantFrom(300_000, 400_000), fc.integer({ min: 0, max: 1_000_000 }))

/** A resolved line of the given structure, with exactly the layers, laminates and spacers its build-up has. */
export const resolvedLineOf = (structure: Structure, price: fc.Arbitrary<number> = unitPrice): fc.Arbitrary<ResolvedLine> => {
  const buildUp = buildUps[structure]
  return fc.record({
    id: fc.option(recordId, { nil: null }),
    product_id: recordId,
    product_name: fc.constantFrom("شیشه تک جداره", "شیشه لمینت", "شیشه دوجداره", "آینه"),
    structure: fc.constant(structure),
    min_area_mm2: productMinimum,
    width: side,
    height: side,
    count: pieceCount,
    edge_type: fc.constantFrom<1 | 2 | 3 | null>(1, 2, 3, null),
    note: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
    layers: fc.array(layer(structure, price), { minLength: buildUp.layers, maxLength: buildUp.layers }),
    laminates:
      buildUp.laminates === 0
        ? fc.constant([])
        : fc.array(laminate(structure, price), { minLength: buildUp.laminates, maxLength: buildUp.laminates }),
    spacers: fc.array(spacer(price), { minLength: buildUp.spacers, maxLength: buildUp.spacers }),
    descriptions: fc.array(description(price), { maxLength: 3 }),
  })
}

/** A resolved line of any structure. */
export const resolvedLine = (price: fc.Arbitrary<number> = unitPrice): fc.Arbitrary<ResolvedLine> =>
  fc.constantFrom(...structures).chain((structure) => resolvedLineOf(structure, price))

/** A resolved invoice of 1-5 lines of every structure; `price` bounds every unit price (by default occasionally huge). */
export const resolvedInvoice = (
  options: { readonly price?: fc.Arbitrary<number>; readonly maxLines?: number } = {},
): fc.Arbitrary<ResolvedInvoice> =>
  fc
    .record({
      kind: fc.constantFrom("informal" as const, "pre-buy" as const),
      customer_id: recordId,
      sales_expert_id: fc.option(recordId, { nil: null }),
      date: invoiceDate,
      fare: fc.option(fc.record({ id: recordId, amount: fc.integer({ min: 0, max: 50_000_000 }) }), { nil: null }),
      rack_type: fc.constantFrom<1 | 2 | 3 | null>(1, 2, 3, null),
      shipping_type: fc.constantFrom<1 | 2 | null>(1, 2, null),
      discount_percent: discountPercent,
      note: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
      lines: fc.array(resolvedLine(options.price), { minLength: 1, maxLength: options.maxLines ?? 5 }),
    })
    .map(({ fare, ...invoice }) => ({
      ...invoice,
      fare_id: fare?.id ?? null,
      fare_title: fare === null ? null : "کرایه تهران",
      fare_amount: fare?.amount ?? 0,
    }))

/** Pricing settings: the seeded ones, or any tempering minimum and weight with the seeded VAT rates. */
export const pricingSettings: fc.Arbitrary<PricingSettings> = fc.oneof(
  fc.constant({
    vat_rates: [
      { from: "1300/01/01", basis_points: 900 },
      { from: "1403/01/01", basis_points: 1000 },
    ],
    tempered_min_area_mm2: 500_000,
    weight_grams_per_m2_mm: 2500,
  }),
  fc.record({
    vat_rates: fc.constant([
      { from: "1300/01/01", basis_points: 900 },
      { from: "1403/01/01", basis_points: 1000 },
    ]),
    tempered_min_area_mm2: fc.integer({ min: 0, max: 2_000_000 }),
    weight_grams_per_m2_mm: fc.integer({ min: 0, max: 5000 }),
  }),
)
