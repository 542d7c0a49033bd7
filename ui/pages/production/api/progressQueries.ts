import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { productionKeys } from "./batchKeys.ts"

export type OrderPieces = components["schemas"]["ProductionPiecesAnswer"]["data"]

/** The pieces of the order an invoice became (none before it is confirmed): the invoice's screens show its progress. */
export const invoicePiecesQuery = (api: Services["api"], invoiceId: number) =>
  queryOptions({
    queryKey: productionKeys.invoicePieces(invoiceId),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/invoice/{id}/pieces", { params: { path: { id: invoiceId } }, signal }), signal)).data,
    meta: { silent: true },
    retry: false,
  })
