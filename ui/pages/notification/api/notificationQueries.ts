import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query"
import { notificationMessages, notificationPollMs, type Notification } from "../../../../domain/notification/Notification.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { answered } from "../../../state/queries.ts"
import { refusalText, settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { notificationKeys } from "./notificationKeys.ts"
import { shownNotifications } from "./shownNotifications.ts"

/** Which notifications a read mark names, and whether it is the mark-all call (which the server applies to every one). */
export interface ReadMark {
  readonly ids: ReadonlyArray<number>
  readonly all: boolean
  /** Opening a notification marks it read without a toast of its own: the page it opens is the answer. */
  readonly quiet?: boolean
}

/**
 * The unread notifications. Only the shell's poller asks for them again (every 5 minutes, hidden tab or not); the
 * others read what it has. A failure is silent: the next poll tries again.
 */
export const unreadNotificationsQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => answered(api.GET("/Admin/notifications/unread", { signal }), signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  })

/** The unread notifications, asked at once and then every 5 minutes while the shell is open, whether the tab shows or not. */
export const unreadPollingQuery = (api: Services["api"]) => ({
  ...unreadNotificationsQuery(api),
  refetchOnMount: "always" as const,
  refetchInterval: notificationPollMs,
  refetchIntervalInBackground: true,
})

/** The panel's list, read afresh on each opening; a failure is silent, the panel shows what it knows. */
export const notificationListQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => answered(api.GET("/Admin/notifications/list", { signal }), signal),
    meta: { silent: true },
  })

/**
 * The notifications to show (the list once the panel has read it, and the polled unread ones), with the read marks
 * under way shown read at once; `listWanted` reads the list afresh (the panel is open).
 */
export function useNotifications(listWanted: boolean): {
  readonly items: ReadonlyArray<Notification>
  readonly unreadCount: number
  readonly loading: boolean
} {
  const { api, clock } = useServices()
  const unread = useQuery(unreadNotificationsQuery(api))
  const list = useQuery({ ...notificationListQuery(api), enabled: listWanted })
  const marking = new Set(
    useMutationState({
      filters: { mutationKey: notificationKeys.marks(), status: "pending" },
      select: (mutation) => (mutation.state.variables as ReadMark | undefined)?.ids ?? [],
    }).flat(),
  )
  const items = shownNotifications(
    [
      { items: unread.data, at: unread.dataUpdatedAt },
      { items: list.data, at: list.dataUpdatedAt },
    ],
    marking,
    new Date(clock.now()).toISOString(),
  )
  return {
    items,
    unreadCount: items.filter((item) => item.read_at === null).length,
    loading: listWanted && list.isFetching,
  }
}

/**
 * Marks one notification read, or all of them: shown read at once (see useNotifications), kept so once the server
 * agrees, unread again with the error toast if it does not.
 */
export function useMarkNotificationsRead() {
  const { api, clock } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationKey: notificationKeys.marks(),
    mutationFn: async ({ ids, all }: ReadMark) => {
      const [id] = ids
      if (all || id === undefined) await settled(api.POST("/Admin/notifications/"))
      else await settled(api.POST("/Admin/notifications/{id}", { params: { path: { id } } }))
    },
    onSuccess: (_, { ids, all, quiet = false }) => {
      const readAt = new Date(clock.now()).toISOString()
      client.setQueryData<ReadonlyArray<Notification>>(notificationKeys.unread(), (items) =>
        items?.filter((item) => !ids.includes(item.id)),
      )
      client.setQueryData<ReadonlyArray<Notification>>(notificationKeys.list(), (items) =>
        items?.map((item) => (ids.includes(item.id) && item.read_at === null ? { ...item, read_at: readAt } : item)),
      )
      if (!quiet) showToast({ kind: "success", text: all ? notificationMessages.allMarkedRead : notificationMessages.markedRead })
    },
    onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
  })
}
