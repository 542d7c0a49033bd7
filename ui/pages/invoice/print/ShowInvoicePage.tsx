import { Option, Result, Schema } from "effect"
import { useParams } from "react-router"
import { invoiceKindLabels } from "../../../../domain/invoice/InvoiceOptions.ts"
import { taxIdOf } from "../../../../domain/invoice/TaxId.ts"
import { CompanySettingsSchema } from "../../../../domain/settings/CompanySettings.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { useRecordQuery } from "../../../components/form/useEditLoad.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { useServices } from "../../../state/services.tsx"
import NotFoundPage from "../../status/NotFoundPage.tsx"
import { $role } from "../../../state/session.ts"
import { settingsQuery } from "../../settings/api/settingsQueries.ts"
import { invoiceBuyerQuery } from "../api/invoiceQueries.ts"
import { backToListOf } from "../invoiceListRoute.ts"
import { InvoiceSheet } from "./InvoiceSheet.tsx"
import { PrintToolbar } from "./PrintToolbar.tsx"
import { TaxExportButton } from "./TaxExportButton.tsx"
import { usePrintableInvoice } from "./usePrintableInvoice.ts"

/** `show-invoice/{id}`: the invoice as the customer receives it, ready to print on A4; an invoice the user may not read is not found. */
export default function ShowInvoicePage() {
  const { api } = useServices()
  const { id } = useParams()
  const { invoice, catalog } = usePrintableInvoice(id)
  const settings = useRecordQuery(settingsQuery(api))
  const shown = invoice.data
  const buyer = useRecordQuery(invoiceBuyerQuery(api, shown?.id ?? 0), shown !== undefined)

  if (invoice.state === "missing") return <NotFoundPage />
  // A legal paper never prints with a party's particulars missing: any failed part is told and tried again.
  const company =
    settings.data === undefined
      ? undefined
      : Option.getOrUndefined(Schema.decodeUnknownOption(CompanySettingsSchema)(settings.data.company))
  if (
    invoice.state === "failed" ||
    settings.state === "failed" ||
    buyer.state === "failed" ||
    (settings.data !== undefined && company === undefined)
  )
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری فاکتور انجام نشد.</p>
        <RetryButton
          retry={() => {
            invoice.retry()
            settings.retry()
            buyer.retry()
          }}
        />
      </div>
    )
  if (shown === undefined || company === undefined || buyer.state === "loading")
    return <p className="text-gray-600">در حال بارگذاری…</p>
  const title = `${invoiceKindLabels[shown.kind]} شماره ${toPersianDigits(shown.serial_number)}`
  const formal = shown.kind === "formal"
  const memoryId = settings.data?.memory_id ?? null
  // A formal invoice prints its tax ID; without a memory ID in the settings it says so rather than print a wrong one.
  const taxId = !formal
    ? undefined
    : memoryId === null
      ? "ثبت نشده"
      : Result.getOrElse(taxIdOf({ memoryId, date: shown.date, serial: shown.serial_number }), () => "نامعتبر")
  return (
    <section>
      <PrintToolbar title={title} backTo={backToListOf($role.value, shown.kind)}>
        {formal && <TaxExportButton id={shown.id} serial={shown.serial_number} />}
      </PrintToolbar>
      <InvoiceSheet invoice={shown} company={company} buyer={buyer.data} catalog={catalog?.catalog} taxId={taxId} />
    </section>
  )
}
