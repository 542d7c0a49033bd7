import { useSignals } from "@preact/signals-react/runtime"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { Link } from "react-router"
import { formatJalali, todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { roleLabels } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { useServices } from "../../state/services.tsx"
import { $notificationsOpen } from "../../state/notifications.ts"
import { $role, $user } from "../../state/session.ts"
import { dashboardQuery } from "./api/dashboardQueries.ts"
import { HomeAnnouncements } from "./HomeAnnouncements.tsx"
import { HomeFinance } from "./HomeFinance.tsx"
import { HomeProduction } from "./HomeProduction.tsx"
import { HomeStations } from "./HomeStations.tsx"

/** The count cards: what each counts, where its list is, and its icon. */
const countCards = [
  { key: "customers", label: "مشتریان فعال", to: "/dashboard/customer-list?is_active=1", icon: "i-tabler-users-group" },
  { key: "users", label: "کاربران فعال", to: "/dashboard/user-list?is_active=1", icon: "i-tabler-user-circle" },
  { key: "sales_experts", label: "کارشناسان فروش فعال", to: "/dashboard/sales-expert-access-list", icon: "i-tabler-briefcase" },
  {
    key: "quotations_awaiting_approval",
    label: "پیش‌فاکتورهای در انتظار تایید",
    to: "/dashboard/informal-invoice-list?state=pending",
    icon: "i-tabler-hourglass",
  },
] as const

const cardClass =
  "flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 text-start hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"

function CardBody({ icon, label, count }: { readonly icon: string; readonly label: string; readonly count: number }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800"
      >
        <span className={`${icon} h-6 w-6`} />
      </span>
      <span className="flex flex-col">
        <span className="text-sm text-gray-700">{label}</span>
        <span className="text-2xl font-bold text-gray-900">{toPersianDigits(count)}</span>
      </span>
    </>
  )
}

function LoadingHome() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4" data-testid="home-skeleton">
      <span className="sr-only">در حال بارگذاری داشبورد</span>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-20 animate-pulse rounded-xl bg-gray-200" />
        ))}
      </div>
      {[0, 1].map((index) => (
        <div key={index} className="h-28 animate-pulse rounded-xl bg-gray-200" />
      ))}
    </div>
  )
}

/** The dashboard home: a greeting, the counts the role acts on, the unread notifications and today's announcements, from one request. */
export default function HomePage() {
  useSignals()
  // The heading greets the user; the tab is named after the menu item.
  usePageTitle("داشبورد")
  const { api, clock } = useServices()
  // The page says itself when the dashboard cannot be read, so the load stays silent; a quiet reload keeps what is shown.
  const query = useQuery(dashboardQuery(api))
  const home = query.data ?? null
  const failed = query.isError && !query.isFetching && query.data === undefined

  // The unread count is read again when the notifications panel closes, since it may have marked some read.
  const panelOpen = $notificationsOpen.value
  const wasOpen = useRef(panelOpen)
  const { refetch } = query
  useEffect(() => {
    const closed = wasOpen.current && !panelOpen
    wasOpen.current = panelOpen
    if (closed) void refetch()
  }, [panelOpen, refetch])

  const user = $user.value
  const role = $role.value
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl border border-gray-200 bg-white p-5">
        <h1 className="text-xl font-bold text-gray-900">
          {user ? `${toPersianDigits(`${user.name} ${user.last_name}`)}، خوش آمدید` : "خوش آمدید"}
        </h1>
        <p className="mt-1 text-gray-700">
          {role && <>نقش شما: {roleLabels[role]} · </>}
          امروز {toPersianDigits(formatJalali(todayInTehran(clock.now())))}
        </p>
      </section>

      {/* The operator's stations come with the session, so their links show before the dashboard answers. */}
      {role === "operator" && <HomeStations />}

      {failed && (
        <section role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
          <p className="text-red-900">دریافت اطلاعات داشبورد ممکن نشد. اتصال خود را بررسی کنید و دوباره تلاش کنید.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-sky-700 px-4 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-refresh h-5 w-5" />
            تلاش دوباره
          </button>
        </section>
      )}

      {!failed && home === null && <LoadingHome />}

      {home && (
        <>
          <section aria-labelledby="home-counts">
            <h2 id="home-counts" className="sr-only">
              خلاصه
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {countCards.map((card) => {
                const count = home.counts[card.key]
                return count === null ? null : (
                  <li key={card.key}>
                    <Link to={card.to} className={cardClass}>
                      <CardBody icon={card.icon} label={card.label} count={count} />
                    </Link>
                  </li>
                )
              })}
              <li>
                <button type="button" onClick={() => ($notificationsOpen.value = true)} className={`${cardClass} w-full`}>
                  <CardBody icon="i-tabler-bell" label="اعلان‌های خوانده‌نشده" count={home.unread_notifications} />
                </button>
              </li>
            </ul>
          </section>
          {home.finance !== null && <HomeFinance finance={home.finance} />}
          {/* [production] The role-specific panel of the production manager (and the super-admin, who sees everything): HomeProduction.tsx. */}
          {(role === "super-admin" || role === "production-manager") && <HomeProduction />}
          <HomeAnnouncements announcements={home.announcements} />
        </>
      )}
    </div>
  )
}
