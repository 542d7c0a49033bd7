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
const loading = (...names: ReadonlyArray<LookupName>): ReadonlyArray<Role> => roles.filter((role) => lookupsFor(role).some((name) => names.includes(name)))
const either = (...lists: ReadonlyArray<ReadonlyArray<Role>>): ReadonlyArray<Role> => roles.filter((role) => lists.some((list) => list.includes(role)))
const customerReaders = (path: ReturnType<typeof customerLookupPath>) => roles.filter((role) => lookupsFor(role).includes("customers") && customerLookupPath(role) === path)

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
} as const satisfies Record<string, ReadonlyArray<Role>>

/** An endpoint that checks the caller's role, as "METHOD /path". */
export type Endpoint = keyof typeof permissions

/** Whether a role may call an endpoint. */
export const may = (role: Role, endpoint: Endpoint): boolean => (permissions[endpoint] as ReadonlyArray<Role>).includes(role)
