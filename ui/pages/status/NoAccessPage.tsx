import { Link } from "react-router"
import { StatusMessage } from "./StatusMessage.tsx"

/** A route the user's role does not see in its menu. */
export function NoAccessPage() {
  return (
    <StatusMessage
      icon="i-tabler-lock"
      title="شما به این بخش دسترسی ندارید"
      text="اگر فکر می‌کنید باید به این بخش دسترسی داشته باشید، با مدیر سامانه تماس بگیرید."
    >
      <Link
        to="/dashboard"
        className="mt-2 rounded-lg bg-sky-700 px-4 py-2 text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        بازگشت به داشبورد
      </Link>
    </StatusMessage>
  )
}
