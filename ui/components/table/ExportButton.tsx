import { useState } from "react"
import { showToast } from "../toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import type { ExportColumns } from "./export/sheetOfCsv.ts"

export type { ExportColumns } from "./export/sheetOfCsv.ts"

/** What an openapi-fetch call made with `parseAs: "blob"` answers. */
export interface BlobAnswer {
  readonly data?: Blob | undefined
  readonly error?: unknown
  readonly response: Response
}

interface ExportButtonProps {
  /** Fetches the server's CSV of the list as it is filtered (the bearer token is sent, so a plain link would not do). */
  readonly download: () => Promise<BlobAnswer>
  /** The kinds of the CSV's columns by header: numbers Excel can sum, Jalali dates; the others are text. */
  readonly columns: ExportColumns
  /** The saved workbook's name, such as `users.xlsx`. */
  readonly fileName: `${string}.xlsx`
}

/** Saves the filtered list as an Excel workbook, built in the browser from the server's CSV when the user asks. */
export function ExportButton({ download, columns, fileName }: ExportButtonProps) {
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      // The workbook code is fetched beside the CSV, in its own chunk, only once a user exports.
      const [{ data, error, response }, { saveWorkbook }] = await Promise.all([download(), import("./export/saveWorkbook.ts")])
      if (!data) {
        showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
        return
      }
      await saveWorkbook(await data.text(), columns, fileName)
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={busy}
      aria-busy={busy}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60"
    >
      <span aria-hidden="true" className={`${busy ? "i-tabler-loader-2 animate-spin" : "i-tabler-file-spreadsheet"} h-5 w-5`} />
      خروجی اکسل
    </button>
  )
}
