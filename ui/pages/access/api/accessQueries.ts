import { queryOptions } from "@tanstack/react-query"
import type { SalesExpertAccess } from "../../../../domain/access/SalesExpertAccess.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { accessKeys, type AccessListQuery } from "./accessKeys.ts"

/** One page of the sales experts with the access that applies to each, for the list (under accessKeys.list). */
export const listAccess = (api: Services["api"], query: AccessListQuery, signal: AbortSignal) =>
  api.GET("/Admin/sales_expert_access", { params: { query }, signal })

/** One sales expert with their access; a 404 is the form's "not found", not a toast. */
export const accessQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: accessKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/sales_expert_access/{id}", { params: { path: { id } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })

/** The server's CSV of the access list as it is filtered, for the export button. */
export const downloadAccess = (api: Services["api"], query: Omit<AccessListQuery, "page" | "per_page">): Promise<BlobAnswer> =>
  api.GET("/Admin/sales_expert_access/export", { params: { query }, parseAs: "blob" })

/** Saves one expert's access (every expert already has a row, so it is only ever replaced), for the form's save-and-return. */
export const saveAccess = (api: Services["api"], id: number, access: SalesExpertAccess) =>
  api.PUT("/Admin/sales_expert_access/{id}", {
    params: { path: { id } },
    body: { ...access, allowed_product_ids: [...access.allowed_product_ids] },
  })
