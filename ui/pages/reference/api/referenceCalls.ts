import type { components } from "../../../../contract/schema.d.ts"
import type { SortParam } from "../../../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../../../domain/pagination/listSorts.ts"
import type { DeliveryFareForm } from "../../../../domain/reference/DeliveryFareForm.ts"
import type { DescriptionForm } from "../../../../domain/reference/DescriptionForm.ts"
import type { GlassThicknessForm } from "../../../../domain/reference/GlassThicknessForm.ts"
import type { SpacerThicknessForm } from "../../../../domain/reference/SpacerThicknessForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import type { ApiAnswer } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"

type Schemas = components["schemas"]

/** The filters a list sends (and puts in the URL): the page, its size, the search text, the active flag and the order. */
export interface ListQueryParams<K extends string = string> {
  readonly page: number
  readonly per_page: number
  readonly search?: string
  readonly is_active?: string
  readonly sort?: SortParam<K>
}

/**
 * The calls of one reference list, bound to its paths so the screens stay generic. The list and its export are
 * methods, so an entity typed with its own sort names still passes where the screens take any entity.
 */
export interface ReferenceApi<Row, Body, K extends string = string> {
  list(
    query: ListQueryParams<K>,
    signal?: AbortSignal,
  ): Promise<ApiAnswer<{ readonly data: ReadonlyArray<Row>; readonly meta: { readonly total: number } }>>
  download(query: Omit<ListQueryParams<K>, "page" | "per_page">): Promise<BlobAnswer>
  readonly one: (id: number, signal?: AbortSignal) => Promise<ApiAnswer<{ readonly data: Row }>>
  readonly create: (body: Body) => Promise<ApiAnswer<{ readonly data: Row }>>
  readonly update: (id: number, body: Body | { readonly is_active: boolean }) => Promise<ApiAnswer<{ readonly data: Row }>>
}

/** The glass thicknesses' calls. */
export const glassThicknessCalls = (
  api: Services["api"],
): ReferenceApi<Schemas["GlassWidth"], GlassThicknessForm, SortKeyOf<"glassWidths">> => ({
  list: (query, signal) => api.GET("/Admin/glass_width", { params: { query }, signal }),
  download: (query) => api.GET("/Admin/glass_width/export", { params: { query }, parseAs: "blob" }),
  one: (id, signal) => api.GET("/Admin/glass_width/{id}", { params: { path: { id } }, signal }),
  create: (body) => api.POST("/Admin/glass_width", { body }),
  update: (id, body) => api.PATCH("/Admin/glass_width/{id}", { params: { path: { id } }, body }),
})

/** The spacer thicknesses' calls. */
export const spacerThicknessCalls = (
  api: Services["api"],
): ReferenceApi<Schemas["GlassSpacer"], SpacerThicknessForm, SortKeyOf<"spacers">> => ({
  list: (query, signal) => api.GET("/Admin/glass_spacer", { params: { query }, signal }),
  download: (query) => api.GET("/Admin/glass_spacer/export", { params: { query }, parseAs: "blob" }),
  one: (id, signal) => api.GET("/Admin/glass_spacer/{id}", { params: { path: { id } }, signal }),
  create: (body) => api.POST("/Admin/glass_spacer", { body }),
  update: (id, body) => api.PATCH("/Admin/glass_spacer/{id}", { params: { path: { id } }, body }),
})

/** The delivery fares' calls. */
export const deliveryFareCalls = (api: Services["api"]): ReferenceApi<Schemas["Fare"], DeliveryFareForm, SortKeyOf<"fares">> => ({
  list: (query, signal) => api.GET("/Admin/fares", { params: { query }, signal }),
  download: (query) => api.GET("/Admin/fares/export", { params: { query }, parseAs: "blob" }),
  one: (id, signal) => api.GET("/Admin/fares/{id}", { params: { path: { id } }, signal }),
  create: (body) => api.POST("/Admin/fares", { body }),
  update: (id, body) => api.PATCH("/Admin/fares/{id}", { params: { path: { id } }, body }),
})

/** The descriptions' calls. */
export const descriptionCalls = (
  api: Services["api"],
): ReferenceApi<Schemas["DescriptionDimension"], DescriptionForm, SortKeyOf<"descriptions">> => ({
  list: (query, signal) => api.GET("/Admin/description_dimension", { params: { query }, signal }),
  download: (query) => api.GET("/Admin/description_dimension/export", { params: { query }, parseAs: "blob" }),
  one: (id, signal) => api.GET("/Admin/description_dimension/{id}", { params: { path: { id } }, signal }),
  create: (body) => api.POST("/Admin/description_dimension", { body }),
  update: (id, body) => api.PATCH("/Admin/description_dimension/{id}", { params: { path: { id } }, body }),
})
