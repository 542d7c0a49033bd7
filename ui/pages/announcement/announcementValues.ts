import { formatJalali, type JalaliDate } from "../../../domain/calendar/Jalali.ts"
import type { AnnouncementTitle } from "./api/announcementQueries.ts"

/** A file chosen in the form: what the PDF rule reads (type and first bytes) and the file itself to upload. */
export interface ChosenFile {
  readonly type: string
  readonly head: Uint8Array
  readonly blob: File
}

/** One block as the form holds it; `key` keeps React's identity of a block when others are removed. */
export interface BlockValues {
  readonly key: number
  readonly id: number | null
  readonly content: string | null
  readonly link: string | null
  readonly is_active: boolean
  readonly is_pinned: boolean
  readonly show_from: string | null
  readonly show_until: string | null
  readonly file: ChosenFile | null
  /** The address of the attachment stored earlier, shown when editing. */
  readonly storedFile: string | null
}

/** The announcement form as the user fills it. */
export interface AnnouncementValues {
  readonly title: string | null
  readonly is_active: boolean
  readonly announcements: ReadonlyArray<BlockValues>
}

let nextKey = 1

/** A new empty block, starting today. */
export const newBlock = (today: JalaliDate): BlockValues => ({
  key: nextKey++,
  id: null,
  content: null,
  link: null,
  is_active: true,
  is_pinned: false,
  show_from: formatJalali(today),
  show_until: null,
  file: null,
  storedFile: null,
})

/** The form of a new announcement: active, one block. */
export const emptyAnnouncement = (today: JalaliDate): AnnouncementValues => ({
  title: null,
  is_active: true,
  announcements: [newBlock(today)],
})

/** The form filled from a stored announcement title, for editing. */
export const valuesOf = (title: AnnouncementTitle): AnnouncementValues => ({
  title: title.title,
  is_active: title.is_active,
  announcements: title.announcements.map((item) => ({
    key: nextKey++,
    id: item.id,
    content: item.content,
    link: item.link,
    is_active: item.is_active,
    is_pinned: item.is_pinned,
    show_from: item.show_from,
    show_until: item.show_until,
    file: null,
    storedFile: item.file,
  })),
})
