import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react"
import { Option } from "effect"
import { useState } from "react"
import { formatJalali, parseJalali, type JalaliDate } from "../../../domain/calendar/Jalali.ts"
import {
  formatPeriod,
  inPeriod,
  parsePeriod,
  pickDay,
  type JalaliPeriod,
  type PeriodPick,
} from "../../../domain/calendar/JalaliPeriod.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { datePickerPlaceholders } from "./DatePicker.tsx"
import { CalendarViews, type CalendarView } from "./CalendarViews.tsx"

interface PeriodPickerProps {
  readonly name: string
  readonly label: string
  /** The period's ends as the URL keeps them ("yyyy/MM/dd", ASCII digits), or null for an open period. */
  readonly from: string | null
  readonly to: string | null
  readonly onChange: (from: string | null, to: string | null) => void
  readonly today: JalaliDate
}

const periodOfValues = (from: string | null, to: string | null): JalaliPeriod | undefined => {
  const start = from === null ? undefined : Option.getOrUndefined(parseJalali(from))
  const end = to === null ? undefined : Option.getOrUndefined(parseJalali(to))
  return start && end ? { from: start, to: end } : undefined
}

const iconButton =
  "flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-600"

/**
 * A Jalali period: typed as two dates with «تا» between (Persian or ASCII digits, applied when it reads as a period)
 * or picked by two clicks on the calendar, in either order; its placeholder is the specification's 'select period'.
 */
export function PeriodPicker({ name, label, from, to, onChange, today }: PeriodPickerProps) {
  const period = periodOfValues(from, to)
  const shown = period ? toPersianDigits(formatPeriod(period)) : ""
  const [typed, setTyped] = useState<string | null>(null)
  const [pick, setPick] = useState<PeriodPick>({ _tag: "Empty" })
  const [focused, setFocused] = useState<JalaliDate>(period?.from ?? today)
  const [view, setView] = useState<CalendarView>("days")
  const inputId = `${name}-period`

  const choose = (chosen: JalaliPeriod | undefined) =>
    onChange(chosen ? formatJalali(chosen.from) : null, chosen ? formatJalali(chosen.to) : null)
  const type = (raw: string) => {
    setTyped(raw)
    if (raw.trim() === "") choose(undefined)
    else Option.map(parsePeriod(raw), choose)
  }
  const started = pick._tag === "Started" ? pick.first : undefined

  return (
    <div className="flex min-w-60 flex-col gap-1 text-sm text-gray-800">
      <label htmlFor={inputId}>{label}</label>
      <Popover className="relative">
        <input
          id={inputId}
          name={name}
          type="text"
          dir="rtl"
          inputMode="numeric"
          autoComplete="off"
          value={typed ?? shown}
          placeholder={datePickerPlaceholders.range}
          aria-description="دو تاریخ با «تا» میان آن‌ها، مانند ۱۴۰۵/۰۹/۰۱ تا ۱۴۰۵/۰۹/۳۰"
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTyped(null)}
          className="h-11 w-full rounded-lg border border-gray-300 bg-white pl-20 pr-3 text-right tabular-nums text-gray-900 placeholder:text-right placeholder:text-gray-500 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
        />
        {/* The period reads right to left («از … تا …»), so its end, where the buttons sit, is on the left. */}
        <div className="absolute inset-y-0 left-1 flex items-center gap-0.5">
          {period !== undefined && (
            <button type="button" className={iconButton} aria-label={`پاک کردن ${label}`} onClick={() => type("")}>
              <span aria-hidden="true" className="i-tabler-x h-4 w-4" />
            </button>
          )}
          <PopoverButton
            className={iconButton}
            aria-label={`انتخاب ${label} از تقویم`}
            onClick={() => {
              setPick({ _tag: "Empty" })
              setFocused(period?.from ?? today)
              setView("days")
            }}
          >
            <span aria-hidden="true" className="i-tabler-calendar h-5 w-5" />
          </PopoverButton>
        </div>
        <PopoverPanel
          anchor={{ to: "bottom end", gap: 4, padding: 8 }}
          role="dialog"
          aria-label={`تقویم ${label}`}
          className="z-40 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
        >
          {({ close }) => (
            <div className="flex w-max flex-col gap-2">
              <p className="max-w-64 text-xs text-gray-700" aria-live="polite">
                {started ? `از ${toPersianDigits(formatJalali(started))}؛ روز پایان را انتخاب کنید` : "روز آغاز را انتخاب کنید"}
              </p>
              <CalendarViews
                view={view}
                onView={setView}
                focused={focused}
                onFocusChange={setFocused}
                today={today}
                days={{
                  selected: started ?? period?.from,
                  otherEnd: started ? undefined : period?.to,
                  between: started || period === undefined ? undefined : (day) => inPeriod(period, day),
                  onSelect: (day) => {
                    const next = pickDay(pick, day)
                    setPick(next)
                    if (next._tag !== "Chosen") return
                    setTyped(null)
                    choose(next.period)
                    close()
                  },
                }}
              />
            </div>
          )}
        </PopoverPanel>
      </Popover>
    </div>
  )
}
