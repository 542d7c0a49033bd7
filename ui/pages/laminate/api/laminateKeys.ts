import type { paths } from "../../../../contract/schema.d.ts"

/** The filters of the laminate colour list as the server reads them. */
export type LaminateListQuery = NonNullable<paths["/Admin/glass_laminate_color"]["get"]["parameters"]["query"]>

/** The query keys of the laminate colours, under their data tag: a save invalidates the lists, records and lookup at once. */
export const laminateKeys = {
  all: ["laminate-colors"] as const,
  lists: () => [...laminateKeys.all, "list"] as const,
  list: (query: LaminateListQuery) => [...laminateKeys.lists(), query] as const,
  one: (id: number) => [...laminateKeys.all, "one", id] as const,
}
