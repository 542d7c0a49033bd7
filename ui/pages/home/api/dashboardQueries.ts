import { queryOptions } from "@tanstack/react-query"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { homeKeys } from "./homeKeys.ts"

/** The dashboard home; the page says itself when it cannot be read, so the load is silent. */
export const dashboardQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: homeKeys.all,
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/dashboard", { signal }), signal)).data,
    meta: { silent: true },
  })
