import { Link, useParams } from "react-router"
import { glassMaterials } from "../../../domain/options/Options.ts"
import { validateGlassSizeLimitForm, type GlassSizeLimitForm } from "../../../domain/glass/GlassSizeLimitForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SelectField } from "../../components/form/SelectField.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { useServices } from "../../state/services.tsx"
import { glassTypeKeys, sizeLimitKeys } from "./api/glassKeys.ts"
import { saveSizeLimit, sizeLimitQuery } from "./api/sizeLimitQueries.ts"
import { useGlassType } from "./useGlassType.ts"

interface Values {
  readonly width_id: number | null
  readonly material: number | null
  readonly min_width: number | null
  readonly max_width: number | null
  readonly min_height: number | null
  readonly max_height: number | null
}

type SizeName = "min_width" | "max_width" | "min_height" | "max_height"

const sizes: ReadonlyArray<{ name: SizeName; label: string }> = [
  { name: "min_width", label: "حداقل عرض" },
  { name: "max_width", label: "حداکثر عرض" },
  { name: "min_height", label: "حداقل ارتفاع" },
  { name: "max_height", label: "حداکثر ارتفاع" },
]

const empty: Values = { width_id: null, material: null, min_width: null, max_width: null, min_height: null, max_height: null }

/** Adds a size limit row to the glass type of the route, or edits the row named by `order`. */
export default function GlassSizeLimitFormPage() {
  const { id, order } = useParams()
  // With a glass type the form names the tab itself.
  usePageTitle(id === undefined ? "محدودیت ابعاد" : null)
  if (id === undefined)
    return (
      <section className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-6">
        <h1 className="text-xl font-bold text-gray-900">محدودیت ابعاد</h1>
        <p className="text-gray-700">محدودیت ابعاد هر نوع شیشه از فهرست انواع شیشه باز می‌شود.</p>
        <Link to="/dashboard/glass-type-list" className="w-fit text-sky-800 underline">
          فهرست انواع شیشه
        </Link>
      </section>
    )
  return <SizeLimitForm typeId={Number(id)} order={order === undefined ? undefined : Number(order)} />
}

function SizeLimitForm({ typeId, order }: { readonly typeId: number; readonly order: number | undefined }) {
  const editing = order !== undefined
  const { api } = useServices()
  const type = useGlassType(typeId)
  const listPath = `/dashboard/glass-size-limit-list/${typeId}`
  // The glass types carry their size limits, so they read again too.
  const saveAndReturn = useSaveAndReturn(listPath, [...sizeLimitKeys.all, ...glassTypeKeys.all])

  const save = (valid: GlassSizeLimitForm): Promise<void> =>
    saveAndReturn(form, editing, () => saveSizeLimit(api, typeId, order, valid))

  const form = useForm<Values, GlassSizeLimitForm>({ initial: empty, validate: validateGlassSizeLimitForm, onSubmit: save })
  const { replace } = form

  const loaded =
    useEditLoadQuery(
      sizeLimitQuery(api, typeId, order ?? 0),
      order !== undefined,
      ({ width_id, material, min_width, max_width, min_height, max_height }) =>
        replace({ width_id, material, min_width, max_width, min_height, max_height }),
    ) !== "loading"

  const thicknessOptions = (type?.width_ids ?? []).map((width) => ({ value: width.id, label: `${width.size} میلی‌متر` }))
  const materialOptions = glassMaterials.map((material) => ({ value: material.code as number, label: material.label }))
  const ready = loaded && type !== null

  return (
    <FormCard
      title={editing ? "ویرایش محدودیت ابعاد" : "افزودن محدودیت ابعاد"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || !ready}
    >
      <p className="text-sm text-gray-700">
        نوع شیشه: <span className="font-bold text-gray-900">{type ? toPersianDigits(type.name) : "…"}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="width_id"
          label="ضخامت"
          required
          value={form.values.width_id}
          options={thicknessOptions}
          onChange={(value) => form.change("width_id", value)}
          onBlur={form.blur}
          error={form.errorOf("width_id")}
          disabled={!ready}
        />
        <SelectField
          name="material"
          label="جنس شیشه"
          required
          value={form.values.material}
          options={materialOptions}
          onChange={(value) => form.change("material", value)}
          onBlur={form.blur}
          error={form.errorOf("material")}
          disabled={!ready}
        />
        {sizes.map((size) => (
          <TextField
            key={size.name}
            name={size.name}
            label={size.label}
            unit="میلی‌متر"
            numeric
            required
            value={form.values[size.name]}
            onChange={(value) => form.change(size.name, value)}
            onBlur={form.blur}
            error={form.errorOf(size.name)}
            disabled={!ready}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
