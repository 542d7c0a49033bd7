import { useEffect, useState } from "react"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { showToast } from "../toast/toast.ts"

/** What a record's GET answers, kept to what the form reads. */
export interface OneAnswer<Row> {
  readonly data?: { readonly data: Row } | undefined
  readonly error?: unknown
  readonly response: Response
}

/** Where an edit form's load stands: nothing to load counts as loaded; "missing" only when 404 is asked to be told apart. */
export type EditLoad = "loading" | "loaded" | "failed" | "missing"

/**
 * Loads the record an edit form shows, again each time `load` changes (memoise it on the id; undefined means a new
 * record): its row goes to `onData`, a failure gets the server's or the generic toast, and with `missingOn404` a 404
 * is told apart without a toast so the page can say the record is not there.
 */
export function useEditLoad<Row>(load: (() => Promise<OneAnswer<Row>>) | undefined, onData: (row: Row) => void, missingOn404 = false): EditLoad {
  const [state, setState] = useState<EditLoad>(load === undefined ? "loaded" : "loading")
  useEffect(() => {
    if (load === undefined) return
    let current = true
    load()
      .then(({ data, error, response }) => {
        if (!current) return
        if (data) {
          onData(data.data)
          setState("loaded")
        } else if (missingOn404 && response.status === 404) setState("missing")
        else {
          showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
          setState("failed")
        }
      })
      .catch(() => current && showToast({ kind: "error", text: genericErrorMessage }))
    return () => {
      current = false
    }
    // onData is read when the answer arrives; only a new record to load starts the effect again.
  }, [load]) // eslint-disable-line react-hooks/exhaustive-deps
  return state
}
