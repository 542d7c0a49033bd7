import { useQuery, type QueryKey } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { answered, LoadFailed, type ApiAnswer } from "../../state/queries.ts"

/** What a record's GET answers, kept to what the form reads. */
export type OneAnswer<Row> = ApiAnswer<{ readonly data: Row }>

/** Where a record's load stands: nothing to load counts as loaded; "missing" only when 404 is asked to be told apart. */
export type EditLoad = "loading" | "loaded" | "failed" | "missing"

/** A record under `key` (undefined loads nothing) and where its load stands. */
export interface RecordLoad<Row> {
  readonly state: EditLoad
  readonly data: Row | undefined
  readonly retry: () => void
}

/**
 * A record read through the query cache, fetched again on every opening (a form must not start from an old copy);
 * a failure gets the server's or the generic toast, and with `missingOn404` a 404 is told apart without one.
 */
export function useRecord<Row>(
  key: QueryKey | undefined,
  load: (signal: AbortSignal) => Promise<OneAnswer<Row>>,
  missingOn404 = false,
): RecordLoad<Row> {
  const query = useQuery({
    queryKey: key ?? ["nothing"],
    enabled: key !== undefined,
    queryFn: async ({ signal }) => (await answered(load(signal), signal)).data,
    refetchOnMount: "always",
    meta: { quietNotFound: missingOn404 },
  })
  const fresh = query.isFetchedAfterMount && !query.isFetching
  const state: EditLoad =
    key === undefined
      ? "loaded"
      : query.isError && !query.isFetching
        ? missingOn404 && query.error instanceof LoadFailed && query.error.status === 404
          ? "missing"
          : "failed"
        : fresh && query.data !== undefined
          ? "loaded"
          : "loading"
  return { state, data: state === "loaded" ? query.data : undefined, retry: () => void query.refetch() }
}

/** Loads the record an edit form shows and hands it to `onData` once per record, when it has come fresh from the server. */
export function useEditLoad<Row>(
  key: QueryKey | undefined,
  load: (signal: AbortSignal) => Promise<OneAnswer<Row>>,
  onData: (row: Row) => void,
  missingOn404 = false,
): EditLoad {
  const { state, data } = useRecord(key, load, missingOn404)
  const given = useRef<string | undefined>(undefined)
  const keyText = JSON.stringify(key ?? null)
  useEffect(() => {
    if (state !== "loaded" || data === undefined || given.current === keyText) return
    given.current = keyText
    onData(data)
    // onData is read when the record arrives; only another record starts it again.
  }, [state, data, keyText]) // eslint-disable-line react-hooks/exhaustive-deps
  return state
}
