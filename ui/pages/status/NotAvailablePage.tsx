import { StatusMessage } from "./StatusMessage.tsx"

/** A screen of the route table that a later stage of the project builds. */
export default function NotAvailablePage() {
  return (
    <StatusMessage
      icon="i-tabler-hourglass"
      title="این بخش به‌زودی در دسترس قرار می‌گیرد"
      text="این صفحه در حال آماده‌سازی است. تا آن زمان می‌توانید از بخش‌های دیگر منو استفاده کنید."
    />
  )
}
