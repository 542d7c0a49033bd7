import { sql } from "kysely"
import type { Database } from "./Database.ts"

/** What a PostgreSQL server has room for: its connection limit, the slots kept for superusers, the sessions open now. */
export interface ConnectionRoom {
  readonly maxConnections: number
  readonly reserved: number
  readonly open: number
}

/** What the servers about to start will open: `workers` processes, each with a pool of `poolSize` connections. */
export interface PoolPlan {
  readonly workers: number
  readonly poolSize: number
}

/**
 * Reads the room on the server's own connection, the only one this process has open at that moment (so it is not counted
 * among the others: the pools replace it).
 */
export const readConnectionRoom = async ({ db }: Pick<Database, "db">): Promise<ConnectionRoom> => {
  const { rows } = await sql<{ max_connections: number; reserved: number; open: number }>`
    select current_setting('max_connections')::int as max_connections,
           current_setting('superuser_reserved_connections')::int as reserved,
           (select count(*) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid())::int as open`.execute(
    db,
  )
  const row = rows[0]
  if (row === undefined) throw new Error("PostgreSQL answered no row for its connection settings")
  return { maxConnections: row.max_connections, reserved: row.reserved, open: row.open }
}

/** The connections left for the pools: the limit less the superusers' slots and the sessions already open. */
export const freeConnections = (room: ConnectionRoom): number => Math.max(0, room.maxConnections - room.reserved - room.open)

/** One line saying why the pools cannot fit beside the connections already open, or undefined when they fit. */
export const poolsRefusal = (room: ConnectionRoom, plan: PoolPlan): string | undefined => {
  // Each worker also keeps one connection listening for sign-in changes (server/db/identityChanges.ts).
  const wanted = plan.workers * (plan.poolSize + 1)
  const free = freeConnections(room)
  return wanted <= free
    ? undefined
    : `WORKERS=${plan.workers} × (DATABASE_POOL_SIZE=${plan.poolSize} + 1 listening) = ${wanted} connections do not fit: PostgreSQL's max_connections is ${room.maxConnections}, ${room.reserved} are reserved for superusers and ${room.open} are open, leaving ${free}; lower WORKERS or DATABASE_POOL_SIZE, or raise max_connections`
}
