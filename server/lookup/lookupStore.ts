import type { Kysely } from "kysely"
import type { Schema } from "../db/schema.ts"
import type { Page, PageRequest } from "../db/paging.ts"

/** A row of a combo list: its id and the name it shows. */
export interface IdName {
  readonly id: number
  readonly name: string
}
/** A product with its layer count and the description dimensions and glass types it offers. */
export interface ProductRow extends IdName {
  readonly layers: number
  readonly description_dimensions: Array<IdName>
  readonly glass_types: Array<IdName>
}

/** The combo lists of section 7 that this store reads, each paginated. */
export interface LookupStore {
  /** Customers; `ownerId` limits them to one sales expert's own. */
  readonly customers: (request: PageRequest, ownerId?: number) => Promise<Page<IdName>>
  readonly products: (request: PageRequest) => Promise<Page<ProductRow>>
}

type Table = "description_dimensions" | "products" | "fares" | "glass_types" | "glass_widths" | "glass_spacers"

/** Lookups read from the database. */
export const lookupStoreIn = (db: Kysely<Schema>): LookupStore => {
  const total = async (table: Table) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    )
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
      return {
        rows: rows.map(({ id, name, last_name }) => ({ id, name: last_name ? `${name} ${last_name}` : name })),
        total: await customerTotal(ownerId),
      }
    },
    products: async ({ perPage, offset }) => {
      const rows = await db
        .selectFrom("products")
        .select(["id", "name", "layers"])
        .orderBy("id")
        .limit(perPage)
        .offset(offset)
        .execute()
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
  }
}
