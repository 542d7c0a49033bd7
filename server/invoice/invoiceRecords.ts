import type { CustomerId, InvoiceId, UserId } from "../../domain/identifiers/Ids.ts"
import type { Result } from "effect"
import type { Transaction } from "kysely"
import type { Schema } from "../db/schema.ts"
import type { InvoiceRefusal } from "./InvoiceRefusal.ts"
import type { InvoiceBuyer } from "./invoiceBuyer.ts"
import type { Catalog } from "../../domain/invoice/Catalog.ts"
import type { InvoiceDiff } from "../../domain/invoice/InvoiceDiff.ts"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { InvoiceMove, InvoicePosition } from "../../domain/invoice/InvoiceWorkflow.ts"
import type { InvoicePrice, LinePrice } from "../../domain/invoice/Pricing.ts"
import type { ResolvedInvoice, ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import type { SalesExpertAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { PricingSettingsSource } from "../../domain/ports/PricingSettingsSource.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { MoveNotice } from "../notification/notificationWriter.ts"

/** A stored line: its id, its build-up with the unit prices it was charged at, and its figures. */
export interface StoredLine {
  readonly id: number
  readonly line: ResolvedLine
  readonly price: LinePrice
}

/** An invoice as stored, with its customer's and owner's names and its priced totals. */
export interface InvoiceRecord extends Pick<
  InvoicePrice,
  "pieces" | "area_mm2" | "weight_grams" | "subtotal" | "discount" | "fare" | "vat_basis_points" | "vat" | "total"
> {
  readonly id: InvoiceId
  readonly serial_number: number
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly version: number
  readonly customer_id: CustomerId
  readonly customer_name: string
  readonly sales_expert_id: UserId | null
  readonly sales_expert_name: string | null
  readonly date: string
  readonly fare_id: number | null
  readonly fare_title: string | null
  readonly rack_type: 1 | 2 | 3 | null
  readonly shipping_type: 1 | 2 | null
  readonly discount_basis_points: number
  readonly note: string | null
  readonly lines: ReadonlyArray<StoredLine>
  readonly created_at: string
  readonly updated_at: string
}

/** A row of an invoice list. */
export type InvoiceListRow = Pick<
  InvoiceRecord,
  | "id"
  | "serial_number"
  | "kind"
  | "state"
  | "date"
  | "customer_id"
  | "customer_name"
  | "sales_expert_id"
  | "sales_expert_name"
  | "pieces"
  | "area_mm2"
  | "total"
  | "note"
> & { readonly lines: number }

/** The filters of an invoice list (invoices.md section 10); `ownerOnly` narrows a sales expert to their own invoices. */
export interface InvoiceFilter {
  readonly kind?: InvoiceKind | undefined
  readonly serialNumber?: number | undefined
  readonly customerId?: number | undefined
  readonly salesExpertId?: number | undefined
  readonly state?: InvoiceState | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly search?: string | undefined
  readonly ownerOnly?: number | undefined
}

/** How an invoice list may be ordered; without one, newest first. */
export type InvoiceSort = ListSort<SortKeyOf<"invoices">> | undefined

/** What a save writes: the resolved invoice, its price, its state, who saves and when. */
export interface InvoiceWrite {
  /** What the history calls this save. */
  readonly action: "create" | "save" | "reprice"
  readonly invoice: ResolvedInvoice
  readonly price: InvoicePrice
  readonly state: InvoiceState
  readonly userId: number
  readonly nowIso: string
}

/** A move as the store makes it: who, when, and the decision and notices computed from the invoice re-read inside the transaction. */
export interface MoveRequest {
  readonly move: InvoiceMove
  readonly userId: number
  readonly nowIso: string
  readonly reason: string | null
  readonly expectedVersion: number | null
  /** The position the move leads to from the invoice as it now stands, or none when the move is not allowed any more. */
  readonly decide: (current: InvoicePosition & { readonly sales_expert_id: number | null }) => InvoicePosition | undefined
  /** The notices of the moved invoice. */
  readonly notices: (moved: InvoiceRecord) => ReadonlyArray<MoveNotice>
}

/**
 * The order's part in an invoice move, finance's step behind a port: decided inside the move's transaction from the
 * positions before and after, then written once the invoice has moved; a cancel its pieces hold back carries the Persian
 * reason; a move the order's diagram refuses answers undefined.
 */
export type OrderStep = (
  trx: Transaction<Schema>,
  invoiceId: number,
  from: InvoicePosition,
  to: InvoicePosition,
) => Promise<{ readonly write: (nowIso: string) => Promise<void> } | { readonly heldBack: string } | undefined>

/** One revision as the history shows it, with what changed since the one before. */
export interface RevisionRecord {
  readonly id: number
  readonly version: number
  readonly action: string
  readonly user_id: number | null
  readonly user_name: string | null
  readonly reason: string | null
  readonly created_at: string
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly changes: InvoiceDiff | null
}

/** The invoices port: what the invoice use cases read and write. */
export interface InvoiceStore extends PricingSettingsSource {
  readonly catalog: () => Promise<Catalog>
  /** The catalog with only the laminate colours given: all an invoice being checked needs. */
  readonly catalogFor: (laminateColorIds: ReadonlyArray<number>) => Promise<Catalog>
  readonly customer: (
    id: number,
  ) => Promise<{ readonly id: number; readonly sales_expert_id: number | null; readonly is_active: boolean } | undefined>
  readonly activeExpertIds: () => Promise<ReadonlyArray<number>>
  /** A sales expert's access in force (no access when none is stored or it is off). */
  readonly accessOf: (userId: number) => Promise<SalesExpertAccess>
  readonly one: (id: InvoiceId) => Promise<InvoiceRecord | undefined>
  /** The particulars of an invoice's customer, as its printed copy shows them. */
  readonly buyer: (customerId: number) => Promise<InvoiceBuyer | undefined>
  readonly create: (write: InvoiceWrite) => Promise<InvoiceRecord>
  /** Replaces an invoice's header and lines, re-reading its state and version inside the transaction. */
  readonly update: (
    id: InvoiceId,
    write: InvoiceWrite,
    expectedVersion: number | null,
    editable: (state: InvoiceState) => boolean,
  ) => Promise<Result.Result<InvoiceRecord, InvoiceRefusal>>
  /** Moves an invoice to its next state in one transaction with its revision and notifications. */
  readonly move: (id: InvoiceId, request: MoveRequest) => Promise<Result.Result<InvoiceRecord, InvoiceRefusal>>
  /** The revisions of an invoice, newest first, each with what changed against the one before. */
  readonly history: (id: InvoiceId) => Promise<ReadonlyArray<RevisionRecord>>
  readonly page: (filter: InvoiceFilter, request: PageRequest, sort?: InvoiceSort) => Promise<Page<InvoiceListRow>>
  readonly exported: (filter: InvoiceFilter, limit: number, sort?: InvoiceSort) => Promise<ReadonlyArray<InvoiceListRow>>
}
