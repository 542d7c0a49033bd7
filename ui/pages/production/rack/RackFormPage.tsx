import { useQuery } from "@tanstack/react-query"
import { useNavigate, useParams } from "react-router"
import { validateRackForm, type RackForm } from "../../../../domain/production/RackForm.ts"
import { rackStateLabels, rackStates, type RackState } from "../../../../domain/production/RackStates.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { FormCard } from "../../../components/form/FormCard.tsx"
import { SelectField } from "../../../components/form/SelectField.tsx"
import { SubmitButton } from "../../../components/form/SubmitButton.tsx"
import { TextField } from "../../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../../components/form/useEditLoad.ts"
import { useForm } from "../../../components/form/useForm.ts"
import { placeOf } from "../../../components/table/listPlaces.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { refusalText, SaveRefused } from "../../../state/saveRefused.ts"
import { useServices } from "../../../state/services.tsx"
import NotFoundPage from "../../status/NotFoundPage.tsx"
import { rackQuery, useSaveRack } from "../api/rackQueries.ts"
import { RackSlots } from "./RackSlots.tsx"

interface Values {
  /** Typed as text: a rack's number is a name, shown without the thousands separator of the numeric fields. */
  readonly number: string | null
  readonly slots: number | null
  readonly capacity_kg: number | null
  readonly state: RackState
}

const listPath = "/dashboard/rack-list"
const empty: Values = { number: null, slots: null, capacity_kg: null, state: "in_plant" }
/** The pause between the success toast and the return to the list, as every form of the back office waits. */
const redirectDelayMs = 500
const stateOptions = rackStates.map((state) => ({ value: state, label: rackStateLabels[state] }))

/**
 * Adds a rack, or edits the one named by the route's id: number, slots, capacity and state («نزد مشتری» back to «در
 * کارخانه» is its return). A rack being edited also shows its slots as boxes with the units they hold, and a field that
 * puts a unit in it by its code.
 */
export default function RackFormPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const rackId = editing && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0
  const { api } = useServices()
  const navigate = useNavigate()
  const saving = useSaveRack()

  const save = async (valid: RackForm): Promise<void> => {
    try {
      await saving.mutateAsync({ id: editing ? rackId : undefined, rack: valid })
      showToast({ kind: "success", text: editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد" })
      form.markSaved()
      setTimeout(() => navigate(placeOf(listPath)), redirectDelayMs)
    } catch (error) {
      if (error instanceof SaveRefused && error.status === 422) form.setServerErrors(error.fields)
      showToast({ kind: "error", text: refusalText(error) })
    }
  }

  const form = useForm<Values, RackForm>({ initial: empty, validate: validateRackForm, onSubmit: save })
  const { replace } = form
  const load = useEditLoadQuery(rackQuery(api, rackId), editing && rackId > 0, ({ number, slots, capacity_kg, state }) =>
    replace({ number: toPersianDigits(number), slots, capacity_kg, state }),
  )
  const rack = useQuery({ ...rackQuery(api, rackId), enabled: editing && rackId > 0 }).data
  if ((editing && rackId === 0) || load === "missing") return <NotFoundPage />
  const ready = load !== "loading"

  return (
    <div className="flex flex-col gap-6">
      <FormCard
        title={editing ? `خرک ${rack === undefined ? "" : toPersianDigits(rack.number)}`.trim() : "خرک تازه"}
        backTo={listPath}
        onSubmit={form.submit}
        changed={form.changed}
        busy={form.submitting || !ready}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="number"
            label="شماره خرک"
            inputMode="numeric"
            autoComplete="off"
            required
            value={form.values.number}
            onChange={(value) => form.change("number", value)}
            onBlur={form.blur}
            error={form.errorOf("number")}
            disabled={!ready}
          />
          <SelectField
            name="state"
            label="وضعیت"
            required
            value={form.values.state}
            options={stateOptions}
            onChange={(value) => form.change("state", value ?? "in_plant")}
            onBlur={form.blur}
            error={form.errorOf("state")}
            disabled={!ready}
          />
          <TextField
            name="slots"
            label="تعداد جا"
            unit="جا"
            numeric
            required
            value={form.values.slots}
            onChange={(value) => form.change("slots", value)}
            onBlur={form.blur}
            error={form.errorOf("slots")}
            disabled={!ready}
          />
          <TextField
            name="capacity_kg"
            label="ظرفیت"
            unit="کیلوگرم"
            numeric
            required
            value={form.values.capacity_kg}
            onChange={(value) => form.change("capacity_kg", value)}
            onBlur={form.blur}
            error={form.errorOf("capacity_kg")}
            disabled={!ready}
          />
        </div>
        {editing && form.values.state === "in_plant" && rack?.state === "at_customer" && (
          <p className="text-sm text-gray-700">با ثبت فرم، خرک بازگشته از مشتری دوباره در کارخانه ثبت می‌شود.</p>
        )}
        <div className="flex justify-end">
          <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
        </div>
      </FormCard>
      {rack !== undefined && <RackSlots rack={rack} />}
    </div>
  )
}
