import { queryOptions } from "@tanstack/react-query"
import type { LaminateColorForm } from "../../../../domain/laminate/LaminateColorForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { laminateKeys, type LaminateListQuery } from "./laminateKeys.ts"

/** One page of the laminate colours, for the list (under laminateKeys.list). */
export const listLaminateColors = (api: Services["api"], query: LaminateListQuery, signal: AbortSignal) =>
  api.GET("/Admin/glass_laminate_color", { params: { query }, signal })

/** One laminate colour, as the edit form reads it. */
export const laminateQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: laminateKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/glass_laminate_color/{id}", { params: { path: { id } }, signal }), signal)).data,
  })

/** The server's CSV of the laminate colours as the list is filtered, for the export button. */
export const downloadLaminateColors = (
  api: Services["api"],
  query: Omit<LaminateListQuery, "page" | "per_page">,
): Promise<BlobAnswer> => api.GET("/Admin/glass_laminate_color/export", { params: { query }, parseAs: "blob" })

/** Saves a laminate colour (adds one without an id), for the form's save-and-return. */
export const saveLaminateColor = (api: Services["api"], id: number | undefined, color: LaminateColorForm) =>
  id === undefined
    ? api.POST("/Admin/glass_laminate_color", { body: color })
    : api.PATCH("/Admin/glass_laminate_color/{id}", { params: { path: { id } }, body: color })

/** Turns a laminate colour on or off, for the list's active switch. */
export const setLaminateColorActive = (api: Services["api"], id: number, active: boolean) =>
  api.PATCH("/Admin/glass_laminate_color/{id}", { params: { path: { id } }, body: { is_active: active } })
