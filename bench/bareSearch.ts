// The limit a list search can approach (issue 31): a bare node:http server over the same database file and driver as the
// app, answering `/Admin/customer` and `/Admin/invoice` with the same store call the app's `list` use case makes for the
// super-admin, the rows serialised with JSON.stringify; no Hono, no sign-in, no validation.
// `npx tsx bench/bareSearch.ts FILE PORT` serves the SQLite file FILE on 127.0.0.1:PORT.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { customersIn } from "../server/customer/customerStore.ts"
import type { CustomerFilter } from "../server/customer/customerLists.ts"
import type { InvoiceKind } from "../domain/invoice/InvoiceOptions.ts"
import { metaOf, pageRequest, type Page, type PageRequest } from "../server/db/paging.ts"
import { openSqlite } from "../server/db/sqlite.ts"
import { orderStepIn } from "../server/finance/orderFollows.ts"
import { searchText } from "../server/http/listQuery.ts"
import type { InvoiceFilter } from "../server/invoice/invoiceRecords.ts"
import { invoiceStoreIn } from "../server/invoice/invoiceStore.ts"

const [file, port] = process.argv.slice(2)
const database = openSqlite(file ?? "")
const customers = customersIn(database)
const invoices = invoiceStoreIn(database, orderStepIn(database.dialect))

/** The filter the app's routes and use case hand the customer store for a super-admin: the search normalised, nothing else set. */
const customerFilter = (query: URLSearchParams): CustomerFilter => ({
  search: searchText(query.get("search") ?? undefined),
  active: undefined,
  type: undefined,
  salesExpertId: undefined,
  sort: undefined,
  ownerOnly: undefined,
})

/** The filter the app's routes and use case hand the invoice store for a super-admin: the kind and the normalised search. */
const invoiceFilter = (query: URLSearchParams): InvoiceFilter => ({
  kind: (query.get("kind") ?? undefined) as InvoiceKind | undefined,
  serialNumber: undefined,
  customerId: undefined,
  salesExpertId: undefined,
  state: undefined,
  from: undefined,
  to: undefined,
  search: searchText(query.get("search") ?? undefined),
  ownerOnly: undefined,
})

const pageOf = (path: string, query: URLSearchParams, request: PageRequest): Promise<Page<unknown>> | undefined => {
  if (path === "/Admin/customer") return customers.page(customerFilter(query), request)
  if (path === "/Admin/invoice") return invoices.page(invoiceFilter(query), request)
  return undefined
}

const answer = async (incoming: IncomingMessage, response: ServerResponse) => {
  const url = new URL(incoming.url ?? "/", "http://127.0.0.1")
  const request = pageRequest(url.searchParams.get("page") ?? undefined, url.searchParams.get("per_page") ?? undefined)
  try {
    const reading = pageOf(url.pathname, url.searchParams, request)
    if (reading === undefined) {
      response.writeHead(404).end()
      return
    }
    const page = await reading
    const body = JSON.stringify({ data: page.rows, meta: metaOf(request, page.total) })
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
    response.end(body)
  } catch (error) {
    // A failed query must show in the bench's non-2xx count, never as a fast empty answer.
    response.writeHead(500, { "content-type": "text/plain" }).end(String(error))
  }
}

createServer((incoming, response) => void answer(incoming, response)).listen(Number(port), "127.0.0.1")
