/** What a list shows when its load failed, so that it is never mistaken for an empty list. */
export const listLoadFailedText = "بارگذاری فهرست انجام نشد"

/** The failed-load message of a list, the reason the server or the network gave, and the button that tries again. */
export function ListLoadFailed({ text, retry }: { readonly text: string; readonly retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-gray-800">
      <span aria-hidden="true" className="i-tabler-cloud-off h-8 w-8 text-red-700" />
      <p className="font-medium">{listLoadFailedText}</p>
      <p className="text-sm text-gray-600">{text}</p>
      <RetryButton retry={retry} />
    </div>
  )
}

/** The button that loads again what failed to load. */
export function RetryButton({ retry }: { readonly retry: () => void }) {
  return (
    <button
      type="button"
      onClick={retry}
      className="inline-flex h-10 items-center gap-2 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
    >
      <span aria-hidden="true" className="i-tabler-reload h-5 w-5" />
      تلاش دوباره
    </button>
  )
}
