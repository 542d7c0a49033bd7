/** A date of the proleptic Gregorian calendar; month 1-12. */
export interface GregorianDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** Days since 1970-01-01 of a Gregorian date (Hinnant's days-from-civil, pure integer arithmetic). */
export const gregorianToDayNumber = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year
  const dayOfYear = (((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) | 0) + day - 1
  // From year 0 on every quotient is non-negative, so `| 0` truncation is floor division and several times faster than Math.floor.
  if (y >= 0 && y < 5_000_000) {
    const era = (y / 400) | 0
    const yearOfEra = y - era * 400
    return era * 146097 + yearOfEra * 365 + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0) + dayOfYear - 719468
  }
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  return era * 146097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719468
}

/** The Gregorian date of a day number (days since 1970-01-01). */
export const gregorianFromDayNumber = (dayNumber: number): GregorianDate => {
  const z = dayNumber + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  // dayOfEra is never negative, so truncating division equals floor division below.
  const yearOfEra = Math.trunc(
    (dayOfEra - Math.trunc(dayOfEra / 1460) + Math.trunc(dayOfEra / 36524) - Math.trunc(dayOfEra / 146096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.trunc(yearOfEra / 4) - Math.trunc(yearOfEra / 100))
  const shiftedMonth = Math.trunc((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.trunc((153 * shiftedMonth + 2) / 5) + 1
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** The weekday of a day number, Saturday first: 0 Saturday ... 6 Friday (1970-01-01 was a Thursday). */
export const weekdayOfDayNumber = (dayNumber: number): number => (((dayNumber + 5) % 7) + 7) % 7
