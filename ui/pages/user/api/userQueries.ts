import { queryOptions } from "@tanstack/react-query"
import type { EditedUserForm } from "../../../../domain/user/UserForm.ts"
import type { BlobAnswer } from "../../../components/table/ExportButton.tsx"
import { answered } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { userKeys, type UserListQuery } from "./userKeys.ts"

/** Most experts a company has; the user list answers at most 1000 rows a page. */
const expertsPage = { role: "sales-expert", per_page: 1000 } as const

/** One page of the users, for the list (under userKeys.list). */
export const listUsers = (api: Services["api"], query: UserListQuery, signal: AbortSignal) =>
  api.GET("/Admin/user", { params: { query }, signal })

/** Every sales expert, active or not, in one request: the customer screens offer and name them. */
export const salesExpertsQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: userKeys.salesExperts(),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/user", { params: { query: expertsPage }, signal }), signal)).data,
  })

/** One user, as the edit form reads it. */
export const userQuery = (api: Services["api"], id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/user/{id}", { params: { path: { id } }, signal }), signal)).data,
  })

/** The server's CSV of the users as the list is filtered, for the export button. */
export const downloadUsers = (api: Services["api"], query: Omit<UserListQuery, "page" | "per_page">): Promise<BlobAnswer> =>
  api.GET("/Admin/user/export", { params: { query }, parseAs: "blob" })

/** Saves a user (adds one without an id, with the password it must have), for the form's save-and-return. */
export const saveUser = (api: Services["api"], id: number | undefined, user: EditedUserForm) => {
  const stations = [...user.stations]
  return id === undefined
    ? api.POST("/Admin/user", { body: { ...user, password: user.password ?? "", stations } })
    : api.PATCH("/Admin/user/{id}", { params: { path: { id } }, body: { ...user, stations } })
}

/** Turns a user on or off, for the list's active switch. */
export const setUserActive = (api: Services["api"], id: number, active: boolean) =>
  api.PATCH("/Admin/user/{id}", { params: { path: { id } }, body: { is_active: active } })
