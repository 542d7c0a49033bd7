import { Link } from "react-router"
import { StatusMessage } from "./StatusMessage.tsx"

/** An address the app does not have, with a way back. */
export default function NotFoundPage() {
  return (
    <div className="min-h-[60vh]">
      <StatusMessage
        icon="i-tabler-map-question"
        title="صفحه پیدا نشد"
        text="نشانی واردشده در سامانه وجود ندارد یا جابه‌جا شده است."
      >
        <Link
          to="/"
          className="mt-2 rounded-lg bg-sky-700 px-4 py-2 text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          بازگشت به صفحه اصلی
        </Link>
      </StatusMessage>
    </div>
  )
}
