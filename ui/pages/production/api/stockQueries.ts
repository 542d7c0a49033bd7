import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { components, paths } from "../../../../contract/schema.d.ts"
import type { StockSheetForm } from "../../../../domain/production/StockSheetForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { materialsQuery } from "./queueQueries.ts"
import { stockKeys } from "./stockKeys.ts"

export type StockSheet = components["schemas"]["StockSheet"]
export type Offcut = components["schemas"]["Offcut"]
export type ProductionMaterial = components["schemas"]["ProductionMaterial"]
export type StockSheetQuery = NonNullable<paths["/Admin/production/stock_sheet"]["get"]["parameters"]["query"]>
export type OffcutQuery = NonNullable<paths["/Admin/production/offcut"]["get"]["parameters"]["query"]>

/** One page of the sheet sizes, for the list (under stockKeys.sheetList). */
export const listStockSheets = (api: Services["api"], query: StockSheetQuery, signal: AbortSignal) =>
  api.GET("/Admin/production/stock_sheet", { params: { query }, signal })

/** The server's CSV of the sheet sizes as the list is filtered, for the export button. */
export const downloadStockSheets = (
  api: Services["api"],
  query: Omit<StockSheetQuery, "page" | "per_page">,
): Promise<BlobAnswer> => api.GET("/Admin/production/stock_sheet/export", { params: { query }, parseAs: "blob" })

/** One sheet size, for its form. */
export const stockSheetQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: stockKeys.sheet(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/stock_sheet/{id}", { params: { path: { id } }, signal }), signal)).data,
  })

/** One page of the offcuts, for the list (under stockKeys.offcutList). */
export const listOffcuts = (api: Services["api"], query: OffcutQuery, signal: AbortSignal) =>
  api.GET("/Admin/production/offcut", { params: { query }, signal })

/** The server's CSV of the offcuts as the list is filtered, for the export button. */
export const downloadOffcuts = (api: Services["api"], query: Omit<OffcutQuery, "page" | "per_page">): Promise<BlobAnswer> =>
  api.GET("/Admin/production/offcut/export", { params: { query }, parseAs: "blob" })

const noMaterials: ReadonlyArray<ProductionMaterial> = []

/** The materials production stocks (active glass types in their thicknesses), for the selects and filters; no prices. */
export function useMaterials(): { readonly materials: ReadonlyArray<ProductionMaterial>; readonly loading: boolean } {
  const { api } = useServices()
  const query = useQuery(materialsQuery(api))
  return { materials: query.data ?? noMaterials, loading: query.isPending }
}

/** The glass types among the materials, once each, as select options. */
export const glassTypeOptions = (
  materials: ReadonlyArray<ProductionMaterial>,
): ReadonlyArray<{ readonly value: number; readonly label: string }> =>
  [...new Map(materials.map((material) => [material.glass_type_id, material.glass_type_name])).entries()].map(
    ([value, label]) => ({ value, label }),
  )

/** The thicknesses one glass type is offered in (every thickness when no type is chosen), thinnest first. */
export const thicknessOptions = (
  materials: ReadonlyArray<ProductionMaterial>,
  glassTypeId: number | null,
): ReadonlyArray<{ readonly value: number; readonly thickness: number }> =>
  [
    ...new Map(
      materials
        .filter((material) => glassTypeId === null || material.glass_type_id === glassTypeId)
        .map((material) => [material.glass_width_id, material.thickness]),
    ).entries(),
  ]
    .map(([value, thickness]) => ({ value, thickness }))
    .sort((a, b) => a.thickness - b.thickness)

/** Saves a sheet size (adds one without an id); the lists read again. */
export function useSaveStockSheet() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, sheet }: { readonly id: number | undefined; readonly sheet: StockSheetForm }) => {
      const body = { ...sheet }
      const answer = await settled(
        id === undefined
          ? api.POST("/Admin/production/stock_sheet", { body })
          : api.PUT("/Admin/production/stock_sheet/{id}", { params: { path: { id } }, body }),
      )
      return answer.data
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: stockKeys.sheets() }),
  })
}

/** Discards an offcut still in stock; the offcut lists read again. */
export function useDiscardOffcut() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await settled(api.DELETE("/Admin/production/offcut/{id}", { params: { path: { id } } }))
      return id
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: stockKeys.offcuts() }),
  })
}
