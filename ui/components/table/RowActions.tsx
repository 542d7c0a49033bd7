import type { ReactNode } from "react"

/** The row's action icons side by side, closer together on a phone. */
export function RowActions({ children }: { readonly children: ReactNode }) {
  return <div className="flex items-center gap-1 sm:gap-3">{children}</div>
}
