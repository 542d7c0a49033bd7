import type { Hono } from "hono"
import { sql } from "kysely"
import type { Database } from "../db/Database.ts"
import { databaseFaultOf } from "../db/databaseFault.ts"
import type { Logger } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import type { ApiEnv } from "../http/guard.ts"
import { databaseUnavailable } from "../http/problems.ts"

/** Liveness and readiness, without a token, for a load balancer or a supervisor. */
export const healthRoutes = (api: Hono<ApiEnv>, database: Database, log: Logger) => {
  // The process answers: nothing else is asked, so a database fault never gets a live server restarted.
  api.get("/health", (c) => c.json({ status: "ok" } satisfies AnswerOf<"/health", "get", 200>, 200))

  api.get("/ready", async (c) => {
    try {
      await sql`select 1`.execute(database.db)
    } catch (error) {
      log.error("GET /api/ready: the database does not answer", error)
      return databaseUnavailable(c, databaseFaultOf(error) ?? "unavailable")
    }
    return c.json({ status: "ready" } satisfies AnswerOf<"/ready", "get", 200>, 200)
  })
}
