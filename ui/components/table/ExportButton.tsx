import { useState } from "react"
import { showToast } from "../toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"

/** What an openapi-fetch call made with `parseAs: "blob"` answers. */
export interface BlobAnswer {
  readonly data?: Blob | undefined
  readonly error?: unknown
  readonly response: Response
}

interface ExportButtonProps {
  /** Fetches the CSV of the list as it is filtered (the bearer token is sent, so a plain link would not do). */
  readonly download: () => Promise<BlobAnswer>
  /** The saved file's name, such as `users.csv`. */
  readonly fileName: string
}

/** Downloads the filtered list as a CSV file that Excel opens with its Persian text intact. */
export function ExportButton({ download, fileName }: ExportButtonProps) {
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      const { data, error, response } = await download()
      if (!data) {
        showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
        return
      }
      const url = URL.createObjectURL(data)
      const link = document.createElement("a")
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has taken the file once the click is handled; the address is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 1000)
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
