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

export interface CustomersTable {
  id: Generated<number>
  kind: string
  name: string
  last_name: string | null
  mobile: string | null
  sales_expert_id: number | null
  is_active: Flag
  created_at: string
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
}
