import { useSignals } from "@preact/signals-react/runtime"
import { canEditAnnouncements } from "../../../domain/roles/Role.ts"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { $role } from "../../state/session.ts"
import { AnnouncementCard } from "./AnnouncementCard.tsx"
import { useAnnouncements } from "./api/useAnnouncements.ts"

/** Announcements: one card per title; the add button and edit icons are for the roles that may edit. */
export default function AnnouncementListPage() {
  useSignals()
  const { titles, failed, retry } = useAnnouncements()
  const role = $role.value
  const canEdit = role !== null && canEditAnnouncements(role)
  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="اطلاعیه‌ها" addLabel="افزودن اطلاعیه" addTo={canEdit ? "/dashboard/announcement" : undefined} />
      {titles === undefined && failed ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white px-4 py-10 text-gray-700">
          <p>اطلاعیه‌ها بارگذاری نشد.</p>
          <button
            type="button"
            onClick={retry}
            className="h-9 rounded-lg border border-gray-300 px-4 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            تلاش دوباره
          </button>
        </div>
      ) : titles === undefined ? (
        <div aria-busy="true" aria-label="در حال بارگذاری" className="flex flex-col gap-4">
          {[0, 1].map((index) => (
            <div key={index} className="h-32 animate-pulse rounded-xl bg-gray-200" />
          ))}
        </div>
      ) : titles.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-600">اطلاعیه‌ای ثبت نشده است</p>
      ) : (
        <div className="flex flex-col gap-4">
          {titles.map((title) => (
            <AnnouncementCard key={title.id} title={title} canEdit={canEdit} />
          ))}
        </div>
      )}
    </section>
  )
}
