import { addDays, formatJalali, jalaliWeekday, type JalaliDate } from "../calendar/Jalali.ts"
import type { ViewPeriod } from "./ViewLists.ts"

/** A period's first and last day, both included. */
export interface ViewDays {
  readonly from: JalaliDate
  readonly to: JalaliDate
}

/** The Jalali week holding a day: Saturday to Friday. */
export const weekOf = (day: JalaliDate): ViewDays => {
  const from = addDays(day, -jalaliWeekday(day))
  return { from, to: addDays(from, 6) }
}

/** The days a relative period covers on the day it is used. */
export const daysOf = (period: ViewPeriod, today: JalaliDate): ViewDays => {
  switch (period) {
    case "this-week":
      return weekOf(today)
  }
}

/**
 * A view's filters as the list's URL takes them on the day of use: a relative period becomes its `from` and `to`
 * (yyyy/MM/dd), so "this week" is always the current week, never the week the view was saved in.
 */
export const filtersOnDay = (filters: Readonly<Record<string, string>>, today: JalaliDate): Readonly<Record<string, string>> => {
  const { period, ...rest } = filters
  if (period !== "this-week") return rest
  const days = daysOf(period, today)
  return { ...rest, from: formatJalali(days.from), to: formatJalali(days.to) }
}
