import type { paths } from "../../../../contract/schema.d.ts"

/** The filters of the sales experts' access list as the server reads them. */
export type AccessListQuery = NonNullable<paths["/Admin/sales_expert_access"]["get"]["parameters"]["query"]>

/** The query keys of the sales experts' access, under its data tag: a save invalidates the list and the records at once. */
export const accessKeys = {
  all: ["access"] as const,
  lists: () => [...accessKeys.all, "list"] as const,
  list: (query: AccessListQuery) => [...accessKeys.lists(), query] as const,
  one: (id: number) => [...accessKeys.all, "one", id] as const,
}
