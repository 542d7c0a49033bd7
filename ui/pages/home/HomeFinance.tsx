import { Link } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { formatRialsWithUnit } from "../../../domain/money/Rials.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"

type DashboardFinance = components["schemas"]["DashboardFinance"]

/** A card of the financial desk: what it counts, the sum when it has one, and the list it opens filtered. */
interface FinanceCard {
  readonly label: string
  readonly count: number
  readonly amount?: number
  readonly to: string
  readonly icon: string
}

/** The desk's three cards, each opening its list filtered as the contract's DashboardFinance says. */
export const financeCardsOf = (finance: DashboardFinance): ReadonlyArray<FinanceCard> => [
  {
    label: "چک‌های سررسید این هفته",
    count: finance.cheques_due.count,
    amount: finance.cheques_due.amount,
    to: `/dashboard/checks-list?state=in_hand&to=${finance.cheques_due_until}`,
    icon: "i-tabler-calendar-due",
  },
  {
    label: "سفارش‌های در انتظار تایید",
    count: finance.orders_awaiting_confirmation,
    to: "/dashboard/order-list?production_state=awaiting_confirmation",
    icon: "i-tabler-clipboard-check",
  },
  {
    label: "سفارش‌های دارای مانده",
    count: finance.orders_with_balance.count,
    amount: finance.orders_with_balance.amount,
    to: "/dashboard/order-list?has_balance=1",
    icon: "i-tabler-cash",
  },
]

const cardClass =
  "flex h-full items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 text-start hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"

/** The financial manager's desk on the home (the super-admin's too): cheques due this week, orders awaiting confirmation, orders with a balance. */
export function HomeFinance({ finance }: { readonly finance: DashboardFinance }) {
  return (
    <section aria-labelledby="home-finance" className="flex flex-col gap-3">
      <h2 id="home-finance" className="text-base font-bold text-gray-900">
        امور مالی
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {financeCardsOf(finance).map((card) => (
          <li key={card.label}>
            <Link to={card.to} className={cardClass}>
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800"
              >
                <span className={`${card.icon} h-6 w-6`} />
              </span>
              <span className="flex flex-col">
                <span className="text-sm text-gray-700">{card.label}</span>
                <span className="text-2xl font-bold text-gray-900">{toPersianDigits(card.count)}</span>
                {card.amount !== undefined && (
                  <span className="text-sm tabular-nums text-gray-700">{formatRialsWithUnit(card.amount)}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
