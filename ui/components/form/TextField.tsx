import { useState, type HTMLAttributes, type HTMLInputTypeAttribute } from "react"
import { formatNumericTyping, numericDisplay, numericValue, textValue } from "../../../domain/input/NumericInput.ts"
import { toAsciiDigits, toPersianDigits } from "../../../domain/text/digits.ts"
import { LabelledField, fieldControl, inputBorder } from "./LabelledField.tsx"

interface CommonProps {
  readonly name: string
  readonly label: string
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly placeholder?: string
  readonly autoComplete?: string
  readonly type?: HTMLInputTypeAttribute
  readonly dir?: "rtl" | "ltr" | "auto"
  readonly disabled?: boolean
  /** Marks the label with a red star and the input aria-required. */
  readonly required?: boolean
  readonly className?: string
  /** A unit shown inside the input at its end (the left), such as 'ریال'. */
  readonly unit?: string
  /** The id of a datalist whose entries are offered as the user types. */
  readonly list?: string
}

/** Text mode: an empty input is stored as null. */
interface TextProps extends CommonProps {
  readonly numeric?: false
  /** The phone's keyboard for a code typed as text: digits ("numeric") or a phone pad ("tel"). */
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"]
  readonly value: string | null
  readonly onChange: (value: string | null) => void
}

/** Numeric mode: thousands separators while typing, Persian digits shown, a number (or null) stored. */
interface NumericProps extends CommonProps {
  readonly numeric: true
  readonly value: number | null
  readonly onChange: (value: number | null) => void
}

export type TextFieldProps = TextProps | NumericProps

/** What a numeric input shows for a stored number. */
const numericText = (value: number | null): string => (value === null ? "" : numericDisplay(String(value)))

/** A labelled input whose error shows beneath it and is announced through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const {
    name,
    label,
    onBlur,
    error,
    placeholder,
    autoComplete,
    type = "text",
    dir,
    disabled,
    required,
    className,
    unit,
    list,
  } = props
  const { id, invalid, aria } = fieldControl(name, error, required)
  // The numeric input keeps its own text so a half-typed "1,2" is not reformatted away under the cursor.
  const [typed, setTyped] = useState(() => (props.numeric ? numericText(props.value) : ""))
  const shownNumeric = props.numeric && numericValue(toAsciiDigits(typed)) !== props.value ? numericText(props.value) : typed
  const shown = props.numeric ? shownNumeric : (props.value ?? "")
  return (
    <LabelledField id={id} name={name} label={label} error={error} required={required} className={className}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={props.numeric ? "text" : type}
          inputMode={props.numeric ? "numeric" : props.inputMode}
          dir={props.numeric ? "ltr" : dir}
          value={shown}
          placeholder={placeholder}
          autoComplete={autoComplete}
          list={list}
          disabled={disabled}
          {...aria}
          onBlur={onBlur}
          onChange={(event) => {
            const raw = event.target.value
            if (props.numeric) {
              const formatted = formatNumericTyping(toAsciiDigits(raw))
              setTyped(toPersianDigits(formatted))
              props.onChange(numericValue(formatted))
            } else props.onChange(textValue(raw))
          }}
          className={`h-10 w-full rounded-lg border bg-white pr-3 text-gray-900 outline-none transition focus:ring-2 ${
            props.numeric ? "text-right tabular-nums" : ""
          } ${unit !== undefined ? "pl-14" : "pl-3"} ${inputBorder(invalid)} disabled:bg-gray-100`}
        />
        {/* The input is left-to-right in numeric mode, so its end is physically on the left. */}
        {unit !== undefined && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-gray-600">{unit}</span>
        )}
      </div>
    </LabelledField>
  )
}
