import type { ReactNode } from "react"
import { Link } from "react-router"
import { usePageTitle } from "../../shell/usePageTitle.ts"

interface ListHeaderProps {
  readonly title: string
  readonly addLabel: string
  /** Where the add button goes; no button when absent (a role that may not add). */
  readonly addTo?: string | undefined
  /** More buttons before the add button, such as the CSV export. */
  readonly children?: ReactNode
}

/** The title row of a list screen, with its add button at the end (the left in RTL). */
export function ListHeader({ title, addLabel, addTo, children }: ListHeaderProps) {
  usePageTitle(title)
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {addTo !== undefined && (
          <Link
            to={addTo}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-plus h-5 w-5" />
            {addLabel}
          </Link>
        )}
      </div>
    </header>
  )
}
