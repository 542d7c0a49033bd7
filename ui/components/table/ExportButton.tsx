import { useMutation } from "@tanstack/react-query"
import { showToast } from "../toast/toast.ts"
import { refusalText, settled } from "../../state/saveRefused.ts"
import type { ApiAnswer } from "../../state/queries.ts"
import type { ExportColumns } from "./export/sheetOfCsv.ts"

export type { ExportColumns } from "./export/sheetOfCsv.ts"

/** What an openapi-fetch call made with `parseAs: "blob"` answers. */
export type BlobAnswer = ApiAnswer<Blob>

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
  const exporting = useMutation({
    mutationFn: async () => {
      // The workbook code is fetched beside the CSV, in its own chunk, only once a user exports.
      const [data, { saveWorkbook }] = await Promise.all([settled(download()), import("./export/saveWorkbook.ts")])
      await saveWorkbook(await data.text(), columns, fileName)
    },
    onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
  })
  const busy = exporting.isPending
  return (
    <button
      type="button"
      onClick={() => exporting.mutate()}
      disabled={busy}
      aria-busy={busy}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60"
    >
      <span aria-hidden="true" className={`${busy ? "i-tabler-loader-2 animate-spin" : "i-tabler-file-spreadsheet"} h-5 w-5`} />
      خروجی اکسل
    </button>
  )
}
