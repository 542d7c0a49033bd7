import { Option } from "effect"
import { compareJalali, formatJalali, parseJalali, type JalaliDate } from "../calendar/Jalali.ts"
import { toPersianDigits } from "../text/digits.ts"

/** What the dashboard needs of an announcement to decide whether it shows. */
export interface Scheduled {
  readonly is_active: boolean
  readonly show_from: string
  readonly show_until: string | null
}

/** An optional date: null or empty text is none, an unreadable one is `undefined`. */
const optionalDate = (text: string | null): Option.Option<JalaliDate> | undefined => {
  if (text === null || text.trim() === "") return Option.none()
  const date = parseJalali(text)
  return Option.isSome(date) ? date : undefined
}

/** Whether an announcement shows on a day: active, and the day within show_from..show_until, both ends included (an unreadable date shows nothing). */
export const isShownOn = (announcement: Scheduled, today: JalaliDate): boolean => {
  const from = parseJalali(announcement.show_from)
  const until = optionalDate(announcement.show_until)
  if (!announcement.is_active || Option.isNone(from) || until === undefined) return false
  return (
    compareJalali(from.value, today) <= 0 &&
    Option.match(until, { onNone: () => true, onSome: (end) => compareJalali(today, end) <= 0 })
  )
}

/** A stored date as staff read it: zero-padded yyyy/MM/dd in Persian digits (unreadable text is shown as it is). */
const shownDate = (text: string): string =>
  toPersianDigits(Option.match(parseJalali(text), { onNone: () => text.trim(), onSome: formatJalali }))

/** The display range of an announcement card: «۱۴۰۳/۰۱/۰۵ تا ۱۴۰۳/۰۲/۰۱», or «از ۱۴۰۳/۰۱/۰۵» when it has no end. */
export const displayRange = (announcement: Pick<Scheduled, "show_from" | "show_until">): string =>
  announcement.show_until === null || announcement.show_until.trim() === ""
    ? `از ${shownDate(announcement.show_from)}`
    : `${shownDate(announcement.show_from)} تا ${shownDate(announcement.show_until)}`
