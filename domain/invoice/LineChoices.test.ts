import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { byId } from "./Catalog.ts"
import { checkLine } from "./InvoiceLineCheck.ts"
import { buildUps } from "./InvoiceOptions.ts"
import { nothingKept } from "./KeptChoices.ts"
import {
  descriptionChoices,
  glassTypeChoices,
  materialChoices,
  partsForProduct,
  productChoices,
  thicknessChoices,
  type LineParts,
} from "./LineChoices.ts"
import { anyCatalog, managerContext, sampleCatalog } from "./testing/catalogs.ts"

const manager = { actor: { role: "sales-manager" as const, access: { allowed_product_ids: [] } }, kept: nothingKept }
const errorKeys = (input: unknown, catalog = sampleCatalog): ReadonlyArray<string> =>
  Result.match(checkLine(input, catalog, manager), { onSuccess: () => [], onFailure: (errors) => Object.keys(errors) })

/** Every layer the editor would offer for a product: each glass type, each of its thicknesses, each material priced there. */
const offeredLayers = (catalog: typeof sampleCatalog, productId: number) => {
  const product = byId(catalog.products, productId)
  if (product === undefined) return []
  return glassTypeChoices(catalog, product, nothingKept).flatMap((type) =>
    thicknessChoices(catalog, product.structure, type.id, nothingKept).flatMap((thickness) =>
      materialChoices(catalog, type.id, thickness.id).map((material) => ({
        glass_type_id: type.id,
        width_id: thickness.id,
        material,
      })),
    ),
  )
}

const anyParts: fc.Arbitrary<LineParts> = fc.record({
  layers: fc.array(
    fc.record({
      glass_type_id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      width_id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      material: fc.constantFrom(1, 2, 3),
    }),
    { maxLength: 4 },
  ),
  laminates: fc.array(
    fc.record({
      laminate_color_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      thickness: fc.constantFrom(1, 2, 3),
      glue: fc.integer({ min: 1, max: 8 }),
    }),
    { maxLength: 3 },
  ),
  spacers: fc.array(
    fc.record({
      spacer_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      color: fc.constantFrom(1, 2),
      glue: fc.constantFrom(1, 2, 3),
    }),
    { maxLength: 3 },
  ),
  descriptions: fc.array(
    fc.record({
      description_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 4 },
  ),
})

describe("the choices the editor offers on a line", () => {
  it("offers only glass layers the line's check accepts, for any catalog and product", () => {
    fc.assert(
      fc.property(anyCatalog, (catalog) => {
        for (const product of catalog.products)
          for (const layer of offeredLayers(catalog, product.id)) {
            const line = {
              product_id: product.id,
              width: 1000,
              height: 1000,
              count: 1,
              layers: Array.from({ length: buildUps[product.structure].layers }, () => layer),
              laminates: [],
              spacers: [],
              descriptions: [],
            }
            expect(errorKeys(line, catalog).filter((key) => key.startsWith("layers."))).toEqual([])
          }
      }),
    )
  })

  it("offers every glass layer the check accepts: nothing allowed is hidden", () => {
    for (const product of sampleCatalog.products) {
      const offered = offeredLayers(sampleCatalog, product.id).map((layer) => JSON.stringify(layer))
      for (const type of sampleCatalog.glassTypes)
        for (const cell of type.prices) {
          const layer = { glass_type_id: type.id, width_id: cell.width_id, material: cell.material }
          const line = {
            product_id: product.id,
            width: 1000,
            height: 1000,
            count: 1,
            layers: Array.from({ length: buildUps[product.structure].layers }, () => layer),
            laminates: [],
            spacers: [],
            descriptions: [],
          }
          const accepted = errorKeys(line).filter((key) => key.startsWith("layers.")).length === 0
          expect(offered.includes(JSON.stringify(layer))).toBe(accepted)
        }
    }
  })

  it("offers a sales expert only the products their access allows", () => {
    fc.assert(
      fc.property(fc.subarray([1, 2, 3, 4, 5]), (allowed) => {
        expect(productChoices(sampleCatalog, allowed).map((product) => product.id)).toEqual(allowed)
      }),
    )
    expect(productChoices(sampleCatalog, null)).toHaveLength(sampleCatalog.products.length)
  })

  it("offers only descriptions the product allows and that are active or already held", () => {
    const single = sampleCatalog.products[0]!
    expect(descriptionChoices(sampleCatalog, single, nothingKept).map((item) => item.id)).toEqual([1, 2, 3])
    expect(descriptionChoices(sampleCatalog, single, { ...nothingKept, description_ids: [4] }).map((item) => item.id)).toEqual([
      1, 2, 3, 4,
    ])
  })

  it("offers a mirror only its 4, 5 and 6 mm thicknesses, thinnest first", () => {
    expect(thicknessChoices(sampleCatalog, "mirror", 4, nothingKept).map((thickness) => thickness.size)).toEqual([4, 5, 6])
    expect(thicknessChoices(sampleCatalog, "single", 4, nothingKept).map((thickness) => thickness.size)).toEqual([4, 5, 6, 8])
    expect(thicknessChoices(sampleCatalog, "single", null, nothingKept)).toEqual([])
  })
})

describe("a line's parts when its product is chosen", () => {
  it("follow the product's structure: its counts of layers, laminates and spacers, a glue it takes, descriptions it allows", () => {
    fc.assert(
      fc.property(fc.constantFrom(...sampleCatalog.products), anyParts, (product, parts) => {
        const shaped = partsForProduct(parts, product)
        const buildUp = buildUps[product.structure]
        expect(shaped.layers).toHaveLength(buildUp.layers)
        expect(shaped.laminates).toHaveLength(buildUp.laminates)
        expect(shaped.spacers).toHaveLength(buildUp.spacers)
        for (const laminate of shaped.laminates) expect(buildUp.laminateGlues).toContain(laminate.glue)
        for (const layer of shaped.layers)
          if (layer.glass_type_id !== null) expect(product.glass_type_ids).toContain(layer.glass_type_id)
        for (const description of shaped.descriptions)
          if (description.description_id !== null) expect(product.description_ids).toContain(description.description_id)
      }),
    )
  })

  it("keep the layers already chosen in their places when the new product allows them", () => {
    fc.assert(
      fc.property(anyParts, (parts) => {
        const double = sampleCatalog.products[2]!
        const shaped = partsForProduct(parts, double)
        parts.layers.slice(0, 2).forEach((layer, i) => {
          if (layer.glass_type_id !== null && double.glass_type_ids.includes(Number(layer.glass_type_id)))
            expect(shaped.layers[i]).toEqual(layer)
        })
      }),
    )
  })

  it("gives a line the check accepts once every part offered is chosen", () => {
    const context = { actor: { role: managerContext.actor.role, access: { allowed_product_ids: [] } }, kept: nothingKept }
    for (const product of sampleCatalog.products) {
      const shaped = partsForProduct({ layers: [], laminates: [], spacers: [], descriptions: [] }, product)
      const layer = offeredLayers(sampleCatalog, product.id)[0]!
      const line = {
        product_id: product.id,
        width: 1000,
        height: 1000,
        count: 1,
        layers: shaped.layers.map(() => layer),
        laminates: shaped.laminates.map((laminate) => ({ ...laminate, laminate_color_id: 1 })),
        spacers: shaped.spacers.map((spacer) => ({ ...spacer, spacer_id: 1 })),
        descriptions: [],
      }
      expect(Result.isSuccess(checkLine(line, sampleCatalog, context))).toBe(true)
    }
  })
})
