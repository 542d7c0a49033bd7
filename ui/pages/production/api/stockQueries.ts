import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { components, paths } from "../../../../contract/schema.d.ts"
import type { StockSheetForm } from "../../../../domain/production/StockSheetForm.ts"
import type { FieldErrors } from "../../../../domain/validation/FieldErrors.ts"
import { serverFieldErrors } from "../../../components/form/serverErrors.ts"
import { genericErrorMessage, saveErrorMessage } from "../../../state/errors.ts"
import { answered, type ApiAnswer } from "../../../state/queries.ts"
import { useServices } from "../../../state/services.tsx"
import { stockKeys } from "./stockKeys.ts"

export type StockSheet = components["schemas"]["StockSheet"]
export type Offcut = components["schemas"]["Offcut"]
export type ProductionMaterial = components["schemas"]["ProductionMaterial"]
export type StockSheetQuery = NonNullable<paths["/Admin/production/stock_sheet"]["get"]["parameters"]["query"]>
export type OffcutQuery = NonNullable<paths["/Admin/production/offcut"]["get"]["parameters"]["query"]>

/** A refusal of the server told where it belongs: the Persian message, the per-field ones of a 422, and the status. */
export class StockRefused extends Error {
  constructor(
    readonly text: string,
    readonly fields: FieldErrors,
    readonly status: number | undefined,
  ) {
    super(text)
  }
}

/** The answer's data, or a StockRefused carrying the server's Persian words (a lost connection gets the generic text). */
const settled = async <D>(call: Promise<ApiAnswer<D>>): Promise<D | undefined> => {
  let answer: ApiAnswer<D>
  try {
    answer = await call
  } catch {
    throw new StockRefused(genericErrorMessage, {}, undefined)
  }
  if (answer.response.ok) return answer.data
  throw new StockRefused(
    saveErrorMessage(answer.error, answer.response.status),
    serverFieldErrors(answer.error),
    answer.response.status,
  )
}

const noMaterials: ReadonlyArray<ProductionMaterial> = []

/** The materials production stocks (active glass types in their thicknesses), for the selects and filters; no prices. */
export function useMaterials(): { readonly materials: ReadonlyArray<ProductionMaterial>; readonly loading: boolean } {
  const { api } = useServices()
  const query = useQuery({
    queryKey: stockKeys.materials(),
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/production/materials", { signal }), signal)).data,
  })
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
      return answer?.data
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
