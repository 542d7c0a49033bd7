import type { Database } from "./db/Database.ts"
import { announcementsIn, type Announcements } from "./announcement/announcementStore.ts"
import { dashboardIn, type Dashboard } from "./home/homeStore.ts"
import { customersIn, type Customers } from "./customer/customerStore.ts"
import { laminateColorsIn, type LaminateColors } from "./laminate/laminateStore.ts"
import { lookupsIn, type Lookups } from "./lookup/lookupStore.ts"
import { glassTypesIn, type GlassTypes } from "./glass/glassTypeStore.ts"
import { sizeLimitsIn, type SizeLimits } from "./glass/sizeLimitStore.ts"
import { notificationsIn, type Notifications } from "./notification/notificationStore.ts"
import { referenceDataIn, type ReferenceData } from "./reference/referenceStore.ts"
import { revocationsIn, type Revocations } from "./auth/revocationStore.ts"
import { salesExpertAccessIn, type SalesExpertAccessRepo } from "./access/accessStore.ts"
import { usersIn, type Users } from "./user/userStore.ts"

/** Every port the routes use. */
export interface Repositories {
  readonly users: Users
  readonly revocations: Revocations
  readonly laminateColors: LaminateColors
  readonly announcements: Announcements
  readonly notifications: Notifications
  readonly lookups: Lookups
  // [users] ports above this line
  readonly customers: Customers
  // [customers] ports above this line
  readonly salesExpertAccess: SalesExpertAccessRepo
  readonly dashboard: Dashboard
  // [access] ports above this line
  readonly reference: ReferenceData
  // [reference] ports above this line
  readonly glassTypes: GlassTypes
  readonly sizeLimits: SizeLimits
  // [glass] ports above this line
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
    // [users] ports above this line
    customers: customersIn(database),
    // [customers] ports above this line
    salesExpertAccess: salesExpertAccessIn(database),
    dashboard: dashboardIn(db),
    // [access] ports above this line
    reference: referenceDataIn(database),
    // [reference] ports above this line
    glassTypes: glassTypesIn(database),
    sizeLimits: sizeLimitsIn(database),
    // [glass] ports above this line
  }
}
