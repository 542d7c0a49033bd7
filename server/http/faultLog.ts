import type { DatabaseFault } from "../db/databaseFault.ts"
import type { Logger } from "../deps.ts"

/** How long the repeats of one kind of database fault are counted rather than logged. */
export const faultLogIntervalMs = 10_000

/**
 * The log of the database's faults, which come in floods (every request while it is away, or while the pool is full): the
 * first of each kind in an interval is logged, and the next line logged says how many were held back since.
 */
export const faultLogOf = (log: Logger, now: () => number) => {
  const last = new Map<DatabaseFault, { readonly at: number; held: number }>()
  return (fault: DatabaseFault, message: string, cause: unknown): void => {
    const at = now()
    const seen = last.get(fault)
    if (seen !== undefined && at - seen.at < faultLogIntervalMs) {
      seen.held += 1
      return
    }
    const held = seen?.held ?? 0
    log.error(held > 0 ? `${message} (and ${held} more answered 503, database ${fault}, not logged)` : message, cause)
    last.set(fault, { at, held: 0 })
  }
}
