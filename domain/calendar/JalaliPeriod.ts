import { Option } from "effect"
import { compareJalali, formatJalali, parseJalali, type JalaliDate } from "./Jalali.ts"

/** A period of days, both ends included, its start never after its end. */
export interface JalaliPeriod {
  readonly from: JalaliDate
  readonly to: JalaliDate
}

/** The word between a period's two dates, as it is read and written. */
export const periodJoiner = "تا"

/** The period between two days, whichever was given first. */
export const periodOf = (a: JalaliDate, b: JalaliDate): JalaliPeriod =>
  compareJalali(a, b) <= 0 ? { from: a, to: b } : { from: b, to: a }

/** Writes a period as "yyyy/MM/dd تا yyyy/MM/dd" (ASCII digits; the screen shows them in Persian). */
export const formatPeriod = (period: JalaliPeriod): string =>
  `${formatJalali(period.from)} ${periodJoiner} ${formatJalali(period.to)}`

// Two dates joined by «تا», a dash or a slash-free separator as people type them; each date is read by parseJalali.
const separators = new RegExp(`\\s*(?:${periodJoiner}|-|–|—|~)\\s*`)

/** Reads a typed period (Persian, Arabic-Indic or ASCII digits; «تا» or a dash between); a single date is a one-day period. */
export const parsePeriod = (text: string): Option.Option<JalaliPeriod> => {
  const parts = text.trim().split(separators)
  if (parts.some((part) => part === "")) return Option.none()
  if (parts.length === 1) return Option.map(parseJalali(parts[0] ?? ""), (day) => ({ from: day, to: day }))
  if (parts.length !== 2) return Option.none()
  return Option.zipWith(parseJalali(parts[0] ?? ""), parseJalali(parts[1] ?? ""), periodOf)
}

/** Where picking a period by clicks stands: nothing yet, the first day clicked, or the period chosen. */
export type PeriodPick =
  | { readonly _tag: "Empty" }
  | { readonly _tag: "Started"; readonly first: JalaliDate }
  | { readonly _tag: "Chosen"; readonly period: JalaliPeriod }

/** The next state after a day is clicked: the first click starts a period, the second ends it (in either order), a third starts anew. */
export const pickDay = (state: PeriodPick, day: JalaliDate): PeriodPick =>
  state._tag === "Started" ? { _tag: "Chosen", period: periodOf(state.first, day) } : { _tag: "Started", first: day }

/** Whether a day lies within a period, both ends included. */
export const inPeriod = (period: JalaliPeriod, day: JalaliDate): boolean =>
  compareJalali(period.from, day) <= 0 && compareJalali(day, period.to) <= 0
