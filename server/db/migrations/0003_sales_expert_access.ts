import type { Kysely, Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** Sales experts' access (product.md section 3): one row per expert, and the products it allows. */
export const salesExpertAccess = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("sales_expert_access")
      .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("may_see_all_customers", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("may_create_pre_buy", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("max_discount_percent", "double precision", (c) => c.notNull().defaultTo(0))
      .addColumn("is_active", "smallint", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable("sales_expert_access_products")
      .addColumn("user_id", "integer", (c) => c.notNull().references("sales_expert_access.user_id").onDelete("cascade"))
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("sales_expert_access_products_pk", ["user_id", "product_id"])
      .execute()
  },
})
