import { useQuery } from "@tanstack/react-query"
import type { components } from "../../../contract/schema.d.ts"
import { answered } from "../../state/queries.ts"
import { useServices } from "../../state/services.tsx"

/** An announcement title with its blocks, as the server answers it. */
export type AnnouncementTitle = components["schemas"]["AnnouncementTitle"]

/** The announcement load failure text when the server gives no message (specification section 8). */
export const announcementLoadFailed = "خطایی رخ داد"

/** The query key of the announcement titles; a save invalidates it through its tag. */
export const announcementsKey = ["announcements", "titles"] as const

/**
 * The announcement titles, loaded once and kept in memory for the session (specification section 3) until a save
 * invalidates them: undefined until they arrive; failed (after its toast) so the list can offer to try again.
 */
export function useAnnouncements() {
  const { api } = useServices()
  const query = useQuery({
    queryKey: announcementsKey,
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/announcement_title", { signal }), signal, announcementLoadFailed)).data.data,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return {
    titles: query.data,
    failed: query.isError && !query.isFetching,
    loading: query.isFetching,
    retry: () => void query.refetch(),
  }
}
