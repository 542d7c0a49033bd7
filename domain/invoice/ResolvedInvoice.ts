import type { GlassMaterial } from "../glass/GlassTypeForm.ts"
import type { DescriptionUnit } from "./Catalog.ts"
import type { CreatableKind, Structure } from "./InvoiceOptions.ts"

/** A glass layer with the thickness and the unit price (rials per m²) it is priced at. */
export interface ResolvedLayer {
  readonly glass_type_id: number
  readonly width_id: number
  readonly material: GlassMaterial
  readonly thickness: number
  readonly unit_price: number
  /** On a mirror's layer, its thickness code (4 mm 1, 5 mm 2, 6 mm 3); null elsewhere. */
  readonly mirror_thickness: 1 | 2 | 3 | null
}

/** A laminate with its count of 0.38 mm films and the colour's price per m² of one film. */
export interface ResolvedLaminate {
  readonly laminate_color_id: number
  readonly thickness: 1 | 2 | 3
  readonly glue: number
  readonly films: number
  readonly unit_price: number
}

/** A spacer with its price per metre of perimeter. */
export interface ResolvedSpacer {
  readonly spacer_id: number
  readonly color: 1 | 2
  readonly glue: 1 | 2 | 3
  readonly unit_price: number
}

/** A description with its quantity, pricing unit and price. */
export interface ResolvedDescription {
  readonly description_id: number
  readonly quantity: number
  readonly unit: DescriptionUnit
  readonly unit_price: number
}

/** A line whose every choice is known and carries the unit price it is charged at. */
export interface ResolvedLine {
  readonly id: number | null
  readonly product_id: number
  readonly product_name: string
  readonly structure: Structure
  /** The product's minimum chargeable area at the time of pricing, mm². */
  readonly min_area_mm2: number
  readonly width: number
  readonly height: number
  readonly count: number
  readonly edge_type: 1 | 2 | 3 | null
  readonly note: string | null
  readonly layers: ReadonlyArray<ResolvedLayer>
  readonly laminates: ReadonlyArray<ResolvedLaminate>
  readonly spacers: ReadonlyArray<ResolvedSpacer>
  readonly descriptions: ReadonlyArray<ResolvedDescription>
}

/** An invoice ready to be priced: its header as the server will store it and its resolved lines. */
export interface ResolvedInvoice {
  readonly kind: CreatableKind
  readonly customer_id: number
  readonly sales_expert_id: number | null
  readonly date: string
  readonly fare_id: number | null
  readonly fare_title: string | null
  readonly fare_amount: number
  readonly rack_type: 1 | 2 | 3 | null
  readonly shipping_type: 1 | 2 | null
  readonly discount_percent: number
  readonly note: string | null
  readonly lines: ReadonlyArray<ResolvedLine>
}
