import { sql, type Kysely, type Migration } from "kysely"
import type { Dialect } from "../Database.ts"

/** The company's particulars the printed invoice carries, seeded until the settings screen changes them. */
export const companySettings = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Written out, so that a later change of the domain's defaults never changes what this migration did.
    const company = {
      name: "شرکت شیشه آسمان",
      national_id: "14103524685",
      economic_code: "14103524685",
      postal_code: "1594735611",
      address: "تهران، خیابان شهید بهشتی، خیابان قائم‌مقام فراهانی، پلاک ۲۴",
      phone: "02188123456",
      pre_invoice_valid_days: 3,
    }
    await sql`insert into settings (key, value, updated_at) values ('company', ${JSON.stringify(company)}, ${new Date(0).toISOString()})`.execute(
      db,
    )
  },
})
