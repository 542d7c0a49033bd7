// Test-only catalogs and the line bodies they accept, shared by the domain's suites and the browser's draft: never imported by production code.
import fc from "fast-check"
import { noAccess } from "../../access/SalesExpertAccess.ts"
import type { GlassMaterial } from "../../glass/GlassTypeForm.ts"
import { byId, type Catalog, type CatalogGlassType, type CatalogItem } from "../Catalog.ts"
import { nothingKept, type InvoiceContext } from "../InvoiceChecks.ts"
import { buildUps, mirrorThicknessOf, structures } from "../InvoiceOptions.ts"
import { recordId } from "./arbitraries.ts"

// Thickness ids 1-4 are 4, 5, 6 and 8 mm; 5 is an inactive 10 mm. A cell's price tells its thickness and material apart.
const cell = (width_id: number, material: GlassMaterial) => ({
  width_id,
  material,
  price: 5_000_000 + width_id * 1_000_000 + material * 100_000,
})
const cells = (widths: ReadonlyArray<number>, materials: ReadonlyArray<GlassMaterial>) =>
  widths.flatMap((w) => materials.map((mat) => cell(w, mat)))
const glassTypes: ReadonlyArray<CatalogGlassType> = [
  { id: 1, name: "ساده", is_active: true, prices: [...cells([1, 2, 3], [1, 2, 3]), cell(4, 1), cell(5, 1)] },
  { id: 2, name: "برنز", is_active: true, prices: cells([1, 3], [1, 2]) },
  { id: 3, name: "رفلکس قدیمی", is_active: false, prices: cells([3], [1]) },
  { id: 4, name: "آینه نقره‌ای", is_active: true, prices: cells([1, 2, 3, 4], [1]) },
]

/** A small catalog of every structure with inactive items and size limits (4 mm tempered clear 300-2400 × 350-4500, 4 mm bronze 100-1500 × 100-2000). */
export const sampleCatalog: Catalog = {
  products: [
    {
      id: 1,
      name: "تک جداره",
      structure: "single",
      min_area_mm2: 300_000,
      glass_type_ids: [1, 2, 3],
      description_ids: [1, 2, 3, 4],
    },
    { id: 2, name: "لمینت", structure: "laminated", min_area_mm2: 300_000, glass_type_ids: [1, 2], description_ids: [1] },
    { id: 3, name: "دوجداره", structure: "double", min_area_mm2: 400_000, glass_type_ids: [1, 2], description_ids: [1, 3] },
    {
      id: 4,
      name: "دوجداره لمینت",
      structure: "double_laminated",
      min_area_mm2: 400_000,
      glass_type_ids: [1, 2],
      description_ids: [],
    },
    { id: 5, name: "آینه", structure: "mirror", min_area_mm2: 300_000, glass_type_ids: [4], description_ids: [2] },
  ],
  glassTypes,
  thicknesses: [...[4, 5, 6, 8].map((size, i) => ({ id: i + 1, size, is_active: true })), { id: 5, size: 10, is_active: false }],
  laminateColors: [
    { id: 1, name: "شفاف", price: 1_200_000, is_active: true },
    { id: 2, name: "طوسی", price: 1_500_000, is_active: false },
  ],
  spacers: [
    { id: 1, name: "12 میلی‌متر", price: 250_000, is_active: true },
    { id: 2, name: "16 میلی‌متر", price: 300_000, is_active: false },
  ],
  descriptions: [
    { id: 1, name: "سوراخ", price: 50_000, is_active: true, unit: "piece" },
    { id: 2, name: "سندبلاست", price: 300_000, is_active: true, unit: "square_meter" },
    { id: 3, name: "ابزار", price: 40_000, is_active: true, unit: "meter" },
    { id: 4, name: "حکاکی قدیمی", price: 90_000, is_active: false, unit: "piece" },
  ],
  fares: [
    { id: 1, name: "تهران", price: 3_000_000, is_active: true },
    { id: 2, name: "کرج", price: 4_000_000, is_active: false },
  ],
  sizeLimits: [
    { glass_type_id: 1, width_id: 1, material: 2, min_width: 300, max_width: 2400, min_height: 350, max_height: 4500 },
    { glass_type_id: 2, width_id: 1, material: 1, min_width: 100, max_width: 1500, min_height: 100, max_height: 2000 },
  ],
}

const text = fc.string({ unit: "grapheme", maxLength: 12 })
const price = fc.oneof(fc.integer({ min: 0, max: 30_000_000 }), fc.maxSafeNat())
const material = fc.constantFrom<GlassMaterial>(1, 2, 3)
const item: fc.Arbitrary<CatalogItem> = fc.record({ id: recordId, name: text, price, is_active: fc.boolean() })

/** Any catalog the answer's schema allows: every structure, inactive items, fractional thicknesses, huge prices. */
export const anyCatalog: fc.Arbitrary<Catalog> = fc.record({
  products: fc.array(
    fc.record({
      id: recordId,
      name: text,
      structure: fc.constantFrom(...structures),
      min_area_mm2: fc.nat(2_000_000),
      glass_type_ids: fc.array(recordId, { maxLength: 4 }),
      description_ids: fc.array(recordId, { maxLength: 4 }),
    }),
    { maxLength: 5 },
  ),
  glassTypes: fc.array(
    fc.record({
      id: recordId,
      name: text,
      is_active: fc.boolean(),
      prices: fc.array(fc.record({ width_id: recordId, material, price }), { maxLength: 6 }),
    }),
    { maxLength: 4 },
  ),
  thicknesses: fc.array(
    fc.record({
      id: recordId,
      size: fc.oneof(fc.integer({ min: 2, max: 19 }), fc.double({ min: 0.1, max: 50, noNaN: true })),
      is_active: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  laminateColors: fc.array(item, { maxLength: 3 }),
  spacers: fc.array(item, { maxLength: 3 }),
  descriptions: fc.array(
    fc.record({
      id: recordId,
      name: text,
      price,
      is_active: fc.boolean(),
      unit: fc.constantFrom("piece" as const, "square_meter" as const, "meter" as const),
    }),
    { maxLength: 4 },
  ),
  fares: fc.array(item, { maxLength: 3 }),
  sizeLimits: fc.array(
    fc.record({
      glass_type_id: recordId,
      width_id: recordId,
      material,
      min_width: fc.nat(6000),
      max_width: fc.nat(6000),
      min_height: fc.nat(6000),
      max_height: fc.nat(6000),
    }),
    { maxLength: 3 },
  ),
})

/** A line of an invoice body, as the editor sends it. */
export interface LineBody {
  readonly id?: number | null
  readonly product_id: number
  readonly width: number
  readonly height: number
  readonly count: number
  readonly edge_type: 1 | 2 | 3 | null
  readonly note: string | null
  readonly layers: ReadonlyArray<{ readonly glass_type_id: number; readonly width_id: number; readonly material: GlassMaterial }>
  readonly laminates: ReadonlyArray<{ readonly laminate_color_id: number; readonly thickness: 1 | 2 | 3; readonly glue: number }>
  readonly spacers: ReadonlyArray<{ readonly spacer_id: number; readonly color: 1 | 2; readonly glue: 1 | 2 | 3 }>
  readonly descriptions: ReadonlyArray<{ readonly description_id: number; readonly quantity: number }>
}

const active = <A extends { readonly is_active: boolean }>(items: ReadonlyArray<A>): ReadonlyArray<A> =>
  items.filter((entry) => entry.is_active)

/** The smallest and largest sides every layer's size limit allows (1 to 6000 mm where none limits). */
const sidesFor = (catalog: Catalog, layers: LineBody["layers"]) => {
  const limits = layers.flatMap((layer) =>
    catalog.sizeLimits.filter(
      (row) => row.glass_type_id === layer.glass_type_id && row.width_id === layer.width_id && row.material === layer.material,
    ),
  )
  const bound = (pick: (row: Catalog["sizeLimits"][number]) => readonly [number, number]) =>
    limits.map(pick).reduce(([low, high], [min, max]) => [Math.max(low, min), Math.min(high, max)] as const, [1, 6000] as const)
  return { width: bound((row) => [row.min_width, row.max_width]), height: bound((row) => [row.min_height, row.max_height]) }
}

/** A line body that a manager may save against `catalog` (one with an active colour and spacer): an active, offered choice for every part, its sides inside every limit. */
export const lineBodyFor = (catalog: Catalog): fc.Arbitrary<LineBody> =>
  fc.constantFrom(...catalog.products).chain((product) => {
    const buildUp = buildUps[product.structure]
    const layerChoices = active(catalog.glassTypes)
      .filter((type) => product.glass_type_ids.includes(type.id))
      .flatMap((type) =>
        type.prices.flatMap((offer) => {
          const thickness = byId(catalog.thicknesses, offer.width_id)
          const fits =
            thickness !== undefined &&
            thickness.is_active &&
            (product.structure !== "mirror" || mirrorThicknessOf(thickness.size) !== undefined)
          return fits ? [{ glass_type_id: type.id, width_id: offer.width_id, material: offer.material }] : []
        }),
      )
    const descriptionIds = active(catalog.descriptions).flatMap((d) => (product.description_ids.includes(d.id) ? [d.id] : []))
    const parts = fc.record({
      layers: fc.array(fc.constantFrom(...layerChoices), { minLength: buildUp.layers, maxLength: buildUp.layers }),
      laminates: fc.array(
        fc.record({
          laminate_color_id: fc.constantFrom(...active(catalog.laminateColors).map((color) => color.id)),
          thickness: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
          glue: fc.constantFrom(...(buildUp.laminateGlues.length > 0 ? buildUp.laminateGlues : [7])),
        }),
        {
          minLength: buildUp.laminates,
          maxLength: buildUp.laminates,
        },
      ),
      spacers: fc.array(
        fc.record({
          spacer_id: fc.constantFrom(...active(catalog.spacers).map((spacer) => spacer.id)),
          color: fc.constantFrom<1 | 2>(1, 2),
          glue: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        }),
        {
          minLength: buildUp.spacers,
          maxLength: buildUp.spacers,
        },
      ),
      descriptions: fc
        .subarray(descriptionIds, { maxLength: Math.min(3, descriptionIds.length) })
        .chain((ids) =>
          fc.tuple(
            ...ids.map((description_id) =>
              fc.record({ description_id: fc.constant(description_id), quantity: fc.integer({ min: 1, max: 5 }) }),
            ),
          ),
        ),
      count: fc.integer({ min: 1, max: 40 }),
      edge_type: fc.constantFrom<1 | 2 | 3 | null>(1, 2, 3, null),
      note: fc.option(text, { nil: null }),
    })
    return parts.chain((picked) => {
      const sides = sidesFor(catalog, picked.layers)
      return fc
        .record({
          width: fc.integer({ min: sides.width[0], max: sides.width[1] }),
          height: fc.integer({ min: sides.height[0], max: sides.height[1] }),
        })
        .map((size) => ({ product_id: product.id, ...size, ...picked }))
    })
  })

/** A sales manager (user 1) invoicing customer 10, owned by sales expert 7, on 1405/09/03: the suites' usual caller. */
export const managerContext: InvoiceContext = {
  actor: { id: 1, role: "sales-manager", access: noAccess },
  customer: { id: 10, sales_expert_id: 7, is_active: true },
  salesExpertIds: [7],
  today: { year: 1405, month: 9, day: 3 },
  kept: nothingKept,
}
