import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { productionKeys } from "./batchKeys.ts"

export type QueueMaterial = components["schemas"]["QueueMaterial"]
export type QueueOrder = components["schemas"]["QueueOrder"]

/** The cutting queue per material, with each material's orders; the page says itself when it cannot be read. */
export const queueQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: productionKeys.queue(),
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/production/queue", { signal }), signal)).data,
    meta: { silent: true },
  })

/** The link that opens a new batch of one material. */
export const newBatchPath = (material: { readonly glass_type_id: number; readonly glass_width_id: number }): string =>
  `/dashboard/cutting-batch?glass_type_id=${material.glass_type_id}&glass_width_id=${material.glass_width_id}`

/** A material of the plant (an active glass type in a thickness it is offered in), without prices. */
export type MaterialChoice = components["schemas"]["ProductionMaterial"]

/** Every material the production screens offer as a choice, such as the batch list's filter. */
export const materialsQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: productionKeys.materials(),
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/production/materials", { signal }), signal)).data,
    staleTime: 5 * 60_000,
  })

/** The glass types among materials, once each, as filter options. */
export const glassTypeChoices = (
  materials: ReadonlyArray<Pick<MaterialChoice, "glass_type_id" | "glass_type_name">>,
): ReadonlyArray<{ readonly value: string; readonly label: string }> =>
  [...new Map(materials.map((material) => [material.glass_type_id, material.glass_type_name])).entries()].map(([id, name]) => ({
    value: String(id),
    label: name,
  }))
