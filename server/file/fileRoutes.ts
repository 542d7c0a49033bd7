import type { Hono } from "hono"
import type { Deps } from "../deps.ts"
import type { ApiEnv } from "../http/guard.ts"
import { notFound } from "../http/problems.ts"
import { storedNamePattern } from "./fileStore.ts"

/**
 * Attachments, served without a token (plain links carry none) under their unguessable names, never sniffed as
 * anything but PDF, and only while a stored block names them: a file left on disk by a crash or a pending removal is not served.
 */
export const fileRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  api.get("/files/:name", async (c) => {
    const name = c.req.param("name")
    if (!storedNamePattern.test(name) || !(await deps.repos.announcements.hasFile(name))) return notFound(c)
    const bytes = await deps.files.read(name)
    if (!bytes) return notFound(c)
    c.header("Content-Type", "application/pdf")
    c.header("X-Content-Type-Options", "nosniff")
    c.header("Content-Disposition", "inline")
    c.header("Cache-Control", "private, max-age=86400")
    return c.body(new Uint8Array(bytes), 200)
  })
}
