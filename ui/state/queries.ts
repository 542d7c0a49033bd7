import { notifyManager, QueryCache, QueryClient, type Query } from "@tanstack/react-query"
import { showToast } from "../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "./errors.ts"

/** The kinds of server data the browser keeps: every query key starts with one, and a save invalidates its kind. */
export type DataTag =
  | "users"
  | "customers"
  | "access"
  | "glass-types"
  | "size-limits"
  | "laminate-colors"
  | "glass-widths"
  | "spacers"
  | "fares"
  | "dimensions"
  | "products"
  | "invoices"
  | "announcements"
  | "orders"

/** What an openapi-fetch call answers, kept to what the data layer reads. */
export interface ApiAnswer<D> {
  readonly data?: D | undefined
  readonly error?: unknown
  readonly response: Response
}

/** A load the server refused or the network lost: the Persian text the user is shown, and the status if any. */
export class LoadFailed extends Error {
  constructor(
    readonly text: string,
    readonly status: number | undefined,
  ) {
    super(text)
  }
}

/** How a query's failure is told: a toast by default, nothing when the screen says it itself or a 404 means "missing". */
export interface QueryMeta extends Record<string, unknown> {
  readonly silent?: boolean
  readonly quietNotFound?: boolean
}

/** The data of an answer; a refusal or a lost connection becomes LoadFailed, a cancelled call stays a cancellation. */
export const answered = async <D>(
  call: Promise<ApiAnswer<D>>,
  signal?: AbortSignal,
  fallback: string = genericErrorMessage,
): Promise<D> => {
  let answer: ApiAnswer<D>
  try {
    answer = await call
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new LoadFailed(fallback, undefined)
  }
  if (answer.data !== undefined) return answer.data
  throw new LoadFailed(saveErrorMessage(answer.error, answer.response.status, fallback), answer.response.status)
}

/** After a save of these kinds: their lists, records and lookups are fetched again when next shown. */
export const invalidateTags = (tags: ReadonlyArray<DataTag>): void => {
  for (const tag of tags) void queryClient().invalidateQueries({ queryKey: [tag] })
}

const toastFailure = (error: Error, query: Query<unknown, unknown, unknown>): void => {
  const meta = (query.meta ?? {}) as QueryMeta
  const status = error instanceof LoadFailed ? error.status : undefined
  if (meta.silent || (meta.quietNotFound && status === 404)) return
  showToast({ kind: "error", text: error instanceof LoadFailed ? error.text : genericErrorMessage })
}

let client: QueryClient | undefined

/**
 * The app's one cache, made when the signed-in shell first asks for it: the login route never loads the query library.
 */
export const queryClient = (): QueryClient => (client ??= makeQueryClient())

/**
 * The browser's one cache of server data. Loads are not retried behind the user's back (the screen offers "try
 * again"), and a returning tab does not refetch: the lists refetch when opened again and after every save.
 */
export const makeQueryClient = (): QueryClient => {
  // An answer reaches the screens in a microtask rather than the library's setTimeout(0), which a paused or throttled
  // page clock would hold back (a hidden tab's poll, the notifications suite's frozen clock).
  notifyManager.setScheduler(queueMicrotask)
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastFailure }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
}
