import { glassMaterials } from "../../../domain/options/Options.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { TextField } from "../../components/form/TextField.tsx"

/** A thickness of the grid: its id and size in mm. */
export interface GridThickness {
  readonly id: number
  readonly size: number
}

interface PriceGridProps {
  /** The chosen thicknesses, thinnest first: one row each. */
  readonly thicknesses: ReadonlyArray<GridThickness>
  readonly priceOf: (name: string) => number | null
  readonly onChange: (name: string, price: number | null) => void
  readonly onBlur: () => void
  readonly errorOf: (name: string) => string | undefined
  readonly disabled: boolean
}

/** The cell's input name, as the domain and the server name its error: `prices.<width_id>.<material>`. */
export const priceCell = (widthId: number, material: number): string => `prices.${widthId}.${material}`

/**
 * The price per m2 of each chosen thickness in each material: one group per thickness, its three inputs side by side
 * from 640 px and stacked below, so the grid stays usable on a phone.
 */
export function PriceGrid({ thicknesses, priceOf, onChange, onBlur, errorOf, disabled }: PriceGridProps) {
  return (
    <section aria-labelledby="price-grid-title" className="flex flex-col gap-3">
      <h2 id="price-grid-title" className="text-base font-bold text-gray-900">
        قیمت هر متر مربع (ریال)
      </h2>
      {thicknesses.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-600">
          برای وارد کردن قیمت‌ها، ابتدا ضخامت‌های مجاز را انتخاب کنید.
        </p>
      ) : (
        <div className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200">
          {thicknesses.map((thickness) => {
            const title = `ضخامت ${toPersianDigits(thickness.size)} میلی‌متر`
            return (
              <div
                key={thickness.id}
                role="group"
                aria-label={`قیمت ${title}`}
                className="grid gap-3 p-3 sm:grid-cols-[8rem_repeat(3,minmax(0,1fr))] sm:items-start"
              >
                <p className="pt-1 text-sm font-bold text-gray-900 sm:pt-8">{title}</p>
                {glassMaterials.map((material) => {
                  const name = priceCell(thickness.id, material.code)
                  return (
                    <TextField
                      key={material.code}
                      name={name}
                      label={material.label}
                      unit="ریال"
                      numeric
                      required
                      value={priceOf(name)}
                      onChange={(value) => onChange(name, value)}
                      onBlur={onBlur}
                      error={errorOf(name)}
                      disabled={disabled}
                    />
                  )
                })}
              </div>
            )
          })}
        </div>
      )}
    </section>
  )
}
