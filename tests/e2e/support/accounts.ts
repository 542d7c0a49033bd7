/** The demo roles. */
export type DemoRole = "super-admin" | "sales-manager" | "sales-expert" | "financial-manager" | "production-manager" | "operator"

/** A demo account: seeded with SEED_DEMO=1, password Demo1234 for all. */
export interface DemoAccount {
  readonly role: DemoRole
  readonly personnelCode: string
  readonly mobile: string
  readonly password: string
}

/** The demo accounts of product.md section 3, and production.md section 1's production manager and first operator (cutting, edging). */
export const accounts: Readonly<Record<DemoRole, DemoAccount>> = {
  "super-admin": { role: "super-admin", personnelCode: "1000100001", mobile: "09120000001", password: "Demo1234" },
  "sales-manager": { role: "sales-manager", personnelCode: "1000200002", mobile: "09120000002", password: "Demo1234" },
  "sales-expert": { role: "sales-expert", personnelCode: "1000300003", mobile: "09120000003", password: "Demo1234" },
  "financial-manager": { role: "financial-manager", personnelCode: "1000400004", mobile: "09120000004", password: "Demo1234" },
  "production-manager": { role: "production-manager", personnelCode: "1000500005", mobile: "09120000005", password: "Demo1234" },
  operator: { role: "operator", personnelCode: "1000600006", mobile: "09120000006", password: "Demo1234" },
}

/** The demo roles in the specification's order, then production's. */
export const demoRoles: ReadonlyArray<DemoRole> = [
  "super-admin",
  "sales-manager",
  "sales-expert",
  "financial-manager",
  "production-manager",
  "operator",
]

/** Writes ASCII digits as Persian digits, as a user with a Persian keyboard types them. */
export const persianDigits = (text: string): string => text.replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
