import { Option, Result, Schema, SchemaTransformation } from "effect"
import { compareJalali, parseJalali, type JalaliDate } from "../calendar/Jalali.ts"
import { repeatedIndexes } from "../identifiers/RecordId.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { FlagField } from "../validation/FlagField.ts"
import { MultilineTextField, TextField } from "../validation/fields.ts"
import { ListField } from "../validation/ListField.ts"
import { BlockFile, BlockId, BlockLink, EndDate, StartDate } from "./AnnouncementFields.ts"
import { announcementMessages as messages, maxBlocks, maxContentLength, maxTitleLength } from "./AnnouncementMessages.ts"

export { announcementMessages, maxBlocks, maxContentLength, maxTitleLength } from "./AnnouncementMessages.ts"
export { isPdf, pdfHeadLength, type PdfFile } from "./PdfFile.ts"
export { displayRange, isShownOn } from "./AnnouncementSchedule.ts"

/** When the form is checked: creating (start dates may not be in the past) or editing (unrestricted), and today's Jalali date. */
export interface AnnouncementContext {
  readonly mode: "create" | "edit"
  readonly today: JalaliDate
}

/** A body that is no object is read as an empty one, so every field answers with its own Persian message. */
const fieldsOf = (input: unknown): Readonly<Record<string, unknown>> =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}

/** A yes/no switch; a switch not sent is off, as an unticked form checkbox. */
const Switch = FlagField(messages.flagInvalid, false)

/** One announcement block of the form. */
const Block = (context: AnnouncementContext) =>
  Schema.Struct({
    id: BlockId,
    content: MultilineTextField.check(
      Schema.isMinLength(1, { message: messages.contentRequired }),
      Schema.isMaxLength(maxContentLength, { message: messages.contentTooLong }),
    ),
    link: BlockLink,
    is_active: Switch,
    is_pinned: Switch,
    show_from: StartDate(context.mode, context.today),
    show_until: EndDate,
    file: BlockFile,
  })

type BlockInput = ReturnType<typeof Block>["Encoded"]

/** The blocks: anything but a list reads as no blocks, so "at least one" speaks. */
const Blocks = (context: AnnouncementContext) =>
  ListField.check(
    Schema.isMinLength(1, { message: messages.atLeastOne }),
    Schema.isMaxLength(maxBlocks, { message: messages.tooManyBlocks }),
  )
    .pipe(
      Schema.decodeTo(
        Schema.Array(Block(context)),
        SchemaTransformation.transform<ReadonlyArray<BlockInput>, ReadonlyArray<unknown>>({
          decode: (blocks) => blocks.map(fieldsOf),
          encode: (blocks) => blocks,
        }),
      ),
    )
    // One stored block cannot be saved twice: a repeated id is refused under the later block.
    .check(
      Schema.makeFilter((blocks) =>
        repeatedIndexes(blocks.map((block) => block.id)).map((index) => ({ path: [index, "id"], issue: messages.idRepeated })),
      ),
    )

/** The announcement form (one titled group of blocks) as the user fills it and the server receives it. */
export const AnnouncementFormSchema = (context: AnnouncementContext) =>
  Schema.Struct({
    title: TextField.check(
      Schema.isMinLength(1, { message: messages.titleRequired }),
      Schema.isMaxLength(maxTitleLength, { message: messages.titleTooLong }),
    ),
    is_active: Switch,
    announcements: Blocks(context),
  })
export type AnnouncementForm = ReturnType<typeof AnnouncementFormSchema>["Type"]
export type Announcement = AnnouncementForm["announcements"][number]

const dateOf = (raw: unknown): Option.Option<JalaliDate> => (typeof raw === "string" ? parseJalali(raw) : Option.none())

/** The end-before-start errors of the blocks, checked beside the fields so they show at the first submit with the others. */
const rangeErrors = (blocks: ReadonlyArray<unknown>): FieldErrors =>
  Object.fromEntries(
    blocks.flatMap((block, index) => {
      const { show_from, show_until } = fieldsOf(block)
      const ends = Option.all([dateOf(show_from), dateOf(show_until)])
      return Option.isSome(ends) && compareJalali(ends.value[1], ends.value[0]) < 0
        ? [[`announcements.${index}.show_until`, messages.endBeforeStart]]
        : []
    }),
  )

/** Checks the announcement form, answering it normalised (booleans, ASCII yyyy/MM/dd dates, null for empty) or each field's first Persian message. */
export const validateAnnouncementForm = (
  input: unknown,
  context: AnnouncementContext,
): Result.Result<AnnouncementForm, FieldErrors> => {
  const body = fieldsOf(input)
  const fields = validateWith(AnnouncementFormSchema(context))(body)
  const range = rangeErrors(Array.isArray(body.announcements) ? body.announcements.slice(0, maxBlocks) : [])
  if (Object.keys(range).length === 0) return fields
  return Result.fail({ ...Result.match(fields, { onSuccess: () => ({}), onFailure: (errors) => errors }), ...range })
}
