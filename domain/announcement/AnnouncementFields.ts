import { Option, Schema, SchemaTransformation } from "effect"
import { compareJalali, formatJalali, parseJalali, type JalaliDate } from "../calendar/Jalali.ts"
import { readsAsRecordId } from "../identifiers/RecordId.ts"
import { toAsciiDigits } from "../text/digits.ts"
import { DigitsField, TextField } from "../validation/fields.ts"
import { announcementMessages as messages } from "./AnnouncementMessages.ts"
import { isFileLike, isPdf, type PdfFile } from "./PdfFile.ts"
import { isWebAddress } from "./WebAddress.ts"

/** Reads an optional key through `read`, a missing key reading as `undefined`, into the `to` schema. */
const optionalFieldOf = <T>(to: Schema.Codec<T, T>, read: (raw: unknown) => T) =>
  Schema.optionalKey(Schema.Unknown).pipe(
    Schema.decodeTo(
      to,
      SchemaTransformation.transformOptional<T, unknown>({
        decode: (value: Option.Option<unknown>) => Option.some(read(Option.getOrUndefined(value))),
        encode: (decoded: Option.Option<T>) => decoded,
      }),
    ),
  )

const isEmpty = (raw: unknown): boolean => raw === undefined || raw === null || raw === ""

/** A block's id: absent, null or empty for a new block, else a positive whole number (digits may be Persian). */
export const BlockId = optionalFieldOf(Schema.String, (raw) =>
  isEmpty(raw)
    ? ""
    : typeof raw === "number" && Number.isSafeInteger(raw)
      ? String(raw)
      : typeof raw === "string"
        ? toAsciiDigits(raw.trim())
        : "invalid",
)
  .check(Schema.makeFilter((text: string) => text === "" || readsAsRecordId(text), { message: messages.idInvalid }))
  .pipe(
    Schema.decodeTo(
      Schema.NullOr(Schema.Number),
      SchemaTransformation.transform({
        decode: (text: string) => (text === "" ? null : Number(text)),
        encode: (id: number | null) => (id === null ? "" : String(id)),
      }),
    ),
  )

/** Empty text reads as null, as the specification stores empty text inputs. */
const nullWhenEmpty = SchemaTransformation.transform({
  decode: (text: string) => (text === "" ? null : text),
  encode: (text: string | null) => text ?? "",
})

/** An optional link: empty is null, anything else an http or https address. */
export const BlockLink = TextField.check(
  Schema.makeFilter((text: string) => text === "" || isWebAddress(text), { message: messages.linkInvalid }),
).pipe(Schema.decodeTo(Schema.NullOr(Schema.String), nullWhenEmpty))

const PdfFileSchema = Schema.Struct({ type: Schema.String, head: Schema.Uint8Array })

/** An optional attachment: absent, null or empty is none; anything else must be a PDF by type and by content. */
export const BlockFile = optionalFieldOf(Schema.Unknown, (raw) => (isEmpty(raw) ? null : raw))
  .check(Schema.makeFilter((raw: unknown) => raw === null || (isFileLike(raw) && isPdf(raw)), { message: messages.fileNotPdf }))
  .pipe(
    Schema.decodeTo(
      Schema.NullOr(PdfFileSchema),
      SchemaTransformation.transform({
        decode: (raw: unknown): PdfFile | null => (isFileLike(raw) ? { type: raw.type, head: raw.head } : null),
        encode: (file: PdfFile | null): unknown => file,
      }),
    ),
  )

const readsAsDate = (text: string): boolean => text === "" || Option.isSome(parseJalali(text))
/** Writes a readable date in its stored form, zero-padded yyyy/MM/dd with ASCII digits. */
const normalised = (text: string): string => Option.match(parseJalali(text), { onNone: () => text, onSome: formatJalali })

/** The start date: required, a real Jalali date, and on creation not before `today`. */
export const StartDate = (mode: "create" | "edit", today: JalaliDate) =>
  DigitsField.check(
    Schema.isMinLength(1, { message: messages.startRequired }),
    Schema.makeFilter(readsAsDate, { message: messages.dateInvalid }),
    Schema.makeFilter(
      (text: string) =>
        mode === "edit" ||
        Option.match(parseJalali(text), { onNone: () => true, onSome: (date) => compareJalali(date, today) >= 0 }),
      {
        message: messages.startInPast,
      },
    ),
  ).pipe(Schema.decodeTo(Schema.String, SchemaTransformation.transform({ decode: normalised, encode: (text: string) => text })))

/** The end date: optional (null when empty), a real Jalali date when given. */
export const EndDate = DigitsField.check(Schema.makeFilter(readsAsDate, { message: messages.dateInvalid })).pipe(
  Schema.decodeTo(
    Schema.NullOr(Schema.String),
    SchemaTransformation.transform({
      decode: (text: string) => (text === "" ? null : normalised(text)),
      encode: (text: string | null) => text ?? "",
    }),
  ),
)
