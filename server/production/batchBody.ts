import { Option, Result } from "effect"
import { formatJalali, parseJalali } from "../../domain/calendar/Jalali.ts"
import { isRecordId, readsAsRecordId } from "../../domain/identifiers/RecordId.ts"
import { toAsciiDigits } from "../../domain/text/digits.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import { batchMessages } from "./BatchRefusal.ts"

/** A checked request for a draft: the material, and which of its waiting panes (all, some orders', or promised by a date). */
export interface BatchRequest {
  readonly glassTypeId: number
  readonly glassWidthId: number
  /** Empty means every order. */
  readonly orderIds: ReadonlyArray<number>
  /** Jalali "yyyy/MM/dd", or none. */
  readonly promisedUntil: string | undefined
}

/** The most orders one batch may name: more is a pasted list, not a choice. */
export const maxBatchOrders = 500

/** A record id as a form sends it: a number, or its digits in any script. */
const idOf = (raw: unknown): number | undefined => {
  if (isRecordId(raw)) return raw
  if (typeof raw !== "string") return undefined
  const text = toAsciiDigits(raw.trim())
  return readsAsRecordId(text) ? Number(text) : undefined
}

const isBlank = (raw: unknown): boolean => raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")

/** Checks the body of `POST /Admin/production/batch`: the request, or each field's Persian message. */
export const validateBatchBody = (input: unknown): Result.Result<BatchRequest, FieldErrors> => {
  const body: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  const glassTypeId = idOf(body.glass_type_id)
  if (glassTypeId === undefined)
    errors.glass_type_id = isBlank(body.glass_type_id) ? batchMessages.glassTypeRequired : batchMessages.glassTypeUnknown
  const glassWidthId = idOf(body.glass_width_id)
  if (glassWidthId === undefined)
    errors.glass_width_id = isBlank(body.glass_width_id) ? batchMessages.glassWidthRequired : batchMessages.glassWidthUnknown
  const rawOrders = isBlank(body.order_ids) ? [] : body.order_ids
  const orderIds = Array.isArray(rawOrders) && rawOrders.length <= maxBatchOrders ? rawOrders.map(idOf) : undefined
  if (orderIds === undefined || orderIds.some((id) => id === undefined)) errors.order_ids = batchMessages.orderIdsInvalid
  const promised = isBlank(body.promised_until)
    ? undefined
    : typeof body.promised_until === "string"
      ? parseJalali(body.promised_until)
      : Option.none()
  if (promised !== undefined && Option.isNone(promised)) errors.promised_until = batchMessages.promisedUntilInvalid
  const promisedUntil = promised === undefined ? undefined : Option.getOrUndefined(Option.map(promised, formatJalali))
  if (glassTypeId === undefined || glassWidthId === undefined || Object.keys(errors).length > 0) return Result.fail(errors)
  return Result.succeed({ glassTypeId, glassWidthId, orderIds: [...new Set(orderIds as ReadonlyArray<number>)], promisedUntil })
}
