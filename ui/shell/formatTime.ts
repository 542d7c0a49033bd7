import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"

const tehranTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Tehran",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
})

/** A timestamp as staff read it: the Jalali date and the Tehran time, in Persian digits. */
export const formatDateTime = (iso: string): string => {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ""
  return toPersianDigits(`${formatJalali(todayInTehran(ms))} - ${tehranTime.format(ms)}`)
}
