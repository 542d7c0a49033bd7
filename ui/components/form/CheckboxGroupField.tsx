import { toPersianDigits } from "../../../domain/text/digits.ts"
import { FieldError, errorIdOf, inputIdOf } from "./FieldError.tsx"
import { RequiredMark } from "./RequiredMark.tsx"
import type { SelectOption } from "./SelectField.tsx"

interface CheckboxGroupFieldProps<V extends string | number> {
  readonly name: string
  readonly label: string
  /** The chosen values, in the order they were ticked. */
  readonly value: ReadonlyArray<V>
  readonly options: ReadonlyArray<SelectOption<V>>
  readonly onChange: (value: ReadonlyArray<V>) => void
  readonly error?: string | undefined
  readonly disabled?: boolean
  /** Marks the legend with a red star: at least one must be ticked. */
  readonly required?: boolean
}

/** A labelled group of checkboxes for choosing several values (thicknesses, products), its error beneath it. */
export function CheckboxGroupField<V extends string | number>({
  name,
  label,
  value,
  options,
  onChange,
  error,
  disabled,
  required = false,
}: CheckboxGroupFieldProps<V>) {
  const invalid = error !== undefined && error !== ""
  return (
    <fieldset
      id={inputIdOf(name)}
      data-field={name}
      className="flex flex-col"
      aria-invalid={invalid}
      aria-describedby={invalid ? errorIdOf(name) : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={`flex flex-wrap gap-2 rounded-lg border p-2 ${invalid ? "border-red-600" : "border-gray-300"}`}>
        {options.map((option) => {
          const checked = value.includes(option.value)
          return (
            <label
              key={String(option.value)}
              className={`flex min-h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm ${checked ? "border-sky-600 bg-sky-50 text-sky-900" : "border-gray-200 text-gray-800"}`}
            >
              <input
                type="checkbox"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(checked ? value.filter((other) => other !== option.value) : [...value, option.value])}
                className="h-4 w-4 accent-sky-700"
              />
              {toPersianDigits(option.label)}
            </label>
          )
        })}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  )
}
