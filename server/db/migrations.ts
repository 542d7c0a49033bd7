import { Migrator, sql } from "kysely"
import type { CreateTableBuilder, Kysely, Migration } from "kysely"
import { withId } from "./columns.ts"
import type { Database, Dialect } from "./Database.ts"
import { customers } from "./migrations/0002_customers.ts"
import { salesExpertAccess } from "./migrations/0003_sales_expert_access.ts"
import { glassSizeLimits } from "./migrations/0004_glass_size_limits.ts"
import { reference } from "./migrations/0005_reference.ts"
import { users } from "./migrations/0006_users.ts"
import { customerSearch } from "./migrations/0007_customer_search.ts"
import { invoices } from "./migrations/0008_invoices.ts"
import { invoiceRevisions } from "./migrations/0009_invoice_revisions.ts"
import { invoiceCounts } from "./migrations/0010_invoice_counts.ts"
import { companySettings } from "./migrations/0011_company_settings.ts"
import { settingsRevisions } from "./migrations/0012_settings_revisions.ts"
import { loginAttempts } from "./migrations/0013_login_attempts.ts"
import { finance } from "./migrations/0014_finance.ts"
import { searchIndex } from "./migrations/0015_search_index.ts"
import { invoiceBalances } from "./migrations/0016_invoice_balances.ts"
import { invoicesByCustomerKind } from "./migrations/0017_invoices_by_customer_kind.ts"
import { homeCountsIndexes } from "./migrations/0018_home_counts_indexes.ts"
import { production } from "./migrations/0019_production.ts"
import { floor } from "./migrations/0020_floor.ts"
import { savedViews } from "./migrations/0021_saved_views.ts"
import { keptCountSlots } from "./migrations/0022_kept_count_slots.ts"
import { identityChanges } from "./migrations/0023_identity_changes.ts"
import { ordersByRemaining } from "./migrations/0024_orders_by_remaining.ts"
import { invoiceCountScopes } from "./migrations/0025_invoice_count_scopes.ts"
import { customerCounts } from "./migrations/0026_customer_counts.ts"
import { invoicesByKindRemaining } from "./migrations/0027_invoices_by_kind_remaining.ts"
import { chequeBankTotals } from "./migrations/0028_cheque_bank_totals.ts"

/** The first schema: people, tokens, reference data, announcements and notifications. */
const initial = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const flag = (name: string) => (t: CreateTableBuilder<string, never>) =>
      t.addColumn(name, "smallint", (c) => c.notNull().defaultTo(1))
    await withId(db.schema.createTable("users"), dialect)
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("personnel_code", "text", (c) => c.notNull().unique())
      .addColumn("mobile", "text", (c) => c.notNull().unique())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .$call(flag("is_active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable("revoked_tokens")
      .addColumn("jti", "text", (c) => c.primaryKey())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("revoked_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable("counters")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "bigint", (c) => c.notNull())
      .execute()
    await withId(db.schema.createTable("laminate_colors"), dialect)
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("price", "bigint", (c) => c.notNull())
      .$call(flag("is_active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await withId(db.schema.createTable("announcement_titles"), dialect)
      .addColumn("title", "text", (c) => c.notNull())
      .$call(flag("is_active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute()
    await withId(db.schema.createTable("announcements"), dialect)
      .addColumn("title_id", "integer", (c) => c.notNull().references("announcement_titles.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("link", "text")
      .addColumn("file_name", "text")
      .$call(flag("is_active"))
      .addColumn("is_pinned", "smallint", (c) => c.notNull().defaultTo(0))
      .addColumn("show_from", "text", (c) => c.notNull())
      .addColumn("show_until", "text")
      .execute()
    await db.schema.createIndex("announcements_by_title").on("announcements").columns(["title_id", "position"]).execute()
    await withId(db.schema.createTable("notifications"), dialect)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("serial_number", "bigint")
      .addColumn("read_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("notifications_by_user").on("notifications").columns(["user_id", "id"]).execute()
    await withId(db.schema.createTable("customers"), dialect)
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("last_name", "text")
      .addColumn("mobile", "text")
      .addColumn("sales_expert_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .$call(flag("is_active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("customers_by_expert").on("customers").columns(["sales_expert_id", "id"]).execute()
    await withId(db.schema.createTable("glass_widths"), dialect)
      .addColumn("size", "double precision", (c) => c.notNull())
      .$call(flag("is_active"))
      .execute()
    await withId(db.schema.createTable("glass_types"), dialect)
      .addColumn("name", "text", (c) => c.notNull())
      .$call(flag("is_active"))
      .execute()
    await db.schema
      .createTable("glass_type_prices")
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id").onDelete("cascade"))
      .addColumn("glass_width_id", "integer", (c) => c.notNull().references("glass_widths.id").onDelete("cascade"))
      .addColumn("material", "smallint", (c) => c.notNull())
      .addColumn("price", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("glass_type_prices_pk", ["glass_type_id", "glass_width_id", "material"])
      .execute()
    await withId(db.schema.createTable("glass_spacers"), dialect)
      .addColumn("size", "double precision", (c) => c.notNull())
      .addColumn("price", "bigint", (c) => c.notNull())
      .$call(flag("is_active"))
      .execute()
    await withId(db.schema.createTable("fares"), dialect)
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .$call(flag("is_active"))
      .execute()
    await withId(db.schema.createTable("description_dimensions"), dialect)
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("price", "bigint", (c) => c.notNull())
      .$call(flag("is_active"))
      .execute()
    await withId(db.schema.createTable("products"), dialect)
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("layers", "integer", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable("product_glass_types")
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("glass_type_id", "integer", (c) => c.notNull().references("glass_types.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("product_glass_types_pk", ["product_id", "glass_type_id"])
      .execute()
    await db.schema
      .createTable("product_descriptions")
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("description_dimension_id", "integer", (c) =>
        c.notNull().references("description_dimensions.id").onDelete("cascade"),
      )
      .addPrimaryKeyConstraint("product_descriptions_pk", ["product_id", "description_dimension_id"])
      .execute()
    await sql`insert into counters (name, value) values ('laminate_colors', 0)`.execute(db)
  },
})

/** Every migration by name, in the order they run. */
const migrationsFor = (dialect: Dialect): Record<string, Migration> => ({
  "0001_initial": initial(dialect),
  "0002_customers": customers(dialect),
  "0003_sales_expert_access": salesExpertAccess(dialect),
  "0004_glass_size_limits": glassSizeLimits(dialect),
  "0005_reference": reference(dialect),
  "0006_users": users(dialect),
  "0007_customer_search": customerSearch(dialect),
  "0008_invoices": invoices(dialect),
  "0009_invoice_revisions": invoiceRevisions(dialect),
  "0010_invoice_counts": invoiceCounts(dialect),
  "0011_company_settings": companySettings(dialect),
  "0012_settings_revisions": settingsRevisions(dialect),
  "0013_login_attempts": loginAttempts(dialect),
  "0014_finance": finance(dialect),
  "0015_search_index": searchIndex(dialect),
  "0016_invoice_balances": invoiceBalances(dialect),
  "0017_invoices_by_customer_kind": invoicesByCustomerKind(dialect),
  "0018_home_counts_indexes": homeCountsIndexes(dialect),
  "0019_production": production(dialect),
  "0020_floor": floor(dialect),
  "0021_saved_views": savedViews(dialect),
  "0022_kept_count_slots": keptCountSlots(dialect),
  "0023_identity_changes": identityChanges(dialect),
  "0024_orders_by_remaining": ordersByRemaining(dialect),
  "0025_invoice_count_scopes": invoiceCountScopes(dialect),
  "0026_customer_counts": customerCounts(dialect),
  "0027_invoices_by_kind_remaining": invoicesByKindRemaining(dialect),
  "0028_cheque_bank_totals": chequeBankTotals(dialect),
})

/** The names of the migrations this code knows, oldest first: a database whose latest is not among them is newer than the code. */
export const knownMigrations: ReadonlyArray<string> = Object.keys(migrationsFor("sqlite")).sort()

/** Brings a database up to the latest schema; the same migrations run on SQLite and PostgreSQL. */
export const migrate = async ({ db, dialect }: Database): Promise<void> => {
  // Kysely looks for its lock table in any schema unless told which: name the connection's own, so databases in sibling schemas never share one.
  const schema =
    dialect === "postgres" ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrationsFor(dialect) },
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
