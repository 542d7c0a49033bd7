import { toPersianDigits } from "../../../domain/text/digits.ts"
import { LabelledField, fieldControl, inputBorder } from "./LabelledField.tsx"

interface DecimalFieldProps {
  readonly name: string
  readonly label: string
  /** The text as typed (any digits, `.` or `٫` as the decimal sign); the domain's rule reads it. */
  readonly value: string | null
  readonly onChange: (value: string | null) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly disabled?: boolean
  /** Marks the label with a red star and the input aria-required. */
  readonly required?: boolean
  /** What the number counts, shown at the input's end («٪», «متر مربع»). */
  readonly unit: string
}

/**
 * A number with decimals (a percentage, an area) showing Persian digits and the Persian decimal sign. The shared numeric
 * TextField keeps whole numbers only, which would read a stored 2.5 as 25.
 */
export function DecimalField({ name, label, value, onChange, onBlur, error, disabled, required, unit }: DecimalFieldProps) {
  const { id, invalid, aria } = fieldControl(name, error, required)
  return (
    <LabelledField id={id} name={name} label={label} error={error} required={required}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={toPersianDigits(value ?? "").replace(/\./g, "٫")}
          disabled={disabled}
          {...aria}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
          className={`h-10 w-full rounded-lg border bg-white ${unit.length > 2 ? "pl-24" : "pl-10"} pr-3 text-right tabular-nums text-gray-900 outline-none transition focus:ring-2 ${inputBorder(invalid)} disabled:bg-gray-100`}
        />
        {/* The input runs left to right, so its end is physically on the left. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-gray-600"
        >
          {unit}
        </span>
      </div>
    </LabelledField>
  )
}
