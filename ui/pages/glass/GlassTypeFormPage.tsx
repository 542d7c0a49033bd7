import { useMemo } from "react"
import { useParams } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { glassTypeInput, validateGlassTypeForm, type GlassTypeForm } from "../../../domain/glass/GlassTypeForm.ts"
import { CheckboxGroupField } from "../../components/form/CheckboxGroupField.tsx"
import { FormCard } from "../../components/form/FormCard.tsx"
import { SubmitButton } from "../../components/form/SubmitButton.tsx"
import { Switch } from "../../components/form/Switch.tsx"
import { TextField } from "../../components/form/TextField.tsx"
import { useEditLoadQuery } from "../../components/form/useEditLoad.ts"
import { useForm } from "../../components/form/useForm.ts"
import { useSaveAndReturn } from "../../components/form/useSaveAndReturn.ts"
import { useLookup } from "../lookup/api/useLookup.ts"
import { useServices } from "../../state/services.tsx"
import { glassTypeKeys } from "./api/glassKeys.ts"
import { glassTypeQuery, saveGlassType, type GlassTypeBody } from "./api/glassTypeQueries.ts"
import { PriceGrid, type GridThickness } from "./PriceGrid.tsx"

interface Values {
  readonly name: string | null
  readonly width_ids: ReadonlyArray<number>
  /** Kept for unticked thicknesses too, so ticking one again brings its prices back; the domain drops them on save. */
  readonly prices: Readonly<Record<string, Readonly<Record<string, number | null>>>>
  readonly may_rotate: boolean
  readonly is_active: boolean
}

const listPath = "/dashboard/glass-type-list"
const empty: Values = { name: null, width_ids: [], prices: {}, may_rotate: true, is_active: true }

const noThicknesses: ReadonlyArray<components["schemas"]["GlassWidth"]> = []

/** Adds a glass type, or edits the one named by the route's id: name, active switch, allowed thicknesses and their price grid, saved at once. */
export default function GlassTypeFormPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const { api } = useServices()
  const saveAndReturn = useSaveAndReturn(listPath, glassTypeKeys.all)
  const thicknesses = useLookup("allGlassThicknesses").rows ?? noThicknesses

  const save = (valid: GlassTypeForm): Promise<void> => {
    // The grid goes back in the form's shape: one row per chosen thickness, one price per material.
    const body = glassTypeInput(valid) as GlassTypeBody
    return saveAndReturn(form, editing, () => saveGlassType(api, editing ? Number(id) : undefined, body))
  }

  const form = useForm<Values, GlassTypeForm>({ initial: empty, validate: validateGlassTypeForm, onSubmit: save })
  const { replace } = form

  const loaded =
    useEditLoadQuery(glassTypeQuery(api, Number(id)), editing, (row) =>
      replace(glassTypeInput({ ...row, width_ids: row.width_ids.map((width) => width.id) })),
    ) !== "loading"

  const chosen = form.values.width_ids
  // Active thicknesses are offered; an inactive one stays listed while this type still uses it.
  const options = useMemo(
    () =>
      thicknesses
        .filter((row) => row.is_active || chosen.includes(row.id))
        .map((row) => ({ value: row.id, label: `${row.size} میلی‌متر` })),
    [thicknesses, chosen],
  )
  const rows: ReadonlyArray<GridThickness> = useMemo(
    () =>
      chosen
        .map((widthId) => ({ id: widthId, size: thicknesses.find((row) => row.id === widthId)?.size ?? Number.NaN }))
        .filter((row) => !Number.isNaN(row.size))
        .sort((a, b) => a.size - b.size),
    [chosen, thicknesses],
  )
  const widthError = form.errorOf("width_ids") ?? Object.entries(form.errors).find(([name]) => name.startsWith("width_ids."))?.[1]

  return (
    <FormCard
      title={editing ? "ویرایش نوع شیشه" : "افزودن نوع شیشه"}
      backTo={listPath}
      onSubmit={form.submit}
      changed={form.changed}
      busy={form.submitting || !loaded}
    >
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          name="name"
          label="نام"
          required
          value={form.values.name}
          onChange={(value) => form.change("name", value)}
          onBlur={form.blur}
          error={form.errorOf("name")}
          disabled={!loaded}
        />
        <div className="pb-2">
          <Switch
            name="is_active"
            label="فعال"
            checked={form.values.is_active}
            onChange={(value) => form.change("is_active", value)}
            disabled={!loaded}
          />
        </div>
      </div>
      <Switch
        name="may_rotate"
        label="قابل چرخش روی ورق"
        description="شیشه‌ی مشجری که نقشش یک‌طرفه است نباید بچرخد: قطعه‌هایش ارتفاعشان را در امتداد ارتفاع ورق نگه می‌دارند."
        checked={form.values.may_rotate}
        onChange={(value) => form.change("may_rotate", value)}
        disabled={!loaded}
      />
      <CheckboxGroupField
        name="width_ids"
        label="ضخامت‌های مجاز"
        required
        value={chosen}
        options={options}
        onChange={(value) => form.change("width_ids", value)}
        error={widthError}
        disabled={!loaded}
      />
      <PriceGrid
        thicknesses={rows}
        priceOf={(name) => (form.valueOf(name) as number | null | undefined) ?? null}
        onChange={(name, value) => form.change(name, value)}
        onBlur={form.blur}
        errorOf={form.errorOf}
        disabled={!loaded}
      />
      <div className="flex justify-end">
        <SubmitButton loading={form.submitting}>{editing ? "ویرایش" : "ثبت"}</SubmitButton>
      </div>
    </FormCard>
  )
}
