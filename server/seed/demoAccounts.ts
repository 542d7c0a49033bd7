import type { Role } from "../../domain/roles/Role.ts"

/** The password of every demo account (product.md section 3). */
export const demoPassword = "Demo1234"

/** The demo accounts, one per role (product.md section 3, production.md section 1). */
export const demoAccounts: ReadonlyArray<{ name: string; last_name: string; personnel_code: string; mobile: string; role: Role }> = [
  { name: "علی", last_name: "رضایی", personnel_code: "1000100001", mobile: "09120000001", role: "super-admin" },
  { name: "مریم", last_name: "احمدی", personnel_code: "1000200002", mobile: "09120000002", role: "sales-manager" },
  { name: "حسین", last_name: "کریمی", personnel_code: "1000300003", mobile: "09120000003", role: "sales-expert" },
  { name: "زهرا", last_name: "محمدی", personnel_code: "1000400004", mobile: "09120000004", role: "financial-manager" },
  { name: "رضا", last_name: "نوری", personnel_code: "1000500005", mobile: "09120000005", role: "production-manager" },
]
