import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { labelQueryOf, type LabelSource } from "../../../../domain/production/LabelSource.ts"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { productionKeys } from "./batchKeys.ts"

export type Label = components["schemas"]["Label"]

/** The query as the API takes it: ids written as text. */
const queryOf = (source: LabelSource): Record<string, string> =>
  Object.fromEntries(Object.entries(labelQueryOf(source)).map(([key, value]) => [key, String(value)]))

/** The labels of a batch, an order or one code, under production's root so a release or a scan refreshes them; a 404 is the page's "missing". */
export const labelsQuery = (api: Services["api"], source: LabelSource) =>
  queryOptions({
    queryKey: productionKeys.labels(queryOf(source)),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/labels", { params: { query: queryOf(source) }, signal }), signal)).data,
    meta: { quietNotFound: true },
  })
