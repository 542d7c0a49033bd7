import type { Station } from "../../domain/production/Stations.ts"
import type { Role } from "../../domain/roles/Role.ts"

/** The password of every demo account (product.md section 3). */
export const demoPassword = "Demo1234"

/** A demo account: who, how they sign in, their role and, for an operator, the stations they scan at. */
export interface DemoAccount {
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly role: Role
  readonly stations: ReadonlyArray<Station>
}

/** The demo accounts, one per role, and a second operator for the stations after cutting (product.md section 3, production.md section 1). */
export const demoAccounts: ReadonlyArray<DemoAccount> = [
  { name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001", role: "super-admin", stations: [] },
  { name: "مریم", last_name: "احمدی", personnel_code: "1000200002", mobile: "09120000002", role: "sales-manager", stations: [] },
  { name: "حسین", last_name: "کریمی", personnel_code: "1000300003", mobile: "09120000003", role: "sales-expert", stations: [] },
  {
    name: "زهرا",
    last_name: "محمدی",
    personnel_code: "1000400004",
    mobile: "09120000004",
    role: "financial-manager",
    stations: [],
  },
  {
    name: "رضا",
    last_name: "نوری",
    personnel_code: "1000500005",
    mobile: "09120000005",
    role: "production-manager",
    stations: [],
  },
  {
    name: "مهدی",
    last_name: "صادقی",
    personnel_code: "1000600006",
    mobile: "09120000006",
    role: "operator",
    stations: ["cutting", "edging"],
  },
  // The design's code: its fifth digit is outside the login rule's 0-6, so this operator signs in with the mobile (docs/production.md).
  {
    name: "سعید",
    last_name: "موسوی",
    personnel_code: "1000700007",
    mobile: "09120000007",
    role: "operator",
    stations: ["tempering", "laminating", "assembling", "quality", "racking", "dispatch"],
  },
]
