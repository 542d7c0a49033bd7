import { useSignals } from "@preact/signals-react/runtime"
import { useRef, useState } from "react"
import { useParams } from "react-router"
import { formatJalali, todayInTehran } from "../../../../domain/calendar/Jalali.ts"
import type { InvoiceCatalog } from "../../../../domain/invoice/CatalogSchema.ts"
import { creatableKinds, invoiceKinds, type CreatableKind, type InvoiceKind } from "../../../../domain/invoice/InvoiceOptions.ts"
import { readsAsRecordId } from "../../../../domain/identifiers/RecordId.ts"
import { useRecordQuery } from "../../../components/form/useEditLoad.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { useServices } from "../../../state/services.tsx"
import { $role } from "../../../state/session.ts"
import { editDraftStart, newDraftStart } from "./draftInputs.ts"
import { InvoiceEditor } from "./InvoiceEditor.tsx"
import { invoiceListPath } from "../invoiceListRoute.ts"
import { InvoiceReadOnly } from "./InvoiceReadOnly.tsx"
import { invoiceHistoryQuery, invoiceQuery, useInvoiceCatalog, type Invoice } from "../api/invoiceQueries.ts"

/** One opening of the screen: the invoice (none when creating), the catalog and the last rejection's reason it started with. */
interface Opened {
  readonly key: string
  readonly invoice: Invoice | undefined
  readonly setting: InvoiceCatalog
  readonly rejection: string | null
}

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
  const stored = useRecordQuery(invoiceQuery(api, id ?? 0), id !== undefined)
  const invoice = stored.data
  const rejected = invoice?.state === "rejected"
  // The editor opens without the reason when the history cannot be read, so a failure there is told, not "not found".
  const history = useRecordQuery(invoiceHistoryQuery(api, invoice?.id ?? 0), rejected, false)
  const today = formatJalali(todayInTehran(clock.now()))
  // What the screen opened with, kept while the same opening's data is read again (after a save invalidates it), so
  // the editor is not swapped for a loading text and rebuilt under the user's hands; a 409's reload is a new opening.
  const opened = useRef<Opened | undefined>(undefined)
  const openingKey = `${word ?? ""}-${raw ?? "new"}-${opening}`
  const ready = catalog.data !== undefined && stored.state === "loaded" && (!rejected || history.state !== "loading")
  if (ready && catalog.data !== undefined && opened.current?.key !== openingKey)
    opened.current = {
      key: openingKey,
      invoice,
      setting: catalog.data,
      rejection: rejected ? (history.data?.find((revision) => revision.action === "reject")?.reason ?? null) : null,
    }
  const shown = opened.current?.key === openingKey ? opened.current : undefined

  if (
    !isKind(word) ||
    (raw !== undefined && id === undefined) ||
    (id === undefined && !isCreatable(word)) ||
    stored.state === "missing"
  )
    return <Message text="این فاکتور پیدا نشد." />
  if (shown === undefined && ((catalog.isError && catalog.data === undefined) || stored.state === "failed"))
    return (
      <Message
        text="بارگذاری فاکتور انجام نشد."
        retry={() => {
          void catalog.refetch()
          stored.retry()
        }}
      />
    )
  if (shown === undefined || role === null) return <p className="text-gray-600">در حال بارگذاری…</p>
  const { setting, rejection } = shown
  const held = shown.invoice
  const kind = held?.kind ?? word
  const listPath = invoiceListPath(kind)
  // A new opening waits for the stored invoice read again (after a 409, or a move made on the read-only page).
  const reopen = () => {
    void catalog.refetch()
    stored.retry()
    setOpening((count) => count + 1)
  }
  if (held !== undefined && !held.actions.includes("edit"))
    return <InvoiceReadOnly invoice={held} catalog={setting.catalog} listPath={listPath} onMoved={reopen} />
  if (held === undefined && setting.access !== null && kind === "pre-buy" && !setting.access.may_create_pre_buy)
    return <Message text="دسترسی شما اجازه ثبت پیش‌خرید را نمی‌دهد." />
  if (held === undefined && setting.access !== null && setting.access.allowed_product_ids.length === 0)
    return <Message text="دسترسی شما اجازه فروش هیچ محصولی را نمی‌دهد؛ با مدیر فروش تماس بگیرید." />
  const fresh = newDraftStart(isCreatable(kind) ? kind : "informal", today)
  const start =
    held === undefined
      ? { ...fresh, header: { ...fresh.header, date: role === "sales-expert" ? null : today } }
      : editDraftStart(held)
  return (
    <InvoiceEditor
      key={openingKey}
      kind={kind}
      role={role}
      setting={setting}
      start={start}
      invoice={held}
      listPath={listPath}
      rejection={rejection}
      today={today}
      // The stored invoice is read again under its one key: the new opening waits for that answer, not the old copy.
      reload={reopen}
    />
  )
}
