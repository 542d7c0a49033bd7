import { toPersianDigits } from "../../../domain/text/digits.ts"

/** The id of a field's error text, which the input names in aria-describedby. */
export const errorIdOf = (name: string): string => `${name.replace(/[^A-Za-z0-9_-]/g, "-")}-error`

/** The id of an input, derived from its dotted name so labels and error texts can point at it. */
export const inputIdOf = (name: string): string => `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`

interface FieldErrorProps {
  readonly name: string
  readonly error: string | undefined
}

/** The Persian message of a field's first failing rule, in red beneath the input, about 40 characters wide. */
export function FieldError({ name, error }: FieldErrorProps) {
  if (error === undefined || error === "") return null
  return (
    <p id={errorIdOf(name)} className="mt-1 max-w-[40ch] text-sm leading-6 text-red-700" role="alert">
      {toPersianDigits(error)}
    </p>
  )
}
