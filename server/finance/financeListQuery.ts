import type { Context } from "hono"
import { Option } from "effect"
import { formatJalali, parseJalali } from "../../domain/calendar/Jalali.ts"
import { chequeStates, type ChequeState } from "../../domain/finance/ChequeStates.ts"
import { orderStates, type OrderState } from "../../domain/finance/OrderStates.ts"
import { readsAsSerial } from "../../domain/invoice/InvoiceSerial.ts"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import { flagFilter, searchText } from "../http/listQuery.ts"
import { idOf } from "../http/problems.ts"
import type { ChequeFilter, OrderFilter } from "./financeListRecords.ts"

const word = <W extends string>(words: ReadonlyArray<W>, raw: string | undefined): W | undefined =>
  words.find((candidate) => candidate === raw?.trim())
const jalali = (raw: string | undefined): string | undefined =>
  raw === undefined ? undefined : Option.getOrUndefined(Option.map(parseJalali(raw), formatJalali))
const digits = (raw: string | undefined): string | undefined => (raw === undefined ? undefined : toAsciiDigits(raw.trim()))

/** Reads the order list's filters (invoices.md section 10); an unreadable filter means no filter, an unreadable serial matches nothing. */
export const orderFilterOf = (c: Context): OrderFilter => {
  const serial = digits(c.req.query("serial_number"))
  return {
    serialNumber: serial === undefined || serial === "" ? undefined : readsAsSerial(serial) ? Number(serial) : -1,
    customerId: idOf(digits(c.req.query("customer_id"))),
    productionState: word<OrderState>(orderStates, c.req.query("production_state")),
    hasBalance: flagFilter(c.req.query("has_balance")) === true ? true : undefined,
    search: searchText(c.req.query("search")),
  }
}

/** Reads the cheque list's filters: state, a bank's text, a customer, and a Jalali due-date range (Persian digits accepted). */
export const chequeFilterOf = (c: Context): ChequeFilter => ({
  state: word<ChequeState>(chequeStates, c.req.query("state")),
  bank: searchText(c.req.query("bank")),
  customerId: idOf(digits(c.req.query("customer_id"))),
  from: jalali(c.req.query("from")),
  to: jalali(c.req.query("to")),
})
