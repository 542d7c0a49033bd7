import type { Config } from "../config.ts"
import type { Database } from "../db/Database.ts"
import { poolsRefusal, readConnectionRoom } from "../db/connectionRoom.ts"
import { whenDatabaseAnswers } from "../db/whenDatabaseAnswers.ts"

/**
 * Before a server over PostgreSQL opens its pools: why WORKERS × DATABASE_POOL_SIZE cannot fit beside the connections
 * already open, as one line, or undefined when they fit (and always on the embedded database, which has no pool).
 */
export const connectionRefusal = async (database: Database, config: Config): Promise<string | undefined> => {
  if (database.dialect !== "postgres") return undefined
  const room = await whenDatabaseAnswers(
    () => readConnectionRoom(database),
    (error) => console.error(`The database does not answer yet (${error instanceof Error ? error.message : String(error)})`),
  )
  return poolsRefusal(room, { workers: config.workers, poolSize: config.databasePoolSize })
}

/** Ends the start with the refusal's one line (exit code 1) when the pools cannot fit; the database is closed first. */
export const refuseWithoutRoom = async (database: Database, config: Config): Promise<void> => {
  const refusal = await connectionRefusal(database, config)
  if (refusal === undefined) return
  console.error(refusal)
  await database.close()
  process.exit(1)
}
