import { Option } from "effect"
import { useParams } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import type { Json } from "../../../domain/invoice/InvoiceDiff.ts"
import { invoiceKindLabels, invoiceStateLabels } from "../../../domain/invoice/InvoiceOptions.ts"
import {
  revisionActionLabels,
  revisionFieldLabel,
  revisionValueText,
  type PartNames,
} from "../../../domain/invoice/RevisionText.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { useRecordQuery } from "../../components/form/useEditLoad.ts"
import { RetryButton } from "../../components/table/ListLoadFailed.tsx"
import { formatDateTime } from "../../shell/formatTime.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { useServices } from "../../state/services.tsx"
import { partNamesOf } from "./partNames.ts"
import { invoiceHistoryQuery, invoiceQuery, useInvoiceCatalog, type InvoiceRevision as Revision } from "./api/invoiceQueries.ts"

type FieldChange = components["schemas"]["InvoiceFieldChange"]

/** The changes of one revision a person compares: fields with a Persian name, old and new written out. */
function ChangeRows({ changes, names }: { readonly changes: ReadonlyArray<FieldChange>; readonly names: PartNames }) {
  const shown = changes.flatMap((change) =>
    Option.match(revisionFieldLabel(change.field), { onNone: () => [], onSome: (label) => [{ ...change, label }] }),
  )
  if (shown.length === 0) return null
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-gray-600">
          <th className="py-1 text-start font-normal">مورد</th>
          <th className="py-1 text-start font-normal">قبل</th>
          <th className="py-1 text-start font-normal">بعد</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((change) => (
          <tr key={change.field} className="border-t border-gray-100">
            <td className="py-1 pe-2 text-gray-800">{change.label}</td>
            <td className="py-1 pe-2 break-words text-gray-600 tabular-nums">
              {revisionValueText(change.field, change.old as Json, names)}
            </td>
            <td className="py-1 break-words text-gray-900 tabular-nums">
              {revisionValueText(change.field, change.new as Json, names)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const lineName = (fields: Readonly<Record<string, unknown>>): string =>
  `${String(fields.product_name ?? "")} ${toPersianDigits(`${String(fields.width ?? "")}×${String(fields.height ?? "")}`)} (${toPersianDigits(String(fields.count ?? ""))} عدد)`

/** One revision: what was done, by whom and when, the reason of a rejection, and what changed against the one before. */
function RevisionCard({
  revision,
  lineNumbers,
  names,
}: {
  readonly revision: Revision
  readonly lineNumbers: ReadonlyMap<number, number>
  readonly names: PartNames
}) {
  const { changes } = revision
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-gray-900">{revisionActionLabels[revision.action] ?? revision.action}</h2>
        <p className="text-sm text-gray-600">
          {revision.user_name ?? "—"}، <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
        </p>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {invoiceKindLabels[revision.kind]}، {invoiceStateLabels[revision.state]}
      </p>
      {revision.reason !== null && <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">دلیل: {revision.reason}</p>}
      {changes === null ? (
        <p className="mt-2 text-sm text-gray-700">فاکتور ایجاد شد.</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <ChangeRows changes={changes.header} names={names} />
          {changes.added.map((line) => (
            <p key={`added-${line.id}`} className="text-sm text-green-800">
              ردیف افزوده شد: {lineName(line.fields)}
            </p>
          ))}
          {changes.removed.map((line) => (
            <p key={`removed-${line.id}`} className="text-sm text-red-800">
              ردیف حذف شد: {lineName(line.fields)}
            </p>
          ))}
          {changes.changed.map((line) => (
            <div key={`changed-${line.id}`}>
              <p className="text-sm font-medium text-gray-800">ردیف {toPersianDigits(lineNumbers.get(line.id) ?? line.id)}</p>
              <ChangeRows changes={line.changes} names={names} />
            </div>
          ))}
        </div>
      )}
    </li>
  )
}

/** `invoice-history/{id}`: every revision of an invoice, newest first, each with what changed (invoices.md section 6). */
export default function InvoiceHistoryPage() {
  const { api } = useServices()
  const { id: raw = "" } = useParams()
  const id = readsAsRecordId(raw) ? Number(raw) : undefined
  const shown = useRecordQuery(invoiceQuery(api, id ?? 0), id !== undefined)
  const history = useRecordQuery(invoiceHistoryQuery(api, id ?? 0), id !== undefined)
  // The names are a help, not the record: a failed catalog load writes the build-ups without them.
  const catalog = useInvoiceCatalog(true, true)
  const names = partNamesOf(catalog.data)
  const invoice = shown.data
  const revisions = history.data
  usePageTitle(invoice ? `تاریخچه فاکتور شماره ${invoice.serial_number}` : "تاریخچه فاکتور")

  if (id === undefined || shown.state === "missing" || history.state === "missing")
    return <p className="text-gray-800">این فاکتور پیدا نشد.</p>
  if (shown.state === "failed" || history.state === "failed")
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری تاریخچه انجام نشد.</p>
        <RetryButton
          retry={() => {
            shown.retry()
            history.retry()
          }}
        />
      </div>
    )
  if (invoice === undefined || revisions === undefined) return <p className="text-gray-600">در حال بارگذاری…</p>
  // Lines are named by their place in the invoice as it stands now.
  const lineNumbers = new Map(invoice.lines.map((line, index) => [line.id, index + 1]))
  return (
    <section className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-bold text-gray-900">تاریخچه فاکتور شماره {toPersianDigits(invoice.serial_number)}</h1>
        <p className="mt-1 text-sm text-gray-700">
          {invoice.customer_name}، {invoiceKindLabels[invoice.kind]}، {invoiceStateLabels[invoice.state]}
        </p>
      </header>
      <ol className="flex flex-col gap-3" aria-label="نسخه‌های فاکتور">
        {revisions.map((revision) => (
          <RevisionCard key={revision.id} revision={revision} lineNumbers={lineNumbers} names={names} />
        ))}
      </ol>
    </section>
  )
}
