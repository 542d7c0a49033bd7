import type { Database } from "./db/Database.ts"
import { announcementStoreIn, type AnnouncementStore } from "./announcement/announcementStore.ts"
import { laminateColorsIn, type LaminateColors } from "./laminate/laminateStore.ts"

/** Every port the routes use. */
export interface Repositories {
  readonly laminateColors: LaminateColors
  readonly announcements: AnnouncementStore
  // [users] ports above this line
  // [customers] ports above this line
  // [access] ports above this line
  // [reference] ports above this line
  // [glass] ports above this line
}

/** The ports over one database. */
export const repositoriesIn = (database: Database): Repositories => {
  const { db } = database
  return {
    laminateColors: laminateColorsIn(database),
    announcements: announcementStoreIn(db),
    // [users] ports above this line
    // [customers] ports above this line
    // [access] ports above this line
    // [reference] ports above this line
    // [glass] ports above this line
  }
}
