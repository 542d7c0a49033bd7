import { useRef, useState } from "react"
import type { components } from "../../../../contract/schema.d.ts"
import { showFirstError } from "../../../components/form/firstError.ts"
import { useSaveAndReturn } from "../../../components/form/useSaveAndReturn.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { mainContentId } from "../../../shell/SkipLink.tsx"
import { genericErrorMessage } from "../../../state/errors.ts"
import { useServices } from "../../../state/services.tsx"
import type { EditorView } from "./editorView.ts"

type Invoice = components["schemas"]["Invoice"]

interface SaveOptions {
  readonly view: EditorView
  readonly invoice: Invoice | undefined
  readonly listPath: string
  /** A save refused because someone else saved or moved the invoice first (409). */
  readonly onConflict: () => void
}

/** Creates the invoice or saves the one being edited at the version it was opened; a 409 is explained, other refusals end as every form's do. */
export function useInvoiceSave({ view, invoice, listPath, onConflict }: SaveOptions) {
  const { api } = useServices()
  const saveAndReturn = useSaveAndReturn(listPath, ["invoices"])
  const [saving, setSaving] = useState(false)
  // One save at a time, and none once one has succeeded: the page leaves for the list half a second later.
  const held = useRef(false)
  const save = async (): Promise<void> => {
    if (held.current) return
    held.current = true
    let saved = false
    setSaving(true)
    try {
      const body = view.draft.toBody()
      // A 422 numbers the lines of this body, which the user may add to or remove from while it is on its way.
      const sentKeys = view.draft.$lines.peek().map((line) => line.key)
      let answer
      try {
        answer =
          invoice === undefined
            ? await api.POST("/Admin/invoice", { body })
            : await api.PUT("/Admin/invoice/{id}", { params: { path: { id: invoice.id } }, body })
      } catch {
        showToast({ kind: "error", text: genericErrorMessage })
        return
      }
      if (answer.response.status === 409) {
        onConflict()
        return
      }
      const settled = answer
      // A 422's messages land under their fields; the keyboard follows to the first, as after the browser's own check.
      const form = {
        markSaved: view.markSaved,
        setServerErrors: (errors: Parameters<EditorView["setServerErrors"]>[0]) => {
          view.setServerErrors(errors, sentKeys)
          if (Object.keys(errors).length > 0) requestAnimationFrame(() => showFirstError(document.getElementById(mainContentId)))
        },
      }
      await saveAndReturn(form, invoice !== undefined, () => Promise.resolve(settled))
      saved = settled.data !== undefined
    } finally {
      held.current = saved
      setSaving(false)
    }
  }
  return { save, saving }
}
