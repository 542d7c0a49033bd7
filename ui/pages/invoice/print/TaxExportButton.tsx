import { useState } from "react"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { genericErrorMessage, saveErrorMessage } from "../../../state/errors.ts"
import { useServices } from "../../../state/services.tsx"

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
  const { api } = useServices()
  const [busy, setBusy] = useState(false)
  const fetchExport = async () => {
    setBusy(true)
    try {
      const { data, error, response } = await api.GET("/Admin/invoice/{id}/tax_export", { params: { path: { id } } })
      if (data) {
        download(`tax-invoice-${serial}.json`, `${JSON.stringify(data.data, null, 2)}\n`)
        showToast({ kind: "success", text: `فایل سامانه مودیان فاکتور ${toPersianDigits(serial)} دریافت شد` })
      } else showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      onClick={() => void fetchExport()}
      disabled={busy}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-sky-700 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60"
    >
      <span aria-hidden="true" className="i-tabler-file-download h-5 w-5" />
      فایل سامانه مودیان
    </button>
  )
}
