/** The placeholder shown while a page's chunk loads: grey blocks in the page's shape, announced to screen readers. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" data-testid="page-loading" className="flex animate-pulse flex-col gap-4 p-2">
      <span className="sr-only">در حال بارگذاری…</span>
      <div className="h-7 w-48 rounded bg-gray-200" />
      <div className="h-4 w-full max-w-xl rounded bg-gray-200" />
      <div className="h-40 w-full rounded-lg bg-gray-200" />
      <div className="h-4 w-2/3 max-w-md rounded bg-gray-200" />
    </div>
  )
}

/** A spinner over the whole screen: the login request, or the first load of a page outside the shell. */
export function FullScreenLoading({ label = "در حال بارگذاری…" }: { readonly label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-spinner"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-sm"
    >
      <span aria-hidden="true" className="i-tabler-loader-2 h-12 w-12 animate-spin text-sky-700" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
