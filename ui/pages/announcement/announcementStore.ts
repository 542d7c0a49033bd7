import { signal } from "@preact/signals-react"
import type { components } from "../../../contract/schema.d.ts"
import { showToast } from "../../components/toast/toast.ts"
import { saveErrorMessage } from "../../state/errors.ts"
import { services } from "../../state/services.tsx"

/** An announcement title with its blocks, as the server answers it. */
export type AnnouncementTitle = components["schemas"]["AnnouncementTitle"]

/** The announcement load failure text when the server gives no message (specification section 8). */
export const announcementLoadFailed = "خطایی رخ داد"

/** The announcement titles loaded this session, kept in memory (specification section 3); null until loaded. */
export const $announcements = signal<ReadonlyArray<AnnouncementTitle> | null>(null)
/** Whether the announcement titles are being fetched. */
export const $announcementsLoading = signal(false)
/** Whether the last fetch failed, so the list can offer to try again. */
export const $announcementsFailed = signal(false)

/** Fetches the announcement titles when none are held yet, or always when `refresh` is set (after a save). */
export const loadAnnouncements = async (refresh = false): Promise<void> => {
  if (!refresh && ($announcements.value !== null || $announcementsLoading.value)) return
  $announcementsLoading.value = true
  $announcementsFailed.value = false
  try {
    const { data, error, response } = await services().api.GET("/Admin/announcement_title")
    if (data) $announcements.value = data.data.data
    else {
      $announcementsFailed.value = true
      showToast({ kind: "error", text: saveErrorMessage(error, response.status, announcementLoadFailed) })
    }
  } catch {
    $announcementsFailed.value = true
    showToast({ kind: "error", text: announcementLoadFailed })
  } finally {
    $announcementsLoading.value = false
  }
}
