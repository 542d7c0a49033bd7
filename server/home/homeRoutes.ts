import type { Hono } from "hono"
import { Option } from "effect"
import { isShownOn } from "../../domain/announcement/AnnouncementSchedule.ts"
import { todayInTehran } from "../../domain/calendar/Jalali.ts"
import { canSeeCustomer } from "../../domain/access/SalesExpertAccess.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import type { Dashboard } from "./homeStore.ts"
import { salesExpertRole } from "../access/accessStore.ts"
import { fileUrl } from "../file/fileStore.ts"

type Counts = AnswerOf<"/Admin/dashboard", "get", 200>["data"]["counts"]

/** A sales expert counts their own customers, or every customer while their active access lets them see all. */
const expertCustomers = async (dashboard: Dashboard, userId: number): Promise<number> => {
  const access = Option.fromNullishOr(await dashboard.customerAccess(userId))
  // A customer owned by nobody stands for every customer not their own, so the widening rule stays in canSeeCustomer.
  const seesAll = canSeeCustomer(access, userId, { sales_expert_id: null })
  return dashboard.activeCustomers(seesAll ? undefined : userId)
}

/**
 * The counts each role acts on: customers for the roles with the customers menu, users (and sales experts) for
 * those with the users menu; a financial manager's orders and cheques are the desk's (`finance`), not counts.
 */
const countsFor = async (dashboard: Dashboard, role: Role, userId: number): Promise<Counts> => {
  switch (role) {
    case "super-admin":
    case "sales-manager": {
      const [customers, users, salesExperts] = await Promise.all([
        dashboard.activeCustomers(),
        dashboard.activeUsers(),
        dashboard.activeUsers(salesExpertRole),
      ])
      return { customers, users, sales_experts: salesExperts }
    }
    case "sales-expert":
      return { customers: await expertCustomers(dashboard, userId), users: null, sales_experts: null }
    case "financial-manager":
    case "production-manager":
    case "operator":
      return { customers: null, users: null, sales_experts: null }
  }
}

/** The dashboard home, per role, in one request. */
export const dashboardRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { dashboard } = deps.repos

  api.get("/Admin/dashboard", guard(deps, "GET /Admin/dashboard"), async (c) => {
    const user = c.get("user")
    const today = todayInTehran(deps.clock.now())
    const [blocks, unread, counts, finance] = await Promise.all([
      dashboard.announcements(),
      dashboard.unreadNotifications(user.id),
      // The guard lets only known roles through, so the role is always set here.
      user.role ? countsFor(dashboard, user.role, user.id) : { customers: null, users: null, sales_experts: null },
      user.role ? deps.useCases.finance.desk(user.role) : null,
    ])
    const announcements = blocks
      .filter((block) => isShownOn(block, today))
      .map((block) => ({
        id: block.id,
        title_id: block.title_id,
        title: block.title,
        content: block.content,
        link: block.link,
        file: block.file_name ? fileUrl(block.file_name) : null,
        is_pinned: block.is_pinned,
        show_from: block.show_from,
        show_until: block.show_until,
      }))
    return c.json(
      { data: { announcements, unread_notifications: unread, counts, finance } } satisfies AnswerOf<
        "/Admin/dashboard",
        "get",
        200
      >,
      200,
    )
  })
}
