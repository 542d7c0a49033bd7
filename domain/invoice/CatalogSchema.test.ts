import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeInvoiceCatalog, encodeInvoiceCatalog } from "./CatalogSchema.ts"
import { defaultPricingSettings } from "./PricingSettings.ts"
import { pricingSettings } from "./testing/arbitraries.ts"
import { anyCatalog, sampleCatalog } from "./testing/catalogs.ts"

/** The answer as the browser receives it: the server's JSON text read back. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
const answer = overTheWire(encodeInvoiceCatalog({ catalog: sampleCatalog, pricing: defaultPricingSettings })) as { data: { catalog: Record<string, unknown>; pricing: Record<string, unknown> } }
const withCatalog = (catalog: Record<string, unknown>) => ({ data: { ...answer.data, catalog: { ...answer.data.catalog, ...catalog } } })

describe("the catalog answer", () => {
  it("decodes in the browser to exactly the catalog and settings the server encoded", () => {
    fc.assert(
      fc.property(anyCatalog, pricingSettings, (catalog, pricing) => {
        expect(decodeInvoiceCatalog(overTheWire(encodeInvoiceCatalog({ catalog, pricing })))).toEqual(Option.some({ catalog, pricing }))
      }),
    )
  })

  it("names its lists in snake_case on the wire and keeps inactive items with their flag", () => {
    expect(Object.keys(answer.data.catalog)).toEqual(["products", "glass_types", "thicknesses", "laminate_colors", "spacers", "descriptions", "fares", "size_limits"])
    expect(answer.data.catalog.fares).toContainEqual({ id: 2, name: "کرج", price: 4_000_000, is_active: false })
    expect(answer.data.pricing).toEqual({ vat_rates: defaultPricingSettings.vat_rates, tempered_min_area_mm2: 500_000, weight_grams_per_m2_mm: 2500 })
  })

  it("refuses an answer of another shape rather than pricing with it", () => {
    const product = (answer.data.catalog.products as ReadonlyArray<object>)[0]
    const broken = [
      withCatalog({ products: [{ ...product, structure: "triple" }] }),
      withCatalog({ products: [{ ...product, min_area_mm2: -1 }] }),
      withCatalog({ fares: [{ id: 1, name: "تهران", price: 3_000_000.5, is_active: true }] }),
      withCatalog({ size_limits: [{ glass_type_id: 1, width_id: 1, material: 4, min_width: 1, max_width: 2, min_height: 1, max_height: 2 }] }),
      withCatalog({ glass_types: undefined }),
      withCatalog({ descriptions: [{ id: 1, name: "سوراخ", price: 1, is_active: true, unit: "litre" }] }),
      withCatalog({ thicknesses: [{ id: "1", size: 4, is_active: true }] }),
      { data: { ...answer.data, pricing: { ...answer.data.pricing, vat_rates: [{ from: "1403-01-01", basis_points: 1000 }] } } },
      { data: { catalog: answer.data.catalog } },
      answer.data,
      null,
    ]
    for (const value of broken) expect(decodeInvoiceCatalog(value)).toEqual(Option.none())
    expect(decodeInvoiceCatalog(answer)).toEqual(Option.some({ catalog: sampleCatalog, pricing: defaultPricingSettings }))
  })
})
