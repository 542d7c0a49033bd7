import type { Context, Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import { Result } from "effect"
import { pdfHeadLength } from "../../domain/announcement/AnnouncementForm.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { serverMessages } from "../http/messages.ts"
import { blocksOf, multipartFields } from "../http/multipart.ts"
import { notFound, problem } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { AnnouncementId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import type { AnnouncementInput } from "./announcementUseCases.ts"

/** The multipart form as the rules read it, each uploaded file seen as its type and first bytes, and the uploads by block index. */
const formInput = async (c: Context): Promise<AnnouncementInput> => {
  const fields = await multipartFields(c)
  const uploads = new Map<number, File>()
  const blocks = await Promise.all(
    blocksOf(fields).map(async (block, index) => {
      const file = block.file
      if (!(file instanceof File) || file.size === 0) return { ...block, file: null }
      uploads.set(index, file)
      return { ...block, file: { type: file.type, head: new Uint8Array(await file.slice(0, pdfHeadLength).arrayBuffer()) } }
    }),
  )
  const text = (name: string) => (typeof fields.get(name) === "string" ? fields.get(name) : undefined)
  return { fields: { title: text("title"), is_active: text("is_active"), announcements: blocks }, uploads }
}

/** Announcement titles with their blocks: read by every role, created and replaced by multipart form; each handler decodes, calls, answers. */
export const announcementRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const announcements = deps.useCases.announcement
  const limit = bodyLimit({ maxSize: 60 * 1024 * 1024, onError: (c) => problem(c, 413, serverMessages.tooLarge) })

  api.get("/Admin/announcement_title", guard(deps, "GET /Admin/announcement_title"), async (c) =>
    c.json(
      { data: { data: [...(await announcements.titles())] } } satisfies AnswerOf<"/Admin/announcement_title", "get", 200>,
      200,
    ),
  )

  api.post("/Admin/announcement_title", limit, guard(deps, "POST /Admin/announcement_title"), async (c) =>
    Result.match(await announcements.create(await formInput(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/announcement_title", "post", 201>, 201),
      onFailure: (refusal) => answerRefusal(c, refusal),
    }),
  )
  api.post("/Admin/announcement_title/:id", limit, guard(deps, "POST /Admin/announcement_title/{id}"), async (c) => {
    const id = pathIdOf(AnnouncementId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return Result.match(await announcements.replace(id, await formInput(c)), {
      onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/announcement_title/{id}", "post", 200>, 200),
      onFailure: (refusal) => answerRefusal(c, refusal),
    })
  })
}
