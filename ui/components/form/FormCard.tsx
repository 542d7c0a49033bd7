import type { FormEvent, ReactNode } from "react"
import { Link } from "react-router"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { placeOf } from "../table/listPlaces.ts"
import { LeaveGuard } from "./LeaveGuard.tsx"
import { RequiredNote } from "./RequiredMark.tsx"

interface FormCardProps {
  readonly title: string
  readonly backTo: string
  readonly onSubmit: (event: FormEvent) => void
  /** Whether the form holds unsaved changes: leaving it then asks first. */
  readonly changed: boolean
  /** Addresses that show this same form, left without asking. */
  readonly stays?: ((pathname: string) => boolean) | undefined
  readonly busy?: boolean
  readonly children: ReactNode
}

/** A form screen: its title with a way back to the list, the meaning of the required star, then the form in a card; leaving it with changes asks first. */
export function FormCard({ title, backTo, onSubmit, changed, stays, busy = false, children }: FormCardProps) {
  usePageTitle(title)
  return (
    <section className="flex flex-col gap-4">
      <header className="flex items-center gap-2">
        {/* Back leads to the right in RTL, so its arrow points right. */}
        <Link
          to={placeOf(backTo)}
          aria-label="بازگشت به فهرست"
          title="بازگشت"
          className="flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-arrow-right h-5 w-5" />
        </Link>
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      </header>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      >
        <RequiredNote />
        {children}
      </form>
      <LeaveGuard changed={changed} stays={stays} />
    </section>
  )
}
