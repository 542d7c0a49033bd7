import { Result } from "effect"
import type { AnnouncementId } from "../../domain/identifiers/Ids.ts"
import { validateAnnouncementForm } from "../../domain/announcement/AnnouncementForm.ts"
import { todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Schemas } from "../http/answers.ts"
import { serverMessages } from "../http/messages.ts"
import { AnnouncementInvalid, type AnnouncementRefusal } from "./AnnouncementRefusal.ts"
import type { AnnouncementStore, AnnouncementTitleRecord, BlockToSave } from "./announcementStore.ts"

type Title = Schemas["AnnouncementTitle"]

/** The form as the route decodes it: the fields the rules read (each file seen as its type and first bytes), and each block's upload by index. */
export interface AnnouncementInput {
  readonly fields: unknown
  readonly uploads: ReadonlyMap<number, Blob>
}

/** Where attachments are kept: the file store, the URL a stored one is served at, and the most bytes one may have. */
export interface AttachmentFiles {
  readonly save: (bytes: Uint8Array) => Promise<string>
  readonly remove: (name: string) => Promise<void>
  readonly urlOf: (name: string) => string
  readonly maxBytes: number
}

/** Announcement titles with their blocks: every title, and a title created or replaced with its attachments. */
export interface AnnouncementUseCases {
  readonly titles: () => Promise<ReadonlyArray<Title>>
  readonly create: (input: AnnouncementInput) => Promise<Result.Result<Title, AnnouncementRefusal>>
  readonly replace: (id: AnnouncementId, input: AnnouncementInput) => Promise<Result.Result<Title, AnnouncementRefusal>>
}

/** The announcement use cases: check the form, store the new files, save in one transaction, remove the files nothing names. */
export const announcementUseCases = (store: AnnouncementStore, clock: Clock, files: AttachmentFiles): AnnouncementUseCases => {
  const toAnswer = (title: AnnouncementTitleRecord): Title => ({
    id: title.id,
    title: title.title,
    is_active: title.is_active,
    announcements: title.announcements.map(({ file_name, ...block }) => ({
      ...block,
      file: file_name ? files.urlOf(file_name) : null,
    })),
  })

  const stored = async (id: AnnouncementId): Promise<Title> => {
    const title = await store.one(id)
    if (!title) throw new Error(`announcement title ${id} vanished after saving`)
    return toAnswer(title)
  }

  /** Validates, stores the new files, saves and removes whatever files the outcome leaves unreferenced. */
  const save = async (
    id: AnnouncementId | undefined,
    input: AnnouncementInput,
  ): Promise<Result.Result<Title, AnnouncementRefusal>> => {
    const tooLarge: Record<string, string> = {}
    for (const [index, upload] of input.uploads)
      if (upload.size > files.maxBytes) tooLarge[`announcements.${index}.file`] = serverMessages.fileTooLarge
    const form = validateAnnouncementForm(input.fields, {
      mode: id === undefined ? "create" : "edit",
      today: todayInTehran(clock.now()),
    })
    const errors: FieldErrors = { ...(Result.isFailure(form) ? form.failure : {}), ...tooLarge }
    if (Result.isFailure(form) || Object.keys(errors).length > 0) return Result.fail(new AnnouncementInvalid({ errors }))
    const written: Array<string> = []
    try {
      const blocks: Array<BlockToSave> = []
      for (const [index, block] of form.success.announcements.entries()) {
        const upload = input.uploads.get(index)
        const newFile = block.file && upload ? await files.save(new Uint8Array(await upload.arrayBuffer())) : null
        if (newFile) written.push(newFile)
        const { file: _, ...fields } = block
        blocks.push({ ...fields, id: id === undefined ? null : block.id, newFile })
      }
      const title = { title: form.success.title, is_active: form.success.is_active, announcements: blocks }
      const nowIso = new Date(clock.now()).toISOString()
      if (id === undefined) {
        const created = await store.create(title, nowIso)
        written.length = 0
        return Result.succeed(await stored(created))
      }
      const orphaned = await store.update(id, title, nowIso)
      if (Result.isFailure(orphaned)) return Result.fail(orphaned.failure)
      written.length = 0
      await Promise.all(orphaned.success.map(files.remove))
      return Result.succeed(await stored(id))
    } finally {
      // Files of a request that saved nothing are removed again.
      await Promise.all(written.map(files.remove))
    }
  }

  return {
    titles: async () => (await store.all()).map(toAnswer),
    create: (input) => save(undefined, input),
    replace: (id, input) => save(id, input),
  }
}
