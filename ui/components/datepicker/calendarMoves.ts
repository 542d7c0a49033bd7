import { addDays, jalaliMonthLength, type JalaliDate } from "../../../domain/calendar/Jalali.ts"

/** The month some months away from a Jalali month. */
export const shiftMonth = (year: number, month: number, delta: number): { readonly year: number; readonly month: number } => {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** The same day some months away, clamped to that month's length (31 Shahrivar -> 30 Mehr). */
export const shiftMonthOfDate = (date: JalaliDate, delta: number): JalaliDate => {
  const { year, month } = shiftMonth(date.year, date.month, delta)
  return { year, month, day: Math.min(date.day, jalaliMonthLength(year, month)) }
}

/**
 * Where a key moves the focused day of a right-to-left month grid: the left arrow goes to the next day, the right arrow to
 * the previous one, up and down by a week, Page Up/Down by a month, Home/End to the week's Saturday/Friday; none for other keys.
 */
export const moveByKey = (date: JalaliDate, weekday: number, key: string): JalaliDate | undefined => {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, 1)
    case "ArrowRight":
      return addDays(date, -1)
    case "ArrowDown":
      return addDays(date, 7)
    case "ArrowUp":
      return addDays(date, -7)
    case "PageDown":
      return shiftMonthOfDate(date, 1)
    case "PageUp":
      return shiftMonthOfDate(date, -1)
    case "Home":
      return addDays(date, -weekday)
    case "End":
      return addDays(date, 6 - weekday)
    default:
      return undefined
  }
}
