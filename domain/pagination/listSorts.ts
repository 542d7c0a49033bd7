/**
 * The columns each management list can be ordered by, as its `sort` param names them (openapi.yaml declares the same
 * sets as enums, and a test holds the two together). Every list falls back to its own order without one.
 */
export const listSorts = {
  users: ["name", "personnel_code", "mobile"],
  customers: ["name", "identifier", "city", "credit_limit"],
  salesExpertAccess: ["name", "personnel_code", "max_discount_percent"],
  glassTypes: ["name"],
  sizeLimits: ["size", "material", "min_width", "max_width", "min_height", "max_height"],
  laminateColors: ["name", "price"],
  glassWidths: ["size"],
  spacers: ["size", "price"],
  fares: ["title", "amount"],
  descriptions: ["name", "price"],
  invoices: ["serial_number", "date", "customer", "total"],
  orders: ["serial_number", "customer", "total", "remaining"],
  cheques: ["due_date", "amount", "customer"],
} as const

/** A management list that can be ordered. */
export type SortedList = keyof typeof listSorts

/** The columns one list can be ordered by. */
export type SortKeyOf<L extends SortedList> = (typeof listSorts)[L][number]
