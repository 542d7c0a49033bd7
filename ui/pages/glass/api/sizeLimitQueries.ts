import { queryOptions } from "@tanstack/react-query"
import type { GlassSizeLimitForm } from "../../../../domain/glass/GlassSizeLimitForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { sizeLimitKeys, type SizeLimitListQuery } from "./glassKeys.ts"

/** One page of a glass type's size limits, for the list (under sizeLimitKeys.list). */
export const listSizeLimits = (api: Services["api"], typeId: number, query: SizeLimitListQuery, signal: AbortSignal) =>
  api.GET("/Admin/glass_type/{id}/size_limit", { params: { path: { id: typeId }, query }, signal })

/** One size limit row of a glass type, by its order. */
export const sizeLimitQuery = (api: Services["api"], typeId: number, order: number) =>
  queryOptions({
    queryKey: sizeLimitKeys.one(typeId, order),
    queryFn: async ({ signal }) =>
      (
        await answered(
          api.GET("/Admin/glass_type/{id}/size_limit/{order}", { params: { path: { id: typeId, order } }, signal }),
          signal,
        )
      ).data,
  })

/** The server's CSV of a glass type's size limits in the list's order, for the export button. */
export const downloadSizeLimits = (
  api: Services["api"],
  typeId: number,
  query: Omit<SizeLimitListQuery, "page" | "per_page">,
): Promise<BlobAnswer> =>
  api.GET("/Admin/glass_type/{id}/size_limit/export", { params: { path: { id: typeId }, query }, parseAs: "blob" })

/** Saves a size limit row (adds one without an order), for the form's save-and-return. */
export const saveSizeLimit = (api: Services["api"], typeId: number, order: number | undefined, limit: GlassSizeLimitForm) =>
  order === undefined
    ? api.POST("/Admin/glass_type/{id}/size_limit", { params: { path: { id: typeId } }, body: limit })
    : api.PATCH("/Admin/glass_type/{id}/size_limit/{order}", { params: { path: { id: typeId, order } }, body: limit })

/** Removes a size limit row, for the list's delete button. */
export const deleteSizeLimit = (api: Services["api"], typeId: number, order: number) =>
  api.DELETE("/Admin/glass_type/{id}/size_limit/{order}", { params: { path: { id: typeId, order } } })
