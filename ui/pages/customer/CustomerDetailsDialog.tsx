import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react"
import { Link } from "react-router"
import { customerTypeLabels } from "../../../domain/customer/CustomerForm.ts"
import { creditLimitText } from "./creditLimit.ts"
import { displayName, formPath, shown, type CustomerDetail } from "./customerView.ts"

interface CustomerDetailsDialogProps {
  /** The customer, or null while it loads. */
  readonly customer: CustomerDetail | null
  readonly open: boolean
  /** Whether the role is shown who owns the customer (a sales expert knows their own). */
  readonly showsOwner: boolean
  readonly onClose: () => void
}

/** Every field of one customer, read-only, opened by the list route's id segment; the edit button shows when the user may edit it. */
export function CustomerDetailsDialog({ customer, open, showsOwner, onClose }: CustomerDetailsDialogProps) {
  const rows: ReadonlyArray<readonly [string, string]> = customer
    ? [
        ["نوع مشتری", customerTypeLabels[customer.type]],
        ...(customer.type === "individual"
          ? ([
              ["نام", shown(customer.name)],
              ["نام خانوادگی", shown(customer.last_name)],
              ["کد ملی", shown(customer.national_code)],
              ["شماره همراه", shown(customer.mobile)],
            ] as const)
          : ([
              ["نام شرکت", shown(customer.company_name)],
              ["شناسه ملی", shown(customer.national_id)],
              ["کد اقتصادی", shown(customer.economic_code)],
              ["نام نماینده", shown(customer.representative_name)],
              ["شماره همراه نماینده", shown(customer.representative_mobile)],
            ] as const)),
        ["تلفن", shown(customer.phone)],
        ["کد پستی", shown(customer.postal_code)],
        ["شهر", shown(customer.city)],
        ["نشانی", shown(customer.address)],
        ...(showsOwner ? ([["کارشناس فروش", shown(customer.sales_expert_name)]] as const) : []),
        ["سقف اعتبار", creditLimitText(customer.credit_limit)],
        ["توضیحات", shown(customer.notes)],
        ["وضعیت", customer.is_active ? "فعال" : "غیرفعال"],
      ]
    : []
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel
        className="relative flex max-h-[90vh] w-full max-w-lg flex-col rounded-xl bg-white shadow-xl"
        aria-busy={customer === null}
      >
        <header className="flex items-center justify-between gap-3 border-b border-gray-200 px-5 py-4">
          <DialogTitle className="text-base font-bold text-gray-900">
            {customer ? `مشخصات ${shown(displayName(customer))}` : "مشخصات مشتری"}
          </DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label="بستن"
            className="flex h-8 w-8 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-x h-5 w-5" />
          </button>
        </header>
        {customer === null ? (
          <div className="flex flex-col gap-3 p-5">
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className="block h-4 w-3/4 animate-pulse rounded bg-gray-200" />
            ))}
          </div>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 overflow-y-auto p-5 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-gray-600">{label}</dt>
                <dd className="whitespace-pre-line break-words text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {customer?.can_edit === true && (
          <footer className="flex justify-end border-t border-gray-200 px-5 py-3">
            <Link
              to={`${formPath}/${customer.id}`}
              className="inline-flex h-9 items-center gap-2 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            >
              <span aria-hidden="true" className="i-tabler-pencil h-4 w-4" />
              ویرایش
            </Link>
          </footer>
        )}
      </DialogPanel>
    </Dialog>
  )
}
