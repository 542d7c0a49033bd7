import type { Hono } from "hono"
import { Result } from "effect"
import type { Deps } from "../deps.ts"
import type { ApiEnv } from "../http/guard.ts"
import { answerRefusal } from "../http/refusal.ts"

/**
 * Attachments, served without a token (plain links carry none) under their unguessable names, never sniffed as
 * anything but PDF, and only while a stored block names them.
 */
export const fileRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const files = deps.useCases.file
  api.get("/files/:name", async (c) => {
    const bytes = await files.read(c.req.param("name"))
    if (Result.isFailure(bytes)) return answerRefusal(c, bytes.failure)
    c.header("Content-Type", "application/pdf")
    c.header("X-Content-Type-Options", "nosniff")
    c.header("Content-Disposition", "inline")
    c.header("Cache-Control", "private, max-age=86400")
    return c.body(new Uint8Array(bytes.success), 200)
  })
}
