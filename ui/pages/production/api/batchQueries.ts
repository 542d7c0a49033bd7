import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { components, paths } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { productionKeys } from "./batchKeys.ts"

export type Batch = components["schemas"]["Batch"]
export type BatchSummary = components["schemas"]["BatchSummary"]
export type BatchSheet = components["schemas"]["BatchSheet"]
export type BatchBody = components["schemas"]["BatchRequest"]
export type BatchListQuery = NonNullable<paths["/Admin/production/batch"]["get"]["parameters"]["query"]>

/** One page of the batches, for the list (under productionKeys.batchList). */
export const listBatches = (api: Services["api"], query: BatchListQuery, signal: AbortSignal) =>
  api.GET("/Admin/production/batch", { params: { query }, signal })

/** One batch with its plan; a 404 is the page's "missing", not a toast. */
export const batchQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: productionKeys.batch(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/batch/{id}", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** Plans a draft: the plan can take the optimiser's whole time budget, so the screen shows it is working meanwhile. */
export function useCreateBatch() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: BatchBody) => (await settled(api.POST("/Admin/production/batch", { body }))).data,
    onSuccess: (batch) => {
      client.setQueryData(productionKeys.batch(batch.id), batch)
      void client.invalidateQueries({ queryKey: productionKeys.batches() })
    },
  })
}

/** Releases a draft: its panes leave the queue and stock goes down, so every production screen reads again. */
export function useReleaseBatch() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      (await settled(api.POST("/Admin/production/batch/{id}/release", { params: { path: { id } } }))).data,
    onSuccess: (batch) => {
      client.setQueryData(productionKeys.batch(batch.id), batch)
      void client.invalidateQueries({ queryKey: productionKeys.all })
    },
  })
}

/** Discards a draft; its panes stay waiting. */
export function useDiscardBatch() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await settled(api.DELETE("/Admin/production/batch/{id}", { params: { path: { id } } }))
      return id
    },
    onSuccess: (id) => {
      client.removeQueries({ queryKey: productionKeys.batch(id) })
      void client.invalidateQueries({ queryKey: productionKeys.all })
    },
  })
}
