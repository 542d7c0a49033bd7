import { byId, type Catalog, type CatalogProduct } from "./Catalog.ts"
import { buildUps, mirrorThicknessOf, type Structure } from "./InvoiceOptions.ts"
import { usable, type KeptChoices } from "./KeptChoices.ts"

/** One choice an editor offers: the id it stores and the name shown. */
export interface Choice {
  readonly id: number
  readonly name: string
}

/** What a new choice may be: an active item, or one the invoice already holds. */
const offered = <A extends { readonly id: number; readonly is_active: boolean }>(
  items: ReadonlyArray<A>,
  kept: ReadonlyArray<number>,
): ReadonlyArray<A> => items.filter((item) => usable(item, kept) === true)

/** The products a user may put on a line: every product for a manager, a sales expert's allowed ones. */
export const productChoices = (catalog: Catalog, allowed: ReadonlyArray<number> | null): ReadonlyArray<Choice> =>
  catalog.products.filter((product) => allowed === null || allowed.includes(product.id)).map(({ id, name }) => ({ id, name }))

/** The glass types a product allows that may be chosen. */
export const glassTypeChoices = (catalog: Catalog, product: CatalogProduct, kept: KeptChoices): ReadonlyArray<Choice> =>
  offered(catalog.glassTypes, kept.glass_type_ids)
    .filter((type) => product.glass_type_ids.includes(type.id))
    .map(({ id, name }) => ({ id, name }))

/** The thicknesses a glass type is priced in that may be chosen, thinnest first; a mirror only in 4, 5 or 6 mm. */
export const thicknessChoices = (
  catalog: Catalog,
  structure: Structure,
  glassTypeId: number | null,
  kept: KeptChoices,
): ReadonlyArray<Choice & { readonly size: number }> => {
  const type = glassTypeId === null ? undefined : byId(catalog.glassTypes, glassTypeId)
  if (type === undefined) return []
  const priced = new Set(type.prices.map((cell) => cell.width_id))
  return offered(catalog.thicknesses, kept.width_ids)
    .filter(
      (thickness) => priced.has(thickness.id) && (structure !== "mirror" || mirrorThicknessOf(thickness.size) !== undefined),
    )
    .toSorted((a, b) => a.size - b.size)
    .map(({ id, size }) => ({ id, size, name: `${size} میلی‌متر` }))
}

/** The materials (raw 1, tempered 2, semi-tempered 3) a glass type is priced in at a thickness. */
export const materialChoices = (
  catalog: Catalog,
  glassTypeId: number | null,
  widthId: number | null,
): ReadonlyArray<1 | 2 | 3> => {
  const type = glassTypeId === null ? undefined : byId(catalog.glassTypes, glassTypeId)
  if (type === undefined || widthId === null) return []
  return [...new Set(type.prices.filter((cell) => cell.width_id === widthId).map((cell) => cell.material))].toSorted(
    (a, b) => a - b,
  )
}

/** The laminate colours that may be chosen. */
export const laminateColorChoices = (catalog: Catalog, kept: KeptChoices): ReadonlyArray<Choice> =>
  offered(catalog.laminateColors, kept.laminate_color_ids)

/** The spacers that may be chosen. */
export const spacerChoices = (catalog: Catalog, kept: KeptChoices): ReadonlyArray<Choice> =>
  offered(catalog.spacers, kept.spacer_ids)

/** The descriptions (extra processes) a product allows that may be chosen. */
export const descriptionChoices = (catalog: Catalog, product: CatalogProduct, kept: KeptChoices): ReadonlyArray<Choice> =>
  offered(catalog.descriptions, kept.description_ids).filter((item) => product.description_ids.includes(item.id))

/** The delivery fares that may be chosen. */
export const fareChoices = (catalog: Catalog, kept: KeptChoices): ReadonlyArray<Choice> =>
  offered(catalog.fares, kept.fare_id === undefined || kept.fare_id === null ? [] : [kept.fare_id])

/** The parts of a line as the editor holds them: ids and codes, or null while not chosen. */
export interface LineParts {
  readonly layers: ReadonlyArray<{
    readonly glass_type_id: number | string | null
    readonly width_id: number | string | null
    readonly material: number | string | null
  }>
  readonly laminates: ReadonlyArray<{
    readonly laminate_color_id: number | string | null
    readonly thickness: number | string | null
    readonly glue: number | string | null
  }>
  readonly spacers: ReadonlyArray<{
    readonly spacer_id: number | string | null
    readonly color: number | string | null
    readonly glue: number | string | null
  }>
  readonly descriptions: ReadonlyArray<{
    readonly description_id: number | string | null
    readonly quantity: number | string | null
  }>
}

const resized = <A>(parts: ReadonlyArray<A>, length: number, fresh: () => A): ReadonlyArray<A> =>
  Array.from({ length }, (_, i) => parts[i] ?? fresh())

/**
 * A line's parts reshaped for a newly chosen product: as many layers, laminates and spacers as its structure has (those
 * already chosen kept in their places), glass types the product does not allow cleared, a laminate's glue set to one
 * the structure takes, and only the descriptions the product allows kept.
 */
export const partsForProduct = (parts: LineParts, product: CatalogProduct): LineParts => {
  const buildUp = buildUps[product.structure]
  const glue = buildUp.laminateGlues[0] ?? null
  return {
    layers: resized(parts.layers, buildUp.layers, () => ({ glass_type_id: null, width_id: null, material: 1 })).map((layer) =>
      layer.glass_type_id !== null && product.glass_type_ids.includes(Number(layer.glass_type_id))
        ? layer
        : { glass_type_id: null, width_id: null, material: layer.material },
    ),
    laminates: resized(parts.laminates, buildUp.laminates, () => ({ laminate_color_id: null, thickness: 2, glue })).map(
      (laminate) => (buildUp.laminateGlues.includes(Number(laminate.glue)) ? laminate : { ...laminate, glue }),
    ),
    spacers: resized(parts.spacers, buildUp.spacers, () => ({ spacer_id: null, color: 1, glue: 1 })),
    descriptions: parts.descriptions.filter(
      (description) =>
        description.description_id === null || product.description_ids.includes(Number(description.description_id)),
    ),
  }
}

/** What each glass layer of a structure is called on the editor, in layer order. */
export const layerNames: Readonly<Record<Structure, ReadonlyArray<string>>> = {
  single: ["شیشه"],
  laminated: ["شیشه اول لمینت", "شیشه دوم لمینت"],
  double: ["شیشه بیرونی", "شیشه داخلی"],
  double_laminated: ["شیشه بیرونی", "شیشه اول لمینت داخلی", "شیشه دوم لمینت داخلی"],
  mirror: ["آینه"],
}
