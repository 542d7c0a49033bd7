import type { Generated } from "kysely"

/** Booleans are stored as 0/1 on both databases so one set of queries serves both. */
export type Flag = number

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
  /** What a list search matches (server/repos/customerSearch.ts); required so no write can forget it. */
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

/** An invoice's header and its priced totals (rials; areas mm², weight grams; discount and VAT in basis points). */
export interface InvoicesTable {
  id: Generated<number>
  serial_number: number
  kind: string
  state: string
  version: number
  customer_id: number
  sales_expert_id: number | null
  created_by: number
  date: string
  fare_id: number | null
  fare_title: string | null
  rack_type: number | null
  shipping_type: number | null
  discount_basis_points: number
  note: string | null
  lines: number
  pieces: number
  area_mm2: number
  weight_grams: number
  subtotal: number
  discount: number
  fare: number
  vat_basis_points: number
  vat: number
  total: number
  /** Payments and cleared cheques, and cheques in hand or deposited (rials): kept by migration 0016's triggers, never written by the app. */
  paid: Generated<number>
  in_cheques: Generated<number>
  /** The serial and the note as a search reads them (server/invoices/invoiceSearch.ts). */
  search_text: string
  created_at: string
  updated_at: string
}

/** One line of an invoice: its place, product and amount as columns, its build-up with the unit prices charged and its figures as JSON. */
export interface InvoiceLinesTable {
  id: Generated<number>
  invoice_id: number
  position: number
  product_id: number
  amount: number
  priced: string
}

/** One revision of an invoice: who, when, the action (create, save, reprice or a move), a rejection's reason, and the invoice as it then stood (JSON). */
export interface InvoiceRevisionsTable {
  id: Generated<number>
  invoice_id: number
  version: number
  user_id: number | null
  action: string
  reason: string | null
  snapshot: string
  created_at: string
}

/** How many invoices a kind and state holds (kept with every create and move). */
export interface InvoiceCountsTable {
  kind: string
  state: string
  n: number
}

/** The order of a formal invoice (invoices.md section 8): its production state and when it became ready and was delivered. */
export interface OrdersTable {
  id: Generated<number>
  invoice_id: number
  production_state: string
  ready_at: string | null
  delivered_at: string | null
  /** The date promised by the production manager (Jalali "yyyy/MM/dd"). */
  promised_date: Generated<string | null>
  created_at: string
  updated_at: string
}

/** How many orders each production state holds, how many of them owe (invoice total above paid) and what they owe (rials); kept by triggers. */
export interface OrderCountsTable {
  production_state: string
  n: number
  with_balance: number
  remaining: number
}

/** How many cheques each state holds and their amount (rials); kept by triggers. */
export interface ChequeTotalsTable {
  state: string
  n: number
  amount: number
}

/** A payment on an invoice: method, whole rials, Jalali date, the bank's tracking number, who recorded it. */
export interface PaymentsTable {
  id: Generated<number>
  invoice_id: number
  method: string
  amount: number
  date: string
  tracking_number: string | null
  user_id: number | null
  created_at: string
}

/** A cheque taken for an invoice, with its state (in_hand, deposited, cleared, bounced, returned). */
export interface ChequesTable {
  id: Generated<number>
  invoice_id: number
  sayad_id: string
  serial: string
  bank: string
  drawer: string
  due_date: string
  amount: number
  state: string
  user_id: number | null
  created_at: string
  updated_at: string
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

/** A unit an order line becomes, one per count: `{serial}-{line}-{unit}` (production.md section 2). */
export interface ProductionUnitsTable {
  id: Generated<number>
  order_id: number
  invoice_line_id: number
  code: string
  /** The line's place in its invoice, from 1. */
  line_position: number
  unit_number: number
  structure: string
  width: number
  height: number
  created_at: string
}

/** A pane of a unit: its glass, finished and cut size (mm), route (stations, comma separated), state and cutting batch. */
export interface ProductionPanesTable {
  id: Generated<number>
  unit_id: number
  order_id: number
  code: string
  letter: string
  remake_of: number | null
  remake_number: Generated<number>
  glass_type_id: number
  glass_width_id: number
  thickness: number
  material: number
  finished_width: number
  finished_height: number
  cut_width: number
  cut_height: number
  edge_type: number | null
  route: string
  state: string
  batch_id: number | null
  created_at: string
  updated_at: string
}

/** A cutting batch of one material (glass type and thickness): draft, released or cut, with its checked plan (JSON). */
export interface CuttingBatchesTable {
  id: Generated<number>
  glass_type_id: number
  glass_width_id: number
  state: string
  panes: number
  sheets: number
  pieces_area_mm2: number
  /** The sheets' area as the yield counts it (the last sheet up to its last first-stage cut). */
  used_area_mm2: number
  yield_basis_points: number
  seed: number
  plan: string
  user_id: number | null
  created_at: string
  released_at: string | null
}

/** The panes a batch plans. */
export interface CuttingBatchPanesTable {
  batch_id: number
  pane_id: number
}

/** A sheet size bought per glass type and thickness; a null count means as many as needed. */
export interface StockSheetsTable {
  id: Generated<number>
  glass_type_id: number
  glass_width_id: number
  width: number
  height: number
  count: number | null
  is_active: Generated<Flag>
  created_at: string
  updated_at: string
}

/** A waste rectangle kept after a cut (in_stock, used or discarded), with the batch it came from and the one that used it. */
export interface OffcutsTable {
  id: Generated<number>
  glass_type_id: number
  glass_width_id: number
  width: number
  height: number
  rack_slot: string | null
  state: string
  from_batch_id: number | null
  used_by_batch_id: number | null
  created_at: string
  updated_at: string
}

/** Every table of the back office, as kysely sees it. */
export interface Schema {
  users: UsersTable
  revoked_tokens: RevokedTokensTable
  counters: CountersTable
  laminate_colors: LaminateColorsTable
  announcement_titles: AnnouncementTitlesTable
  announcements: AnnouncementsTable
  notifications: NotificationsTable
  customers: CustomersTable
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
  invoices: InvoicesTable
  invoice_lines: InvoiceLinesTable
  invoice_revisions: InvoiceRevisionsTable
  invoice_counts: InvoiceCountsTable
  // [invoices] tables above this line
  orders: OrdersTable
  payments: PaymentsTable
  cheques: ChequesTable
  order_counts: OrderCountsTable
  cheque_totals: ChequeTotalsTable
  // [finance] tables above this line
  production_units: ProductionUnitsTable
  production_panes: ProductionPanesTable
  cutting_batches: CuttingBatchesTable
  cutting_batch_panes: CuttingBatchPanesTable
  stock_sheets: StockSheetsTable
  offcuts: OffcutsTable
  // [production] tables above this line
  login_attempts: LoginAttemptsTable
  known_sign_ins: KnownSignInsTable
}
