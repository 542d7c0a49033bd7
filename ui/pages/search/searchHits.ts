import { groupSayadId } from "../../../domain/identifiers/SayadId.ts"
import { invoiceKindLabels } from "../../../domain/invoice/InvoiceOptions.ts"
import type { SearchKind } from "../../../domain/search/SearchQuery.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { SearchHit } from "./api/searchQueries.ts"

/** The heading of each kind's group of hits. */
export const searchGroupLabels: Readonly<Record<SearchKind, string>> = {
  invoice: "فاکتورها",
  order: "سفارش‌ها",
  customer: "مشتریان",
  cheque: "چک‌ها",
  piece: "قطعه‌ها",
}

/** The search dialog's own texts. */
export const searchTexts = {
  title: "جستجو",
  placeholder: "شماره فاکتور یا سفارش، نام، کد ملی، شماره همراه، شناسه صیادی یا کد قطعه",
  nothing: "نتیجه‌ای پیدا نشد",
  hidden: "مشتریانی با این مشخصات هستند که به شما سپرده نشده‌اند",
  searching: "در حال جستجو…",
} as const

/** The page each hit opens: the invoice, the order's or cheque's money page, the customer's details, the piece's card. */
export const hitPath = (hit: SearchHit): string => {
  switch (hit.kind) {
    case "invoice":
      return `/dashboard/show-invoice/${hit.id}`
    case "order":
      return `/dashboard/payments-and-checks/order/${hit.id}`
    case "customer":
      return `/dashboard/customer-list/all/${hit.id}`
    case "cheque":
      return `/dashboard/payments-and-checks/invoice/${hit.invoice_id ?? 0}`
    case "piece":
      return `/dashboard/piece/${encodeURIComponent(hit.code ?? "")}`
  }
}

const serialOf = (hit: SearchHit): string => toPersianDigits(hit.serial_number ?? "")

/** A code inside a Persian line, isolated left to right (LRI … PDI), so its groups keep their order. */
const isolated = (code: string): string => `\u2066${toPersianDigits(code)}\u2069`

/** The hit's first line: what it is, by its serial, name, Sayad ID or code. */
export const hitTitle = (hit: SearchHit): string => {
  switch (hit.kind) {
    case "invoice":
      return `${hit.invoice_kind === null ? "فاکتور" : invoiceKindLabels[hit.invoice_kind]} ${serialOf(hit)}`
    case "order":
      return `سفارش ${serialOf(hit)}`
    case "customer":
      return toPersianDigits(hit.name ?? "")
    case "cheque":
      return `چک ${isolated(groupSayadId(hit.code ?? ""))}`
    case "piece":
      return `قطعه ${isolated(hit.code ?? "")}`
  }
}

/** The hit's second line: whose it is, and for a cheque or a piece the serial it belongs to. */
export const hitDetail = (hit: SearchHit): string => {
  const name = toPersianDigits(hit.name ?? "")
  switch (hit.kind) {
    case "invoice":
    case "order":
      return name
    case "customer":
      return hit.code === null ? "" : toPersianDigits(hit.code)
    case "cheque":
      return `فاکتور ${serialOf(hit)} · ${name}`
    case "piece":
      return `سفارش ${serialOf(hit)} · ${name}`
  }
}

/** Where a search stands, as the dialog's status line reads it. */
export interface SearchState {
  readonly text: string
  /** The answer shown is the one for the text typed. */
  readonly settled: boolean
  readonly error: string | undefined
  readonly hits: number
  readonly hiddenMatches: boolean
}

/** The status line under the hits: searching, nothing found (and whether hidden customers matched), a failure, or nothing to say. */
export const searchStatus = ({ text, settled, error, hits, hiddenMatches }: SearchState): string => {
  if (text === "") return ""
  if (error !== undefined) return error
  if (!settled) return hits === 0 ? searchTexts.searching : ""
  if (hits > 0) return ""
  return hiddenMatches ? `${searchTexts.nothing}؛ ${searchTexts.hidden}` : searchTexts.nothing
}
