import { sql } from "kysely"
import type { Database } from "../db/Database.ts"
import { countCapOf, type Page } from "../db/paging.ts"
import { isIndexable } from "../db/textSearch.ts"
import { invoiceListQueriesIn } from "./invoiceListQueries.ts"
import type { InvoiceFilter, InvoiceListRow, InvoiceSort, InvoiceStore } from "./invoiceRecords.ts"
import { searchPageFromIds, type SearchTotals } from "./invoiceWrites.ts"

/** How many invoices of the list a search is first tried on: enough to tell one match in eight from fewer. */
export const searchSample = 512

/**
 * The least share of matching invoices at which walking the list to a capped count beats counting every match through the
 * indexes (measured at 1,000,000 invoices: docs/server.md, "Capped search totals").
 */
const denseShare = 8

/** What trying a search on the list's first invoices told: its exact total, that it passes the cap, or that it is sparse. */
export type SearchCount =
  { readonly kind: "exact"; readonly total: number } | { readonly kind: "capped" } | { readonly kind: "sparse" }

/** The invoice list's pages and export over one database: how each search is counted and which way its page is read. */
export const invoicePagesIn = ({ db, dialect }: Pick<Database, "db" | "dialect">): Pick<InvoiceStore, "page" | "exported"> => {
  const { toRow, matching, matchesByRow, nested, searchParts, named, kept, plainPage } = invoiceListQueriesIn({ db, dialect })

  /**
   * The newest `rows` invoices of the list as its other filters narrow it: what its first pages show, and what their walk
   * reads again (in any other order PostgreSQL would start its scan wherever another left off, on pages not yet in memory).
   */
  const window = (filter: InvoiceFilter, rows: number) =>
    matching(nested.selectFrom("invoices"), { ...filter, search: undefined })
      .select(["invoices.customer_id", "invoices.search_text"])
      .orderBy("invoices.id", "desc")
      .limit(rows)
      .as("invoices")

  /**
   * A search tried on the list's first `searchSample` invoices, each reading its customer by id. A list shorter than that is
   * counted exactly there. Where one in eight or more match, the walk goes on to `cap + 1` matches, bounded at twice the
   * invoices that share should need; a sparse search, or one whose matches thin out, is counted through the indexes instead.
   */
  const searchCount = async (filter: InvoiceFilter, search: string, cap: number): Promise<SearchCount> => {
    const sample = await db
      .selectFrom(window(filter, searchSample))
      .select([
        sql<number>`count(*)`.as("visited"),
        sql<number>`coalesce(sum(case when ${matchesByRow(search)} then 1 else 0 end), 0)`.as("matched"),
      ])
      .executeTakeFirstOrThrow()
    const [visited, matched] = [Number(sample.visited), Number(sample.matched)]
    if (visited < searchSample) return { kind: "exact", total: matched }
    if (matched * denseShare < visited) return { kind: "sparse" }
    const walked = await db
      .selectFrom(
        nested
          .selectFrom(window(filter, 2 * denseShare * (cap + 1)))
          .select(sql<number>`1`.as("one"))
          .where(matchesByRow(search))
          .limit(cap + 1)
          .as("matched"),
      )
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow()
    return Number(walked.n) > cap ? { kind: "capped" } : { kind: "sparse" }
  }

  /** A search's total as its two disjoint parts, and in the same statement the kept count of its kind and state, what walking the list's order could pass. */
  const searchTotals = async (filter: InvoiceFilter, search: string): Promise<SearchTotals> => {
    const [byCustomer, byOwnText] = searchParts(filter, search).map((part) =>
      part.select((eb) => eb.fn.countAll<number>().as("n")),
    )
    const counted = await db
      .selectNoFrom([
        sql<number>`(${byCustomer}) + (${byOwnText})`.as("total"),
        sql<number>`(${kept(nested, filter.kind, filter.state)})`.as("walked"),
      ])
      .executeTakeFirstOrThrow()
    return { total: Number(counted.total), walked: Number(counted.walked) }
  }

  const page = async (
    filter: InvoiceFilter,
    request: { readonly perPage: number; readonly offset: number },
    sort: InvoiceSort,
  ): Promise<Page<InvoiceListRow>> => {
    const { search } = filter
    const { perPage, offset } = request
    if (search !== undefined) {
      // A search's count comes first: it tells which way its page is read faster.
      const cap = countCapOf(request)
      const counted = await searchCount(filter, search, cap)
      if (counted.kind !== "sparse") {
        // Newest first, or a short list, the walk reads each invoice's customer by id; another order sorts every match anyway.
        const way = counted.kind === "exact" || sort === undefined ? "byRow" : "walk"
        const rows = (await named(filter, perPage, offset, sort, way).execute()).map(toRow)
        return counted.kind === "exact" ? { rows, total: counted.total } : { rows, total: cap, capped: true }
      }
    }
    if (search === undefined || !isIndexable(search)) {
      const { rows, total } = await plainPage(filter, perPage, offset, sort)
      return { rows: rows.map(toRow), total }
    }
    const totals = await searchTotals(filter, search)
    const way = searchPageFromIds(dialect, totals, offset + perPage) ? "parts" : "walk"
    return { rows: (await named(filter, perPage, offset, sort, way).execute()).map(toRow), total: totals.total }
  }

  const exported = async (filter: InvoiceFilter, limit: number, sort: InvoiceSort) => {
    // An export of a search chooses its way as its list's first page does.
    const { search } = filter
    const totals = search !== undefined && isIndexable(search) ? await searchTotals(filter, search) : undefined
    const fromIds = totals !== undefined && searchPageFromIds(dialect, totals, limit)
    return (await named(filter, limit, 0, sort, fromIds ? "parts" : "walk").execute()).map(toRow)
  }

  return { page, exported }
}
