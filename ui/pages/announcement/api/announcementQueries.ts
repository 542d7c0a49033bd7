import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { announcementKeys } from "./announcementKeys.ts"

/** An announcement title with its blocks, as the server answers it. */
export type AnnouncementTitle = components["schemas"]["AnnouncementTitle"]

/** The announcement load failure text when the server gives no message (specification section 8). */
export const announcementLoadFailed = "خطایی رخ داد"

/** The generated type of the multipart body; the real body is the FormData built by the serializer. */
type AnnouncementBody = { title: string; is_active: "1" | "0" } & Record<string, string>

/** The announcement titles, kept in memory for the session (specification section 3) until a save invalidates them. */
export const announcementTitlesQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: announcementKeys.titles(),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/announcement_title", { signal }), signal, announcementLoadFailed)).data.data,
    staleTime: Number.POSITIVE_INFINITY,
  })

/** What one save sends: the multipart's text fields by wire name and the body the serializer builds from them. */
export interface AnnouncementSave {
  readonly id: number | undefined
  readonly fields: Readonly<Record<string, string>>
  readonly body: () => FormData
}

/** Saves a title with its blocks (adds one without an id) as multipart; the titles read again. */
export function useSaveAnnouncement() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, fields, body }: AnnouncementSave) => {
      const options = { body: fields as AnnouncementBody, bodySerializer: body }
      return (
        await settled(
          id === undefined
            ? api.POST("/Admin/announcement_title", options)
            : api.POST("/Admin/announcement_title/{id}", { ...options, params: { path: { id } } }),
        )
      ).data
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: announcementKeys.all }),
  })
}
