import type { ReactNode } from "react"

interface SubmitButtonProps {
  readonly children: ReactNode
  readonly loading: boolean
  readonly className?: string
}

/** The form's submit button; while the request runs it shows a spinner, is announced busy and refuses a second press. */
export function SubmitButton({ children, loading, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={loading}
      aria-busy={loading}
      className={`inline-flex h-10 min-w-28 items-center justify-center gap-2 rounded-lg bg-sky-700 px-5 font-medium text-white transition hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-wait disabled:opacity-80 ${className ?? ""}`}
    >
      {loading && <span aria-hidden="true" className="i-tabler-loader-2 h-5 w-5 animate-spin" />}
      {children}
    </button>
  )
}
