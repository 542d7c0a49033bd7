import type { paths } from "../../../../contract/schema.d.ts"

/** The filters of the user list as the server reads them. */
export type UserListQuery = NonNullable<paths["/Admin/user"]["get"]["parameters"]["query"]>

/** The query keys of the users, under their data tag: a save invalidates every list, record and lookup of them at once. */
export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  salesExperts: () => [...userKeys.all, "sales-experts"] as const,
  one: (id: number) => [...userKeys.all, "one", id] as const,
}
