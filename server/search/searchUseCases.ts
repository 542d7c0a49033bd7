import { Result } from "effect"
import { customerName } from "../../domain/customer/CustomerForm.ts"
import type { UserId } from "../../domain/identifiers/Ids.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { readSearchQuery, type SearchKind } from "../../domain/search/SearchQuery.ts"
import type { CustomerUseCases } from "../customer/customerUseCases.ts"
import type { FinanceUseCases } from "../finance/financeUseCases.ts"
import type { Schemas } from "../http/answers.ts"
import type { InvoiceUseCases } from "../invoice/invoiceUseCases.ts"
import type { ScanUseCases } from "../production/scanUseCases.ts"
import { SearchInvalid, type SearchRefusal } from "./SearchRefusal.ts"

type Hit = Schemas["SearchHit"]

/** Who searches: the signed-in user and their role. */
export interface SearchCaller {
  readonly id: UserId
  readonly role: Role
}

/** What the search reads: each kind's own use cases, and whether a role may read a kind's list (its endpoint's cell). */
export interface SearchPorts {
  readonly mayRead: (role: Role, kind: SearchKind) => boolean
  readonly invoice: Pick<InvoiceUseCases, "list">
  readonly finance: Pick<FinanceUseCases, "orders" | "cheques">
  readonly customer: Pick<CustomerUseCases, "list">
  readonly scan: Pick<ScanUseCases, "card">
}

/** What a search answers: the hits, and whether customers the caller may not see would have matched. */
export interface SearchAnswer {
  readonly hits: ReadonlyArray<Hit>
  readonly hiddenMatches: boolean
}

/** The search everywhere's use cases. */
export interface SearchUseCases {
  readonly search: (caller: SearchCaller, raw: unknown) => Promise<Result.Result<SearchAnswer, SearchRefusal>>
}

/** At most this many hits of each kind: the search opens one record, the lists are where many are browsed. */
export const hitsPerKind = 5
const firstHits = { page: 1, perPage: hitsPerKind, offset: 0 }

const hit = (kind: Hit["kind"], id: number, fields: Partial<Omit<Hit, "kind" | "id">>): Hit => ({
  kind,
  id,
  serial_number: null,
  invoice_kind: null,
  invoice_id: null,
  name: null,
  code: null,
  ...fields,
})

/**
 * One search across the records a caller may open (issue 30, point 12): invoices and orders by serial (orders also by
 * their customer's name, for the finance desk that has no customer list), customers by name, mobile or national code,
 * cheques by Sayad ID and pieces by code; each kind is read through its own use case, so each keeps its own visibility.
 */
export const searchUseCases = (ports: SearchPorts): SearchUseCases => ({
  search: async (caller, raw) => {
    const read = readSearchQuery(raw)
    if (Result.isFailure(read)) return Result.fail(new SearchInvalid({ errors: read.failure }))
    const { text, serial, sayadId, pieceCode } = read.success
    const may = (kind: SearchKind) => ports.mayRead(caller.role, kind)
    // A Sayad ID or a piece's code names one record; reading it as a name too would only add noise.
    const byName = sayadId === undefined && pieceCode === undefined
    const [invoices, orders, customers, cheques, pieces] = await Promise.all([
      may("invoice") && serial !== undefined
        ? ports.invoice
            .list(caller, { serialNumber: serial }, firstHits)
            .then(({ rows }) =>
              rows.map((row) =>
                hit("invoice", row.id, { serial_number: row.serial_number, invoice_kind: row.kind, name: row.customer_name }),
              ),
            )
        : [],
      may("order") && (serial !== undefined || byName)
        ? ports.finance
            .orders(serial !== undefined ? { serialNumber: serial } : { search: text }, firstHits)
            .then(({ rows }) =>
              rows.map((row) =>
                hit("order", row.id, { serial_number: row.serial_number, invoice_id: row.invoice_id, name: row.customer_name }),
              ),
            )
        : [],
      may("customer") && byName
        ? ports.customer.list(caller, { search: text }, firstHits)
        : { rows: [], total: 0, hidden_matches: false },
      may("cheque") && sayadId !== undefined
        ? ports.finance.cheques({ sayadId }, firstHits).then(({ rows }) =>
            rows.map((row) =>
              hit("cheque", row.id, {
                serial_number: row.serial_number,
                invoice_id: row.invoice_id,
                name: row.customer_name,
                code: row.sayad_id,
              }),
            ),
          )
        : [],
      may("piece") && pieceCode !== undefined
        ? ports.scan.card(pieceCode).then((card) =>
            Result.isSuccess(card)
              ? [
                  hit("piece", card.success.unit.id, {
                    serial_number: card.success.order.serial_number,
                    name: card.success.order.customer_name,
                    code: card.success.code,
                  }),
                ]
              : [],
          )
        : [],
    ])
    const people = customers.rows.map((row) =>
      hit("customer", row.id, {
        name:
          row.type === "individual"
            ? customerName({ type: "individual", name: row.name ?? "", last_name: row.last_name ?? "" })
            : customerName({ type: "legal", company_name: row.company_name ?? "" }),
        code: (row.type === "individual" ? row.national_code : row.national_id) ?? null,
      }),
    )
    return Result.succeed({
      hits: [...invoices, ...orders, ...people, ...cheques, ...pieces],
      hiddenMatches: people.length === 0 && customers.hidden_matches,
    })
  },
})
