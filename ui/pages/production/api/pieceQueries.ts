import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { floorKeys } from "./floorKeys.ts"

export type PieceCard = components["schemas"]["PieceCard"]
export type PieceCardPane = components["schemas"]["PieceCardPane"]

/** A pane's or a unit's card; a 404 is the page's "no such code", not a toast. */
export const pieceQuery = (api: Services["api"], code: string) =>
  queryOptions({
    queryKey: floorKeys.piece(code),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/piece/{code}", { params: { path: { code } }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })
