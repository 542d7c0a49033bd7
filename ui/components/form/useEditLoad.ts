import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { answered, LoadFailed, type ApiAnswer, type QueryMeta } from "../../state/queries.ts"

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

/** A feature's read of one record, as its `api/` folder's queryOptions give it. */
export type RecordQuery<Row, Key extends QueryKey> = UseQueryOptions<Row, Error, Row, Key>

/**
 * A record read by a feature's queryOptions, fetched again on every opening (a form must not start from an old copy);
 * `enabled` false loads nothing and counts as loaded. A failure gets the server's or the generic toast; a 404 is told
 * apart as "missing", without one, when the options' meta asks for it (or `missingOn404` says so).
 */
export function useRecordQuery<Row, Key extends QueryKey>(
  options: RecordQuery<Row, Key>,
  enabled = true,
  missingOn404: boolean = (options.meta as QueryMeta | undefined)?.quietNotFound === true,
): RecordLoad<Row> {
  const query = useQuery({
    ...options,
    enabled,
    refetchOnMount: "always",
    meta: { ...options.meta, quietNotFound: missingOn404 },
  })
  const fresh = query.isFetchedAfterMount && !query.isFetching
  const state: EditLoad = !enabled
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

/** A record under `key` (undefined loads nothing) read by `load`, as useRecordQuery reads a feature's queryOptions. */
export function useRecord<Row>(
  key: QueryKey | undefined,
  load: (signal: AbortSignal) => Promise<OneAnswer<Row>>,
  missingOn404 = false,
): RecordLoad<Row> {
  return useRecordQuery(
    { queryKey: key ?? ["nothing"], queryFn: async ({ signal }) => (await answered(load(signal), signal)).data },
    key !== undefined,
    missingOn404,
  )
}

/** Hands a loaded record to `onData` once per record (told by `keyText`), when it has come fresh from the server. */
function useHandedOnce<Row>(load: RecordLoad<Row>, keyText: string, onData: (row: Row) => void): EditLoad {
  const { state, data } = load
  const given = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (state !== "loaded" || data === undefined || given.current === keyText) return
    given.current = keyText
    onData(data)
    // onData is read when the record arrives; only another record starts it again.
  }, [state, data, keyText]) // eslint-disable-line react-hooks/exhaustive-deps
  return state
}

/** Loads the record an edit form shows by a feature's queryOptions and hands it to `onData` once per record. */
export function useEditLoadQuery<Row, Key extends QueryKey>(
  options: RecordQuery<Row, Key>,
  enabled: boolean,
  onData: (row: Row) => void,
): EditLoad {
  return useHandedOnce(useRecordQuery(options, enabled), JSON.stringify(enabled ? options.queryKey : null), onData)
}

/** Loads the record an edit form shows and hands it to `onData` once per record, when it has come fresh from the server. */
export function useEditLoad<Row>(
  key: QueryKey | undefined,
  load: (signal: AbortSignal) => Promise<OneAnswer<Row>>,
  onData: (row: Row) => void,
  missingOn404 = false,
): EditLoad {
  return useHandedOnce(useRecord(key, load, missingOn404), JSON.stringify(key ?? null), onData)
}
