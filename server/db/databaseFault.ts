/** Why the database could not serve a request: it cannot be reached (PostgreSQL down, restarting, a dropped connection) or another connection holds the write lock (SQLite) or won a lock conflict (PostgreSQL). */
export type DatabaseFault = "unavailable" | "busy"

/** The network errors of a connection that cannot be made or was cut. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
])

/** PostgreSQL's codes of a server going away or not taking connections: shutdown, crash, starting up, idle timeout, too many connections. */
const goneCodes = new Set(["57P01", "57P02", "57P03", "57P05", "53300"])

/** What node-postgres and its pool say when a connection ended, timed out or was broken before the query ran. */
const droppedConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/

const fieldOf = (error: object, key: "code" | "message" | "cause"): unknown =>
  key in error ? (error as Record<string, unknown>)[key] : undefined

/** Whether an error, or one it was caused by, is the database being away or locked; undefined for every other fault (a bug stays a 500). */
export const databaseFaultOf = (error: unknown, depth = 0): DatabaseFault | undefined => {
  if (typeof error !== "object" || error === null || depth > 4) return undefined
  const code = fieldOf(error, "code")
  const message = fieldOf(error, "message")
  if (typeof code === "string" && /^SQLITE_(BUSY|LOCKED)/.test(code)) return "busy"
  // PostgreSQL ended the transaction to break a deadlock or a serialisation conflict: the same request sent again succeeds.
  if (code === "40P01" || code === "40001") return "busy"
  if (typeof code === "string" && (networkCodes.has(code) || goneCodes.has(code) || code.startsWith("08"))) return "unavailable"
  if (typeof message === "string" && droppedConnection.test(message)) return "unavailable"
  // A pool that cannot connect to any of several addresses reports them together.
  if (error instanceof AggregateError)
    return error.errors.map((inner: unknown) => databaseFaultOf(inner, depth + 1)).find((fault) => fault !== undefined)
  return databaseFaultOf(fieldOf(error, "cause"), depth + 1)
}
