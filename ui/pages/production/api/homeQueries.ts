import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { productionKeys } from "./batchKeys.ts"

export type ProductionHome = components["schemas"]["ProductionHome"]

/** The production manager's home panel; it says itself when it cannot be read. */
export const homeQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: productionKeys.home(),
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/production/home", { signal }), signal)).data,
    meta: { silent: true },
  })
