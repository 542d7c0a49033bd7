import { sql, type Kysely, type Migration } from "kysely"
import { defaultCompanySettings } from "../../../domain/settings/CompanySettings.ts"
import type { Dialect } from "../Database.ts"

/** The company's particulars the printed invoice carries, seeded until the settings screen changes them. */
export const companySettings = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`insert into settings (key, value, updated_at) values ('company', ${JSON.stringify(defaultCompanySettings)}, ${new Date(0).toISOString()})`.execute(db)
  },
})
