import type { Database } from "../db/Database.ts"
import { announcementsIn, type Announcements } from "./announcements.ts"
import { laminateColorsIn, type LaminateColors } from "./laminateColors.ts"
import { lookupsIn, type Lookups } from "./lookups.ts"
import { notificationsIn, type Notifications } from "./notifications.ts"
import { revocationsIn, type Revocations } from "./revocations.ts"
import { usersIn, type Users } from "./users.ts"

/** Every port the routes use. */
export interface Repositories {
  readonly users: Users
  readonly revocations: Revocations
  readonly laminateColors: LaminateColors
  readonly announcements: Announcements
  readonly notifications: Notifications
  readonly lookups: Lookups
}

/** The ports over one database. */
export const repositoriesIn = (database: Database): Repositories => {
  const { db } = database
  return {
    users: usersIn(database),
    revocations: revocationsIn(db),
    laminateColors: laminateColorsIn(database),
    announcements: announcementsIn(db),
    notifications: notificationsIn(db),
    lookups: lookupsIn(db),
  }
}
