import { CustomerId, InvoiceId, UserId } from "../../domain/identifiers/Ids.ts"
import { rialsOfColumn } from "../../domain/money/Rials.ts"
import { expressionBuilder, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { codeOrder, orderedBy, persianOrder } from "../db/listOrder.ts"
import { inSubquery, isIndexable, oneOf, searchTextLike, searchTextMatches } from "../db/textSearch.ts"

import type { InvoiceListRow, InvoiceFilter, InvoiceSort } from "./invoiceRecords.ts"
import { nameOf } from "./invoiceWrites.ts"

type Db = Kysely<Schema>

/**
 * How a search's condition reads: through the indexes; as a walk testing each invoice against the set of matching customers
 * (`hash`); or as a walk reading each invoice's customer by its id (`byRow`), cheap while matches are dense.
 */
export type SearchWay = "indexes" | "hash" | "byRow"

/** How a page's ids are read: walking the list's order, from a search's two parts, through a range of dates, or `byRow`. */
export type PageWay = "walk" | "parts" | "dates" | "byRow"

/** The invoice lists' queries over one database: filters, order, the search planner and the kept counts. */
export const invoiceListQueriesIn = ({ db, dialect }: Pick<Database, "db" | "dialect">) => {
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
    id: InvoiceId(row.id),
    serial_number: Number(row.serial_number),
    kind: row.kind as InvoiceKind,
    state: row.state as InvoiceState,
    date: row.date,
    customer_id: CustomerId(row.customer_id),
    customer_name: nameOf(row.customer_first, row.customer_last) ?? "",
    sales_expert_id: row.sales_expert_id === null ? null : UserId(row.sales_expert_id),
    sales_expert_name: nameOf(row.expert_first, row.expert_last),
    lines: row.lines,
    pieces: row.pieces,
    area_mm2: Number(row.area_mm2),
    total: rialsOfColumn(row.total),
    note: row.note,
  })

  // The customer's search text of the invoice a walk passes, read by its id.
  const customerText = sql<string>`(select c.search_text from customers as c where c.id = ${sql.ref("invoices.customer_id")})`

  /** A search tried on the invoice a walk passes (`invoices.customer_id` and `invoices.search_text`): its own text or its customer's. */
  const matchesByRow = (search: string) =>
    sql<boolean>`(${searchTextLike(sql.ref("invoices.search_text"), search)} or ${searchTextLike(customerText, search)})`

  /** The filters on the invoices table alone, so the count never joins; a search's customers by id, read the `way` asked. */
  const matching = <O>(
    query: SelectQueryBuilder<Schema, "invoices", O>,
    filter: InvoiceFilter,
    way: SearchWay = "indexes",
  ): SelectQueryBuilder<Schema, "invoices", O> => {
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
      .$if(search !== undefined && way === "byRow", (q) => q.where(matchesByRow(search ?? "")))
      .$if(search !== undefined && way !== "byRow", (q) =>
        q.where((eb) =>
          eb.or([
            (way === "hash" || !isIndexable(search ?? "") ? inSubquery : oneOf)(
              dialect,
              eb.ref("invoices.customer_id"),
              eb
                .selectFrom("customers")
                .select("customers.id")
                .where(searchTextMatches(dialect, "customers", search ?? "")),
            ),
            searchTextMatches(dialect, "invoices", search ?? ""),
          ]),
        ),
      )
  }

  /** The customer's name of an invoice, read by the order alone, so choosing a page's ids still needs no join. */
  const customerField = (column: "name" | "last_name") =>
    sql<string | null>`(select ${sql.ref(`c.${column}`)} from customers as c where c.id = ${sql.ref("invoices.customer_id")})`

  /** Orders a query over invoices by the sort (then id, the same way), or newest first without one. */
  const inOrder = <T extends keyof Schema, O>(
    query: SelectQueryBuilder<Schema, T, O>,
    sort: InvoiceSort,
  ): SelectQueryBuilder<Schema, T, O> => {
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
    const ofCustomers = oneOf(
      dialect,
      sql.ref<number>("invoices.customer_id"),
      nested
        .selectFrom("customers")
        .select("customers.id")
        .where(searchTextMatches(dialect, "customers", search)),
    )
    // SQLite would walk every invoice of an owner (`invoices_by_expert`) rather than the matching customers': `+` keeps it off that index.
    const owners = [filter.ownerOnly, filter.salesExpertId].filter((owner) => owner !== undefined)
    const byCustomer =
      dialect === "sqlite"
        ? owners.reduce(
            (query, owner) => query.where(sql<boolean>`+${sql.ref("invoices.sales_expert_id")} = ${owner}`),
            matching(nested.selectFrom("invoices"), { ...others, ownerOnly: undefined, salesExpertId: undefined }),
          )
        : matching(nested.selectFrom("invoices"), others)
    // The invoices matching by their own text alone, as `where` finds them.
    const ownText = (where: RawBuilder<boolean>) =>
      matching(nested.selectFrom("invoices"), others)
        .where(where)
        .where(sql<boolean>`not (${ofCustomers})`)
    return [byCustomer.where(ofCustomers), ownText(searchTextMatches(dialect, "invoices", search)), ownText] as const
  }

  /** The ids of a page of matching invoices in the sort's order. */
  const pageIds = (filter: InvoiceFilter, limit: number, offset: number, sort: InvoiceSort, way: PageWay) => {
    const { search } = filter
    // `+ 0` keeps PostgreSQL off the id order's indexes, so it reads the range through `invoices_by_kind_date` and sorts it.
    if (way === "dates")
      return matching(db.selectFrom("invoices"), filter)
        .select("invoices.id")
        .orderBy(sql`${sql.ref("invoices.id")} + 0`, "desc")
        .limit(limit)
        .offset(offset)
    if (way !== "parts" || search === undefined)
      return inOrder(matching(db.selectFrom("invoices"), filter, way === "byRow" ? "byRow" : "hash").select("invoices.id"), sort)
        .limit(limit)
        .offset(offset)
    const [byCustomer, byOwnText] = searchParts(filter, search)
    const matched = byCustomer.select("invoices.id").unionAll(byOwnText.select("invoices.id"))
    // Newest first, PostgreSQL sorts the matched ids alone instead of probing each in the primary key; SQLite would instead
    // read each part in id order through the kind's index, so it looks the ids up (in order) from the list of them.
    if (sort === undefined && dialect === "postgres")
      return nested
        .selectFrom(matched.as("matched"))
        .select("matched.id")
        .orderBy("matched.id", "desc")
        .limit(limit)
        .offset(offset)
    return inOrder(nested.selectFrom("invoices").select("invoices.id").where("invoices.id", "in", matched), sort)
      .limit(limit)
      .offset(offset)
  }

  /** Invoices with the customer's and the owner's names, for a page's ids chosen apart. */
  const withNames = () =>
    db
      .selectFrom("invoices")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .leftJoin("users", "users.id", "invoices.sales_expert_id")
      .select(rowColumns)

  /** Matching invoices in the sort's order, with the customer's and the owner's names: the page's ids are chosen from the index alone, then only they are joined. */
  const named = (filter: InvoiceFilter, limit: number, offset: number, sort: InvoiceSort, way: PageWay = "walk") =>
    inOrder(withNames().where("invoices.id", "in", pageIds(filter, limit, offset, sort, way)), sort)

  /** The invoices of a page's ids chosen elsewhere (a subquery), newest first, with the names. */
  const namedOf = <D, T extends keyof D>(ids: SelectQueryBuilder<D, T, { id: number }>) =>
    inOrder(withNames().where("invoices.id", "in", ids), undefined)

  /** How many invoices the kept counts hold of a kind and state (either may be absent) in a range of scopes (migration 0025). */
  const kept = (
    from: Pick<Db, "selectFrom">,
    kind: InvoiceKind | undefined,
    state: InvoiceState | undefined,
    scopes: readonly [string, string] = ["", ""],
  ) =>
    from
      .selectFrom("invoice_counts")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("n"), sql<number>`0`).as("n"))
      .where("scope", ">=", scopes[0])
      .where("scope", "<=", scopes[1])
      .$if(kind !== undefined, (q) => q.where("kind", "=", kind ?? ""))
      .$if(state !== undefined, (q) => q.where("state", "=", state ?? ""))

  /** The kept scopes a filter's total is the sum of, when besides its kind and state it narrows only by dates or by one owner. */
  const keptScopes = (filter: InvoiceFilter): readonly [string, string] | undefined => {
    const { kind: _kind, state: _state, from, to, ownerOnly, salesExpertId, ...others } = filter
    if (Object.values(others).some((value) => value !== undefined)) return undefined
    const owners = [ownerOnly, salesExpertId].filter((owner) => owner !== undefined)
    const dated = from !== undefined || to !== undefined
    if (owners.length === 0 && !dated) return ["", ""]
    // The stored date is yyyy/MM/dd in ASCII digits, so a range of days is a range of the scopes' text ("~" follows every digit).
    if (owners.length === 0) return [`date:${from ?? ""}`, `date:${to ?? "~"}`]
    if (!dated && owners.every((owner) => owner === owners[0])) return [`expert:${owners[0]}`, `expert:${owners[0]}`]
    return undefined
  }

  /** The total of a list: from the kept counts when only the kind, state, dates or one owner narrow it, else counted. */
  const totalOf = async (filter: InvoiceFilter): Promise<number> => {
    const scopes = keptScopes(filter)
    if (scopes !== undefined) return Number((await kept(db, filter.kind, filter.state, scopes).executeTakeFirstOrThrow()).n)
    const counted = await matching(db.selectFrom("invoices"), filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    return Number(counted.n)
  }

  /**
   * An unsearched page and its total. Newest first, PostgreSQL walks the primary key until the page fills, passing every
   * invoice dated after a range of dates; a range holding fewer invoices than come after it (both kept counts, summed in one
   * statement) is read through its dates' index and sorted instead.
   */
  const plainPage = async (filter: InvoiceFilter, limit: number, offset: number, sort: InvoiceSort) => {
    const scopes = keptScopes(filter)
    if (dialect !== "postgres" || sort !== undefined || filter.to === undefined || !scopes?.[0].startsWith("date:")) {
      const [rows, total] = await Promise.all([named(filter, limit, offset, sort).execute(), totalOf(filter)])
      return { rows, total }
    }
    const counts = await db
      .selectNoFrom([
        sql<number>`(${kept(nested, filter.kind, filter.state, scopes)})`.as("total"),
        sql<number>`(${kept(nested, filter.kind, filter.state, [`date:${filter.to}~`, "date:~"])})`.as("after"),
      ])
      .executeTakeFirstOrThrow()
    const total = Number(counts.total)
    return { rows: await named(filter, limit, offset, sort, total < Number(counts.after) ? "dates" : "walk").execute(), total }
  }

  /** The invoice's state and version as a save or a move re-reads them inside its transaction (the row locked on PostgreSQL). */
  return {
    rowColumns,
    toRow,
    matching,
    matchesByRow,
    customerField,
    inOrder,
    nested,
    searchParts,
    pageIds,
    named,
    namedOf,
    kept,
    totalOf,
    plainPage,
  }
}
