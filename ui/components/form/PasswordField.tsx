import { useState } from "react"
import { textValue } from "../../../domain/input/NumericInput.ts"
import { LabelledField, fieldControl, inputBorder } from "./LabelledField.tsx"

interface PasswordFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string | null
  readonly onChange: (value: string | null) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly placeholder?: string
  readonly autoComplete?: string
  /** Marks the label with a red star and the input aria-required. */
  readonly required?: boolean
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  autoComplete,
  required,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const { id, invalid, aria } = fieldControl(name, error, required)
  return (
    <LabelledField id={id} name={name} label={label} error={error} required={required}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          dir="ltr"
          value={value ?? ""}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...aria}
          onBlur={onBlur}
          onChange={(event) => onChange(textValue(event.target.value))}
          className={`h-10 w-full rounded-lg border bg-white pe-3 ps-11 text-right text-gray-900 outline-none transition focus:ring-2 ${inputBorder(
            invalid,
          )}`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? "پنهان کردن رمز عبور" : "نمایش رمز عبور"}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className={visible ? "i-tabler-eye-off h-5 w-5" : "i-tabler-eye h-5 w-5"} />
        </button>
      </div>
    </LabelledField>
  )
}
