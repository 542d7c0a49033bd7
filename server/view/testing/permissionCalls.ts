import type { TestServer } from "../../testing/harness.ts"
import { demoUserId } from "../../testing/harness.ts"

type Role = Parameters<typeof demoUserId>[0]

/** A list each role may read, so an allowed role's call of a view endpoint succeeds. */
const readableList = (role: Role): string =>
  role === "financial-manager" || role === "production-manager" || role === "operator" ? "order-list" : "customer-list"

/** The body of a view call for a role: a new view of a list the role reads, or a new name. */
export const viewCallOptions = (endpoint: string, role: Role): { json?: unknown } =>
  endpoint === "POST /Admin/view"
    ? { json: { list: readableList(role), name: "نمای تازه", filters: {}, sort: null } }
    : endpoint === "PATCH /Admin/view/{id}"
      ? { json: { name: "نام تازه" } }
      : {}

/** View 1 made the caller's own, of a list they read, so reading, renaming and deleting it succeed for an allowed role. */
export const prepareView = async (t: TestServer, endpoint: string, role: Role | undefined): Promise<void> => {
  if (!endpoint.includes("/Admin/view/{id}") || role === undefined) return
  await t.db
    .updateTable("saved_views")
    .set({ user_id: demoUserId(role), role: null, list: readableList(role), name: "نمای آزمون" })
    .where("id", "=", 1)
    .execute()
}
