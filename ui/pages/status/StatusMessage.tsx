import type { ReactNode } from "react"
import { usePageTitle } from "../../shell/usePageTitle.ts"

interface StatusMessageProps {
  readonly icon: string
  readonly title: string
  readonly text: string
  readonly children?: ReactNode
}

/** A centred notice with an icon, a heading and a sentence: the shared look of the status pages. */
export function StatusMessage({ icon, title, text, children }: StatusMessageProps) {
  usePageTitle(title)
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <span aria-hidden="true" className={`${icon} h-14 w-14 text-sky-700`} />
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <p className="leading-7 text-gray-700">{text}</p>
      {children}
    </section>
  )
}
