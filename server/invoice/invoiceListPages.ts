import { sql, type RawBuilder } from "kysely"
import type { Database } from "../db/Database.ts"
import { cappedTotal, countCapOf, type Page, type PageRequest } from "../db/paging.ts"
import { isIndexable, searchIndexReader, searchTextLike } from "../db/textSearch.ts"
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

/** The invoices of a search matching by their own text alone, as `searchParts` builds them. */
type OwnTextPart = ReturnType<ReturnType<ReturnType<typeof invoiceListQueriesIn>["searchParts"]>[2]>

/** The most invoices a page walks, newest first, before it is read from the matching ids instead. */
const pageWalk = 4096

/** The invoice list's pages and export over one database: how each search is counted and which way its page is read. */
export const invoicePagesIn = ({ db, dialect }: Pick<Database, "db" | "dialect">): Pick<InvoiceStore, "page" | "exported"> => {
  const { toRow, matching, matchesByRow, nested, searchParts, named, namedOf, kept, plainPage } = invoiceListQueriesIn({
    db,
    dialect,
  })

  /**
   * The newest `rows` invoices of the list as its other filters narrow it: what its first pages show, and what their walk
   * reads again (in any other order PostgreSQL would start its scan wherever another left off, on pages not yet in memory).
   */
  const window = (filter: InvoiceFilter, rows: number) =>
    matching(nested.selectFrom("invoices"), { ...filter, search: undefined })
      .select(["invoices.id", "invoices.customer_id", "invoices.search_text"])
      .orderBy("invoices.id", "desc")
      .limit(rows)
      .as("invoices")

  /** How many of the list's newest `searchSample` invoices there are, and how many of them the search matches. */
  const sampleOf = async (filter: InvoiceFilter, search: string) => {
    const sample = await db
      .selectFrom(window(filter, searchSample))
      .select([
        sql<number>`count(*)`.as("visited"),
        sql<number>`coalesce(sum(case when ${matchesByRow(search)} then 1 else 0 end), 0)`.as("matched"),
      ])
      .executeTakeFirstOrThrow()
    return { visited: Number(sample.visited), matched: Number(sample.matched) }
  }

  /** Whether walking the newest invoices finds `cap + 1` matches within twice the invoices a share of one in eight needs. */
  const passesCapWalking = async (filter: InvoiceFilter, search: string, cap: number) => {
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
    return Number(walked.n) > cap
  }

  /**
   * A search's matches through the indexes, counting at most `cap + 1` in each of its two disjoint parts, and in the same
   * statement the kept count of its kind and state (what walking the list's order could pass); `limit` alone counts all.
   */
  const searchTotals = async (filter: InvoiceFilter, search: string, limit?: number): Promise<SearchTotals> => {
    const [customersPart, ownTextPart, ownText] = searchParts(filter, search)
    const counted = (part: typeof customersPart) =>
      limit === undefined
        ? part.select((eb) => eb.fn.countAll<number>().as("n"))
        : nested
            .selectFrom(
              part
                .select(sql<number>`1`.as("one"))
                .limit(limit)
                .as("part"),
            )
            .select(sql<number>`count(*)`.as("n"))
    const byOwnText =
      limit !== undefined && dialect === "sqlite" ? ownTextFromIndex(search, ownText, limit) : counted(ownTextPart)
    const totals = await db
      .selectNoFrom([
        sql<number>`(${counted(customersPart)}) + (${byOwnText})`.as("total"),
        sql<number>`(${kept(nested, filter.kind, filter.state)})`.as("walked"),
      ])
      .executeTakeFirstOrThrow()
    return { total: Number(totals.total), walked: Number(totals.walked) }
  }

  /**
   * SQLite: at most `limit` invoices matching by their own text alone, read from the FTS index row by row, each then looked up
   * by id for the list's other filters; `id in (select rowid …)` would gather all 17,000 ids of a common note first.
   */
  const ownTextFromIndex = (search: string, ownText: (where: RawBuilder<boolean>) => OwnTextPart, limit: number) => {
    const { index, matches, rowid, exact } = searchIndexReader("invoices", search)
    const found = sql<boolean>`${sql.ref("invoices.id")} = ${rowid}`
    const row = ownText(exact ? found : sql<boolean>`${found} and ${searchTextLike(sql.ref("invoices.search_text"), search)}`)
    return sql<number>`(select count(*) from (select 1 from ${index} where ${matches} and exists ${row.select(sql<number>`1`.as("one"))} limit ${limit}))`
  }

  /** A page of a search, newest first, found among the newest `rows` invoices: complete only if as many matched as it holds. */
  const pageWithin = async (filter: InvoiceFilter, search: string, rows: number, perPage: number, offset: number) =>
    (
      await namedOf(
        nested
          .selectFrom(window(filter, rows))
          .select("invoices.id")
          .where(matchesByRow(search))
          .orderBy("invoices.id", "desc")
          .limit(perPage)
          .offset(offset),
      ).execute()
    ).map(toRow)

  /**
   * A search's page and total. Tried first on the newest invoices: a short list is counted there; a dense search walks on to
   * the cap. Otherwise each part is counted through the indexes up to the cap, and the page walks the newest invoices when
   * the sample says a few thousand hold it, else reads the matching ids or walks the list as `searchPageFromIds` chooses.
   */
  const searchPage = async (
    filter: InvoiceFilter,
    search: string,
    request: PageRequest,
    sort: InvoiceSort,
  ): Promise<Page<InvoiceListRow>> => {
    const { perPage, offset } = request
    const cap = countCapOf(request)
    const sample = await sampleOf(filter, search)
    if (sample.visited < searchSample) {
      const rows = (await named(filter, perPage, offset, sort, "byRow").execute()).map(toRow)
      return { rows, total: sample.matched }
    }
    if (sample.matched * denseShare >= sample.visited && (await passesCapWalking(filter, search, cap))) {
      // Newest first the walk reads each invoice's customer by id; another order sorts every match anyway.
      const rows = (await named(filter, perPage, offset, sort, sort === undefined ? "byRow" : "walk").execute()).map(toRow)
      return { rows, total: cap, capped: true }
    }
    if (!isIndexable(search)) {
      const { rows, total } = await plainPage(filter, perPage, offset, sort)
      return { rows: rows.map(toRow), total }
    }
    const totals = await searchTotals(filter, search, cap + 1)
    const counted = cappedTotal(totals.total, cap)
    const end = offset + perPage
    const bySample = sample.matched === 0 ? Infinity : Math.ceil((2 * end * sample.visited) / sample.matched)
    // Past the cap at least one invoice in walked / (cap + 1) matches, whatever the newest hold: the walk is bounded by it, and
    // may go eight times further than otherwise, since the other way reads more than a thousand ids and sorts them.
    const byFloor = counted.capped === true ? Math.ceil((2 * end * totals.walked) / (cap + 1)) : Infinity
    const walk = Math.min(bySample, byFloor)
    if (sort === undefined && walk <= (counted.capped === true ? 8 * pageWalk : pageWalk)) {
      const rows = await pageWithin(filter, search, walk, perPage, offset)
      if (rows.length === perPage || (counted.capped !== true && offset + rows.length >= counted.total))
        return { rows, ...counted }
    }
    const way = searchPageFromIds(dialect, totals, end) ? "parts" : "walk"
    return { rows: (await named(filter, perPage, offset, sort, way).execute()).map(toRow), ...counted }
  }

  const page = async (filter: InvoiceFilter, request: PageRequest, sort: InvoiceSort): Promise<Page<InvoiceListRow>> => {
    const { search } = filter
    if (search !== undefined) return searchPage(filter, search, request, sort)
    const { rows, total } = await plainPage(filter, request.perPage, request.offset, sort)
    return { rows: rows.map(toRow), total }
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
