import { textValue } from "../../../domain/input/NumericInput.ts"
import { LabelledField, fieldControl, inputBorder } from "./LabelledField.tsx"

interface TextAreaFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string | null
  readonly onChange: (value: string | null) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly rows?: number
  /** Marks the label with a red star and the input aria-required. */
  readonly required?: boolean
}

/** A labelled multi-line input; empty text is stored as null, the error shows beneath it. */
export function TextAreaField({ name, label, value, onChange, onBlur, error, rows = 3, required }: TextAreaFieldProps) {
  const { id, invalid, aria } = fieldControl(name, error, required)
  return (
    <LabelledField id={id} name={name} label={label} error={error} required={required}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value ?? ""}
        {...aria}
        onBlur={onBlur}
        onChange={(event) => onChange(textValue(event.target.value))}
        className={`w-full rounded-lg border bg-white px-3 py-2 leading-7 text-gray-900 outline-none focus:ring-2 ${inputBorder(
          invalid,
        )}`}
      />
    </LabelledField>
  )
}
