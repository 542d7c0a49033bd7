import { useNavigate, useParams } from "react-router"
import { validateStockSheetForm, type StockSheetForm } from "../../../domain/production/StockSheetForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SelectField } from "../../components/form/SelectField.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { placeOf } from "../../components/table/listPlaces.ts"
import { showToast } from "../../components/toast/toast.ts"
import { refusalText, SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { glassTypeOptions, stockSheetQuery, thicknessOptions, useMaterials, useSaveStockSheet } from "./api/stockQueries.ts"

interface Values {
  readonly glass_type_id: number | null
  readonly glass_width_id: number | null
  readonly width: number | null
  readonly height: number | null
  readonly count: number | null
  readonly is_active: boolean
}

const listPath = "/dashboard/stock-sheet-list"
const empty: Values = { glass_type_id: null, glass_width_id: null, width: null, height: null, count: null, is_active: true }
/** The pause between the success toast and the return to the list, as every form of the back office waits. */
const redirectDelayMs = 500

/** Adds a sheet size, or edits the one named by the route's id: the material (from the materials), width × height, the count in stock, active. */
export default function StockSheetFormPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const { api } = useServices()
  const navigate = useNavigate()
  const { materials, loading } = useMaterials()
  const saving = useSaveStockSheet()

  const save = async (valid: StockSheetForm): Promise<void> => {
    try {
      await saving.mutateAsync({ id: editing ? Number(id) : undefined, sheet: valid })
      showToast({ kind: "success", text: editing ? "با موفقیت ویرایش شد" : "با موفقیت افزوده شد" })
      form.markSaved()
      setTimeout(() => navigate(placeOf(listPath)), redirectDelayMs)
    } catch (error) {
      if (error instanceof SaveRefused && error.status === 422) form.setServerErrors(error.fields)
      showToast({ kind: "error", text: refusalText(error) })
    }
  }

  const form = useForm<Values, StockSheetForm>({ initial: empty, validate: validateStockSheetForm, onSubmit: save })
  const { replace } = form
  const loaded =
    useEditLoadQuery(
      stockSheetQuery(api, Number(id)),
      editing,
      ({ glass_type_id, glass_width_id, width, height, count, is_active }) =>
        replace({ glass_type_id, glass_width_id, width, height, count, is_active }),
    ) !== "loading"
  const ready = loaded && !loading
  const typeId = form.values.glass_type_id

  return (
    <FormCard
      title={editing ? "ویرایش ورق انبار" : "ورق تازه"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || !ready}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="glass_type_id"
          label="نوع شیشه"
          required
          value={typeId}
          options={glassTypeOptions(materials).map((option) => ({ value: option.value, label: toPersianDigits(option.label) }))}
          onChange={(value) => {
            form.change("glass_type_id", value)
            // A thickness the newly chosen type is not offered in is cleared rather than sent.
            if (
              value !== null &&
              !thicknessOptions(materials, value).some((option) => option.value === form.values.glass_width_id)
            )
              form.change("glass_width_id", null)
          }}
          onBlur={form.blur}
          error={form.errorOf("glass_type_id")}
          disabled={!ready}
        />
        <SelectField
          name="glass_width_id"
          label="ضخامت"
          required
          value={form.values.glass_width_id}
          options={thicknessOptions(materials, typeId).map((option) => ({
            value: option.value,
            label: toPersianDigits(`${option.thickness} میلی‌متر`),
          }))}
          onChange={(value) => form.change("glass_width_id", value)}
          onBlur={form.blur}
          error={form.errorOf("glass_width_id")}
          disabled={!ready}
        />
        <TextField
          name="width"
          label="عرض"
          unit="میلی‌متر"
          numeric
          required
          value={form.values.width}
          onChange={(value) => form.change("width", value)}
          onBlur={form.blur}
          error={form.errorOf("width")}
          disabled={!ready}
        />
        <TextField
          name="height"
          label="ارتفاع"
          unit="میلی‌متر"
          numeric
          required
          value={form.values.height}
          onChange={(value) => form.change("height", value)}
          onBlur={form.blur}
          error={form.errorOf("height")}
          disabled={!ready}
        />
        <div>
          <TextField
            name="count"
            label="تعداد در انبار"
            unit="ورق"
            numeric
            value={form.values.count}
            onChange={(value) => form.change("count", value)}
            onBlur={form.blur}
            error={form.errorOf("count")}
            disabled={!ready}
          />
          <p className="mt-1 text-xs text-gray-600">خالی یعنی به هر تعداد که لازم باشد</p>
        </div>
        <div className="flex items-center sm:pt-7">
          <Switch
            name="is_active"
            label="فعال"
            checked={form.values.is_active}
            onChange={(value) => form.change("is_active", value)}
            disabled={!ready}
          />
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
