import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query"
import { Option } from "effect"
import { decodeListEnvelope } from "../../../domain/pagination/ListEnvelope.ts"
import { genericErrorMessage } from "../../state/errors.ts"
import { answered, LoadFailed, type ApiAnswer } from "../../state/queries.ts"

/** One page of a list: its rows and the count of every matching row. */
export interface RowsPage<Row> {
  readonly rows: ReadonlyArray<Row>
  readonly total: number
  /** A search matched more rows than it counted: `total` is a floor. */
  readonly capped: boolean
  /** How many rows come before this page's first, so that a page still shown while the next loads keeps its numbers. */
  readonly offset: number
}

/** A list call's answer as openapi-fetch gives it. */
export type ListAnswer<Row> = ApiAnswer<{
  readonly data: ReadonlyArray<Row>
  readonly meta: { readonly total: number; readonly capped?: true }
}>

/** Where a list's load stands: "loading" only while nothing of it is known yet. */
export type ListStatus = "loading" | "failed" | "loaded"

/** A list page's rows as the table shows them, and what the page may do with them. */
export interface ListRows<Row> {
  readonly status: ListStatus
  /** This page's rows, or the previous page's while this one loads; undefined before anything arrived or after a failure. */
  readonly page: RowsPage<Row> | undefined
  /** The rows shown belong to another page or filter: the next ones are on their way. */
  readonly stale: boolean
  readonly failure: string | undefined
  readonly retry: () => void
  /** Changes one shown row in place, from the server's answer to a switch. */
  readonly setRow: (id: number, change: (row: Row) => Row) => void
}

/**
 * A list page's rows under `key` (undefined loads nothing): cancelled when the page or a filter changes, the previous
 * page kept on screen while the next loads, the answer's shape decoded, and a failure kept so the table can say so.
 */
export function useListRows<Row extends { readonly id: number }>(
  key: QueryKey | undefined,
  load: (signal: AbortSignal) => Promise<ListAnswer<Row>>,
  offset = 0,
): ListRows<Row> {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: key ?? ["nothing"],
    enabled: key !== undefined,
    queryFn: async ({ signal }): Promise<RowsPage<Row>> => {
      const answer = await answered(load(signal), signal)
      // The envelope and every row's id are checked; the rest of a row is the contract's generated type.
      const page = Option.getOrUndefined(decodeListEnvelope(answer))
      if (page === undefined) throw new LoadFailed(genericErrorMessage, undefined)
      return { ...(page as Omit<RowsPage<Row>, "offset">), offset }
    },
    placeholderData: keepPreviousData,
  })
  const failed = query.isError && !query.isFetching
  return {
    status: failed ? "failed" : query.data === undefined ? "loading" : "loaded",
    page: failed ? undefined : query.data,
    stale: query.isPlaceholderData,
    failure: failed ? (query.error instanceof LoadFailed ? query.error.text : genericErrorMessage) : undefined,
    retry: () => void query.refetch(),
    setRow: (id, change) => {
      if (key === undefined) return
      client.setQueryData<RowsPage<Row>>(
        key,
        (shown) => shown && { ...shown, rows: shown.rows.map((row) => (row.id === id ? change(row) : row)) },
      )
    },
  }
}

/** A row with its number across pages, for lists whose answer carries none. */
export type NumberedRow<Row> = Row & { readonly key: number }

/** The offset of a page of the list, for useListRows when the rows are numbered on screen. */
export const offsetOf = (params: { readonly page: number; readonly perPage: number }): number =>
  (params.page - 1) * params.perPage

/** The same list with each row numbered from the offset of the page it belongs to. */
export const numberRows = <Row extends { readonly id: number }>(list: ListRows<Row>): ListRows<NumberedRow<Row>> => ({
  ...list,
  page: list.page && {
    ...list.page,
    rows: list.page.rows.map((row, index) => ({ ...row, key: (list.page?.offset ?? 0) + index + 1 })),
  },
  setRow: (id, change) => list.setRow(id, (row) => change({ ...row, key: 0 })),
})
