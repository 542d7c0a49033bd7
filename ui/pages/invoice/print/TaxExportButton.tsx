import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { refusalText } from "../../../state/saveRefused.ts"
import { useTaxExport } from "../api/invoiceMutations.ts"

/** Saves a text as a file the browser downloads. */
const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}

/** Downloads a formal invoice's file for the tax office (سامانه مودیان); a refusal (a code missing from the settings) is told in a toast. */
export function TaxExportButton({ id, serial }: { readonly id: number; readonly serial: number }) {
  const taxExport = useTaxExport()
  const fetchExport = () =>
    taxExport.mutate(id, {
      onSuccess: (file) => {
        download(`tax-invoice-${serial}.json`, `${JSON.stringify(file, null, 2)}\n`)
        showToast({ kind: "success", text: `فایل سامانه مودیان فاکتور ${toPersianDigits(serial)} دریافت شد` })
      },
      onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
    })
  return (
    <button
      type="button"
      onClick={fetchExport}
      disabled={taxExport.isPending}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-sky-700 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60"
    >
      <span aria-hidden="true" className="i-tabler-file-download h-5 w-5" />
      فایل سامانه مودیان
    </button>
  )
}
