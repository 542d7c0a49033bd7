import type { Kysely } from "kysely"
import type { Catalog, DescriptionUnit } from "../../domain/invoice/Catalog.ts"
import { isStructure } from "../../domain/invoice/InvoiceOptions.ts"
import type { GlassMaterial } from "../../domain/glass/GlassTypeForm.ts"
import type { Schema as Tables } from "../db/schema.ts"

const flag = (value: number): boolean => value === 1
const material = (code: number): GlassMaterial => (code === 2 || code === 3 ? code : 1)
const unitOf = (unit: string): DescriptionUnit => (unit === "square_meter" || unit === "meter" ? unit : "piece")

/**
 * Reads every reference table an invoice is checked and priced against, as stored now, each in the order of its ids (the same
 * answer on both databases). `laminateColorIds` limits the laminate colours to those an invoice names: the one table that may
 * grow long, which a save would otherwise read whole (100,000 colours took 100 ms a save).
 */
export const loadCatalog = async (db: Kysely<Tables>, laminateColorIds?: ReadonlyArray<number>): Promise<Catalog> => {
  const [products, productTypes, productDescriptions, types, prices, widths, colors, spacers, descriptions, fares, limits] =
    await Promise.all([
      db.selectFrom("products").select(["id", "name", "structure", "min_area"]).orderBy("id").execute(),
      db
        .selectFrom("product_glass_types")
        .select(["product_id", "glass_type_id"])
        .orderBy("product_id")
        .orderBy("glass_type_id")
        .execute(),
      db
        .selectFrom("product_descriptions")
        .select(["product_id", "description_dimension_id"])
        .orderBy("product_id")
        .orderBy("description_dimension_id")
        .execute(),
      db.selectFrom("glass_types").select(["id", "name", "is_active"]).orderBy("id").execute(),
      db
        .selectFrom("glass_type_prices")
        .select(["glass_type_id", "glass_width_id", "material", "price"])
        .orderBy("glass_type_id")
        .orderBy("glass_width_id")
        .orderBy("material")
        .execute(),
      db.selectFrom("glass_widths").select(["id", "size", "is_active"]).orderBy("id").execute(),
      laminateColorIds?.length === 0
        ? []
        : db
            .selectFrom("laminate_colors")
            .select(["id", "name", "price", "is_active"])
            .$if(laminateColorIds !== undefined, (query) => query.where("id", "in", [...new Set(laminateColorIds)]))
            .orderBy("id")
            .execute(),
      db.selectFrom("glass_spacers").select(["id", "size", "price", "is_active"]).orderBy("id").execute(),
      db.selectFrom("description_dimensions").select(["id", "name", "unit", "price", "is_active"]).orderBy("id").execute(),
      db.selectFrom("fares").select(["id", "title", "amount", "is_active"]).orderBy("id").execute(),
      db
        .selectFrom("glass_size_limits")
        .select(["glass_type_id", "width_id", "material", "min_width", "max_width", "min_height", "max_height"])
        .orderBy("id")
        .execute(),
    ])
  return {
    products: products.map((row) => ({
      id: row.id,
      name: row.name,
      structure: isStructure(row.structure) ? row.structure : "single",
      min_area_mm2: Number(row.min_area),
      glass_type_ids: productTypes.filter((link) => link.product_id === row.id).map((link) => link.glass_type_id),
      description_ids: productDescriptions
        .filter((link) => link.product_id === row.id)
        .map((link) => link.description_dimension_id),
    })),
    glassTypes: types.map((row) => ({
      id: row.id,
      name: row.name,
      is_active: flag(row.is_active),
      prices: prices
        .filter((cell) => cell.glass_type_id === row.id)
        .map((cell) => ({ width_id: cell.glass_width_id, material: material(cell.material), price: Number(cell.price) })),
    })),
    thicknesses: widths.map((row) => ({ id: row.id, size: Number(row.size), is_active: flag(row.is_active) })),
    laminateColors: colors.map((row) => ({
      id: row.id,
      name: row.name,
      price: Number(row.price),
      is_active: flag(row.is_active),
    })),
    spacers: spacers.map((row) => ({
      id: row.id,
      name: String(row.size),
      price: Number(row.price),
      is_active: flag(row.is_active),
    })),
    descriptions: descriptions.map((row) => ({
      id: row.id,
      name: row.name,
      unit: unitOf(row.unit),
      price: Number(row.price),
      is_active: flag(row.is_active),
    })),
    fares: fares.map((row) => ({ id: row.id, name: row.title, price: Number(row.amount), is_active: flag(row.is_active) })),
    sizeLimits: limits.map((row) => ({ ...row, material: material(row.material) })),
  }
}
