import type { Context, Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import { Result } from "effect"
import { pdfHeadLength, validateAnnouncementForm } from "../../domain/announcement/AnnouncementForm.ts"
import { todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { Schemas } from "../http/answers.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { serverMessages } from "../http/messages.ts"
import { blocksOf, multipartFields } from "../http/multipart.ts"
import { idOf, invalid, notFound, problem } from "../http/problems.ts"
import type { AnnouncementTitleRecord, BlockToSave } from "./announcementStore.ts"
import { fileUrl } from "../file/fileStore.ts"

const toAnswer = (title: AnnouncementTitleRecord): Schemas["AnnouncementTitle"] => ({
  id: title.id,
  title: title.title,
  is_active: title.is_active,
  announcements: title.announcements.map(({ file_name, ...block }) => ({
    ...block,
    file: file_name ? fileUrl(file_name) : null,
  })),
})

/** The form as the domain rules read it, with each uploaded file seen as its type and first bytes. */
const formInput = async (c: Context, maxFileBytes: number) => {
  const fields = await multipartFields(c)
  const uploads = new Map<number, File>()
  const tooLarge: Record<string, string> = {}
  const blocks = await Promise.all(
    blocksOf(fields).map(async (block, index) => {
      const file = block.file
      if (!(file instanceof File) || file.size === 0) return { ...block, file: null }
      if (file.size > maxFileBytes) tooLarge[`announcements.${index}.file`] = serverMessages.fileTooLarge
      uploads.set(index, file)
      return { ...block, file: { type: file.type, head: new Uint8Array(await file.slice(0, pdfHeadLength).arrayBuffer()) } }
    }),
  )
  const text = (name: string) => (typeof fields.get(name) === "string" ? fields.get(name) : undefined)
  return { input: { title: text("title"), is_active: text("is_active"), announcements: blocks }, uploads, tooLarge }
}

/** Announcement titles with their blocks: read by every role, created and replaced by multipart form in one transaction. */
export const announcementRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { announcements } = deps.repos
  const { files, clock, config } = deps
  const limit = bodyLimit({ maxSize: 60 * 1024 * 1024, onError: (c) => problem(c, 413, serverMessages.tooLarge) })

  api.get("/Admin/announcement_title", guard(deps, "GET /Admin/announcement_title"), async (c) =>
    c.json({ data: { data: (await announcements.all()).map(toAnswer) } }, 200),
  )

  /** Validates, stores the new files, saves in one transaction and removes whatever files the outcome leaves unreferenced. */
  const save = async (c: Context<ApiEnv>, id: number | undefined) => {
    const { input, uploads, tooLarge } = await formInput(c, config.maxUploadBytes)
    const form = validateAnnouncementForm(input, {
      mode: id === undefined ? "create" : "edit",
      today: todayInTehran(clock.now()),
    })
    const errors: FieldErrors = { ...(Result.isFailure(form) ? form.failure : {}), ...tooLarge }
    if (Result.isFailure(form) || Object.keys(errors).length > 0) return invalid(c, errors)
    const stored: Array<string> = []
    try {
      const blocks: Array<BlockToSave> = []
      for (const [index, block] of form.success.announcements.entries()) {
        const upload = uploads.get(index)
        const newFile = block.file && upload ? await files.save(new Uint8Array(await upload.arrayBuffer())) : null
        if (newFile) stored.push(newFile)
        const { file: _, ...fields } = block
        blocks.push({ ...fields, id: id === undefined ? null : block.id, newFile })
      }
      const title = { title: form.success.title, is_active: form.success.is_active, announcements: blocks }
      const nowIso = new Date(clock.now()).toISOString()
      if (id === undefined) {
        const created = await announcements.create(title, nowIso)
        stored.length = 0
        return c.json({ data: toAnswer(await announcementOrThrow(created)) }, 201)
      }
      const outcome = await announcements.update(id, title, nowIso)
      if (outcome.kind === "missing") return notFound(c)
      if (outcome.kind === "foreignBlock")
        return invalid(c, { [`announcements.${outcome.index}.id`]: serverMessages.unknownBlock })
      stored.length = 0
      await Promise.all(outcome.orphanedFiles.map(files.remove))
      return c.json({ data: toAnswer(await announcementOrThrow(id)) }, 200)
    } finally {
      // Files of a request that saved nothing are removed again.
      await Promise.all(stored.map(files.remove))
    }
  }
  const announcementOrThrow = async (id: number) => {
    const title = await announcements.one(id)
    if (!title) throw new Error(`announcement title ${id} vanished after saving`)
    return title
  }

  api.post("/Admin/announcement_title", limit, guard(deps, "POST /Admin/announcement_title"), (c) => save(c, undefined))
  api.post("/Admin/announcement_title/:id", limit, guard(deps, "POST /Admin/announcement_title/{id}"), async (c) => {
    const id = idOf(c.req.param("id"))
    return id === undefined ? notFound(c) : save(c, id)
  })
}
