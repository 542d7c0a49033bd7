import { useEffect, useState, type Dispatch, type SetStateAction } from "react"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { showToast } from "../toast/toast.ts"

/** One page of a list: its rows and the count of every matching row. */
export interface RowsPage<Row> {
  readonly rows: ReadonlyArray<Row>
  readonly total: number
}

/** A list call's answer as openapi-fetch gives it: the page and its meta, else the error and response for the toast. */
export interface ListAnswer<Row> {
  readonly data?: { readonly data: ReadonlyArray<Row>; readonly meta: { readonly total: number } } | undefined
  readonly error?: unknown
  readonly response: Response
}

/**
 * The page `load` fetches, again each time `load` changes (memoise it on the page, size and filters; undefined
 * fetches nothing): null while it loads, an empty page with the server's or the generic toast when it fails; the
 * setter lets a toggle change a row.
 */
export function usePagedRows<Row>(load: (() => Promise<ListAnswer<Row>>) | undefined): readonly [RowsPage<Row> | null, Dispatch<SetStateAction<RowsPage<Row> | null>>] {
  const [page, setPage] = useState<RowsPage<Row> | null>(null)
  useEffect(() => {
    if (load === undefined) return
    let current = true
    const failed = (text: string) => {
      if (!current) return
      setPage({ rows: [], total: 0 })
      showToast({ kind: "error", text })
    }
    setPage(null)
    load()
      .then(({ data, error, response }) => {
        if (!current) return
        if (data) setPage({ rows: data.data, total: data.meta.total })
        else failed(saveErrorMessage(error, response.status))
      })
      .catch(() => failed(genericErrorMessage))
    return () => {
      current = false
    }
  }, [load])
  return [page, setPage] as const
}
