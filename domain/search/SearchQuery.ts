import { Result } from "effect"
import { normalizeCode } from "../production/Scanning.ts"
import { normalizePersian, toAsciiDigits } from "../text/digits.ts"
import { withoutRefusedCharacters } from "../text/refusedCharacters.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"

/** The longest search text read, as on every list's search. */
export const maxSearchQueryLength = 100

/** The Persian messages of the search everywhere (issue 30, point 12). */
export const searchMessages = {
  empty: "عبارت جستجو را وارد کنید",
  tooLong: "عبارت جستجو باید حداکثر ۱۰۰ کاراکتر باشد",
} as const

/** The kinds of record the search finds, in the order its answer lists them. */
export const searchKinds = ["invoice", "order", "customer", "cheque", "piece"] as const

/** A kind of record the search finds. */
export type SearchKind = (typeof searchKinds)[number]

/** A serial has at most nine digits: a longer run of digits is a phone, a national code or a Sayad ID. */
const serialPattern = /^[0-9]{1,9}$/
/** A unit's code (`serial-line-unit`), or a pane's (`…-A`), or a remade pane's (`…-A-R2`). */
const piecePattern = /^[0-9]+-[0-9]+-[0-9]+(-[A-Z](-R[0-9]+)?)?$/

/** What one search text is read as: the text for names and numbers, and the shapes it also has. */
export interface SearchQuery {
  /** The text with Persian digits read as ASCII and Arabic ی/ک as Persian: names, mobiles and national codes are matched by it. */
  readonly text: string
  /** An invoice's or order's serial, when the text is one. */
  readonly serial: number | undefined
  /** A Sayad ID (16 digits, typed grouped or not), when the text is one. */
  readonly sayadId: string | undefined
  /** A unit's or pane's code, when the text has that shape. */
  readonly pieceCode: string | undefined
}

/** Reads a search text: empty or over 100 characters is refused under `q`; otherwise the shapes it can be read as. */
export const readSearchQuery = (raw: unknown): Result.Result<SearchQuery, FieldErrors> => {
  const typed = typeof raw === "string" ? raw : ""
  const text = toAsciiDigits(normalizePersian(withoutRefusedCharacters(typed))).trim()
  if (text === "") return Result.fail({ q: searchMessages.empty })
  if ([...text].length > maxSearchQueryLength) return Result.fail({ q: searchMessages.tooLong })
  const digits = text.replace(/[\s-]/g, "")
  const code = normalizeCode(text)
  return Result.succeed({
    text,
    serial: serialPattern.test(text) && Number(text) > 0 ? Number(text) : undefined,
    sayadId: /^[0-9]{16}$/.test(digits) ? digits : undefined,
    pieceCode: piecePattern.test(code) ? code : undefined,
  })
}
