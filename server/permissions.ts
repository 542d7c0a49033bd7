import {
  canEditAnnouncements,
  customerLookupPath,
  lookupsFor,
  menuGroupsOf,
  roles,
  type LookupName,
  type MenuGroup,
  type Role,
} from "../domain/roles/Role.ts"

const seeing = (group: MenuGroup): ReadonlyArray<Role> => roles.filter((role) => menuGroupsOf(role).includes(group))
const loading = (...names: ReadonlyArray<LookupName>): ReadonlyArray<Role> =>
  roles.filter((role) => lookupsFor(role).some((name) => names.includes(name)))
const either = (...lists: ReadonlyArray<ReadonlyArray<Role>>): ReadonlyArray<Role> =>
  roles.filter((role) => lists.some((list) => list.includes(role)))
const customerReaders = (path: ReturnType<typeof customerLookupPath>) =>
  roles.filter((role) => lookupsFor(role).includes("customers") && customerLookupPath(role) === path)

/**
 * The roles at a desk: every role but the operator, who works on the floor and opens only the station screens and a
 * piece's card (production.md section 1); every role's own calls (session, notifications, announcements, home) stay theirs.
 */
const backOffice = roles.filter((role) => role !== "operator")

/** The roles that read invoices and their prices: every role but production's, which sees no price (production.md section 1). */
const office = backOffice.filter((role) => role !== "production-manager")

/** Who plans cutting and keeps stock (production.md section 1): the roles of the production menu. */
const production = seeing("production")

/** Who scans at the stations, reports breakage and reads piece cards (production.md section 1): the roles of the floor menu. */
const floor = seeing("floor")

/** The roles that approve, reject and cancel invoices. */
const managers: ReadonlyArray<Role> = ["super-admin", "sales-manager"]

/** Who takes money and moves orders and cheques (invoices.md section 4): the roles of the orders menu. */
const financeWriters = seeing("orders")

/** Who reads orders, payments and cheques: those, and the sales manager, who reaches them from the formal and pre-buy lists. */
const financeReaders = either(financeWriters, ["sales-manager"])

/** Reference data is written from the settings group and read by it and by every role that loads the lookup. */
const referenceReaders = (...names: ReadonlyArray<LookupName>) => either(seeing("settings"), loading(...names))

/**
 * Who may call each endpoint, derived once from the specification's section 6 as the domain states it:
 * writes follow the sidebar groups, lookups follow the lists each role loads, announcements are read by all.
 */
export const permissions = {
  "POST /auth/me": roles,
  "POST /auth/logout": roles,
  "GET /Admin/notifications/list": roles,
  "GET /Admin/notifications/unread": roles,
  "POST /Admin/notifications/{id}": roles,
  "POST /Admin/notifications/": roles,
  "GET /Admin/glass_laminate_color": referenceReaders("laminateColors"),
  "GET /Admin/glass_laminate_color/export": referenceReaders("laminateColors"),
  "GET /Admin/glass_laminate_color/{id}": referenceReaders("laminateColors"),
  "POST /Admin/glass_laminate_color": seeing("settings"),
  "PATCH /Admin/glass_laminate_color/{id}": seeing("settings"),
  "GET /Admin/announcement_title": roles,
  "POST /Admin/announcement_title": roles.filter(canEditAnnouncements),
  "POST /Admin/announcement_title/{id}": roles.filter(canEditAnnouncements),
  "GET /Admin/user/list": either(seeing("users"), loading("users")),
  "GET /Admin/customer/top": either(seeing("customers"), customerReaders("/Admin/customer/top")),
  "GET /Admin/invoice_finance/top": either(seeing("orders"), customerReaders("/Admin/invoice_finance/top")),
  "GET /Admin/description_dimension": referenceReaders("structureDetails", "allStructureDetails"),
  "GET /Admin/product/list": referenceReaders("structures"),
  "GET /Admin/fares": referenceReaders("deliveryFares"),
  "GET /Admin/glass_type": referenceReaders("glassTypes", "allGlassTypes"),
  "GET /Admin/glass_width": referenceReaders("glassThicknesses", "allGlassThicknesses"),
  "GET /Admin/glass_spacer": referenceReaders("spacerThicknesses"),
  "POST /auth/password": roles,
  "GET /Admin/user": seeing("users"),
  "GET /Admin/user/export": seeing("users"),
  "GET /Admin/user/{id}": seeing("users"),
  "POST /Admin/user": seeing("users"),
  "PATCH /Admin/user/{id}": seeing("users"),
  // [users] endpoints above this line
  "GET /Admin/customer": seeing("customers"),
  "GET /Admin/customer/export": seeing("customers"),
  "GET /Admin/customer/{id}": seeing("customers"),
  "POST /Admin/customer": seeing("customers"),
  "PATCH /Admin/customer/{id}": seeing("customers"),
  // [customers] endpoints above this line
  "GET /Admin/sales_expert_access": seeing("access"),
  "GET /Admin/sales_expert_access/export": seeing("access"),
  "GET /Admin/sales_expert_access/{id}": seeing("access"),
  "PUT /Admin/sales_expert_access/{id}": seeing("access"),
  "GET /Admin/dashboard": roles,
  // [access] endpoints above this line
  "GET /Admin/glass_width/export": referenceReaders("glassThicknesses", "allGlassThicknesses"),
  "GET /Admin/glass_width/{id}": referenceReaders("glassThicknesses", "allGlassThicknesses"),
  "POST /Admin/glass_width": seeing("settings"),
  "PATCH /Admin/glass_width/{id}": seeing("settings"),
  "GET /Admin/glass_spacer/export": referenceReaders("spacerThicknesses"),
  "GET /Admin/glass_spacer/{id}": referenceReaders("spacerThicknesses"),
  "POST /Admin/glass_spacer": seeing("settings"),
  "PATCH /Admin/glass_spacer/{id}": seeing("settings"),
  "GET /Admin/fares/export": referenceReaders("deliveryFares"),
  "GET /Admin/fares/{id}": referenceReaders("deliveryFares"),
  "POST /Admin/fares": seeing("settings"),
  "PATCH /Admin/fares/{id}": seeing("settings"),
  "GET /Admin/description_dimension/export": referenceReaders("structureDetails", "allStructureDetails"),
  "GET /Admin/description_dimension/{id}": referenceReaders("structureDetails", "allStructureDetails"),
  "POST /Admin/description_dimension": seeing("settings"),
  "PATCH /Admin/description_dimension/{id}": seeing("settings"),
  // [reference] endpoints above this line
  "GET /Admin/glass_type/export": referenceReaders("glassTypes", "allGlassTypes"),
  "GET /Admin/glass_type/{id}": referenceReaders("glassTypes", "allGlassTypes"),
  "POST /Admin/glass_type": seeing("settings"),
  "PATCH /Admin/glass_type/{id}": seeing("settings"),
  // Size limits are read by whoever loads glass types: the invoice editor checks each piece against them.
  "GET /Admin/glass_type/{id}/size_limit": referenceReaders("glassTypes", "allGlassTypes"),
  "GET /Admin/glass_type/{id}/size_limit/export": referenceReaders("glassTypes", "allGlassTypes"),
  "GET /Admin/glass_type/{id}/size_limit/{order}": referenceReaders("glassTypes", "allGlassTypes"),
  "POST /Admin/glass_type/{id}/size_limit/check": referenceReaders("glassTypes", "allGlassTypes"),
  "POST /Admin/glass_type/{id}/size_limit": seeing("settings"),
  "PATCH /Admin/glass_type/{id}/size_limit/{order}": seeing("settings"),
  "DELETE /Admin/glass_type/{id}/size_limit/{order}": seeing("settings"),
  // [glass] endpoints above this line
  // Invoices (invoices.md section 4): the invoice group's roles list, create and edit; a financial manager reads single formal invoices and approved pre-buys only.
  "GET /Admin/invoice": seeing("invoices"),
  "GET /Admin/invoice/export": seeing("invoices"),
  "POST /Admin/invoice": seeing("invoices"),
  // Everyone who reads an invoice prints it, and the catalog names its parts.
  "GET /Admin/invoice/catalog": office,
  "GET /Admin/invoice/{id}": office,
  "PUT /Admin/invoice/{id}": seeing("invoices"),
  "POST /Admin/invoice/{id}/reprice": seeing("invoices"),
  // The moves of invoices.md section 1: send and call off by the owning expert or a manager; approve, reject, cancel by managers; confirm by finance.
  "POST /Admin/invoice/{id}/send": seeing("invoices"),
  "POST /Admin/invoice/{id}/approve": managers,
  "POST /Admin/invoice/{id}/reject": managers,
  "POST /Admin/invoice/{id}/cancel": managers,
  "POST /Admin/invoice/{id}/call_off": seeing("invoices"),
  "POST /Admin/invoice/{id}/confirm": ["super-admin", "financial-manager"],
  "GET /Admin/invoice/{id}/history": office,
  "GET /Admin/invoice/{id}/buyer": office,
  // The accountant's file for the tax office: whoever reads a formal invoice may download it.
  "GET /Admin/invoice/{id}/tax_export": office,
  // [invoices] endpoints above this line
  "GET /Admin/order": financeReaders,
  "GET /Admin/order/export": financeReaders,
  "GET /Admin/order/{id}": financeReaders,
  "PATCH /Admin/order/{id}": financeWriters,
  "GET /Admin/invoice/{id}/payments": financeReaders,
  "POST /Admin/invoice/{id}/payments": financeWriters,
  "POST /Admin/invoice/{id}/cheques": financeWriters,
  "GET /Admin/cheque": financeReaders,
  "GET /Admin/cheque/export": financeReaders,
  "PATCH /Admin/cheque/{id}": financeWriters,
  // [finance] endpoints above this line
  // Production (production.md section 8): the production menu's roles plan, cut and keep stock; an order's pieces are read
  // by everyone who reads the order or its invoice (the use case narrows a sales expert to their own).
  "GET /Admin/production/home": production,
  "GET /Admin/production/materials": production,
  "GET /Admin/production/queue": production,
  "GET /Admin/production/batch": production,
  "POST /Admin/production/batch": production,
  "GET /Admin/production/batch/{id}": production,
  "POST /Admin/production/batch/{id}/release": production,
  "DELETE /Admin/production/batch/{id}": production,
  "GET /Admin/production/stock_sheet": production,
  "GET /Admin/production/stock_sheet/export": production,
  "GET /Admin/production/stock_sheet/{id}": production,
  "POST /Admin/production/stock_sheet": production,
  "PUT /Admin/production/stock_sheet/{id}": production,
  "DELETE /Admin/production/stock_sheet/{id}": production,
  "GET /Admin/production/offcut": production,
  "GET /Admin/production/offcut/export": production,
  "DELETE /Admin/production/offcut/{id}": production,
  "PUT /Admin/order/{id}/promised_date": production,
  "GET /Admin/order/{id}/pieces": backOffice,
  "GET /Admin/invoice/{id}/pieces": backOffice,
  "GET /Admin/production/rack": production,
  "POST /Admin/production/rack": production,
  "GET /Admin/production/rack/{id}": production,
  "PUT /Admin/production/rack/{id}": production,
  "POST /Admin/production/rack/{id}/slot": production,
  "GET /Admin/production/delivery_note/{id}": production,
  // Labels are printed by the production menu's roles; an operator scans them but does not print them (production.md section 1).
  "GET /Admin/production/labels": production,
  // Scans, their undo, breakage and the piece card: the floor menu's roles; an operator only at their own stations (the use case checks).
  "POST /Admin/production/scan": floor,
  "GET /Admin/production/scan": floor,
  "DELETE /Admin/production/scan/{id}": floor,
  "POST /Admin/production/piece/{code}/broken": floor,
  "GET /Admin/production/piece/{code}": floor,
  // [production] endpoints above this line
  // Saved views (issue 30, point 13): every role that sees a list with views; the use case narrows each view to a list the role may read.
  "GET /Admin/view": office,
  "POST /Admin/view": office,
  "GET /Admin/view/{id}": office,
  "PATCH /Admin/view/{id}": office,
  "DELETE /Admin/view/{id}": office,
  // [views] endpoints above this line
  // The search everywhere (issue 30, point 12): every role; each kind of hit only for the roles that read its list.
  "GET /Admin/search": roles,
  // Every role at a desk prints invoices, which carry the company's particulars; the operator prints nothing.
  "GET /Admin/settings": backOffice,
  "PUT /Admin/settings": ["super-admin"],
} as const satisfies Record<string, ReadonlyArray<Role>>

/** An endpoint that checks the caller's role, as "METHOD /path". */
export type Endpoint = keyof typeof permissions

/** Whether a role may call an endpoint. */
export const may = (role: Role, endpoint: Endpoint): boolean => (permissions[endpoint] as ReadonlyArray<Role>).includes(role)
