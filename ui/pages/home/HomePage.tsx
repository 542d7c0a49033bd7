import { useSignals } from "@preact/signals-react/runtime"
import { Option } from "effect"
import { useEffect, useState } from "react"
import type { components } from "../../../contract/schema.d.ts"
import { compareJalali, parseJalali, todayInTehran, type JalaliDate } from "../../../domain/calendar/Jalali.ts"
import { roleLabels } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { useServices } from "../../state/services.tsx"
import { $role, $user } from "../../state/session.ts"

type AnnouncementTitle = components["schemas"]["AnnouncementTitle"]
type Announcement = components["schemas"]["Announcement"]

/** Whether an announcement is active and today lies in its display range. */
const showsOn = (today: JalaliDate) => (item: Announcement) => {
  const from = parseJalali(item.show_from)
  const until = item.show_until ? parseJalali(item.show_until) : Option.none()
  return (
    item.is_active &&
    Option.match(from, { onNone: () => true, onSome: (start) => compareJalali(start, today) <= 0 }) &&
    Option.match(until, { onNone: () => true, onSome: (end) => compareJalali(today, end) <= 0 })
  )
}

/** The dashboard home: a welcome with the user's name and role, and the announcements shown today. */
export default function HomePage() {
  useSignals()
  const { api, clock } = useServices()
  const [titles, setTitles] = useState<ReadonlyArray<AnnouncementTitle> | undefined>(undefined)
  useEffect(() => {
    let live = true
    void api.GET("/Admin/announcement_title").then(
      ({ data }) => live && setTitles(data?.data.data ?? []),
      () => live && setTitles([]),
    )
    return () => void (live = false)
  }, [api])
  const today = todayInTehran(clock.now())
  const shown = (titles ?? [])
    .filter((title) => title.is_active)
    .map((title) => ({ ...title, announcements: title.announcements.filter(showsOn(today)) }))
    .filter((title) => title.announcements.length > 0)
  const user = $user.value
  const role = $role.value
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl bg-white p-5 shadow-sm">
        <h1 className="text-xl font-bold text-gray-900">{user ? `${user.name} ${user.last_name}، خوش آمدید` : "خوش آمدید"}</h1>
        {role && <p className="mt-1 text-gray-700">نقش شما: {roleLabels[role]}</p>}
      </section>
      <section aria-labelledby="home-announcements" className="flex flex-col gap-3">
        <h2 id="home-announcements" className="text-lg font-bold text-gray-900">
          اطلاعیه‌های امروز
        </h2>
        {titles === undefined && <p className="text-gray-600">در حال بارگذاری اطلاعیه‌ها…</p>}
        {titles !== undefined && shown.length === 0 && <p className="text-gray-600">اطلاعیه فعالی وجود ندارد.</p>}
        {shown.map((title) => (
          <article key={title.id} className="rounded-xl bg-white p-4 shadow-sm">
            <h3 className="font-bold text-sky-900">{title.title}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {title.announcements.map((item) => (
                <li key={item.id} className="flex items-start gap-2 leading-7 text-gray-800">
                  {item.is_pinned && <span aria-label="مهم" role="img" className="i-tabler-pin mt-1.5 h-4 w-4 shrink-0 text-amber-700" />}
                  <span>
                    {toPersianDigits(item.content)}
                    <span className="ms-2 inline-block rounded bg-gray-100 px-1.5 text-sm text-gray-700">
                      {item.show_until ? `از ${toPersianDigits(item.show_from)} تا ${toPersianDigits(item.show_until)}` : `از ${toPersianDigits(item.show_from)}`}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
    </div>
  )
}
