import { Link } from "react-router"
import {
  pageCount,
  pagerWindow,
  pageSizes,
  isPageSize,
  type PageParams,
  type PageSize,
} from "../../../domain/pagination/Pagination.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { searchFor } from "./usePageParams.ts"

interface PagerProps {
  readonly params: PageParams
  readonly search: URLSearchParams
  readonly total: number
  /** More than `total` rows matched (a search's capped count): the next page is always offered. */
  readonly capped?: boolean
  /** The total is not known yet (loading, or failed): it is not told, rather than told as zero. */
  readonly counting?: boolean
  readonly onPerPageChange: (perPage: PageSize) => void
}

const stepClass = "flex h-9 w-9 items-center justify-center rounded-lg border border-gray-300 text-gray-700"

/** The pager under a list: total, page size (15/30/50), previous, up to 2 pages each side, next. */
export function Pager({ params, search, total, capped = false, counting = false, onPerPageChange }: PagerProps) {
  const count = pageCount(total, params.perPage)
  const pages = pagerWindow(params.page, count)
  const current = Math.min(Math.max(params.page, 1), Math.max(count, 1))
  const step = (page: number, label: string, icon: string, enabled: boolean) =>
    enabled ? (
      <Link to={searchFor(search, { ...params, page })} aria-label={label} className={`${stepClass} hover:bg-gray-50`}>
        <span aria-hidden="true" className={`${icon} h-4 w-4`} />
      </Link>
    ) : (
      <span aria-label={label} role="link" aria-disabled="true" className={`${stepClass} opacity-40`}>
        <span aria-hidden="true" className={`${icon} h-4 w-4`} />
      </span>
    )
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-3 py-3 text-sm text-gray-700">
      <div className="flex items-center gap-4">
        {counting ? (
          <span aria-hidden="true" data-testid="total-pending" className="block h-4 w-20 animate-pulse rounded bg-gray-200" />
        ) : (
          <span>تعداد کل: {capped ? `بیش از ${toPersianDigits(total)}` : toPersianDigits(total)}</span>
        )}
        <label className="flex items-center gap-2">
          <span>تعداد در صفحه</span>
          <select
            value={params.perPage}
            onChange={(event) => {
              const size = Number(event.target.value)
              if (isPageSize(size)) onPerPageChange(size)
            }}
            className="h-9 rounded-lg border border-gray-300 bg-white pe-7 ps-2"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {toPersianDigits(size)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {count > 0 && (
        <nav aria-label="صفحه‌بندی" className="flex items-center gap-1">
          {/* In right-to-left reading the previous page lies to the right, so its chevron points right. */}
          {step(current - 1, "صفحه قبل", "i-tabler-chevron-right", current > 1)}
          {pages.map((page) => (
            <Link
              key={page}
              to={searchFor(search, { ...params, page })}
              aria-current={page === current ? "page" : undefined}
              aria-label={`صفحه ${toPersianDigits(page)}`}
              className={`flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 tabular-nums ${
                page === current ? "border-sky-700 bg-sky-700 text-white" : "border-gray-300 hover:bg-gray-50"
              }`}
            >
              {toPersianDigits(page)}
            </Link>
          ))}
          {step(current + 1, "صفحه بعد", "i-tabler-chevron-left", current < count || capped)}
        </nav>
      )}
    </div>
  )
}
