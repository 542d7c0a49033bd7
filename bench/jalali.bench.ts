import * as jalaali from "jalaali-js"
import persianDate from "persian-date"
import {
  firstJalaliYear,
  gregorianFromDayNumber,
  jalaliFromDayNumber,
  jalaliToDayNumber,
  lastJalaliYear,
  toGregorian,
  toJalali,
  type GregorianDate,
  type JalaliDate,
} from "../domain/calendar/Jalali.ts"

// Same dates for every contender: a seeded mulberry32 stream of day numbers over the whole supported range.
const count = 1_000_000
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const random = mulberry32(1403)
const firstDay = jalaliToDayNumber({ year: firstJalaliYear, month: 1, day: 1 })
const span = jalaliToDayNumber({ year: lastJalaliYear + 1, month: 1, day: 1 }) - firstDay
const days = Array.from({ length: count }, () => firstDay + Math.floor(random() * span))
const gregorian: GregorianDate[] = days.map(gregorianFromDayNumber)
const jalali: JalaliDate[] = days.map(jalaliFromDayNumber)

interface Row {
  readonly contender: string
  readonly direction: string
  readonly sample: number
  readonly ms: number
}
const rows: Row[] = []
let checksum = 0

/** Times a loop over the first `sample` dates: one warm-up pass, then the best of `repeats`, scaled to the full count. */
const time = (contender: string, direction: string, sample: number, repeats: number, loop: (sample: number) => number) => {
  checksum += loop(Math.min(sample, 20_000))
  let best = Number.POSITIVE_INFINITY
  for (let r = 0; r < repeats; r += 1) {
    const started = performance.now()
    checksum += loop(sample)
    best = Math.min(best, performance.now() - started)
  }
  rows.push({ contender, direction, sample, ms: (best * count) / sample })
}

const intl = new Intl.DateTimeFormat("fa-IR-u-ca-persian-nu-latn", {
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
  day: "numeric",
})
const calendar = persianDate.toCalendar("persian")

// One loop function per contender, so that no call site is shared and each conversion can be inlined.
time("baseline: read the input only", "G->J", count, 5, (n) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) sum += (gregorian[i] as GregorianDate).day
  return sum
})
time("domain", "G->J", count, 5, (n) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) sum += toJalali(gregorian[i] as GregorianDate).day
  return sum
})
time("domain", "J->G", count, 5, (n) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) sum += toGregorian(jalali[i] as JalaliDate).day
  return sum
})
time("jalaali-js", "G->J", count, 5, (n) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) {
    const g = gregorian[i] as GregorianDate
    sum += jalaali.toJalaali(g.year, g.month, g.day).jd
  }
  return sum
})
time("jalaali-js", "J->G", count, 5, (n) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) {
    const j = jalali[i] as JalaliDate
    sum += jalaali.toGregorian(j.year, j.month, j.day).gd
  }
  return sum
})
time("Intl.DateTimeFormat (reused, format + split)", "G->J", count, 1, (n) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) sum += Number(intl.format((days[i] as number) * 864e5).split("/")[2])
  return sum
})
const persianDateToJalali = (n: number) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) {
    const g = gregorian[i] as GregorianDate
    sum += new calendar(new Date(g.year, g.month - 1, g.day, 12)).date()
  }
  return sum
}
const persianDateToGregorian = (n: number) => {
  let sum = 0
  for (let i = 0; i < n; i += 1) {
    const j = jalali[i] as JalaliDate
    sum += new calendar([j.year, j.month, j.day, 12]).toDate().getDate()
  }
  return sum
}
calendar.toLeapYearMode("algorithmic")
time("persian-date (algorithmic)", "G->J", 100_000, 1, persianDateToJalali)
time("persian-date (algorithmic)", "J->G", 100_000, 1, persianDateToGregorian)
calendar.toLeapYearMode("astronomical")
time("persian-date (astronomical, default)", "G->J", 2_000, 1, persianDateToJalali)
time("persian-date (astronomical, default)", "J->G", 2_000, 1, persianDateToGregorian)

const domainMs = (direction: string) =>
  rows.find((row) => row.contender === "domain" && row.direction === direction)?.ms ?? Number.NaN
const table = [
  ...rows.map((row) => ({
    contender: row.contender,
    direction: row.direction,
    dates: row.sample === count ? "1,000,000" : `${row.sample.toLocaleString("en-US")} (scaled x${count / row.sample})`,
    "time ms (1M)": row.ms.toFixed(0),
    "ns/date": ((row.ms * 1e6) / count).toFixed(0),
    "x domain": (row.ms / domainMs(row.direction)).toFixed(1),
  })),
  {
    contender: "Intl.DateTimeFormat",
    direction: "J->G",
    dates: "n/a",
    "time ms (1M)": "n/a",
    "ns/date": "n/a",
    "x domain": "Intl only formats; it cannot read a Persian date",
  },
]
console.log(
  `Jalali conversion, ${count.toLocaleString("en-US")} seeded random dates over Jalali ${firstJalaliYear}..${lastJalaliYear}, Node ${process.version}`,
)
console.table(table)
console.log(`(checksum ${checksum})`)
