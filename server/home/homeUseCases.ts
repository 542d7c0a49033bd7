import { Option } from "effect"
import { isShownOn } from "../../domain/announcement/AnnouncementSchedule.ts"
import { canSeeCustomer } from "../../domain/access/SalesExpertAccess.ts"
import { todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Schemas } from "../http/answers.ts"
import type { HomeStore } from "./homeStore.ts"

type Home = Schemas["Dashboard"]["data"]
type Counts = Home["counts"]

/** The signed-in user the home is for; a user without a known role sees no counts and no desk. */
export interface Viewer {
  readonly id: number
  readonly role: Role | undefined
}

/** What the home shows from other features: the financial manager's desk and the URL an attachment is served at. */
export interface HomePorts {
  readonly financeDesk: (role: Role) => Promise<Schemas["DashboardFinance"] | null>
  readonly fileUrl: (name: string) => string
}

/** The dashboard home. */
export interface HomeUseCases {
  /** The announcements on show today, the unread notifications, the counts and the desk of one viewer, in one read. */
  readonly read: (viewer: Viewer) => Promise<Home>
}

const noCounts: Counts = { customers: null, users: null, sales_experts: null, quotations_awaiting_approval: null }

/** The home's use cases over its store and the ports to finance and the attachments. */
export const homeUseCases = (store: HomeStore, clock: Clock, ports: HomePorts): HomeUseCases => {
  /** A sales expert counts their own customers, or every customer while their active access lets them see all. */
  const expertCustomers = async (userId: number): Promise<number> => {
    const access = Option.fromNullishOr(await store.customerAccess(userId))
    // A customer owned by nobody stands for every customer not their own, so the widening rule stays in canSeeCustomer.
    const seesAll = canSeeCustomer(access, userId, { sales_expert_id: null })
    return store.activeCustomers(seesAll ? undefined : userId)
  }

  /**
   * The counts each role acts on: customers for the roles with the customers menu, users (and sales experts) for
   * those with the users menu, the quotations awaiting approval for the managers who approve them; a financial manager's orders and cheques are the desk's (`finance`), not counts.
   */
  const countsFor = async (role: Role, userId: number): Promise<Counts> => {
    switch (role) {
      case "super-admin":
      case "sales-manager": {
        const [customers, users, salesExperts, awaiting] = await Promise.all([
          store.activeCustomers(),
          store.activeUsers(),
          store.activeUsers("sales-expert"),
          store.quotationsAwaitingApproval(),
        ])
        return { customers, users, sales_experts: salesExperts, quotations_awaiting_approval: awaiting }
      }
      case "sales-expert":
        return { ...noCounts, customers: await expertCustomers(userId) }
      case "financial-manager":
      case "production-manager":
      case "operator":
        return noCounts
    }
  }

  return {
    read: async (viewer) => {
      const today = todayInTehran(clock.now())
      const [blocks, unread, counts, finance] = await Promise.all([
        store.announcements(),
        store.unreadNotifications(viewer.id),
        viewer.role ? countsFor(viewer.role, viewer.id) : noCounts,
        viewer.role ? ports.financeDesk(viewer.role) : null,
      ])
      const announcements = blocks
        .filter((block) => isShownOn(block, today))
        .map((block) => ({
          id: block.id,
          title_id: block.title_id,
          title: block.title,
          content: block.content,
          link: block.link,
          file: block.file_name ? ports.fileUrl(block.file_name) : null,
          is_pinned: block.is_pinned,
          show_from: block.show_from,
          show_until: block.show_until,
        }))
      return { announcements, unread_notifications: unread, counts, finance }
    },
  }
}
