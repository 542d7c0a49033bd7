import type { GlassMaterial } from "../glass/GlassTypeForm.ts"
import type { SizeLimit } from "../glass/SizeLimitCheck.ts"
import type { Structure } from "./InvoiceOptions.ts"

/** How a description is priced: per piece, per m² of the piece, or per metre of its edge. */
export type DescriptionUnit = "piece" | "square_meter" | "meter"

/** A product as an invoice line sees it: its build-up, minimum chargeable area (mm²) and what it allows. */
export interface CatalogProduct {
  readonly id: number
  readonly name: string
  readonly structure: Structure
  readonly min_area_mm2: number
  readonly glass_type_ids: ReadonlyArray<number>
  readonly description_ids: ReadonlyArray<number>
}

/** A glass type with its price grid (rials per m² by thickness and material). */
export interface CatalogGlassType {
  readonly id: number
  readonly name: string
  readonly is_active: boolean
  readonly prices: ReadonlyArray<{ readonly width_id: number; readonly material: GlassMaterial; readonly price: number }>
}

/** A priced reference item: a laminate colour (per m² of film), a spacer (per metre), a fare (its amount as the price). */
export interface CatalogItem {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly is_active: boolean
}

/** A glass thickness in mm. */
export interface CatalogThickness {
  readonly id: number
  readonly size: number
  readonly is_active: boolean
}

/** A description (an extra process) with its pricing unit. */
export interface CatalogDescription extends CatalogItem {
  readonly unit: DescriptionUnit
}

/** The reference data an invoice is checked and priced against, as stored at the moment of saving. */
export interface Catalog {
  readonly products: ReadonlyArray<CatalogProduct>
  readonly glassTypes: ReadonlyArray<CatalogGlassType>
  readonly thicknesses: ReadonlyArray<CatalogThickness>
  readonly laminateColors: ReadonlyArray<CatalogItem>
  readonly spacers: ReadonlyArray<CatalogItem>
  readonly descriptions: ReadonlyArray<CatalogDescription>
  readonly fares: ReadonlyArray<CatalogItem>
  readonly sizeLimits: ReadonlyArray<SizeLimit>
}

/** Finds a catalog entry by id. */
export const byId = <A extends { readonly id: number }>(items: ReadonlyArray<A>, id: number): A | undefined =>
  items.find((item) => item.id === id)
