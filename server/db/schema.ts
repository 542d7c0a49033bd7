import type { Generated } from "kysely"
import type { FinanceSchema } from "./financeSchema.ts"
import type { InvoiceSchema } from "./invoiceSchema.ts"
import type { ProductionSchema } from "./productionSchema.ts"
import type { ViewSchema } from "./viewSchema.ts"

/** Booleans are stored as 0/1 on both databases so one set of queries serves both. */
export type { Flag } from "./flag.ts"
import type { Flag } from "./flag.ts"

export interface UsersTable {
  id: Generated<number>
  name: string
  last_name: string
  personnel_code: string
  mobile: string
  role: string
  password_hash: string
  is_active: Flag
  created_at: string
}

export interface RevokedTokensTable {
  jti: string
  user_id: number
  /** "logout" ends the token at once; "refresh" leaves it a short grace. */
  kind: string
  revoked_at: number
  expires_at: number
}

export interface CountersTable {
  name: string
  value: number
}

export interface LaminateColorsTable {
  id: Generated<number>
  name: string
  price: number
  is_active: Flag
  created_at: string
  updated_at: string
}

export interface AnnouncementTitlesTable {
  id: Generated<number>
  title: string
  is_active: Flag
  created_at: string
  updated_at: string
}

export interface AnnouncementsTable {
  id: Generated<number>
  title_id: number
  position: number
  content: string
  link: string | null
  file_name: string | null
  is_active: Flag
  is_pinned: Flag
  show_from: string
  show_until: string | null
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  status: string
  message: string
  reason: string | null
  serial_number: number | null
  read_at: string | null
  created_at: string
}

/** A customer: `kind` is individual or legal; a legal entity's company name is kept in `name`, its representative's mobile apart from `mobile`. */
export interface CustomersTable {
  id: Generated<number>
  kind: string
  name: string
  last_name: string | null
  mobile: string | null
  sales_expert_id: number | null
  is_active: Flag
  created_at: string
  national_code: string | null
  national_id: string | null
  economic_code: string | null
  representative_name: string | null
  representative_mobile: string | null
  phone: string | null
  postal_code: string | null
  address: string | null
  city: string | null
  /** Rials. */
  credit_limit: number
  notes: string | null
  updated_at: string
  /** What a list search matches (server/customer/customerSearch.ts); required so no write can forget it. */
  search_text: string
}

export interface GlassWidthsTable {
  id: Generated<number>
  size: number
  is_active: Flag
}

export interface GlassTypesTable {
  id: Generated<number>
  name: string
  is_active: Flag
  /** Whether its pieces may turn a quarter on the sheet (no for patterned glass whose pattern runs one way). */
  may_rotate: Generated<Flag>
}

export interface GlassTypePricesTable {
  glass_type_id: number
  glass_width_id: number
  material: number
  price: number
}

export interface GlassSpacersTable {
  id: Generated<number>
  size: number
  price: number
  is_active: Flag
}

export interface FaresTable {
  id: Generated<number>
  title: string
  amount: number
  is_active: Flag
}

export interface DescriptionDimensionsTable {
  id: Generated<number>
  name: string
  unit: "piece" | "square_meter" | "meter"
  price: number
  is_active: Flag
}

export interface ProductsTable {
  id: Generated<number>
  name: string
  layers: number
}

export interface ProductGlassTypesTable {
  product_id: number
  glass_type_id: number
}

export interface ProductDescriptionsTable {
  product_id: number
  description_dimension_id: number
}

/** The users table's column added by migration 0006 (declaration merging keeps the first schema's interface as it was). */
export interface UsersTable {
  /** Bumped by a password change or a deactivation: tokens of an older generation stop working. */
  token_generation: Generated<number>
  /** An operator's stations, comma separated in station order (production.md section 1); empty for other roles. */
  stations: Generated<string>
}
// [users] tables above this line
// [customers] tables above this line
/** What a sales expert may do beyond their own customers; no row means no access. */
export interface SalesExpertAccessTable {
  user_id: number
  may_see_all_customers: Flag
  may_create_pre_buy: Flag
  max_discount_percent: number
  is_active: Flag
  updated_at: string
}

export interface SalesExpertAccessProductsTable {
  user_id: number
  product_id: number
}
// [access] tables above this line
// [reference] tables above this line
/** One size limit row of a glass type (the route's `order`): for a thickness and material, the smallest and largest piece in mm. */
export interface GlassSizeLimitsTable {
  id: Generated<number>
  glass_type_id: number
  width_id: number
  material: number
  min_width: number
  max_width: number
  min_height: number
  max_height: number
  /** The row's place in its type's list, in the order the rows were added. */
  position: number
}
// [glass] tables above this line

/** The products table's columns added by migration 0008: the build-up, the minimum chargeable area (mm²) and the tax office's product code. */
export interface ProductsTable {
  structure: Generated<string>
  min_area: Generated<number>
  sstid: string | null
}

/** A company setting, a JSON value under its key (the pricing's VAT rates, tempering minimum and weight factor under "pricing"). */
export interface SettingsTable {
  key: string
  value: string
  updated_at: string
}

/** One save of the settings: its number (1, 2, ...; the settings' version after it), who, when and what changed (JSON). */
export interface SettingsRevisionsTable {
  id: Generated<number>
  number: number
  user_id: number | null
  changes: string
  created_at: string
}

/** A counter of the sign-in throttle (server/auth/attemptPolicy.ts); times are epoch milliseconds. */
export interface LoginAttemptsTable {
  key: string
  attempts: number
  window_start: number
  locked_until: number
  strikes: number
  last_failure_at: number
  updated_at: number
}

/** An address an account signed in from: a known good path the throttle does not close for other addresses' failures. */
export interface KnownSignInsTable {
  user_id: number
  address: string
  signed_in_at: number
}

/** Kept customer counts (migration 0026): a kind and activity's count, of all (`''`) or of one expert's (`expert:<id>`), summed over slots. */
export interface CustomerCountsTable {
  scope: string
  kind: string
  is_active: Flag
  slot: Generated<number>
  n: number
}

/** Every table of the back office, as kysely sees it. */
export interface Schema extends InvoiceSchema, FinanceSchema, ProductionSchema, ViewSchema {
  users: UsersTable
  revoked_tokens: RevokedTokensTable
  counters: CountersTable
  laminate_colors: LaminateColorsTable
  announcement_titles: AnnouncementTitlesTable
  announcements: AnnouncementsTable
  notifications: NotificationsTable
  customers: CustomersTable
  customer_counts: CustomerCountsTable
  glass_widths: GlassWidthsTable
  glass_types: GlassTypesTable
  glass_type_prices: GlassTypePricesTable
  glass_spacers: GlassSpacersTable
  fares: FaresTable
  description_dimensions: DescriptionDimensionsTable
  products: ProductsTable
  product_glass_types: ProductGlassTypesTable
  product_descriptions: ProductDescriptionsTable
  // [users] tables above this line
  // [customers] tables above this line
  sales_expert_access: SalesExpertAccessTable
  sales_expert_access_products: SalesExpertAccessProductsTable
  // [access] tables above this line
  // [reference] tables above this line
  glass_size_limits: GlassSizeLimitsTable
  // [glass] tables above this line
  settings: SettingsTable
  settings_revisions: SettingsRevisionsTable
  // [invoices] tables above this line
  // [finance] tables above this line
  login_attempts: LoginAttemptsTable
  known_sign_ins: KnownSignInsTable
}
