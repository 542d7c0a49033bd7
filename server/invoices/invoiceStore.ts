import { expressionBuilder, sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely"
import { invoiceBuyerIn, type InvoiceBuyer } from "./invoiceBuyer.ts"
import { Option } from "effect"
import type { Catalog } from "../../domain/invoice/Catalog.ts"
import { diffInvoices, type InvoiceDiff, type InvoiceSnapshot } from "../../domain/invoice/InvoiceDiff.ts"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { InvoiceMove, InvoicePosition } from "../../domain/invoice/InvoiceWorkflow.ts"
import type { InvoicePrice, LinePrice } from "../../domain/invoice/Pricing.ts"
import type { ResolvedInvoice, ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import { effectiveAccess, type SalesExpertAccess } from "../../domain/people/SalesExpertAccess.ts"
import type { PricingSettingsSource } from "../../domain/ports/PricingSettingsSource.ts"
import type { Database, Dialect } from "../db/Database.ts"
import { invoiceSerialCounter } from "../db/migrations/0008_invoices.ts"
import type { Schema } from "../db/schema.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Page, PageRequest } from "../repos/paging.ts"
import { codeOrder, orderedBy, persianOrder } from "../repos/listOrder.ts"
import { isIndexable, oneOf, searchTextMatches } from "../repos/textSearch.ts"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import { invoiceSnapshot } from "./invoiceAnswer.ts"
import { loadCatalog, loadPricingSettings } from "./invoiceCatalog.ts"
import { invoiceSearchTextOf } from "./invoiceSearch.ts"
import { orderFollowing } from "../finance/orderFollows.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** A stored line: its id, its build-up with the unit prices it was charged at, and its figures. */
export interface StoredLine {
  readonly id: number
  readonly line: ResolvedLine
  readonly price: LinePrice
}

/** An invoice as stored, with its customer's and owner's names and its priced totals. */
export interface InvoiceRecord extends Pick<InvoicePrice, "pieces" | "area_mm2" | "weight_grams" | "subtotal" | "discount" | "fare" | "vat_basis_points" | "vat" | "total"> {
  readonly id: number
  readonly serial_number: number
  readonly kind: InvoiceKind
  readonly state: InvoiceState
  readonly version: number
  readonly customer_id: number
  readonly customer_name: string
  readonly sales_expert_id: number | null
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
  "id" | "serial_number" | "kind" | "state" | "date" | "customer_id" | "customer_name" | "sales_expert_id" | "sales_expert_name" | "pieces" | "area_mm2" | "total" | "note"
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

/** How an update ended: saved, the invoice gone, its state no longer editable, or a newer version stored meanwhile. */
export type UpdateOutcome = { readonly saved: InvoiceRecord } | { readonly refused: "missing" | "notEditable" | "stale" }

/** A notification a move sends: to every active user of some roles and to some users (a missing owner is nobody). */
export interface MoveNotice {
  readonly roles: ReadonlyArray<Role>
  readonly users: ReadonlyArray<number | null>
  readonly status: "informal" | "formal" | "system"
  readonly message: string
  readonly reason: string | null
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

/** How a move ended: made, the invoice gone, a newer version stored meanwhile, the state no longer allowing it, or its order held back. */
export type MoveOutcome = { readonly saved: InvoiceRecord } | { readonly refused: "missing" | "stale" | "notAllowed" } | { readonly invalid: FieldErrors }

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
  readonly customer: (id: number) => Promise<{ readonly id: number; readonly sales_expert_id: number | null; readonly is_active: boolean } | undefined>
  readonly activeExpertIds: () => Promise<ReadonlyArray<number>>
  /** A sales expert's access in force (no access when none is stored or it is off). */
  readonly accessOf: (userId: number) => Promise<SalesExpertAccess>
  readonly one: (id: number) => Promise<InvoiceRecord | undefined>
  /** The particulars of an invoice's customer, as its printed copy shows them. */
  readonly buyer: (customerId: number) => Promise<InvoiceBuyer | undefined>
  readonly create: (write: InvoiceWrite) => Promise<InvoiceRecord>
  /** Replaces an invoice's header and lines, re-reading its state and version inside the transaction. */
  readonly update: (id: number, write: InvoiceWrite, expectedVersion: number | null, editable: (state: InvoiceState) => boolean) => Promise<UpdateOutcome>
  /** Moves an invoice to its next state in one transaction with its revision and notifications. */
  readonly move: (id: number, request: MoveRequest) => Promise<MoveOutcome>
  /** The revisions of an invoice, newest first, each with what changed against the one before. */
  readonly history: (id: number) => Promise<ReadonlyArray<RevisionRecord>>
  readonly page: (filter: InvoiceFilter, request: PageRequest, sort?: InvoiceSort) => Promise<Page<InvoiceListRow>>
  readonly exported: (filter: InvoiceFilter, limit: number, sort?: InvoiceSort) => Promise<ReadonlyArray<InvoiceListRow>>
}

type Db = Kysely<Schema>
type Trx = Transaction<Schema>

const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ""}`.trim())

const headerOf = (write: InvoiceWrite) => {
  const { invoice, price } = write
  return {
    customer_id: invoice.customer_id,
    sales_expert_id: invoice.sales_expert_id,
    date: invoice.date,
    fare_id: invoice.fare_id,
    fare_title: invoice.fare_title,
    rack_type: invoice.rack_type,
    shipping_type: invoice.shipping_type,
    discount_basis_points: Math.round(invoice.discount_percent * 100),
    note: invoice.note,
    lines: invoice.lines.length,
    pieces: price.pieces,
    area_mm2: price.area_mm2,
    weight_grams: price.weight_grams,
    subtotal: price.subtotal,
    discount: price.discount,
    fare: price.fare,
    vat_basis_points: price.vat_basis_points,
    vat: price.vat,
    total: price.total,
    state: write.state,
    updated_at: write.nowIso,
  }
}

const pricedOf = (line: ResolvedLine, price: LinePrice): string => JSON.stringify({ line: { ...line, id: null }, price })

/** Writes the lines of an invoice: a line sent with a stored id is rewritten in place, one without is added, a stored one not sent is removed. */
const writeLines = async (trx: Trx, invoiceId: number, write: InvoiceWrite) => {
  const keep = write.invoice.lines.flatMap((line) => (line.id === null ? [] : [line.id]))
  await trx
    .deleteFrom("invoice_lines")
    .where("invoice_id", "=", invoiceId)
    .$if(keep.length > 0, (q) => q.where("id", "not in", keep))
    .execute()
  for (const [position, line] of write.invoice.lines.entries()) {
    const values = { position, product_id: line.product_id, amount: write.price.lines[position]?.amount ?? 0, priced: pricedOf(line, write.price.lines[position] as LinePrice) }
    if (line.id === null) await trx.insertInto("invoice_lines").values({ ...values, invoice_id: invoiceId }).execute()
    else await trx.updateTable("invoice_lines").set(values).where("id", "=", line.id).where("invoice_id", "=", invoiceId).execute()
  }
}

/** Moves one invoice from one kind and state's count to another's (either side may be absent). */
const recount = async (trx: Trx, from: InvoicePosition | undefined, to: InvoicePosition | undefined) => {
  if (from !== undefined && to !== undefined && from.kind === to.kind && from.state === to.state) return
  for (const [position, step] of [[from, -1], [to, 1]] as const)
    if (position !== undefined)
      await trx
        .insertInto("invoice_counts")
        .values({ kind: position.kind, state: position.state, n: step })
        .onConflict((conflict) => conflict.columns(["kind", "state"]).doUpdateSet({ n: sql`invoice_counts.n + excluded.n` }))
        .execute()
}

/** Appends the invoice's revision as it now stands (read inside the transaction that changed it). */
const writeRevision = async (trx: Trx, record: InvoiceRecord, by: { readonly userId: number; readonly action: string; readonly reason: string | null; readonly nowIso: string }) => {
  await trx
    .insertInto("invoice_revisions")
    .values({ invoice_id: record.id, version: record.version, user_id: by.userId, action: by.action, reason: by.reason, snapshot: JSON.stringify(invoiceSnapshot(record)), created_at: by.nowIso })
    .execute()
}

/** Writes a move's notifications, one per recipient (a user named twice is told once, the mover is never told of their own move). */
export const writeNotices = async (trx: Trx, record: Pick<InvoiceRecord, "serial_number">, notices: ReadonlyArray<MoveNotice>, moverId: number, nowIso: string) => {
  for (const notice of notices) {
    const byRole = notice.roles.length === 0 ? [] : await trx.selectFrom("users").select("id").where("role", "in", [...notice.roles]).where("is_active", "=", 1).execute()
    const recipients = [...new Set([...byRole.map((row) => row.id), ...notice.users.filter((id): id is number => id !== null)])].filter((id) => id !== moverId)
    for (const user_id of recipients)
      await trx
        .insertInto("notifications")
        .values({ user_id, status: notice.status, message: notice.message, reason: notice.reason, serial_number: record.serial_number, read_at: null, created_at: nowIso })
        .execute()
  }
}

/** A search's total, and the kept count of its kind and state: how many invoices walking the list's order could pass. */
export interface SearchTotals {
  readonly total: number
  readonly walked: number
}

/**
 * Whether a searched page (ending at row `end`) is read from the matching ids rather than by walking the list's order until it
 * fills. On SQLite the walk passes about end × walked / total invoices and the matching ids cost about total: the smaller wins.
 * PostgreSQL walks its primary key only when matches are dense and otherwise visits every match's row, so the ids win there up
 * to one invoice in eight (measured at 1,000,000 invoices: docs/server.md, "Search"). Both ways answer the same rows.
 */
export const searchPageFromIds = (dialect: Dialect, { total, walked }: SearchTotals, end: number): boolean =>
  dialect === "postgres" ? total * 8 <= walked : total * total <= end * walked

/** The invoice store over one database. */
export const invoiceStoreIn = ({ db, dialect }: Database): InvoiceStore => {
  const listed = (from: Db | Trx) =>
    from
      .selectFrom("invoices")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .leftJoin("users", "users.id", "invoices.sales_expert_id")

  const rowColumns = [
    "invoices.id",
    "invoices.serial_number",
    "invoices.kind",
    "invoices.state",
    "invoices.date",
    "invoices.customer_id",
    "invoices.sales_expert_id",
    "invoices.lines",
    "invoices.pieces",
    "invoices.area_mm2",
    "invoices.total",
    "invoices.note",
    "customers.name as customer_first",
    "customers.last_name as customer_last",
    "users.name as expert_first",
    "users.last_name as expert_last",
  ] as const

  type Row = {
    id: number
    serial_number: number
    kind: string
    state: string
    date: string
    customer_id: number
    sales_expert_id: number | null
    lines: number
    pieces: number
    area_mm2: number
    total: number
    note: string | null
    customer_first: string
    customer_last: string | null
    expert_first: string | null
    expert_last: string | null
  }
  const toRow = (row: Row): InvoiceListRow => ({
    id: row.id,
    serial_number: Number(row.serial_number),
    kind: row.kind as InvoiceKind,
    state: row.state as InvoiceState,
    date: row.date,
    customer_id: row.customer_id,
    customer_name: nameOf(row.customer_first, row.customer_last) ?? "",
    sales_expert_id: row.sales_expert_id,
    sales_expert_name: nameOf(row.expert_first, row.expert_last),
    lines: row.lines,
    pieces: row.pieces,
    area_mm2: Number(row.area_mm2),
    total: Number(row.total),
    note: row.note,
  })

  /** The filters as conditions on the invoices table alone, so the count never joins; a search looks up matching customers by id. */
  const matching = <O>(query: SelectQueryBuilder<Schema, "invoices", O>, filter: InvoiceFilter): SelectQueryBuilder<Schema, "invoices", O> => {
    const { kind, serialNumber, customerId, salesExpertId, state, from, to, search, ownerOnly } = filter
    return query
      .$if(kind !== undefined, (q) => q.where("invoices.kind", "=", kind ?? ""))
      .$if(serialNumber !== undefined, (q) => q.where("invoices.serial_number", "=", serialNumber ?? 0))
      .$if(customerId !== undefined, (q) => q.where("invoices.customer_id", "=", customerId ?? 0))
      .$if(salesExpertId !== undefined, (q) => q.where("invoices.sales_expert_id", "=", salesExpertId ?? 0))
      .$if(ownerOnly !== undefined, (q) => q.where("invoices.sales_expert_id", "=", ownerOnly ?? 0))
      .$if(state !== undefined, (q) => q.where("invoices.state", "=", state ?? ""))
      .$if(from !== undefined, (q) => q.where("invoices.date", ">=", from ?? ""))
      .$if(to !== undefined, (q) => q.where("invoices.date", "<=", to ?? ""))
      .$if(search !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            oneOf(dialect, eb.ref("invoices.customer_id"), eb.selectFrom("customers").select("customers.id").where(searchTextMatches(dialect, "customers", search ?? ""))),
            searchTextMatches(dialect, "invoices", search ?? ""),
          ]),
        ),
      )
  }

  /** The customer's name of an invoice, read by the order alone, so choosing a page's ids still needs no join. */
  const customerField = (column: "name" | "last_name") => sql<string | null>`(select ${sql.ref(`c.${column}`)} from customers as c where c.id = ${sql.ref("invoices.customer_id")})`

  /** Orders a query over invoices by the sort (then id, the same way), or newest first without one. */
  const inOrder = <T extends keyof Schema, O>(query: SelectQueryBuilder<Schema, T, O>, sort: InvoiceSort): SelectQueryBuilder<Schema, T, O> => {
    const id = sql.ref("invoices.id")
    if (sort === undefined) return query.orderBy(id, "desc")
    const columns = {
      serial_number: [sql.ref("invoices.serial_number")],
      // The stored date is yyyy/MM/dd with ASCII digits, so its text order is the calendar's.
      date: codeOrder(dialect, sql.ref("invoices.date")),
      customer: [persianOrder(dialect, customerField("name")), persianOrder(dialect, customerField("last_name"))],
      total: [sql.ref("invoices.total")],
    }[sort.key]
    return orderedBy(query, columns, id, sort)
  }

  // Subqueries are built apart from `db`, so they run (and are seen by its plugins) only inside the statement holding them.
  const nested = expressionBuilder<Schema, never>()

  /**
   * A search's matches as two disjoint sets, each read through its own index rather than an OR tried on every invoice of the
   * kind: the invoices of matching customers (`invoices_by_customer_kind`), and those matching by their own text alone.
   */
  const searchParts = (filter: InvoiceFilter, search: string) => {
    const others = { ...filter, search: undefined }
    const ofCustomers = oneOf(dialect, sql.ref<number>("invoices.customer_id"), nested.selectFrom("customers").select("customers.id").where(searchTextMatches(dialect, "customers", search)))
    // SQLite would walk every invoice of an owner (`invoices_by_expert`) rather than the matching customers': `+` keeps it off that index.
    const owners = [filter.ownerOnly, filter.salesExpertId].filter((owner) => owner !== undefined)
    const byCustomer =
      dialect === "sqlite"
        ? owners.reduce((query, owner) => query.where(sql<boolean>`+${sql.ref("invoices.sales_expert_id")} = ${owner}`), matching(nested.selectFrom("invoices"), { ...others, ownerOnly: undefined, salesExpertId: undefined }))
        : matching(nested.selectFrom("invoices"), others)
    return [
      byCustomer.where(ofCustomers),
      matching(nested.selectFrom("invoices"), others).where(searchTextMatches(dialect, "invoices", search)).where(sql<boolean>`not (${ofCustomers})`),
    ] as const
  }

  /** The ids of a page of matching invoices in the sort's order. */
  const pageIds = (filter: InvoiceFilter, limit: number, offset: number, sort: InvoiceSort, fromParts: boolean) => {
    const { search } = filter
    if (!fromParts || search === undefined) return inOrder(matching(db.selectFrom("invoices"), filter).select("invoices.id"), sort).limit(limit).offset(offset)
    const [byCustomer, byOwnText] = searchParts(filter, search)
    const matched = byCustomer.select("invoices.id").unionAll(byOwnText.select("invoices.id"))
    // Newest first, PostgreSQL sorts the matched ids alone instead of probing each in the primary key; SQLite would instead
    // read each part in id order through the kind's index, so it looks the ids up (in order) from the list of them.
    if (sort === undefined && dialect === "postgres") return nested.selectFrom(matched.as("matched")).select("matched.id").orderBy("matched.id", "desc").limit(limit).offset(offset)
    return inOrder(nested.selectFrom("invoices").select("invoices.id").where("invoices.id", "in", matched), sort).limit(limit).offset(offset)
  }

  /** Matching invoices in the sort's order, with the customer's and the owner's names: the page's ids are chosen from the index alone, then only they are joined. */
  const named = (filter: InvoiceFilter, limit: number, offset: number, sort: InvoiceSort, fromParts = false) =>
    inOrder(
      db
        .selectFrom("invoices")
        .innerJoin("customers", "customers.id", "invoices.customer_id")
        .leftJoin("users", "users.id", "invoices.sales_expert_id")
        .select(rowColumns)
        .where("invoices.id", "in", pageIds(filter, limit, offset, sort, fromParts)),
      sort,
    )

  /** How many invoices the kept counts hold of a kind and state (either may be absent). */
  const kept = (from: Pick<Db, "selectFrom">, kind: InvoiceKind | undefined, state: InvoiceState | undefined) =>
    from
      .selectFrom("invoice_counts")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("n"), sql<number>`0`).as("n"))
      .$if(kind !== undefined, (q) => q.where("kind", "=", kind ?? ""))
      .$if(state !== undefined, (q) => q.where("state", "=", state ?? ""))

  /** The total of a list: from the kept counts when only the kind and state narrow it, else counted. */
  const totalOf = async (filter: InvoiceFilter): Promise<number> => {
    const { kind, state, ...others } = filter
    if (Object.values(others).every((value) => value === undefined)) return Number((await kept(db, kind, state).executeTakeFirstOrThrow()).n)
    const counted = await matching(db.selectFrom("invoices"), filter).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()
    return Number(counted.n)
  }

  /** A search's total as its two disjoint parts, and in the same statement the kept count of its kind and state, what walking the list's order could pass. */
  const searchTotals = async (filter: InvoiceFilter, search: string): Promise<SearchTotals> => {
    const [byCustomer, byOwnText] = searchParts(filter, search).map((part) => part.select((eb) => eb.fn.countAll<number>().as("n")))
    const counted = await db
      .selectNoFrom([sql<number>`(${byCustomer}) + (${byOwnText})`.as("total"), sql<number>`(${kept(nested, filter.kind, filter.state)})`.as("walked")])
      .executeTakeFirstOrThrow()
    return { total: Number(counted.total), walked: Number(counted.walked) }
  }

  /** The invoice's state and version as a save or a move re-reads them inside its transaction (the row locked on PostgreSQL). */
  const locked = (trx: Trx, id: number) =>
    trx
      .selectFrom("invoices")
      .select(["kind", "state", "version", "serial_number", "sales_expert_id"])
      .where("id", "=", id)
      .$if(dialect === "postgres", (q) => q.forNoKeyUpdate())
      .executeTakeFirst()

  const read = async (from: Db | Trx, id: number): Promise<InvoiceRecord | undefined> => {
    const head = await listed(from)
      .selectAll("invoices")
      .select(["customers.name as customer_first", "customers.last_name as customer_last", "users.name as expert_first", "users.last_name as expert_last"])
      .where("invoices.id", "=", id)
      .executeTakeFirst()
    if (head === undefined) return undefined
    const lines = await from.selectFrom("invoice_lines").select(["id", "priced"]).where("invoice_id", "=", id).orderBy("position").execute()
    return {
      ...toRow(head),
      lines: lines.map((row) => {
        const stored = JSON.parse(row.priced) as { line: ResolvedLine; price: LinePrice }
        return { id: row.id, line: { ...stored.line, id: row.id }, price: stored.price }
      }),
      version: head.version,
      fare_id: head.fare_id,
      fare_title: head.fare_title,
      rack_type: head.rack_type as 1 | 2 | 3 | null,
      shipping_type: head.shipping_type as 1 | 2 | null,
      discount_basis_points: head.discount_basis_points,
      weight_grams: Number(head.weight_grams),
      subtotal: Number(head.subtotal),
      discount: Number(head.discount),
      fare: Number(head.fare),
      vat_basis_points: head.vat_basis_points,
      vat: Number(head.vat),
      created_at: head.created_at,
      updated_at: head.updated_at,
    }
  }

  return {
    catalog: () => loadCatalog(db),
    catalogFor: (laminateColorIds) => loadCatalog(db, laminateColorIds),
    pricingSettings: () => loadPricingSettings(db),
    customer: async (id) => {
      const row = await db.selectFrom("customers").select(["id", "sales_expert_id", "is_active"]).where("id", "=", id).executeTakeFirst()
      return row && { id: row.id, sales_expert_id: row.sales_expert_id, is_active: row.is_active === 1 }
    },
    buyer: invoiceBuyerIn(db),
    activeExpertIds: async () => (await db.selectFrom("users").select("id").where("role", "=", "sales-expert").where("is_active", "=", 1).execute()).map((row) => row.id),
    accessOf: async (userId) => {
      const row = await db.selectFrom("sales_expert_access").selectAll().where("user_id", "=", userId).executeTakeFirst()
      if (row === undefined) return effectiveAccess(Option.none())
      const products = await db.selectFrom("sales_expert_access_products").select("product_id").where("user_id", "=", userId).execute()
      return effectiveAccess(
        Option.some({
          may_see_all_customers: row.may_see_all_customers === 1,
          may_create_pre_buy: row.may_create_pre_buy === 1,
          max_discount_percent: Number(row.max_discount_percent),
          allowed_product_ids: products.map((product) => product.product_id),
          is_active: row.is_active === 1,
        }),
      )
    },
    one: (id) => read(db, id),
    create: (write) =>
      db.transaction().execute(async (trx) => {
        const counter = await trx.updateTable("counters").set({ value: sql`value + 1` }).where("name", "=", invoiceSerialCounter).returning("value").executeTakeFirstOrThrow()
        const serial = Number(counter.value)
        const { id } = await trx
          .insertInto("invoices")
          .values({
            ...headerOf(write),
            serial_number: serial,
            kind: write.invoice.kind,
            version: 1,
            created_by: write.userId,
            search_text: invoiceSearchTextOf(serial, write.invoice.note),
            created_at: write.nowIso,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
        await writeLines(trx, id, write)
        await recount(trx, undefined, { kind: write.invoice.kind, state: write.state })
        const record = (await read(trx, id)) as InvoiceRecord
        await writeRevision(trx, record, { ...write, reason: null })
        return record
      }),
    update: (id, write, expectedVersion, editable) =>
      db.transaction().execute(async (trx): Promise<UpdateOutcome> => {
        const current = await locked(trx, id)
        if (current === undefined) return { refused: "missing" }
        if (expectedVersion !== null && current.version !== expectedVersion) return { refused: "stale" }
        if (!editable(current.state as InvoiceState)) return { refused: "notEditable" }
        await trx
          .updateTable("invoices")
          .set({ ...headerOf(write), version: current.version + 1, search_text: invoiceSearchTextOf(Number(current.serial_number), write.invoice.note) })
          .where("id", "=", id)
          .execute()
        await writeLines(trx, id, write)
        await recount(trx, { kind: current.kind as InvoiceKind, state: current.state as InvoiceState }, { kind: current.kind as InvoiceKind, state: write.state })
        const record = (await read(trx, id)) as InvoiceRecord
        await writeRevision(trx, record, { ...write, reason: null })
        return { saved: record }
      }),
    move: (id, request) =>
      db.transaction().execute(async (trx): Promise<MoveOutcome> => {
        const current = await locked(trx, id)
        if (current === undefined) return { refused: "missing" }
        if (request.expectedVersion !== null && current.version !== request.expectedVersion) return { refused: "stale" }
        const next = request.decide({ kind: current.kind as InvoiceKind, state: current.state as InvoiceState, sales_expert_id: current.sales_expert_id })
        if (next === undefined) return { refused: "notAllowed" }
        // The order moves with its invoice (opened when it becomes formal, moved on confirm and cancel), in this transaction.
        const order = await orderFollowing(trx, dialect, id, { kind: current.kind as InvoiceKind, state: current.state as InvoiceState }, next)
        if (order === undefined) return { refused: "notAllowed" }
        // An order whose cutting has started is not cancelled (production.md section 2): its pieces' message under `state`.
        if ("heldBack" in order) return { invalid: { state: order.heldBack } }
        // The version in the condition makes a racing move that read the same row lose on SQLite too.
        const moved = await trx
          .updateTable("invoices")
          .set({ kind: next.kind, state: next.state, version: current.version + 1, updated_at: request.nowIso })
          .where("id", "=", id)
          .where("version", "=", current.version)
          .returning("id")
          .executeTakeFirst()
        if (moved === undefined) return { refused: "notAllowed" }
        await recount(trx, { kind: current.kind as InvoiceKind, state: current.state as InvoiceState }, next)
        await order.write(request.nowIso)
        const record = (await read(trx, id)) as InvoiceRecord
        await writeRevision(trx, record, { userId: request.userId, action: request.move, reason: request.reason, nowIso: request.nowIso })
        await writeNotices(trx, record, request.notices(record), request.userId, request.nowIso)
        return { saved: record }
      }),
    history: async (id) => {
      const rows = await db
        .selectFrom("invoice_revisions")
        .leftJoin("users", "users.id", "invoice_revisions.user_id")
        .select(["invoice_revisions.id", "invoice_revisions.version", "invoice_revisions.action", "invoice_revisions.user_id", "invoice_revisions.reason", "invoice_revisions.snapshot", "invoice_revisions.created_at", "users.name", "users.last_name"])
        .where("invoice_revisions.invoice_id", "=", id)
        .orderBy("invoice_revisions.id", "asc")
        .execute()
      const snapshots = rows.map((row) => JSON.parse(row.snapshot) as InvoiceSnapshot)
      return rows
        .map((row, index): RevisionRecord => {
          const snapshot = snapshots[index] as InvoiceSnapshot
          const before = index === 0 ? undefined : snapshots[index - 1]
          return {
            id: row.id,
            version: row.version,
            action: row.action,
            user_id: row.user_id,
            user_name: nameOf(row.name, row.last_name),
            reason: row.reason,
            created_at: row.created_at,
            kind: snapshot.header.kind as InvoiceKind,
            state: snapshot.header.state as InvoiceState,
            changes: before === undefined ? null : diffInvoices(before, snapshot),
          }
        })
        .reverse()
    },
    page: async (filter, { perPage, offset }, sort) => {
      if (filter.search === undefined || !isIndexable(filter.search)) {
        const [rows, total] = await Promise.all([named(filter, perPage, offset, sort).execute(), totalOf(filter)])
        return { rows: rows.map(toRow), total }
      }
      // A search's total comes first: it tells which way its page is read faster.
      const totals = await searchTotals(filter, filter.search)
      const rows = await named(filter, perPage, offset, sort, searchPageFromIds(dialect, totals, offset + perPage)).execute()
      return { rows: rows.map(toRow), total: totals.total }
    },
    exported: async (filter, limit, sort) => (await named(filter, limit, 0, sort).execute()).map(toRow),
  }
}
