import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { glassTypeKeys, type GlassTypeListQuery } from "./glassKeys.ts"

/** A glass type as the form sends it: one price row per chosen thickness. */
export type GlassTypeBody = components["schemas"]["GlassTypeInput"]

/** One page of the glass types, for the list (under glassTypeKeys.list). */
export const listGlassTypes = (api: Services["api"], query: GlassTypeListQuery, signal: AbortSignal) =>
  api.GET("/Admin/glass_type", { params: { query }, signal })

/** One glass type with its thicknesses and prices: its form and its size limit screens read the same. */
export const glassTypeQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: glassTypeKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/glass_type/{id}", { params: { path: { id } }, signal }), signal)).data,
  })

/** The server's CSV of the glass types as the list is filtered, for the export button. */
export const downloadGlassTypes = (
  api: Services["api"],
  query: Omit<GlassTypeListQuery, "page" | "per_page">,
): Promise<BlobAnswer> => api.GET("/Admin/glass_type/export", { params: { query }, parseAs: "blob" })

/** Saves a glass type (adds one without an id), for the form's save-and-return. */
export const saveGlassType = (api: Services["api"], id: number | undefined, glassType: GlassTypeBody) =>
  id === undefined
    ? api.POST("/Admin/glass_type", { body: glassType })
    : api.PATCH("/Admin/glass_type/{id}", { params: { path: { id } }, body: glassType })

/** Turns a glass type on or off, for the list's active switch. */
export const setGlassTypeActive = (api: Services["api"], id: number, active: boolean) =>
  api.PATCH("/Admin/glass_type/{id}", { params: { path: { id } }, body: { is_active: active } })
