import { Data } from "effect"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The Persian messages of the cutting batches' refusals, pinned by batches.test.ts and batchBody.test.ts. */
export const batchMessages = {
  glassTypeRequired: "انتخاب نوع شیشه اجباری است",
  glassTypeUnknown: "نوع شیشه انتخاب‌شده وجود ندارد",
  glassWidthRequired: "انتخاب ضخامت شیشه اجباری است",
  glassWidthUnknown: "ضخامت انتخاب‌شده وجود ندارد",
  orderIdsInvalid: "سفارش‌های انتخاب‌شده نامعتبر است",
  promisedUntilInvalid: "تاریخ موعد نامعتبر است",
  noWaitingPane: "قطعه‌ای در انتظار برش برای این انتخاب نیست",
  noStockSheet: "برای این شیشه ورق فعالی در انبار تعریف نشده است",
  notEnoughSheets: "ورق‌های موجود در انبار برای برش همه قطعه‌ها کافی نیست",
  paneFitsNoSheet: (code: string) => `قطعه ${code} در هیچ ورق یا ته‌برگ موجود جا نمی‌شود`,
  notDraft: "فقط دسته برش پیش‌نویس قابل این کار است",
  panesTaken: "برخی قطعه‌های این دسته دیگر در انتظار برش نیستند؛ دسته را حذف کنید و دوباره بسازید",
  stockGone: "انبار دیگر ورق‌ها یا ته‌برگ‌های این نقشه را ندارد؛ دسته را حذف کنید و دوباره بسازید",
} as const

/** The batch does not exist. */
export class BatchNotFound extends Data.TaggedError("BatchNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body, the material, the stock or the batch's state refuses the call: each field's Persian message; nothing was written. */
export class BatchInvalid extends Data.TaggedError("BatchInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** The panes or the stock the draft was planned on have moved since: nothing changed. */
export class BatchStale extends Data.TaggedError("BatchStale")<{ readonly message: string }> {
  readonly status = 409
}

/** Why a cutting batch call was refused. */
export type BatchRefusal = BatchNotFound | BatchInvalid | BatchStale
