import type { ProductionSettings } from "../../../domain/production/ProductionSettings.ts"
import {
  productionFieldKey,
  productionFields,
  type ProductionFieldName,
} from "../../../domain/settings/ProductionSettingsForm.ts"
import { TextField } from "../../components/form/TextField.tsx"
import { getPath } from "../../components/form/paths.ts"

/** The production group as typed: whole numbers, empty while a field is cleared. */
export interface ProductionValues {
  readonly trim_mm: number | null
  readonly kerf_mm: number | null
  readonly stages: number | null
  readonly longest_strip_mm: number | null
  readonly shortest_waste_strip_mm: number | null
  readonly min_offcut_width_mm: number | null
  readonly min_offcut_height_mm: number | null
  readonly time_budget_seconds: number | null
  readonly edge_allowance_mm: { readonly 1: number | null; readonly 2: number | null; readonly 3: number | null }
}

export const productionValuesOf = (settings: ProductionSettings): ProductionValues => ({
  ...settings,
  edge_allowance_mm: { ...settings.edge_allowance_mm },
})

export const emptyProductionValues: ProductionValues = {
  trim_mm: null,
  kerf_mm: null,
  stages: null,
  longest_strip_mm: null,
  shortest_waste_strip_mm: null,
  min_offcut_width_mm: null,
  min_offcut_height_mm: null,
  time_budget_seconds: null,
  edge_allowance_mm: { 1: null, 2: null, 3: null },
}

/** The fields in three rows: the cutting table, what is kept as an offcut and the optimiser's time, the edging line. */
const rows: ReadonlyArray<{ readonly title: string; readonly names: ReadonlyArray<ProductionFieldName> }> = [
  { title: "میز برش", names: ["trim_mm", "kerf_mm", "stages", "longest_strip_mm", "shortest_waste_strip_mm"] },
  { title: "باقی‌مانده و بهینه‌سازی", names: ["min_offcut_width_mm", "min_offcut_height_mm", "time_budget_seconds"] },
  { title: "افزایش ابعاد برای لبه‌کاری (هر طرف)", names: ["edge_diamond", "edge_tool", "edge_bevel"] },
]

interface Props {
  readonly values: ProductionValues
  readonly change: (name: string, value: unknown) => void
  readonly blur: () => void
  readonly errorOf: (name: string) => string | undefined
  readonly disabled: boolean
}

/** The production group of the company settings: the numbers the cutting planner and the pieces' sizes use. */
export function ProductionSettingsFields({ values, change, blur, errorOf, disabled }: Props) {
  return (
    <>
      <p className="text-sm text-gray-600">
        برنامه‌ریزی برش و اندازه برش قطعه‌ها از این مقادیر پیروی می‌کنند؛ دسته‌های برش پیشین با تنظیمات زمان برنامه‌ریزی خود
        می‌مانند.
      </p>
      {rows.map((row) => (
        <div key={row.title} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-gray-800">{row.title}</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {row.names.map((name) => {
              const key = productionFieldKey(name)
              const { label, unit } = productionFields[name]
              return (
                <TextField
                  key={key}
                  numeric
                  name={key}
                  label={label}
                  required
                  {...(unit === null ? {} : { unit })}
                  value={getPath({ production: values }, key) as number | null}
                  onChange={(value) => change(key, value)}
                  onBlur={blur}
                  error={errorOf(key)}
                  disabled={disabled}
                />
              )
            })}
          </div>
        </div>
      ))}
    </>
  )
}
