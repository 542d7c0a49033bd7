import { textValue } from "../../../domain/input/NumericInput.ts"
import { FieldError, errorIdOf, inputIdOf } from "./FieldError.tsx"

interface TextAreaFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string | null
  readonly onChange: (value: string | null) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly rows?: number
}

/** A labelled multi-line input; empty text is stored as null, the error shows beneath it. */
export function TextAreaField({ name, label, value, onChange, onBlur, error, rows = 3 }: TextAreaFieldProps) {
  const id = inputIdOf(name)
  const invalid = error !== undefined && error !== ""
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value ?? ""}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorIdOf(name) : undefined}
        onBlur={onBlur}
        onChange={(event) => onChange(textValue(event.target.value))}
        className={`w-full rounded-lg border bg-white px-3 py-2 leading-7 text-gray-900 outline-none focus:ring-2 ${
          invalid ? "border-red-600 focus:ring-red-200" : "border-gray-300 focus:border-sky-600 focus:ring-sky-200"
        }`}
      />
      <FieldError name={name} error={error} />
    </div>
  )
}
