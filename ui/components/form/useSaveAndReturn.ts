import { useNavigate } from "react-router"
import type { LookupName } from "../../../domain/roles/Role.ts"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import { genericErrorMessage, saveErrorMessage } from "../../state/errors.ts"
import { invalidateLookup } from "../../state/lookups.ts"
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

/** The form's side of a save: where the server's field errors go. */
export interface SavingForm {
  readonly setServerErrors: (errors: FieldErrors) => void
}

/**
 * The one way a form ends a save: on success the lookups are dropped, the section 8 toast shown and the list
 * opened 500 ms later; a 422 puts the server's messages under their inputs; every failure gets its toast.
 */
export function useSaveAndReturn(listPath: string, lookups: ReadonlyArray<LookupName> = []) {
  const navigate = useNavigate()
  return async (form: SavingForm, editing: boolean, call: () => Promise<SaveAnswer>): Promise<void> => {
    try {
      const { data, error, response } = await call()
      if (data) {
        for (const name of lookups) invalidateLookup(name)
        showToast({ kind: "success", text: editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد" })
        setTimeout(() => navigate(listPath), redirectDelayMs)
        return
      }
      if (response.status === 422) form.setServerErrors(serverFieldErrors(error))
      showToast({ kind: "error", text: saveErrorMessage(error, response.status) })
    } catch {
      showToast({ kind: "error", text: genericErrorMessage })
    }
  }
}
