import { useQuery } from "@tanstack/react-query"
import { useServices } from "../../../state/services.tsx"
import { announcementTitlesQuery } from "./announcementQueries.ts"

/**
 * The announcement titles, loaded once and kept in memory for the session until a save invalidates them: undefined
 * until they arrive; failed (after its toast) so the list can offer to try again.
 */
export function useAnnouncements() {
  const { api } = useServices()
  const query = useQuery(announcementTitlesQuery(api))
  return {
    titles: query.data,
    failed: query.isError && !query.isFetching,
    loading: query.isFetching,
    retry: () => void query.refetch(),
  }
}
