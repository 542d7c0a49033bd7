import { useMutation } from "@tanstack/react-query"
import { useNavigate } from "react-router"
import type { FieldErrors } from "../../../domain/validation/FieldErrors.ts"
import { invalidateTags } from "../../state/queries.ts"
import type { ApiAnswer, DataTag } from "../../state/queries.ts"
import { refusalText, SaveRefused, settled } from "../../state/saveRefused.ts"
import { placeOf } from "../table/listPlaces.ts"
import { showToast } from "../toast/toast.ts"

/** The pause between the success toast and the return to the list (specification section 9). */
const redirectDelayMs = 500

/** What a save call answers, kept to what the form reads. */
export type SaveAnswer = ApiAnswer<unknown>

/** The form's side of a save: where the server's field errors go, and how it learns its values are saved. */
export interface SavingForm {
  readonly setServerErrors: (errors: FieldErrors) => void
  readonly markSaved: () => void
}

interface Save {
  readonly form: SavingForm
  readonly editing: boolean
  readonly call: () => Promise<SaveAnswer>
}

/**
 * The one way a form ends a save, as a mutation: on success its kinds of data are invalidated, the section 8 toast shown
 * and the list (at the place the user left it) opened 500 ms later; a 422 puts the server's messages under their inputs;
 * every failure gets its toast.
 */
export function useSaveAndReturn(listPath: string, tags: ReadonlyArray<DataTag>) {
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: ({ call }: Save) => settled(call()),
    onSuccess: (_data, { form, editing }) => {
      invalidateTags(tags)
      showToast({ kind: "success", text: editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد" })
      // Saved work is not lost, so the return to the list does not ask.
      form.markSaved()
      setTimeout(() => navigate(placeOf(listPath)), redirectDelayMs)
    },
    onError: (error, { form }) => {
      if (error instanceof SaveRefused && error.status === 422) form.setServerErrors(error.fields)
      showToast({ kind: "error", text: refusalText(error) })
    },
  })
  return (form: SavingForm, editing: boolean, call: () => Promise<SaveAnswer>): Promise<void> =>
    mutation.mutateAsync({ form, editing, call }).then(
      () => undefined,
      // The refusal is shown by onError; the form's submit only waits for the end.
      () => undefined,
    )
}
