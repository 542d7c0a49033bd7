import { Link } from "react-router"
import { displayRange } from "../../../domain/announcement/AnnouncementForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { AnnouncementTitle } from "./api/announcementQueries.ts"
import { AnnouncementAttachments } from "../../components/announcement/AnnouncementAttachments.tsx"
import { PinnedBadge } from "../../components/announcement/PinnedBadge.tsx"

const badge = (active: boolean) =>
  active ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">فعال</span>
  ) : (
    <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-700">غیرفعال</span>
  )

interface AnnouncementCardProps {
  readonly title: AnnouncementTitle
  readonly canEdit: boolean
}

/** One announcement title: its state (digits shown in Persian, as everywhere), an edit icon for the roles that may edit, and each block with its range, link and attachment. */
export function AnnouncementCard({ title, canEdit }: AnnouncementCardProps) {
  return (
    <article
      aria-labelledby={`announcement-${title.id}`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`announcement-${title.id}`} className="text-base font-bold text-gray-900">
            {toPersianDigits(title.title)}
          </h2>
          {badge(title.is_active)}
        </div>
        {canEdit && (
          <Link
            to={`/dashboard/announcement/${title.id}`}
            aria-label={`ویرایش ${toPersianDigits(title.title)}`}
            title="ویرایش"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-pencil h-5 w-5" />
          </Link>
        )}
      </header>
      <ul className="flex flex-col divide-y divide-gray-100">
        {title.announcements.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-2">
              {item.is_pinned && <PinnedBadge />}
              {!item.is_active && badge(false)}
              <span className="text-xs text-gray-600">
                <span className="sr-only">بازه نمایش: </span>
                {displayRange(item)}
              </span>
            </div>
            <p className="whitespace-pre-line break-words leading-7 text-gray-900">{toPersianDigits(item.content)}</p>
            <AnnouncementAttachments link={item.link} file={item.file} />
          </li>
        ))}
      </ul>
    </article>
  )
}
