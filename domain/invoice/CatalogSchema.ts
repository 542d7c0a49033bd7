import { Option, Schema } from "effect"
import type { Catalog } from "./Catalog.ts"
import { structures } from "./InvoiceOptions.ts"
import { PricingSettingsSchema, type PricingSettings } from "./PricingSettings.ts"

const Id = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
const Whole = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Material = Schema.Literals([1, 2, 3])
const Ids = Schema.Array(Id)

const Item = Schema.Struct({ id: Id, name: Schema.String, price: Whole, is_active: Schema.Boolean })

const Product = Schema.Struct({
  id: Id,
  name: Schema.String,
  structure: Schema.Literals(structures),
  min_area_mm2: Whole,
  glass_type_ids: Ids,
  description_ids: Ids,
})

const GlassType = Schema.Struct({
  id: Id,
  name: Schema.String,
  is_active: Schema.Boolean,
  prices: Schema.Array(Schema.Struct({ width_id: Id, material: Material, price: Whole })),
})

const SizeLimit = Schema.Struct({
  glass_type_id: Id,
  width_id: Id,
  material: Material,
  min_width: Whole,
  max_width: Whole,
  min_height: Whole,
  max_height: Whole,
})

/** The catalog as the domain holds it, with the API's snake_case names on the wire (`glass_types`, `laminate_colors`, `size_limits`). */
export const CatalogSchema = Schema.Struct({
  products: Schema.Array(Product),
  glassTypes: Schema.Array(GlassType),
  thicknesses: Schema.Array(
    Schema.Struct({ id: Id, size: Schema.Number.check(Schema.isFinite(), Schema.isGreaterThan(0)), is_active: Schema.Boolean }),
  ),
  laminateColors: Schema.Array(Item),
  spacers: Schema.Array(Item),
  descriptions: Schema.Array(Schema.Struct({ ...Item.fields, unit: Schema.Literals(["piece", "square_meter", "meter"]) })),
  fares: Schema.Array(Item),
  sizeLimits: Schema.Array(SizeLimit),
}).pipe(Schema.encodeKeys({ glassTypes: "glass_types", laminateColors: "laminate_colors", sizeLimits: "size_limits" }))

/** A sales expert's access as the invoice rules read it (the products they may sell, their discount cap, pre-buy). */
export const AccessSchema = Schema.Struct({
  may_see_all_customers: Schema.Boolean,
  may_create_pre_buy: Schema.Boolean,
  max_discount_percent: Schema.Number,
  allowed_product_ids: Schema.Array(Schema.Int),
  is_active: Schema.Boolean,
})

/** What the browser prices and checks an invoice with: the catalog, the pricing settings, and the caller's own access. */
export interface InvoiceCatalog {
  readonly catalog: Catalog
  readonly pricing: PricingSettings
  /** A sales expert's access in force (none when inactive); null for a manager, whom no access limits. */
  readonly access: typeof AccessSchema.Type | null
}

/** The answer of `GET /Admin/invoice/catalog`. */
export const InvoiceCatalogAnswer = Schema.Struct({
  data: Schema.Struct({ catalog: CatalogSchema, pricing: PricingSettingsSchema, access: Schema.NullOr(AccessSchema) }),
})

/** The catalog answer's JSON value for what the server holds. */
export const encodeInvoiceCatalog = (value: InvoiceCatalog): typeof InvoiceCatalogAnswer.Encoded =>
  Schema.encodeSync(InvoiceCatalogAnswer)({ data: value })

/** Reads the catalog answer; none when it does not have the answer's shape (a defect of the server, not the user's). */
export const decodeInvoiceCatalog = (answer: unknown): Option.Option<InvoiceCatalog> =>
  Option.map(Schema.decodeUnknownOption(InvoiceCatalogAnswer)(answer), (decoded): InvoiceCatalog => decoded.data)
