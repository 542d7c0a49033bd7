import type { ReactNode } from "react"
import { FieldError, errorIdOf, inputIdOf } from "./FieldError.tsx"
import { RequiredMark } from "./RequiredMark.tsx"

/**
 * What every input of a field shares: its id, whether it is in error, and the ARIA attributes that tie it to its
 * error text and say whether it must be filled.
 */
export const fieldControl = (name: string, error: string | undefined, required = false) => {
  const invalid = error !== undefined && error !== ""
  return {
    id: inputIdOf(name),
    invalid,
    aria: {
      "aria-invalid": invalid,
      "aria-describedby": invalid ? errorIdOf(name) : undefined,
      "aria-required": required || undefined,
    },
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
  /** Marks the label with a red star; the input itself carries aria-required. */
  readonly required?: boolean | undefined
  readonly className?: string | undefined
  readonly children: ReactNode
}

/** A field's label above its input and its first error beneath it; `data-field` is what a refused submit scrolls into view. */
export function LabelledField({ id, name, label, error, required = false, className, children }: LabelledFieldProps) {
  return (
    <div className={className ?? "flex flex-col"} data-field={name}>
      {/* The star stands beside the label, not in it, so the label's text stays the field's name. */}
      <div className="mb-1 flex items-baseline text-sm font-medium text-gray-800">
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {children}
      <FieldError name={name} error={error} />
    </div>
  )
}
