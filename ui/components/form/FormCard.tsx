import type { FormEvent, ReactNode } from "react"
import { Link } from "react-router"

interface FormCardProps {
  readonly title: string
  readonly backTo: string
  readonly onSubmit: (event: FormEvent) => void
  readonly busy?: boolean
  readonly children: ReactNode
}

/** A form screen: its title with a way back to the list, then the form in a card. */
export function FormCard({ title, backTo, onSubmit, busy = false, children }: FormCardProps) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex items-center gap-2">
        {/* Back leads to the right in RTL, so its arrow points right. */}
        <Link to={backTo} aria-label="بازگشت به فهرست" title="بازگشت" className="flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600">
          <span aria-hidden="true" className="i-tabler-arrow-right h-5 w-5" />
        </Link>
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      </header>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        {children}
      </form>
    </section>
  )
}
