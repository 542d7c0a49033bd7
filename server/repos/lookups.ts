import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"
import type { Page, PageRequest } from "./paging.ts"

type Row<T> = { readonly [K in keyof T]: T[K] }

export interface IdName {
  readonly id: number
  readonly name: string
}
/** How a description is priced: per piece, per m2, or per metre of edge. */
export type PricingUnit = "piece" | "square_meter" | "meter"
export interface DescriptionRow extends IdName {
  readonly unit: PricingUnit
  readonly price: number
  readonly is_active: boolean
}
export interface ProductRow extends IdName {
  readonly layers: number
  readonly description_dimensions: Array<IdName>
  readonly glass_types: Array<IdName>
}
export interface FareRow {
  readonly id: number
  readonly title: string
  readonly amount: number
  readonly is_active: boolean
}
export interface WidthRow {
  readonly id: number
  readonly size: number
  readonly is_active: boolean
}
export interface GlassTypeRow extends IdName {
  readonly width_ids: Array<{ id: number; size: number }>
  readonly is_active: boolean
}
export interface SpacerRow {
  readonly id: number
  readonly size: number
  readonly price: number
  readonly is_active: boolean
}

/** The read-only lookup lists of section 7, each paginated. */
export interface Lookups {
  /** Customers; `ownerId` limits them to one sales expert's own. */
  readonly customers: (request: PageRequest, ownerId?: number) => Promise<Page<IdName>>
  readonly descriptions: (request: PageRequest) => Promise<Page<DescriptionRow>>
  readonly products: (request: PageRequest) => Promise<Page<ProductRow>>
  readonly fares: (request: PageRequest) => Promise<Page<FareRow>>
  readonly glassTypes: (request: PageRequest) => Promise<Page<GlassTypeRow>>
  readonly glassWidths: (request: PageRequest) => Promise<Page<WidthRow>>
  readonly spacers: (request: PageRequest) => Promise<Page<SpacerRow>>
}

type Table = "description_dimensions" | "products" | "fares" | "glass_types" | "glass_widths" | "glass_spacers"

const flag = <T extends { is_active: number }>(row: T): Row<Omit<T, "is_active"> & { is_active: boolean }> => ({ ...row, is_active: row.is_active === 1 })

/** Lookups read from the database. */
export const lookupsIn = (db: Kysely<Schema>): Lookups => {
  const total = async (table: Table) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n)
  const customerTotal = async (ownerId?: number) => {
    const row = await db
      .selectFrom("customers")
      .$if(ownerId !== undefined, (query) => query.where("sales_expert_id", "=", ownerId ?? 0))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  return {
    customers: async ({ perPage, offset }, ownerId) => {
      const rows = await db
        .selectFrom("customers")
        .select(["id", "name", "last_name"])
        .$if(ownerId !== undefined, (query) => query.where("sales_expert_id", "=", ownerId ?? 0))
        .orderBy("id")
        .limit(perPage)
        .offset(offset)
        .execute()
      return { rows: rows.map(({ id, name, last_name }) => ({ id, name: last_name ? `${name} ${last_name}` : name })), total: await customerTotal(ownerId) }
    },
    descriptions: async ({ perPage, offset }) => {
      const rows = await db.selectFrom("description_dimensions").select(["id", "name", "unit", "price", "is_active"]).orderBy("id").limit(perPage).offset(offset).execute()
      return { rows: rows.map((row) => flag({ ...row, price: Number(row.price) })), total: await total("description_dimensions") }
    },
    products: async ({ perPage, offset }) => {
      const rows = await db.selectFrom("products").select(["id", "name", "layers"]).orderBy("id").limit(perPage).offset(offset).execute()
      const ids = rows.map((row) => row.id)
      const [descriptions, types] = ids.length
        ? await Promise.all([
            db
              .selectFrom("product_descriptions")
              .innerJoin("description_dimensions", "description_dimensions.id", "product_descriptions.description_dimension_id")
              .select(["product_descriptions.product_id", "description_dimensions.id", "description_dimensions.name"])
              .where("product_descriptions.product_id", "in", ids)
              .orderBy("description_dimensions.id")
              .execute(),
            db
              .selectFrom("product_glass_types")
              .innerJoin("glass_types", "glass_types.id", "product_glass_types.glass_type_id")
              .select(["product_glass_types.product_id", "glass_types.id", "glass_types.name"])
              .where("product_glass_types.product_id", "in", ids)
              .orderBy("glass_types.id")
              .execute(),
          ])
        : [[], []]
      const of = (list: ReadonlyArray<{ product_id: number; id: number; name: string }>, productId: number) =>
        list.filter((entry) => entry.product_id === productId).map(({ id, name }) => ({ id, name }))
      return {
        rows: rows.map((row) => ({ ...row, description_dimensions: of(descriptions, row.id), glass_types: of(types, row.id) })),
        total: await total("products"),
      }
    },
    fares: async ({ perPage, offset }) => {
      const rows = await db.selectFrom("fares").select(["id", "title", "amount", "is_active"]).orderBy("id").limit(perPage).offset(offset).execute()
      return { rows: rows.map((row) => flag({ ...row, amount: Number(row.amount) })), total: await total("fares") }
    },
    glassTypes: async ({ perPage, offset }) => {
      const rows = await db.selectFrom("glass_types").select(["id", "name", "is_active"]).orderBy("id").limit(perPage).offset(offset).execute()
      const ids = rows.map((row) => row.id)
      const widths = ids.length
        ? await db
            .selectFrom("glass_type_prices")
            .innerJoin("glass_widths", "glass_widths.id", "glass_type_prices.glass_width_id")
            .select(["glass_type_prices.glass_type_id", "glass_widths.id", "glass_widths.size"])
            .distinct()
            .where("glass_type_prices.glass_type_id", "in", ids)
            .orderBy("glass_widths.size")
            .execute()
        : []
      return {
        rows: rows.map((row) =>
          flag({ ...row, width_ids: widths.filter((width) => width.glass_type_id === row.id).map(({ id, size }) => ({ id, size: Number(size) })) }),
        ),
        total: await total("glass_types"),
      }
    },
    glassWidths: async ({ perPage, offset }) => {
      const rows = await db.selectFrom("glass_widths").select(["id", "size", "is_active"]).orderBy("size").orderBy("id").limit(perPage).offset(offset).execute()
      return { rows: rows.map((row) => flag({ ...row, size: Number(row.size) })), total: await total("glass_widths") }
    },
    spacers: async ({ perPage, offset }) => {
      const rows = await db.selectFrom("glass_spacers").select(["id", "size", "price", "is_active"]).orderBy("size").orderBy("id").limit(perPage).offset(offset).execute()
      return { rows: rows.map((row) => flag({ ...row, size: Number(row.size), price: Number(row.price) })), total: await total("glass_spacers") }
    },
  }
}
