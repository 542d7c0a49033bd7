import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatJalali, isValidJalali } from "../../domain/calendar/Jalali.ts"
import { maxRecordId } from "../../domain/identifiers/RecordId.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import { maxBatchOrders, validateBatchBody } from "./batchBody.ts"
import { batchMessages as m } from "./BatchRefusal.ts"

const errorsOf = (input: unknown) =>
  Result.match(validateBatchBody(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const recordId = fc.integer({ min: 1, max: maxRecordId })
const notAnId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => maxRecordId + n),
  fc.double({ noInteger: true }),
  fc.constantFrom("abc", "1.5", "-3", "0", "01", true, {}, [1]),
)
const jalaliDate = fc
  .record({
    year: fc.integer({ min: 1350, max: 1450 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(isValidJalali)

describe("the batch body", () => {
  it("pins its messages", () => {
    expect(m.glassTypeRequired).toBe("انتخاب نوع شیشه اجباری است")
    expect(m.glassTypeUnknown).toBe("نوع شیشه انتخاب‌شده وجود ندارد")
    expect(m.glassWidthRequired).toBe("انتخاب ضخامت شیشه اجباری است")
    expect(m.glassWidthUnknown).toBe("ضخامت انتخاب‌شده وجود ندارد")
    expect(m.orderIdsInvalid).toBe("سفارش‌های انتخاب‌شده نامعتبر است")
    expect(m.promisedUntilInvalid).toBe("تاریخ موعد نامعتبر است")
    expect(m.noWaitingPane).toBe("قطعه‌ای در انتظار برش برای این انتخاب نیست")
    expect(m.paneFitsNoSheet("1035-2-1-A")).toBe("قطعه 1035-2-1-A در هیچ ورق یا ته‌برگ موجود جا نمی‌شود")
    expect(errorsOf(null)).toEqual({ glass_type_id: m.glassTypeRequired, glass_width_id: m.glassWidthRequired })
    expect(errorsOf({ glass_type_id: " ", glass_width_id: null })).toEqual({
      glass_type_id: m.glassTypeRequired,
      glass_width_id: m.glassWidthRequired,
    })
  })

  it("takes any two record ids, as numbers or digits in any script, with every order id, deduplicated", () => {
    fc.assert(
      fc.property(recordId, recordId, fc.array(recordId, { maxLength: 20 }), fc.boolean(), (type, width, orders, asText) => {
        const write = (id: number) => (asText ? toPersianDigits(String(id)) : id)
        const checked = validateBatchBody({
          glass_type_id: write(type),
          glass_width_id: write(width),
          order_ids: orders.map(write),
        })
        expect(checked).toEqual(
          Result.succeed({ glassTypeId: type, glassWidthId: width, orderIds: [...new Set(orders)], promisedUntil: undefined }),
        )
      }),
    )
  })

  it("refuses anything else as a material id, under its own field", () => {
    fc.assert(
      fc.property(notAnId, recordId, fc.boolean(), (bad, good, typeIsBad) => {
        const errors = errorsOf(
          typeIsBad ? { glass_type_id: bad, glass_width_id: good } : { glass_type_id: good, glass_width_id: bad },
        )
        expect(errors).toEqual(typeIsBad ? { glass_type_id: m.glassTypeUnknown } : { glass_width_id: m.glassWidthUnknown })
      }),
    )
  })

  it("refuses orders that are not a list of record ids, or too many", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          notAnId.map((bad) => [1, bad]),
          fc.constantFrom("1,2", 7, { 0: 1 }),
        ),
        (orders) => {
          expect(errorsOf({ glass_type_id: 1, glass_width_id: 1, order_ids: orders })).toEqual({ order_ids: m.orderIdsInvalid })
        },
      ),
    )
    expect(
      errorsOf({ glass_type_id: 1, glass_width_id: 1, order_ids: Array.from({ length: maxBatchOrders + 1 }, (_, i) => i + 1) }),
    ).toEqual({ order_ids: m.orderIdsInvalid })
  })

  it("reads a promised-until date in any digits to yyyy/MM/dd, and refuses a date that does not exist", () => {
    fc.assert(
      fc.property(jalaliDate, fc.boolean(), (date, persian) => {
        const text = `${date.year}/${date.month}/${date.day}`
        const checked = validateBatchBody({
          glass_type_id: 1,
          glass_width_id: 1,
          promised_until: persian ? toPersianDigits(text) : text,
        })
        expect(Result.map(checked, (request) => request.promisedUntil)).toEqual(Result.succeed(formatJalali(date)))
      }),
    )
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("1403/13/01", "1403/07/31", "1403-01-01", "فردا", "1403/12/"), fc.integer()),
        (bad) => {
          expect(errorsOf({ glass_type_id: 1, glass_width_id: 1, promised_until: bad })).toEqual({
            promised_until: m.promisedUntilInvalid,
          })
        },
      ),
    )
  })
})
