import { Option } from "effect"
import { useState } from "react"
import { yearPage } from "../../../domain/calendar/MonthGrid.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"

interface YearsViewProps {
  readonly year: number
  readonly today: number
  readonly onSelect: (year: number) => void
}

const navButton =
  "flex h-8 w-8 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-40"

/** Twelve years to pick from, paged by twelve. */
export function YearsView({ year, today, onSelect }: YearsViewProps) {
  const [pageYear, setPageYear] = useState(year)
  const page = yearPage(pageYear)
  const first = page.years[0] ?? year
  const last = page.years[page.years.length - 1] ?? year
  const range = `${toPersianDigits(first)} تا ${toPersianDigits(last)}`
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label="سال‌های قبل"
          disabled={Option.isNone(page.previous)}
          onClick={() => setPageYear(Option.getOrElse(page.previous, () => first))}
        >
          <span aria-hidden="true" className="i-tabler-chevron-right h-4 w-4" />
        </button>
        <span className="font-medium text-gray-900" aria-live="polite">
          {range}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label="سال‌های بعد"
          disabled={Option.isNone(page.next)}
          onClick={() => setPageYear(Option.getOrElse(page.next, () => first))}
        >
          <span aria-hidden="true" className="i-tabler-chevron-left h-4 w-4" />
        </button>
      </div>
      <div role="group" aria-label={`سال‌های ${range}`} className="grid w-[17rem] grid-cols-3 gap-2">
        {page.years.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === year}
            aria-current={candidate === today ? "date" : undefined}
            onClick={() => onSelect(candidate)}
            className={`h-10 rounded-lg tabular-nums focus-visible:outline-2 focus-visible:outline-sky-600 ${
              candidate === year ? "bg-sky-700 text-white hover:bg-sky-800" : "text-gray-900 hover:bg-sky-100"
            } ${candidate === today && candidate !== year ? "ring-1 ring-sky-700" : ""}`}
          >
            {toPersianDigits(candidate)}
          </button>
        ))}
      </div>
    </div>
  )
}
