import { Link } from "react-router"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { listPath } from "./customerView.ts"

/** A customer address that names nothing to show: what went wrong, and the way back to the list. */
export function BackToCustomers({ title }: { readonly title: string }) {
  usePageTitle(title)
  return (
    <section className="flex flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-6">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <Link to={listPath} className="text-sky-700 underline">
        بازگشت به فهرست مشتریان
      </Link>
    </section>
  )
}
