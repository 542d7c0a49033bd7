import type { JalaliDate } from "../../../domain/calendar/Jalali.ts"
import { DaysView, type DaysViewProps } from "./DaysView.tsx"
import { YearsView } from "./YearsView.tsx"

/** Which of the calendar's two views a date field's popover shows. */
export type CalendarView = "days" | "years"

interface CalendarViewsProps {
  readonly view: CalendarView
  readonly onView: (view: CalendarView) => void
  readonly focused: JalaliDate
  readonly onFocusChange: (date: JalaliDate) => void
  readonly today: JalaliDate
  /** What the days view marks and does with a picked day: one date or a period's ends. */
  readonly days: Omit<DaysViewProps, "focused" | "today" | "onFocusChange" | "onShowYears">
}

/** The calendar of a date field: the focused month's days, or the years, a chosen year leading back to its days. */
export function CalendarViews({ view, onView, focused, onFocusChange, today, days }: CalendarViewsProps) {
  return view === "days" ? (
    <DaysView {...days} focused={focused} today={today} onFocusChange={onFocusChange} onShowYears={() => onView("years")} />
  ) : (
    <YearsView
      year={focused.year}
      today={today.year}
      onSelect={(year) => {
        onFocusChange({ year, month: focused.month, day: 1 })
        onView("days")
      }}
    />
  )
}
