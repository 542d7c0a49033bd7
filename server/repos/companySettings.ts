import type { Kysely } from "kysely"
import { companySettingsOf, type CompanySettings } from "../../domain/settings/CompanySettings.ts"
import type { Schema } from "../db/schema.ts"

/** The company's particulars in the settings table. */
export interface CompanySettingsRepo {
  readonly read: () => Promise<CompanySettings>
}

/** Reads the stored particulars (key `company`); a missing or unreadable value gives the seeded ones. */
export const companySettingsIn = (db: Kysely<Schema>): CompanySettingsRepo => ({
  read: async () => {
    const row = await db.selectFrom("settings").select("value").where("key", "=", "company").executeTakeFirst()
    if (row === undefined) return companySettingsOf(undefined)
    try {
      return companySettingsOf(JSON.parse(row.value))
    } catch {
      return companySettingsOf(undefined)
    }
  },
})
