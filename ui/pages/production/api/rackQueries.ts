import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import type { RackForm } from "../../../../domain/production/RackForm.ts"
import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import { serverFieldErrors } from "../../../components/form/serverErrors.ts"
import { genericErrorMessage, saveErrorMessage } from "../../../state/errors.ts"
import { answered, type ApiAnswer } from "../../../state/queries.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { floorKeys } from "./floorKeys.ts"
import { rackKeys } from "./rackKeys.ts"

export type Rack = components["schemas"]["Rack"]
export type RackDetail = components["schemas"]["RackDetail"]
export type DeliveryNote = components["schemas"]["DeliveryNote"]

/** A refusal of the server told where it belongs: the Persian message, the per-field ones of a 422, and the status. */
export class RackRefused extends Error {
  constructor(
    readonly text: string,
    readonly fields: FieldErrors,
    readonly status: number | undefined,
  ) {
    super(text)
  }
}

/** The answer's data, or a RackRefused carrying the server's Persian words (a lost connection gets the generic text). */
export const rackSettled = async <D>(call: Promise<ApiAnswer<D>>): Promise<D> => {
  let answer: ApiAnswer<D>
  try {
    answer = await call
  } catch {
    throw new RackRefused(genericErrorMessage, {}, undefined)
  }
  if (answer.response.ok) return answer.data as D
  throw new RackRefused(
    saveErrorMessage(answer.error, answer.response.status),
    serverFieldErrors(answer.error),
    answer.response.status,
  )
}

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
        await rackSettled(
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
      (await rackSettled(api.POST("/Admin/production/rack/{id}/slot", { params: { path: { id: rackId } }, body: { code } })))
        .data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: rackKeys.all })
      void client.invalidateQueries({ queryKey: floorKeys.pieces() })
    },
  })
}
