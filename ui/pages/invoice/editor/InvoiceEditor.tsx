import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { components } from "../../../../contract/schema.d.ts"
import type { InvoiceCatalog } from "../../../../domain/invoice/CatalogSchema.ts"
import { invoiceKindLabels, invoiceBounds, type InvoiceKind } from "../../../../domain/invoice/InvoiceOptions.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import type { Role } from "../../../../domain/roles/Role.ts"
import { inputIdOf } from "../../../components/form/FieldError.tsx"
import { FormCard } from "../../../components/form/FormCard.tsx"
import { showFirstError } from "../../../components/form/firstError.ts"
import { SubmitButton } from "../../../components/form/SubmitButton.tsx"
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog.tsx"
import type { DraftStart } from "./draftInputs.ts"
import { onEditorKeyDown } from "./editorKeys.ts"
import { createEditorView } from "./editorView.ts"
import { createInvoiceDraft } from "./invoiceDraft.ts"
import { InvoiceHeaderFields } from "./InvoiceHeaderFields.tsx"
import { InvoiceTotals, TotalOutput } from "./InvoiceTotals.tsx"
import { LineCard } from "./LineCard.tsx"
import { useInvoiceSave } from "./useInvoiceSave.ts"

type Invoice = components["schemas"]["Invoice"]

interface InvoiceEditorProps {
  readonly kind: InvoiceKind
  readonly role: Role
  readonly setting: InvoiceCatalog
  readonly start: DraftStart
  /** The stored invoice being edited; none when creating. */
  readonly invoice: Invoice | undefined
  readonly listPath: string
  /** A rejected invoice's last reason, shown above the form. */
  readonly rejection: string | null
  readonly today: string
  /** Reads the stored invoice again after a concurrent change, dropping this draft. */
  readonly reload: () => void
}

const focusLine = (index: number) =>
  requestAnimationFrame(() => document.getElementById(inputIdOf(`lines.${index}.product_id`))?.focus())

/** The invoice form: header, lines as cards with their own figures, the totals, and a bar with the total and the save button. */
export function InvoiceEditor({ kind, role, setting, start, invoice, listPath, rejection, today, reload }: InvoiceEditorProps) {
  useSignals()
  const view = useMemo(() => {
    const access = setting.access ?? { allowed_product_ids: [], max_discount_percent: 100 }
    return createEditorView(
      createInvoiceDraft({ catalog: setting.catalog, pricing: setting.pricing, actor: { role, access } }, start),
    )
    // The draft is made once per opening; a reload remounts the editor with a new start.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const { draft } = view
  const lines = draft.$lines.value
  const formRef = useRef<HTMLDivElement>(null)
  const [conflict, setConflict] = useState(false)
  const { save, saving } = useInvoiceSave({ view, invoice, listPath, onConflict: () => setConflict(true) })
  const allowed = setting.access === null ? null : setting.access.allowed_product_ids
  const editing = invoice !== undefined
  const title = editing
    ? `ویرایش ${invoiceKindLabels[kind]} شماره ${toPersianDigits(invoice.serial_number)}`
    : `افزودن ${invoiceKindLabels[kind]}`

  // One function for the whole opening: a new one each render would make every line's card (memo) render again, as
  // on the first change of a 300-line invoice, when the editor renders to mark itself changed.
  const addLine = useCallback(
    (after?: number) => {
      if (view.draft.$lines.peek().length >= invoiceBounds.maxLines) return
      focusLine(view.addLine(after))
    },
    [view],
  )
  const submit = (andSend = false) => {
    view.$showAll.value = true
    if (Object.keys(draft.$errors.peek()).length > 0) {
      requestAnimationFrame(() => showFirstError(formRef.current))
      return
    }
    save(andSend)
  }
  // The work starts with the customer: the keyboard is there when the editor opens.
  useEffect(() => document.getElementById(inputIdOf("customer_id"))?.focus(), [])
  // Whoever may send an informal or pre-buy invoice may save and send it in one press.
  const sendable = kind !== "formal" && role !== "financial-manager"

  return (
    <FormCard
      title={title}
      backTo={listPath}
      changed={view.$changed.value}
      busy={saving}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div
        ref={formRef}
        onKeyDown={(event) =>
          onEditorKeyDown(event, {
            root: formRef.current,
            submit,
            addLineAfter: (index) => addLine(view.draft.$lines.peek()[index]?.key),
          })
        }
        className="flex flex-col gap-5"
      >
        {rejection !== null && (
          <p role="status" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            این {invoiceKindLabels[kind]} رد شده است. دلیل: {rejection}
          </p>
        )}
        <InvoiceHeaderFields
          view={view}
          catalog={setting.catalog}
          kept={start.kept}
          role={role}
          today={today}
          storedDate={invoice?.date}
        />
        <section aria-label="ردیف‌های فاکتور" className="flex flex-col gap-3">
          <h2 className="font-bold text-gray-900">ردیف‌ها</h2>
          <ol className="flex flex-col gap-3">
            {lines.map((line, index) => (
              <LineCard
                key={line.key}
                view={view}
                line={line}
                index={index}
                catalog={setting.catalog}
                kept={start.kept}
                allowed={allowed}
                removable={lines.length > 1}
              />
            ))}
          </ol>
          <button
            type="button"
            onClick={() => addLine()}
            disabled={lines.length >= invoiceBounds.maxLines}
            className="inline-flex h-10 items-center gap-2 self-start rounded-lg border border-sky-700 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-plus h-5 w-5" />
            افزودن ردیف
          </button>
          <p className="text-xs text-gray-600">
            Enter به فیلد بعدی می‌رود و در آخرین فیلد آخرین ردیف، ردیف تازه‌ای می‌افزاید؛ Ctrl+Enter فاکتور را ثبت می‌کند.
          </p>
        </section>
        <InvoiceTotals draft={draft} />
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-gray-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
        <p className="flex items-baseline gap-2 text-sm">
          <span className="text-gray-700">مبلغ کل (ریال):</span>
          <TotalOutput draft={draft} />
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {sendable && (
            <button
              type="button"
              onClick={() => submit(true)}
              disabled={saving}
              aria-busy={saving}
              className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-sky-700 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-wait disabled:opacity-80"
            >
              {editing ? "ویرایش" : "ثبت"} و ارسال برای تایید
            </button>
          )}
          <SubmitButton loading={saving}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
        </div>
      </div>
      <ConfirmDialog
        open={conflict}
        title="این فاکتور تغییر کرده است"
        description="از زمانی که این فاکتور را باز کرده‌اید، کاربر دیگری آن را تغییر داده است و تغییرات شما ثبت نشد. برای دیدن آخرین نسخه، فاکتور را دوباره بارگذاری کنید؛ تغییراتی که وارد کرده‌اید از دست می‌رود."
        confirmLabel="بارگذاری دوباره"
        cancelLabel="ماندن در صفحه"
        onCancel={() => setConflict(false)}
        onConfirm={() => {
          setConflict(false)
          view.markSaved()
          reload()
        }}
      />
    </FormCard>
  )
}
