import { gregorianToDayNumber } from "./DayNumber.ts"

// One reused formatter: the ICU time-zone data knows Tehran's offsets, including daylight saving until 2022.
const tehranFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Tehran",
  era: "short",
  year: "numeric",
  month: "numeric",
  day: "numeric",
})

// The instants a JavaScript Date can hold; Intl throws outside them, so inputs are clamped.
const maxEpochMs = 8.64e15

/** Days since 1970-01-01 of the civil date in Tehran at an instant (NaN reads as the epoch, infinities clamp). */
export const tehranDayNumber = (epochMs: number): number => {
  const instant = Number.isNaN(epochMs) ? 0 : Math.min(maxEpochMs, Math.max(-maxEpochMs, epochMs))
  let year = 0
  let month = 0
  let day = 0
  let beforeChrist = false
  for (const part of tehranFormat.formatToParts(instant)) {
    if (part.type === "year") year = Number(part.value)
    else if (part.type === "month") month = Number(part.value)
    else if (part.type === "day") day = Number(part.value)
    else if (part.type === "era") beforeChrist = part.value === "BC"
  }
  return gregorianToDayNumber(beforeChrist ? 1 - year : year, month, day)
}
