import { queryOptions } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"

/** One record the search found, as the server answers it. */
export type SearchHit = components["schemas"]["SearchHit"]

/** The search everywhere's answer for a text: the hits, and whether customers the caller may not see matched. */
export const searchQuery = (api: Services["api"], q: string) =>
  queryOptions({
    queryKey: ["search", q] as const,
    queryFn: async ({ signal }) => {
      const answer = await answered(api.GET("/Admin/search", { params: { query: { q } }, signal }), signal)
      return { hits: answer.data, hiddenMatches: answer.hidden_matches }
    },
    // What was found a moment ago is still worth showing while the next text is searched.
    staleTime: 30_000,
  })
