import { Result } from "effect"
import { databaseFaultOf } from "../db/databaseFault.ts"
import { DatabaseAway } from "./HealthRefusal.ts"
import type { HealthStore } from "./healthStore.ts"

/** Where a fault is reported. */
export interface FaultLog {
  readonly error: (message: string, cause?: unknown) => void
}

/** Readiness, for a load balancer or a supervisor. */
export interface HealthUseCases {
  /** Whether the database answers; refused with its fault, which is logged. */
  readonly ready: () => Promise<Result.Result<void, DatabaseAway>>
}

/** The health use cases. */
export const healthUseCases = (store: HealthStore, log: FaultLog): HealthUseCases => ({
  ready: async () => {
    try {
      await store.ping()
    } catch (error) {
      log.error("GET /api/ready: the database does not answer", error)
      return Result.fail(new DatabaseAway({ fault: databaseFaultOf(error) ?? "unavailable" }))
    }
    return Result.succeed(undefined)
  },
})
