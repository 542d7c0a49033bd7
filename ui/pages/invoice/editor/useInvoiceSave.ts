import { useRef } from "react"
import { useNavigate } from "react-router"
import type { components } from "../../../../contract/schema.d.ts"
import { moveOutcome, sendRefusedAfterSave } from "../../../../domain/invoice/InvoiceMoveOutcome.ts"
import { showFirstError } from "../../../components/form/firstError.ts"
import { placeOf } from "../../../components/table/listPlaces.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { mainContentId } from "../../../shell/SkipLink.tsx"
import { refusalText, SaveRefused } from "../../../state/saveRefused.ts"
import { useMoveInvoice, useSaveInvoice } from "../api/invoiceMutations.ts"
import { savedRowState } from "../savedRow.ts"
import type { EditorView } from "./editorView.ts"

type Invoice = components["schemas"]["Invoice"]

/** The pause between the success toast and the return to the list, as every form of the back office waits. */
const redirectDelayMs = 500

interface SaveOptions {
  readonly view: EditorView
  readonly invoice: Invoice | undefined
  readonly listPath: string
  /** A save refused because someone else saved or moved the invoice first (409). */
  readonly onConflict: () => void
}

/**
 * Creates the invoice or saves the one being edited at the version it was opened, and, when asked, sends it for approval
 * once saved; a 409 is explained, other refusals end as every form's do. The list it returns to marks the saved row.
 */
export function useInvoiceSave({ view, invoice, listPath, onConflict }: SaveOptions) {
  const navigate = useNavigate()
  const saving = useSaveInvoice()
  const sending = useMoveInvoice()
  // None once one has succeeded: the page leaves for the list half a second later (and a double press never sends twice).
  const held = useRef(false)
  const save = (andSend: boolean): void => {
    if (held.current) return
    held.current = true
    const editing = invoice !== undefined
    // A 422 numbers the lines of this body, which the user may add to or remove from while it is on its way.
    const sentKeys = view.draft.$lines.peek().map((line) => line.key)
    saving.mutate(
      { id: invoice?.id, body: view.draft.toBody() },
      {
        onSuccess: (saved) => {
          const text = editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد"
          // Saved work is not lost, so the return to the list does not ask.
          view.markSaved()
          const back = () =>
            setTimeout(
              () => void navigate(placeOf(listPath), { state: savedRowState({ id: saved.id, serial: saved.serial_number }) }),
              redirectDelayMs,
            )
          if (!andSend) {
            showToast({ kind: "success", text })
            return back()
          }
          sending.mutate(
            { id: saved.id, move: "send" },
            {
              onSuccess: () => {
                showToast({ kind: "success", text, detail: moveOutcome(saved, "send", saved.serial_number) })
                back()
              },
              onError: (error) => {
                showToast({
                  kind: "error",
                  text: sendRefusedAfterSave(saved.kind, saved.serial_number),
                  detail: refusalText(error),
                  durationMs: 10_000,
                })
                back()
              },
            },
          )
        },
        onError: (error) => {
          held.current = false
          if (error instanceof SaveRefused && error.status === 409) return onConflict()
          // A 422's messages land under their fields; the keyboard follows to the first, as after the browser's own check.
          if (error instanceof SaveRefused && error.status === 422) {
            view.setServerErrors(error.fields, sentKeys)
            if (Object.keys(error.fields).length > 0)
              requestAnimationFrame(() => showFirstError(document.getElementById(mainContentId)))
          }
          showToast({ kind: "error", text: refusalText(error) })
        },
      },
    )
  }
  return { save, saving: saving.isPending || sending.isPending }
}
