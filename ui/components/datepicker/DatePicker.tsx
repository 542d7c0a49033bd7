import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react"
import { Option } from "effect"
import { useState } from "react"
import { formatJalali, parseJalali, type JalaliDate } from "../../../domain/calendar/Jalali.ts"
import { parseTypedJalali } from "../../../domain/calendar/TypedDate.ts"
import { toAsciiDigits, toPersianDigits } from "../../../domain/text/digits.ts"
import { LabelledField, fieldControl, inputBorder } from "../form/LabelledField.tsx"
import { CalendarViews, type CalendarView } from "./CalendarViews.tsx"

/** The picker's placeholders: one date, or a period. */
export const datePickerPlaceholders = { date: "انتخاب تاریخ", range: "انتخاب بازه" } as const

interface DatePickerProps {
  readonly name: string
  readonly label: string
  /** The stored date, "yyyy/MM/dd" with ASCII digits; null when empty. Unreadable typed text is passed on as typed so the form's rule can name it. */
  readonly value: string | null
  readonly onChange: (value: string | null) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly today: JalaliDate
  readonly placeholder?: string
  /** Marks the label with a red star and the input aria-required. */
  readonly required?: boolean
}

const dateOf = (text: string | null): JalaliDate | undefined =>
  text === null ? undefined : Option.getOrUndefined(parseJalali(text))
/** What the input shows for a stored value: the date in Persian digits, or the typed text as it is. */
const shown = (value: string | null): string =>
  value === null ? "" : toPersianDigits(Option.match(parseJalali(value), { onNone: () => value, onSome: formatJalali }))

/** What typed text stores: null when empty, a readable date ("1405/9/6", "14050906") in its "yyyy/MM/dd" form, anything else as typed (ASCII digits). */
const storedOf = (raw: string): string | null => {
  const ascii = toAsciiDigits(raw).trim()
  const date = Option.getOrUndefined(parseTypedJalali(ascii))
  return ascii === "" ? null : date ? formatJalali(date) : ascii
}

const iconButton =
  "flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-600"

/** A Jalali date field: type the date (Persian or ASCII digits) or pick it from a days view and a years view; a button clears it. */
export function DatePicker({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  today,
  placeholder = datePickerPlaceholders.date,
  required,
}: DatePickerProps) {
  const { id, invalid, aria } = fieldControl(name, error, required)
  const selected = dateOf(value)
  const [typed, setTyped] = useState(() => shown(value))
  // A value set from outside (the calendar, the clear button, a loaded record) replaces what was typed.
  const text = storedOf(typed) === value ? typed : shown(value)
  const [focused, setFocused] = useState<JalaliDate>(selected ?? today)
  const [view, setView] = useState<CalendarView>("days")

  // Typed digits show in Persian at once, as a numeric field shows them: one rule for every number on screen.
  const type = (raw: string) => {
    setTyped(toPersianDigits(raw))
    const stored = storedOf(raw)
    onChange(stored)
    const date = dateOf(stored)
    if (date) setFocused(date)
  }

  return (
    <LabelledField id={id} name={name} label={label} error={error} required={required}>
      <Popover className="relative">
        <input
          id={id}
          name={name}
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          {...aria}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (selected) setTyped(shown(value))
            onBlur?.()
          }}
          className={`h-10 w-full rounded-lg border bg-white pl-20 pr-3 text-right tabular-nums text-gray-900 outline-none placeholder:text-gray-500 focus:ring-2 ${inputBorder(
            invalid,
          )}`}
        />
        {/* The input is left-to-right, so its end, where the buttons sit, is physically on the left. */}
        <div className="absolute inset-y-0 left-1 flex items-center gap-0.5">
          {value !== null && (
            <button type="button" className={iconButton} aria-label={`پاک کردن ${label}`} onClick={() => type("")}>
              <span aria-hidden="true" className="i-tabler-x h-4 w-4" />
            </button>
          )}
          <PopoverButton
            className={iconButton}
            aria-label={`انتخاب ${label} از تقویم`}
            onClick={() => {
              setFocused(selected ?? today)
              setView("days")
            }}
          >
            <span aria-hidden="true" className="i-tabler-calendar h-5 w-5" />
          </PopoverButton>
        </div>
        <PopoverPanel
          anchor={{ to: "bottom end", gap: 4 }}
          role="dialog"
          aria-label={`تقویم ${label}`}
          className="z-40 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
        >
          {({ close }) => (
            <CalendarViews
              view={view}
              onView={setView}
              focused={focused}
              onFocusChange={setFocused}
              today={today}
              days={{
                selected,
                onSelect: (date) => {
                  type(toPersianDigits(formatJalali(date)))
                  close()
                },
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
    </LabelledField>
  )
}
