import { StatusMessage } from "../pages/status/StatusMessage.tsx"

/** A page whose chunk failed to load after every retry: the user can reload once the connection is back. */
export function PageLoadError() {
  return (
    <StatusMessage
      icon="i-tabler-cloud-off"
      title="بارگذاری صفحه انجام نشد"
      text="لطفاً اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید."
    >
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 rounded-lg bg-sky-700 px-4 py-2 text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        تلاش دوباره
      </button>
    </StatusMessage>
  )
}
