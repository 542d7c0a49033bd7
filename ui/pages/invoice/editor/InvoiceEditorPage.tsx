import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { useParams } from "react-router"
import type { components } from "../../../../contract/schema.d.ts"
import { formatJalali, todayInTehran } from "../../../../domain/calendar/Jalali.ts"
import { creatableKinds, invoiceKinds, type CreatableKind, type InvoiceKind } from "../../../../domain/invoice/InvoiceOptions.ts"
import { readsAsRecordId } from "../../../../domain/identifiers/RecordId.ts"
import { useRecord } from "../../../components/form/useEditLoad.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { useServices } from "../../../state/services.tsx"
import { $role } from "../../../state/session.ts"
import { editDraftStart, newDraftStart } from "./draftInputs.ts"
import { InvoiceEditor } from "./InvoiceEditor.tsx"
import { InvoiceReadOnly } from "./InvoiceReadOnly.tsx"
import { useInvoiceCatalog } from "../useInvoiceCatalog.ts"

type Invoice = components["schemas"]["Invoice"]
type Revision = components["schemas"]["InvoiceRevision"]

/** The list an invoice of a kind is found in. */
export const invoiceListPath = (kind: InvoiceKind): string => `/dashboard/${kind}-invoice-list`

const isKind = (word: string | undefined): word is InvoiceKind => invoiceKinds.some((kind) => kind === word)
const isCreatable = (kind: InvoiceKind): kind is CreatableKind => creatableKinds.some((creatable) => creatable === kind)

function Message({ text, retry }: { readonly text: string; readonly retry?: () => void }) {
  usePageTitle(text)
  return (
    <div role={retry === undefined ? undefined : "alert"} className="flex flex-col items-start gap-3 text-gray-800">
      <p>{text}</p>
      {retry !== undefined && <RetryButton retry={retry} />}
    </div>
  )
}

/**
 * `invoice-editor/{kind}` creates an invoice of that kind and `invoice-editor/{kind}/{id}` opens one: for editing while
 * it is a draft or rejected and the user may edit it, read-only otherwise. The editor prices with the server's own catalog.
 */
export default function InvoiceEditorPage() {
  useSignals()
  const { api, clock } = useServices()
  const { kind: word, id: raw } = useParams()
  const role = $role.value
  const id = raw !== undefined && readsAsRecordId(raw) ? Number(raw) : undefined
  const [opening, setOpening] = useState(0)
  const catalog = useInvoiceCatalog()
  const stored = useRecord<Invoice>(id === undefined ? undefined : ["invoices", "one", id, opening], (signal) => api.GET("/Admin/invoice/{id}", { params: { path: { id: id ?? 0 } }, signal }), true)
  const invoice = stored.data
  const rejected = invoice?.state === "rejected"
  const history = useRecord<ReadonlyArray<Revision>>(
    rejected ? ["invoices", "history", invoice.id, invoice.version] : undefined,
    (signal) => api.GET("/Admin/invoice/{id}/history", { params: { path: { id: invoice?.id ?? 0 } }, signal }),
  )
  const today = formatJalali(todayInTehran(clock.now()))

  if (!isKind(word) || (raw !== undefined && id === undefined) || (id === undefined && !isCreatable(word)) || stored.state === "missing") return <Message text="این فاکتور پیدا نشد." />
  if (catalog.isError || stored.state === "failed")
    return (
      <Message
        text="بارگذاری فاکتور انجام نشد."
        retry={() => {
          void catalog.refetch()
          stored.retry()
        }}
      />
    )
  if (catalog.data === undefined || role === null || stored.state === "loading" || (rejected && history.state === "loading")) return <p className="text-gray-600">در حال بارگذاری…</p>
  const kind = invoice?.kind ?? word
  const listPath = invoiceListPath(kind)
  if (invoice !== undefined && !invoice.actions.includes("edit")) return <InvoiceReadOnly invoice={invoice} catalog={catalog.data.catalog} listPath={listPath} />
  if (invoice === undefined && isCreatable(kind) && kind === "pre-buy" && catalog.data.access !== null && !catalog.data.access.may_create_pre_buy)
    return <Message text="دسترسی شما اجازه ثبت پیش‌خرید را نمی‌دهد." />
  const rejection = rejected ? (history.data?.find((revision) => revision.action === "reject")?.reason ?? null) : null
  const fresh = newDraftStart(isCreatable(kind) ? kind : "informal", today)
  const start = invoice === undefined ? { ...fresh, header: { ...fresh.header, date: role === "sales-expert" ? null : today } } : editDraftStart(invoice)
  return (
    <InvoiceEditor
      key={invoice === undefined ? "new" : `${invoice.id}-${invoice.version}-${opening}`}
      kind={kind}
      role={role}
      setting={catalog.data}
      start={start}
      invoice={invoice}
      listPath={listPath}
      rejection={rejection}
      today={today}
      reload={() => {
        void catalog.refetch()
        setOpening((count) => count + 1)
      }}
    />
  )
}
