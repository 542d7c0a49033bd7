import { Result } from "effect"
import { AnnouncementId } from "../../domain/identifiers/Ids.ts"
import type { Kysely, Transaction } from "kysely"
import type { Schema } from "../db/schema.ts"
import { AnnouncementTitleNotFound, BlockOfAnotherTitle } from "./AnnouncementRefusal.ts"

/** A block as stored; `file_name` is the stored attachment's name. */
export interface AnnouncementRecord {
  readonly id: number
  readonly content: string
  readonly link: string | null
  readonly file_name: string | null
  readonly is_active: boolean
  readonly is_pinned: boolean
  readonly show_from: string
  readonly show_until: string | null
}

/** A title with its blocks, in their order. */
export interface AnnouncementTitleRecord {
  readonly id: AnnouncementId
  readonly title: string
  readonly is_active: boolean
  readonly announcements: ReadonlyArray<AnnouncementRecord>
}

/** A block to save: `id` for an existing block, `newFile` when a new attachment was stored for it. */
export interface BlockToSave {
  readonly id: number | null
  readonly content: string
  readonly link: string | null
  readonly is_active: boolean
  readonly is_pinned: boolean
  readonly show_from: string
  readonly show_until: string | null
  readonly newFile: string | null
}

/** A title to save with its blocks, in their order. */
export interface TitleToSave {
  readonly title: string
  readonly is_active: boolean
  readonly announcements: ReadonlyArray<BlockToSave>
}

/** The announcements kept in the database; every write is one transaction. */
export interface AnnouncementStore {
  readonly all: () => Promise<ReadonlyArray<AnnouncementTitleRecord>>
  readonly one: (id: AnnouncementId) => Promise<AnnouncementTitleRecord | undefined>
  readonly create: (title: TitleToSave, nowIso: string) => Promise<AnnouncementId>
  /** Replaces a title and its blocks, answering the attachments no block names any more, to remove after the commit. */
  readonly update: (
    id: AnnouncementId,
    title: TitleToSave,
    nowIso: string,
  ) => Promise<Result.Result<ReadonlyArray<string>, AnnouncementTitleNotFound | BlockOfAnotherTitle>>
  /** Whether a stored block names this attachment: only those are served. */
  readonly hasFile: (name: string) => Promise<boolean>
  /** Every attachment a stored block names, for the sweep at start. */
  readonly fileNames: () => Promise<ReadonlySet<string>>
}

const blockColumns = [
  "id",
  "title_id",
  "content",
  "link",
  "file_name",
  "is_active",
  "is_pinned",
  "show_from",
  "show_until",
] as const

const blockValues = (block: BlockToSave, position: number) => ({
  position,
  content: block.content,
  link: block.link,
  is_active: block.is_active ? 1 : 0,
  is_pinned: block.is_pinned ? 1 : 0,
  show_from: block.show_from,
  show_until: block.show_until,
})

const insertBlock = (trx: Transaction<Schema>, titleId: number, block: BlockToSave, position: number) =>
  trx
    .insertInto("announcements")
    .values({ title_id: titleId, file_name: block.newFile, ...blockValues(block, position) })
    .execute()

/** Announcements kept in the database. */
export const announcementStoreIn = (db: Kysely<Schema>): AnnouncementStore => {
  const read = async (id?: AnnouncementId): Promise<ReadonlyArray<AnnouncementTitleRecord>> => {
    const titles = await db
      .selectFrom("announcement_titles")
      .select(["id", "title", "is_active"])
      .$if(id !== undefined, (query) => query.where("id", "=", id ?? 0))
      .orderBy("id", "desc")
      .execute()
    if (titles.length === 0) return []
    const blocks = await db
      .selectFrom("announcements")
      .select(blockColumns)
      .where(
        "title_id",
        "in",
        titles.map((title) => title.id),
      )
      .orderBy("title_id")
      .orderBy("position")
      .execute()
    return titles.map((title) => ({
      id: AnnouncementId(title.id),
      title: title.title,
      is_active: title.is_active === 1,
      announcements: blocks
        .filter((block) => block.title_id === title.id)
        .map(({ title_id: _, ...block }) => ({ ...block, is_active: block.is_active === 1, is_pinned: block.is_pinned === 1 })),
    }))
  }
  return {
    all: () => read(),
    one: async (id) => (await read(id))[0],
    create: (title, nowIso) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("announcement_titles")
          .values({ title: title.title, is_active: title.is_active ? 1 : 0, created_at: nowIso, updated_at: nowIso })
          .returning("id")
          .executeTakeFirstOrThrow()
        for (const [position, block] of title.announcements.entries()) await insertBlock(trx, id, block, position)
        return AnnouncementId(id)
      }),
    update: (id, title, nowIso) =>
      db
        .transaction()
        .execute(async (trx): Promise<Result.Result<ReadonlyArray<string>, AnnouncementTitleNotFound>> => {
          const updated = await trx
            .updateTable("announcement_titles")
            .set({ title: title.title, is_active: title.is_active ? 1 : 0, updated_at: nowIso })
            .where("id", "=", id)
            .executeTakeFirst()
          if (Number(updated.numUpdatedRows) === 0) return Result.fail(new AnnouncementTitleNotFound())
          const stored = await trx.selectFrom("announcements").select(["id", "file_name"]).where("title_id", "=", id).execute()
          const files = new Map(stored.map((block) => [block.id, block.file_name]))
          const foreign = title.announcements.findIndex((block) => block.id !== null && !files.has(block.id))
          if (foreign >= 0) {
            // Nothing of this request may stay written: undo the title's update with the transaction.
            throw new BlockOfAnotherTitle({ index: foreign })
          }
          const kept = new Set(title.announcements.flatMap((block) => (block.id === null ? [] : [block.id])))
          const orphaned: Array<string> = []
          const dropped = stored.filter((block) => !kept.has(block.id)).map((block) => block.id)
          if (dropped.length) await trx.deleteFrom("announcements").where("id", "in", dropped).execute()
          for (const block of stored) if (!kept.has(block.id) && block.file_name) orphaned.push(block.file_name)
          for (const [position, block] of title.announcements.entries()) {
            if (block.id === null) {
              await insertBlock(trx, id, block, position)
              continue
            }
            const previous = files.get(block.id) ?? null
            if (block.newFile && previous) orphaned.push(previous)
            await trx
              .updateTable("announcements")
              .set({ ...blockValues(block, position), file_name: block.newFile ?? previous })
              .where("id", "=", block.id)
              .execute()
          }
          return Result.succeed(orphaned)
        })
        .catch((error: unknown) => {
          if (error instanceof BlockOfAnotherTitle) return Result.fail(error)
          throw error
        }),
    hasFile: async (name) =>
      (await db.selectFrom("announcements").select("id").where("file_name", "=", name).limit(1).executeTakeFirst()) !== undefined,
    fileNames: async () => {
      const rows = await db.selectFrom("announcements").select("file_name").where("file_name", "is not", null).execute()
      return new Set(rows.flatMap((row) => (row.file_name === null ? [] : [row.file_name])))
    },
  }
}
