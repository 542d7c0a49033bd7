import type { components } from "../../../contract/schema.d.ts"
import { displayRange } from "../../../domain/announcement/AnnouncementSchedule.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { AnnouncementAttachments } from "../../components/announcement/AnnouncementAttachments.tsx"
import { PinnedBadge } from "../../components/announcement/PinnedBadge.tsx"

type Announcement = components["schemas"]["DashboardAnnouncement"]

/** Today's announcements as cards, in the server's order (pinned first), or a sentence when there are none. */
export function HomeAnnouncements({ announcements }: { readonly announcements: ReadonlyArray<Announcement> }) {
  return (
    <section aria-labelledby="home-announcements" className="flex flex-col gap-3">
      <h2 id="home-announcements" className="text-lg font-bold text-gray-900">
        اطلاعیه‌های امروز
      </h2>
      {announcements.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-gray-300 bg-white p-5 text-gray-700">
          <span aria-hidden="true" className="i-tabler-speakerphone h-5 w-5 text-gray-500" />
          امروز اطلاعیه‌ای برای نمایش وجود ندارد.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {announcements.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`home-announcement-${item.id}`}
                className={`flex h-full flex-col gap-2 rounded-xl border bg-white p-4 ${item.is_pinned ? "border-amber-300" : "border-gray-200"}`}
              >
                <header className="flex flex-wrap items-center gap-2">
                  <h3 id={`home-announcement-${item.id}`} className="font-bold text-gray-900">
                    {toPersianDigits(item.title)}
                  </h3>
                  {item.is_pinned && <PinnedBadge />}
                </header>
                <p className="text-xs text-gray-600">
                  <span className="sr-only">بازه نمایش: </span>
                  {displayRange(item)}
                </p>
                <p className="whitespace-pre-line break-words leading-7 text-gray-900">{toPersianDigits(item.content)}</p>
                <AnnouncementAttachments link={item.link} file={item.file} className="mt-auto" />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
