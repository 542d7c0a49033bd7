import { sql, type Kysely, type SelectQueryBuilder } from "kysely"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { Schema } from "../db/schema.ts"
import { containsPattern } from "../http/listQuery.ts"
import type { ChequeFilter } from "./financeListRecords.ts"

/** Whether a bank column holds the filter's text: as typed, or with its ASCII digits written in Persian, case aside. */
export const bankMatches = (column: "cheques.bank" | "cheque_bank_totals.bank", bank: string) =>
  sql<boolean>`(${sql.join(
    [...new Set([bank, toPersianDigits(bank)])].map(
      (text) => sql`lower(${sql.ref(column)}) like ${containsPattern(text.toLowerCase())} escape '\\'`,
    ),
    sql` or `,
  )})`

/** Whether a cheque filter narrows by nothing but its bank and state, so kept figures (by bank or by state) answer its counts. */
export const chequesByBankAlone = (filter: ChequeFilter): boolean =>
  filter.customerId === undefined && filter.from === undefined && filter.to === undefined && filter.sayadId === undefined

/** Whether a cheque filter narrows by nothing but the state, so the kept totals per state answer its counts. */
export const chequesUnfiltered = (filter: ChequeFilter): boolean => filter.bank === undefined && chequesByBankAlone(filter)

/** The cheque list's filters over one database: they read the cheque alone (a customer's through its invoices' ids), so counts and totals never join. */
export const chequeMatchingIn =
  (db: Kysely<Schema>) =>
  <O>(query: SelectQueryBuilder<Schema, "cheques", O>, filter: ChequeFilter, withState: boolean) => {
    const { state, bank, customerId, from, to, sayadId } = filter
    return (
      query
        .$if(withState && state !== undefined, (q) => q.where("cheques.state", "=", state ?? ""))
        .$if(sayadId !== undefined, (q) => q.where("cheques.sayad_id", "=", sayadId ?? ""))
        // A bank's name is stored as typed, so a search read with ASCII digits also looks for them written in Persian.
        .$if(bank !== undefined, (q) => q.where(bankMatches("cheques.bank", bank ?? "")))
        .$if(customerId !== undefined, (q) =>
          q.where(
            "cheques.invoice_id",
            "in",
            db
              .selectFrom("invoices")
              .select("invoices.id")
              .where("invoices.customer_id", "=", customerId ?? 0),
          ),
        )
        .$if(from !== undefined, (q) => q.where("cheques.due_date", ">=", from ?? ""))
        .$if(to !== undefined, (q) => q.where("cheques.due_date", "<=", to ?? ""))
    )
  }
