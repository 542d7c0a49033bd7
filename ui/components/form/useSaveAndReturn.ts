import { useNavigate } from "react-router"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { invalidateTags } from "../../state/queries.ts"
import type { DataTag } from "../../state/queries.ts"
import { placeOf } from "../table/listPlaces.ts"
import { showToast } from "../toast/toast.ts"
import { serverFieldErrors } from "./serverErrors.ts"

/** The pause between the success toast and the return to the list (specification section 9). */
const redirectDelayMs = 500

/** What a save call answers, kept to what the form reads. */
export interface SaveAnswer {
  readonly data?: unknown
  readonly error?: unknown
  readonly response: Response
}

/** The form's side of a save: where the server's field errors go, and how it learns its values are saved. */
export interface SavingForm {
  readonly setServerErrors: (errors: FieldErrors) => void
  readonly markSaved: () => void
}

/**
 * The one way a form ends a save: on success its kinds of data are invalidated, the section 8 toast shown and the list (at the place the user left it)
 * opened 500 ms later; a 422 puts the server's messages under their inputs; every failure gets its toast.
 */
export function useSaveAndReturn(listPath: string, tags: ReadonlyArray<DataTag>) {
  const navigate = useNavigate()
  return async (form: SavingForm, editing: boolean, call: () => Promise<SaveAnswer>): Promise<void> => {
    try {
      const { data, error, response } = await call()
      if (data) {
        invalidateTags(tags)
        showToast({ kind: "success", text: editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد" })
        // Saved work is not lost, so the return to the list does not ask.
        form.markSaved()
        setTimeout(() => navigate(placeOf(listPath)), redirectDelayMs)
        return
      }
      if (response.status === 422) form.setServerErrors(serverFieldErrors(error))
      showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    }
  }
}
