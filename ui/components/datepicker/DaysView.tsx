import { useEffect, useRef, type KeyboardEvent } from "react"
import {
  compareJalali,
  jalaliMonthNames,
  jalaliWeekday,
  jalaliWeekdayNames,
  type JalaliDate,
} from "../../../domain/calendar/Jalali.ts"
import { monthGrid } from "../../../domain/calendar/MonthGrid.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { moveByKey, shiftMonth } from "./calendarMoves.ts"

/** What the days view shows and tells. */
export interface DaysViewProps {
  /** The day that holds keyboard focus; the month shown is its month. */
  readonly focused: JalaliDate
  readonly selected: JalaliDate | undefined
  readonly today: JalaliDate
  readonly onFocusChange: (date: JalaliDate) => void
  readonly onSelect: (date: JalaliDate) => void
  readonly onShowYears: () => void
  /** In period mode, the days between the period's ends (shown lighter than its ends, which are `selected`). */
  readonly between?: ((date: JalaliDate) => boolean) | undefined
  /** In period mode, the period's other end, shown as selected too. */
  readonly otherEnd?: JalaliDate | undefined
}

const same = (a: JalaliDate | undefined, b: JalaliDate): boolean => a !== undefined && compareJalali(a, b) === 0
/** A date as a screen reader says it: «۵ فروردین ۱۴۰۳». */
export const spokenDate = (date: JalaliDate): string =>
  toPersianDigits(`${date.day} ${jalaliMonthNames[date.month - 1] ?? ""} ${date.year}`)

const navButton =
  "flex h-8 w-8 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"

/** The days of one month, Saturday first with Friday in red; arrows move the focus the RTL way, Enter picks. */
export function DaysView({ focused, selected, today, onFocusChange, onSelect, onShowYears, between, otherEnd }: DaysViewProps) {
  const gridRef = useRef<HTMLTableElement>(null)
  // Focus follows the focused day when the view opens and when the arrows move it, not when the month buttons are pressed.
  const keyboardMove = useRef(true)
  const weeks = monthGrid(focused.year, focused.month)
  const heading = `${jalaliMonthNames[focused.month - 1] ?? ""} ${toPersianDigits(focused.year)}`

  useEffect(() => {
    if (!keyboardMove.current) return
    keyboardMove.current = false
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus({ preventScroll: true })
  }, [focused])

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveByKey(focused, jalaliWeekday(focused), event.key)
    if (next === undefined) return
    event.preventDefault()
    keyboardMove.current = true
    onFocusChange(next)
  }
  const goMonth = (delta: number) => {
    const { year, month } = shiftMonth(focused.year, focused.month, delta)
    onFocusChange({ year, month, day: 1 })
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        {/* Previous lies to the right in RTL, so its chevron points right; next points left. */}
        <button type="button" className={navButton} aria-label="ماه قبل" onClick={() => goMonth(-1)}>
          <span aria-hidden="true" className="i-tabler-chevron-right h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={onShowYears}
          aria-label={`${heading}، انتخاب سال`}
          className="rounded-lg px-3 py-1 font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          {heading}
        </button>
        <button type="button" className={navButton} aria-label="ماه بعد" onClick={() => goMonth(1)}>
          <span aria-hidden="true" className="i-tabler-chevron-left h-4 w-4" />
        </button>
      </div>
      <table ref={gridRef} className="border-collapse text-center text-sm" aria-label={heading} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {jalaliWeekdayNames.map((name, index) => (
              <th
                key={name}
                scope="col"
                abbr={name}
                className={`h-8 w-9 text-xs font-medium ${index === 6 ? "text-red-700" : "text-gray-600"}`}
              >
                {name.charAt(0)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={`${week[0]?.date.year}-${week[0]?.date.month}-${week[0]?.date.day}`}>
              {week.map((cell) => {
                const isSelected = same(selected, cell.date) || same(otherEnd, cell.date)
                const isToday = same(today, cell.date)
                const color = isSelected
                  ? "bg-sky-700 text-white"
                  : between?.(cell.date)
                    ? "bg-sky-100 text-sky-900"
                    : !cell.inMonth
                      ? "text-gray-500"
                      : cell.isFriday
                        ? "text-red-700"
                        : "text-gray-900"
                return (
                  <td key={cell.date.day} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={same(focused, cell.date) ? 0 : -1}
                      aria-label={spokenDate(cell.date)}
                      aria-pressed={isSelected}
                      aria-current={isToday ? "date" : undefined}
                      onClick={() => onSelect(cell.date)}
                      className={`h-8 w-8 rounded-full tabular-nums hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600 ${color} ${
                        isToday && !isSelected ? "ring-1 ring-sky-700" : ""
                      } ${isSelected ? "hover:bg-sky-800" : ""}`}
                    >
                      {toPersianDigits(cell.date.day)}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
