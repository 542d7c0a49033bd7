import { Result } from "effect"
import { readsAsRecordId } from "../identifiers/RecordId.ts"
import { toAsciiDigits } from "../text/digits.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"

/** What labels are printed from (production.md section 6): a cutting batch, an order, or one pane's or unit's code. */
export type LabelSource =
  | { readonly kind: "batch"; readonly id: number }
  | { readonly kind: "order"; readonly id: number }
  | { readonly kind: "piece"; readonly code: string }

/** The kinds of label source, as the labels page's route names them (`labels/{kind}/{id}`). */
export const labelSourceKinds = ["batch", "order", "piece"] as const

/** A kind of label source. */
export type LabelSourceKind = (typeof labelSourceKinds)[number]

/** The Persian refusals of a labels query, pinned by LabelSource.test.ts. */
export const labelSourceMessages = {
  oneSource: "برچسب‌ها از یک دسته برش، یک سفارش یا یک کد چاپ می‌شوند؛ دقیقاً یکی از آن‌ها را بدهید",
  batchInvalid: "شماره دسته برش نامعتبر است",
  orderInvalid: "شماره سفارش نامعتبر است",
  codeInvalid: "کد قطعه نامعتبر است",
} as const

/** A unit's code `{serial}-{line}-{unit}`, or a pane's with its letter and, for a remake, `-R{n}`. */
const codePattern = /^[1-9][0-9]{0,9}-[1-9][0-9]{0,3}-[1-9][0-9]{0,5}(-[A-C](-R[1-9][0-9]{0,2})?)?$/

/** A code as typed or scanned, read as stored: trimmed, Persian digits as Latin, letters upper case; none when it is no code. */
export const labelCodeOf = (text: string): string | undefined => {
  const code = toAsciiDigits(text.trim()).toUpperCase()
  return codePattern.test(code) ? code : undefined
}

const idOf = (text: string): number | undefined => {
  const ascii = toAsciiDigits(text.trim())
  return readsAsRecordId(ascii) ? Number(ascii) : undefined
}

/**
 * Reads `?batch_id=|order_id=|code=`: exactly one of them, an id a record id and a code a unit's or pane's; else each
 * field's Persian message (none or several given answer under `source`).
 */
export const validateLabelQuery = (
  query: Readonly<Record<string, string | undefined>>,
): Result.Result<LabelSource, FieldErrors> => {
  const given = (["batch_id", "order_id", "code"] as const).filter((key) => query[key] !== undefined)
  const [key] = given
  if (given.length !== 1 || key === undefined) return Result.fail({ source: labelSourceMessages.oneSource })
  const text = query[key] ?? ""
  if (key === "code") {
    const code = labelCodeOf(text)
    return code === undefined ? Result.fail({ code: labelSourceMessages.codeInvalid }) : Result.succeed({ kind: "piece", code })
  }
  const id = idOf(text)
  if (id === undefined)
    return Result.fail({ [key]: key === "batch_id" ? labelSourceMessages.batchInvalid : labelSourceMessages.orderInvalid })
  return Result.succeed(key === "batch_id" ? { kind: "batch", id } : { kind: "order", id })
}

/** The source the labels page's route names (`labels/{kind}/{id}`); none for a route that names none. */
export const labelSourceOf = (kind: string | undefined, id: string | undefined): LabelSource | undefined => {
  if (id === undefined) return undefined
  if (kind === "piece") {
    const code = labelCodeOf(id)
    return code === undefined ? undefined : { kind, code }
  }
  const number = idOf(id)
  return number === undefined || (kind !== "batch" && kind !== "order") ? undefined : { kind, id: number }
}

/** The labels query of a source, as the API takes it. */
export const labelQueryOf = (
  source: LabelSource,
): { readonly batch_id: number } | { readonly order_id: number } | { readonly code: string } =>
  source.kind === "piece" ? { code: source.code } : source.kind === "batch" ? { batch_id: source.id } : { order_id: source.id }
