import { Data } from "effect"
import type { DatabaseFault } from "../db/databaseFault.ts"

/** The database does not answer: away or busy, so the server is not ready (answered 503 with the wait its fault suggests). */
export class DatabaseAway extends Data.TaggedError("DatabaseAway")<{ readonly fault: DatabaseFault }> {
  readonly status = 503
}
