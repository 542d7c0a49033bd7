// The persian-date package ships no module typings; tests and the benchmark use it as an oracle through this shape.
declare module "persian-date" {
  interface PersianDate {
    year(): number
    month(): number
    date(): number
    toDate(): Date
  }
  interface PersianDateClass {
    new (input?: Date | number | ReadonlyArray<number>): PersianDate
    toCalendar(calendar: "persian" | "gregorian"): PersianDateClass
    toLeapYearMode(mode: "algorithmic" | "astronomical"): PersianDateClass
  }
  const persianDate: PersianDateClass
  export default persianDate
}
