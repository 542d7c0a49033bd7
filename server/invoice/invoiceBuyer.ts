import type { Kysely } from "kysely"
import type { Schemas } from "../http/answers.ts"
import type { Schema } from "../db/schema.ts"

/** The buyer's particulars a printed invoice carries, read from the customer as it stands now. */
export type InvoiceBuyer = Schemas["InvoiceBuyer"]

/** Reads the particulars of the customer an invoice is for; none when the customer row is gone. */
export const invoiceBuyerIn =
  (db: Kysely<Schema>) =>
  async (customerId: number): Promise<InvoiceBuyer | undefined> => {
    const row = await db
      .selectFrom("customers")
      .select([
        "kind",
        "name",
        "last_name",
        "national_code",
        "national_id",
        "economic_code",
        "mobile",
        "representative_name",
        "representative_mobile",
        "phone",
        "postal_code",
        "address",
        "city",
      ])
      .where("id", "=", customerId)
      .executeTakeFirst()
    if (row === undefined) return undefined
    const individual = row.kind === "individual"
    return {
      type: individual ? "individual" : "legal",
      name: individual ? `${row.name} ${row.last_name ?? ""}`.trim() : row.name,
      national_code: individual ? row.national_code : null,
      national_id: individual ? null : row.national_id,
      // A person has no economic code of their own in the customer record; the customer answer shows none either.
      economic_code: individual ? null : row.economic_code,
      representative_name: individual ? null : row.representative_name,
      mobile: individual ? row.mobile : row.representative_mobile,
      phone: row.phone,
      postal_code: row.postal_code,
      address: row.address,
      city: row.city,
    }
  }
