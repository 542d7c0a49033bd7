import type { ReactNode } from "react"
import { Link } from "react-router"
import { usePageTitle } from "../../../shell/usePageTitle.ts"

interface PrintToolbarProps {
  readonly title: string
  /** Where the back arrow leads (the invoice's list). */
  readonly backTo: string
  readonly children?: ReactNode
}

/** The bar above a printable page: back, its title, and the print button (the browser's dialog also saves a PDF); never printed itself. */
export function PrintToolbar({ title, backTo, children }: PrintToolbarProps) {
  usePageTitle(title)
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex items-center gap-2">
        <Link
          to={backTo}
          aria-label="بازگشت به فهرست"
          title="بازگشت"
          className="flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-arrow-right h-5 w-5" />
        </Link>
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-printer h-5 w-5" />
          چاپ
        </button>
      </div>
    </div>
  )
}
