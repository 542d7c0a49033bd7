import type { paths } from "../../../../contract/schema.d.ts"

/** The filters of the customer list as the server reads them. */
export type CustomerListQuery = NonNullable<paths["/Admin/customer"]["get"]["parameters"]["query"]>

/** The query keys of the customers, under their data tag: a save invalidates every list, search and record at once. */
export const customerKeys = {
  all: ["customers"] as const,
  lists: () => [...customerKeys.all, "list"] as const,
  list: (query: CustomerListQuery) => [...customerKeys.lists(), query] as const,
  search: (text: string, activeOnly: boolean) => [...customerKeys.all, "search", text, activeOnly] as const,
  one: (id: number) => [...customerKeys.all, "one", id] as const,
}
