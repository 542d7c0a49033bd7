import type { Context } from "hono"
import { Option } from "effect"
import { formatJalali, parseJalali } from "../../domain/calendar/Jalali.ts"
import { invoiceKinds, invoiceStates, type InvoiceKind, type InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import { readsAsSerial } from "../../domain/invoice/InvoiceSerial.ts"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import { idOf } from "../http/problems.ts"
import { searchText } from "../http/listQuery.ts"
import type { InvoiceFilter } from "./invoiceRecords.ts"

const word = <W extends string>(words: ReadonlyArray<W>, raw: string | undefined): W | undefined => {
  const text = raw?.trim()
  return words.find((candidate) => candidate === text)
}

const jalali = (raw: string | undefined): string | undefined =>
  raw === undefined ? undefined : Option.getOrUndefined(Option.map(parseJalali(raw), formatJalali))

const digits = (raw: string | undefined): string | undefined => (raw === undefined ? undefined : toAsciiDigits(raw.trim()))

/** Reads the list's filters from a query (invoices.md section 10); an unreadable filter means no filter, an unreadable serial matches nothing. */
export const invoiceFilterOf = (c: Context): InvoiceFilter => {
  const serial = digits(c.req.query("serial_number"))
  return {
    kind: word<InvoiceKind>(invoiceKinds, c.req.query("kind")),
    serialNumber: serial === undefined || serial === "" ? undefined : readsAsSerial(serial) ? Number(serial) : -1,
    customerId: idOf(digits(c.req.query("customer_id"))),
    salesExpertId: idOf(digits(c.req.query("sales_expert_id"))),
    state: word<InvoiceState>(invoiceStates, c.req.query("state")),
    from: jalali(c.req.query("from")),
    to: jalali(c.req.query("to")),
    search: searchText(c.req.query("search")),
  }
}
