import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { ViewForm } from "../../../../domain/view/ViewForm.ts"
import type { ViewList } from "../../../../domain/view/ViewLists.ts"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { viewKeys } from "./viewKeys.ts"

/** The caller's views of a list and their role's, for the list's «نماها» control. */
export const viewsQuery = (api: Services["api"], list: ViewList) =>
  queryOptions({
    queryKey: viewKeys.list(list),
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/view", { params: { query: { list } }, signal }), signal)).data,
  })

/** One view opened by its address (`?view=<id>`); a view of a list the caller may not read is missing (404). */
export const viewQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: viewKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/view/{id}", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
    retry: false,
  })

/** Saves the list's current filters and order as the caller's own view. */
export function useSaveView() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (view: ViewForm) =>
      (await settled(api.POST("/Admin/view", { body: { ...view, filters: { ...view.filters } } }))).data,
    onSuccess: (view) => client.invalidateQueries({ queryKey: viewKeys.all.concat() }).then(() => view),
  })
}

/** Deletes one of the caller's own views. */
export function useDeleteView() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => settled(api.DELETE("/Admin/view/{id}", { params: { path: { id } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all.concat() }),
  })
}
