import { toPersianDigits } from "../../../domain/text/digits.ts"
import { LabelledField, fieldControl, inputBorder } from "./LabelledField.tsx"

/** One choice of a select: the stored value and its Persian label. */
export interface SelectOption<V extends string | number> {
  readonly value: V
  readonly label: string
}

interface SelectFieldProps<V extends string | number> {
  readonly name: string
  readonly label: string
  readonly value: V | null
  readonly options: ReadonlyArray<SelectOption<V>>
  readonly onChange: (value: V | null) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly disabled?: boolean
  /** Marks the label with a red star and the select aria-required. */
  readonly required?: boolean
  /** The empty choice's text; the field stores null while it is chosen. */
  readonly placeholder?: string
  readonly className?: string
}

/** A labelled native select (the phone's own picker on mobile), its labels shown with Persian digits, its error beneath it. */
export function SelectField<V extends string | number>({
  name,
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  disabled,
  required,
  placeholder = "انتخاب کنید",
  className,
}: SelectFieldProps<V>) {
  const control = fieldControl(name, error, required)
  return (
    <LabelledField id={control.id} name={name} label={label} error={error} required={required} className={className}>
      <select
        id={control.id}
        name={name}
        value={value === null ? "" : String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value)
          onChange(chosen ? chosen.value : null)
        }}
        onBlur={onBlur}
        disabled={disabled}
        {...control.aria}
        className={`h-11 w-full rounded-lg border bg-white pe-8 ps-3 text-gray-900 focus:outline-none focus:ring-2 disabled:bg-gray-100 ${inputBorder(control.invalid)}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {toPersianDigits(option.label)}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}
