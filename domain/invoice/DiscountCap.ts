import type { SalesExpertAccess } from "../access/SalesExpertAccess.ts"
import type { Role } from "../roles/Role.ts"

/** The largest discount percent a user may give: a sales expert up to their access's maximum, a manager up to 100. */
export const discountCap = (role: Role, access: Pick<SalesExpertAccess, "max_discount_percent">): number =>
  role === "sales-expert" ? access.max_discount_percent : 100
