import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeInvoiceCatalog, encodeInvoiceCatalog } from "./CatalogSchema.ts"
import { defaultPricingSettings } from "./PricingSettings.ts"
import { pricingSettings } from "./testing/arbitraries.ts"
import { anyCatalog, sampleCatalog } from "./testing/catalogs.ts"

/** The answer as the browser receives it: the server's JSON text read back. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
/** A sales expert's access as the rules read it, or a manager's null. */
const anyAccess = fc.option(
  fc.record({
    may_see_all_customers: fc.boolean(),
    may_create_pre_buy: fc.boolean(),
    max_discount_percent: fc.integer({ min: 0, max: 100 }),
    allowed_product_ids: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 10 }),
    is_active: fc.boolean(),
  }),
  { nil: null },
)
const expertAccess = {
  may_see_all_customers: false,
  may_create_pre_buy: true,
  max_discount_percent: 10,
  allowed_product_ids: [1, 3],
  is_active: true,
}
const answer = overTheWire(
  encodeInvoiceCatalog({ catalog: sampleCatalog, pricing: defaultPricingSettings, access: expertAccess }),
) as {
  data: { catalog: Record<string, unknown>; pricing: Record<string, unknown>; access: unknown }
}
const withCatalog = (catalog: Record<string, unknown>) => ({
  data: { ...answer.data, catalog: { ...answer.data.catalog, ...catalog } },
})

describe("the catalog answer", () => {
  it("decodes in the browser to exactly the catalog, settings and access the server encoded", () => {
    fc.assert(
      fc.property(anyCatalog, pricingSettings, anyAccess, (catalog, pricing, access) => {
        expect(decodeInvoiceCatalog(overTheWire(encodeInvoiceCatalog({ catalog, pricing, access })))).toEqual(
          Option.some({ catalog, pricing, access }),
        )
      }),
    )
  })

  it("names its lists in snake_case on the wire and keeps inactive items with their flag", () => {
    expect(Object.keys(answer.data.catalog)).toEqual([
      "products",
      "glass_types",
      "thicknesses",
      "laminate_colors",
      "spacers",
      "descriptions",
      "fares",
      "size_limits",
    ])
    expect(answer.data.catalog.fares).toContainEqual({ id: 2, name: "کرج", price: 4_000_000, is_active: false })
    expect(answer.data.pricing).toEqual({
      vat_rates: defaultPricingSettings.vat_rates,
      tempered_min_area_mm2: 500_000,
      weight_grams_per_m2_mm: 2500,
    })
  })

  it("refuses an answer of another shape rather than pricing with it", () => {
    const product = (answer.data.catalog.products as ReadonlyArray<object>)[0]
    const broken = [
      withCatalog({ products: [{ ...product, structure: "triple" }] }),
      withCatalog({ products: [{ ...product, min_area_mm2: -1 }] }),
      withCatalog({ fares: [{ id: 1, name: "تهران", price: 3_000_000.5, is_active: true }] }),
      withCatalog({
        size_limits: [{ glass_type_id: 1, width_id: 1, material: 4, min_width: 1, max_width: 2, min_height: 1, max_height: 2 }],
      }),
      withCatalog({ glass_types: undefined }),
      withCatalog({ descriptions: [{ id: 1, name: "سوراخ", price: 1, is_active: true, unit: "litre" }] }),
      withCatalog({ thicknesses: [{ id: "1", size: 4, is_active: true }] }),
      { data: { ...answer.data, pricing: { ...answer.data.pricing, vat_rates: [{ from: "1403-01-01", basis_points: 1000 }] } } },
      { data: { catalog: answer.data.catalog } },
      { data: { catalog: answer.data.catalog, pricing: answer.data.pricing } },
      { data: { ...answer.data, access: { ...expertAccess, allowed_product_ids: ["1"] } } },
      answer.data,
      null,
    ]
    for (const value of broken) expect(decodeInvoiceCatalog(value)).toEqual(Option.none())
    expect(decodeInvoiceCatalog(answer)).toEqual(
      Option.some({ catalog: sampleCatalog, pricing: defaultPricingSettings, access: expertAccess }),
    )
  })
})
