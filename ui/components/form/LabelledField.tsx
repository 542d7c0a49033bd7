import type { ReactNode } from "react"
import { FieldError, errorIdOf, inputIdOf } from "./FieldError.tsx"

/** What every input of a field shares: its id, whether it is in error, and the ARIA attributes that tie it to its error text. */
export const fieldControl = (name: string, error: string | undefined) => {
  const invalid = error !== undefined && error !== ""
  return {
    id: inputIdOf(name),
    invalid,
    aria: { "aria-invalid": invalid, "aria-describedby": invalid ? errorIdOf(name) : undefined },
  }
}

/** The border and focus ring of an input, red while its field has an error. */
export const inputBorder = (invalid: boolean): string =>
  invalid ? "border-red-600 focus:ring-red-200" : "border-gray-300 focus:border-sky-600 focus:ring-sky-200"

interface LabelledFieldProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly error: string | undefined
  readonly className?: string | undefined
  readonly children: ReactNode
}

/** A field's label above its input and its first error beneath it. */
export function LabelledField({ id, name, label, error, className, children }: LabelledFieldProps) {
  return (
    <div className={className ?? "flex flex-col"}>
      <label htmlFor={id} className="mb-1 text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      <FieldError name={name} error={error} />
    </div>
  )
}
