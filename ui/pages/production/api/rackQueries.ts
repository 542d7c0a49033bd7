import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { components, operations } from "../../../../contract/schema.d.ts"
import type { RackForm } from "../../../../domain/production/RackForm.ts"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { floorKeys } from "./floorKeys.ts"
import { rackKeys } from "./rackKeys.ts"

export type Rack = components["schemas"]["Rack"]
export type RackDetail = components["schemas"]["RackDetail"]
export type DeliveryNote = components["schemas"]["DeliveryNote"]
export type RackListQuery = NonNullable<operations["listRacks"]["parameters"]["query"]>

/** One page of the racks, for the list (under rackKeys.list). */
export const listRacks = (api: Services["api"], query: RackListQuery, signal: AbortSignal) =>
  api.GET("/Admin/production/rack", { params: { query }, signal })

/** One rack with its slots. */
export const rackQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: rackKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/rack/{id}", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** An order's delivery note; a 404 is the page's "missing", not a toast. */
export const deliveryNoteQuery = (api: Services["api"], orderId: number) =>
  queryOptions({
    queryKey: rackKeys.note(orderId),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/delivery_note/{id}", { params: { path: { id: orderId } }, signal }), signal))
        .data,
    meta: { quietNotFound: true },
  })

/** Saves a rack (adds one without an id); the rack lists and the rack read again. */
export function useSaveRack() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, rack }: { readonly id: number | undefined; readonly rack: RackForm }) => {
      const body = { ...rack }
      return (
        await settled(
          id === undefined
            ? api.POST("/Admin/production/rack", { body })
            : api.PUT("/Admin/production/rack/{id}", { params: { path: { id } }, body }),
        )
      ).data
    },
    onSuccess: (rack) => {
      client.setQueryData(rackKeys.one(rack.id), rack)
      void client.invalidateQueries({ queryKey: rackKeys.all })
    },
  })
}

/** Puts a unit in a rack by its code (a racking scan naming the rack); the rack, the lists and the piece cards read again. */
export function useRackSlot(rackId: number) {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) =>
      (await settled(api.POST("/Admin/production/rack/{id}/slot", { params: { path: { id: rackId } }, body: { code } }))).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: rackKeys.all })
      void client.invalidateQueries({ queryKey: floorKeys.pieces() })
    },
  })
}
