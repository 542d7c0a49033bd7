import { Option, Result, Schema } from "effect"
import { parseJalali } from "../calendar/Jalali.ts"
import { readsAsRecordId } from "../identifiers/RecordId.ts"
import { readListSort } from "../pagination/ListSort.ts"
import { normalizePersian, toAsciiDigits } from "../text/digits.ts"
import { hasRefusedCharacter, withoutInvisibleCharacters } from "../text/refusedCharacters.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { TextField } from "../validation/fields.ts"
import { isViewList, viewFilters, viewSorts, type ViewFilterKind, type ViewList } from "./ViewLists.ts"

/** The longest view name kept. */
export const maxViewNameLength = 60
/** The longest free-text filter a view keeps (a search or a bank's name). */
export const maxViewTextLength = 100

/** The Persian messages of the saved view rules. */
export const viewMessages = {
  listInvalid: "این فهرست نما ندارد",
  nameRequired: "نام نما را وارد کنید",
  nameTooLong: "نام نما باید حداکثر ۶۰ کاراکتر باشد",
  nameTaken: "نمایی با این نام برای این فهرست دارید",
  filtersInvalid: "فیلترهای این نما برای این فهرست معتبر نیست",
  sortInvalid: "ترتیب این نما برای این فهرست معتبر نیست",
} as const

/** A view's name: required, at most `maxViewNameLength` characters, ي/ك stored as ی/ک. */
export const ViewName = TextField.check(
  Schema.isMinLength(1, { message: viewMessages.nameRequired }),
  Schema.isMaxLength(maxViewNameLength, { message: viewMessages.nameTooLong }),
)

/** A saved view as the user names it: the list, its filters as the URL names them, and its order (`-` for descending). */
export interface ViewForm {
  readonly list: ViewList
  readonly name: string
  readonly filters: Readonly<Record<string, string>>
  readonly sort: string | null
}

const objectOf = (input: unknown): Readonly<Record<string, unknown>> =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}

const validateName = validateWith(Schema.Struct({ name: ViewName }))

/** One filter's value as kept: trimmed, digits in ASCII where they are a code or a date; none when the kind refuses it. */
const filterValue = (kind: ViewFilterKind, raw: string): Option.Option<string> => {
  const text = withoutInvisibleCharacters(raw).trim()
  if (typeof kind !== "string") return kind.includes(text) ? Option.some(text) : Option.none()
  switch (kind) {
    case "text":
      return text.length <= maxViewTextLength && !hasRefusedCharacter(text, "single")
        ? Option.some(normalizePersian(text))
        : Option.none()
    case "id":
      return readsAsRecordId(toAsciiDigits(text)) ? Option.some(toAsciiDigits(text)) : Option.none()
    case "date":
      return Option.isSome(parseJalali(text)) ? Option.some(toAsciiDigits(text)) : Option.none()
    case "period":
      return Option.none()
  }
}

/** A view's filters for its list: only names the list accepts, each value its kind allows; empty values are dropped. */
export const validateViewFilters = (list: ViewList, input: unknown): Option.Option<Readonly<Record<string, string>>> => {
  if (input === undefined || input === null) return Option.some({})
  if (typeof input !== "object" || Array.isArray(input)) return Option.none()
  const accepted = viewFilters[list]
  const kept: Record<string, string> = {}
  for (const [name, raw] of Object.entries(input)) {
    // Only the list's own filter names: `constructor` or `toString` are no filter.
    const kind = Object.hasOwn(accepted, name) ? accepted[name] : undefined
    if (kind === undefined || typeof raw !== "string") return Option.none()
    if (raw.trim() === "") continue
    const value = filterValue(kind, raw)
    if (Option.isNone(value)) return Option.none()
    kept[name] = value.value
  }
  return Option.some(kept)
}

/** A view's order: none, or one of its list's sort keys (with `-` for descending). */
const validateSort = (list: ViewList, input: unknown): Option.Option<string | null> => {
  if (input === undefined || input === null || input === "") return Option.some(null)
  if (typeof input !== "string") return Option.none()
  return Option.map(readListSort(viewSorts[list], input), (sort) => (sort.descending ? `-${sort.key}` : sort.key))
}

/** Checks a view to save: the decoded view, or each field's first Persian message (list, name, filters, sort). */
export const validateViewForm = (input: unknown): Result.Result<ViewForm, FieldErrors> => {
  const fields = objectOf(input)
  const errors: Record<string, string> = {}
  const name = validateName(fields)
  if (Result.isFailure(name)) Object.assign(errors, name.failure)
  const list = fields["list"]
  if (!isViewList(list)) return Result.fail({ list: viewMessages.listInvalid, ...errors })
  const filters = validateViewFilters(list, fields["filters"])
  if (Option.isNone(filters)) errors["filters"] = viewMessages.filtersInvalid
  const sort = validateSort(list, fields["sort"])
  if (Option.isNone(sort)) errors["sort"] = viewMessages.sortInvalid
  if (Result.isFailure(name) || Option.isNone(filters) || Option.isNone(sort)) return Result.fail(errors)
  return Result.succeed({ list, name: name.success.name, filters: filters.value, sort: sort.value })
}

/** Checks a new name for a view: the name, or its Persian message under `name`. */
export const validateViewName = (input: unknown): Result.Result<string, FieldErrors> =>
  Result.map(validateName(objectOf(input)), ({ name }) => name)
