import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { maxSheetCount, sheetSideBounds, stockSheetMaterialErrors, validateStockSheetForm } from "./StockSheetForm.ts"

const persianDigits = "۰۱۲۳۴۵۶۷۸۹"
const inPersian = (text: string): string => text.replace(/\d/g, (digit) => persianDigits[Number(digit)] ?? digit)
const errorsOf = (input: unknown) =>
  Result.match(validateStockSheetForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const valid = { glass_type_id: 1, glass_width_id: 3, width: 6000, height: 3210, count: null, is_active: true }
const side = fc.integer({ min: sheetSideBounds.min, max: sheetSideBounds.max })
const written = (value: number) =>
  fc.constantFrom<unknown>(value, String(value), inPersian(String(value)), ` ${inPersian(String(value))} `)

describe("stock sheet form: messages", () => {
  it("asks for the material and the size of an empty body, and reads a missing count as blank", () => {
    for (const body of [{}, null, "x", []])
      expect(errorsOf(body)).toEqual({
        glass_type_id: "نوع شیشه را انتخاب کنید",
        glass_width_id: "ضخامت را انتخاب کنید",
        width: "وارد کردن عرض اجباری است",
        height: "وارد کردن ارتفاع اجباری است",
      })
  })

  it("refuses sizes outside 100 to 10000 mm, fractions, bad ids, a bad count and a bad active flag", () => {
    expect(
      errorsOf({ glass_type_id: "x", glass_width_id: -2, width: 99, height: "۳۲۱۰٫۵", count: "چند", is_active: "maybe" }),
    ).toEqual({
      glass_type_id: "نوع شیشه نامعتبر است",
      glass_width_id: "ضخامت نامعتبر است",
      width: "عرض باید بین 100 و 10000 میلی‌متر باشد",
      height: "ارتفاع باید عدد صحیح باشد",
      count: "تعداد باید عدد باشد",
      is_active: "وضعیت نامعتبر است",
    })
    expect(errorsOf({ ...valid, width: 10_001, height: "۱۰۰۰۰۱" })).toEqual({
      width: "عرض باید بین 100 و 10000 میلی‌متر باشد",
      height: "ارتفاع باید بین 100 و 10000 میلی‌متر باشد",
    })
    expect(errorsOf({ ...valid, count: 2.5 })).toEqual({ count: "تعداد باید عدد صحیح باشد" })
    expect(errorsOf({ ...valid, count: -1 })).toEqual({ count: "تعداد باید بین 0 و 100000 باشد" })
    expect(errorsOf({ ...valid, count: "۱۰۰۰۰۱" })).toEqual({ count: "تعداد باید بین 0 و 100000 باشد" })
  })

  it("refuses an inactive or unknown glass type and a thickness the type is not offered in", () => {
    const context = { activeTypeIds: [1, 2], offered: [{ glass_type_id: 1, glass_width_id: 3 }] }
    expect(stockSheetMaterialErrors({ glass_type_id: 9, glass_width_id: 3 }, context)).toEqual({
      glass_type_id: "این نوع شیشه فعال نیست",
    })
    expect(stockSheetMaterialErrors({ glass_type_id: 2, glass_width_id: 3 }, context)).toEqual({
      glass_width_id: "این ضخامت برای این نوع شیشه تعریف نشده است",
    })
    expect(stockSheetMaterialErrors({ glass_type_id: 1, glass_width_id: 3 }, context)).toEqual({})
  })
})

describe("stock sheet form: accepted values", () => {
  it("reads a blank count as as many as needed, and is_active missing as active", () => {
    for (const count of [undefined, null, "", "  "])
      expect(validateStockSheetForm({ glass_type_id: "۱", glass_width_id: "3", width: "۶۰۰۰", height: 3210, count })).toEqual(
        Result.succeed({ ...valid, count: null }),
      )
    expect(validateStockSheetForm({ ...valid, count: "۴۰", is_active: 0 })).toEqual(
      Result.succeed({ ...valid, count: 40, is_active: false }),
    )
  })

  it("accepts every size and count within the bounds however its digits are written", () => {
    const body = fc.record({
      width: side,
      height: side,
      count: fc.option(fc.integer({ min: 0, max: maxSheetCount }), { nil: null }),
      is_active: fc.boolean(),
    })
    const sent = body.chain((sheet) =>
      fc
        .record({
          width: written(sheet.width),
          height: written(sheet.height),
          count: sheet.count === null ? fc.constantFrom<unknown>(null, "", undefined) : written(sheet.count),
        })
        .map((text) => [sheet, text] as const),
    )
    fc.assert(
      fc.property(sent, ([sheet, text]) => {
        expect(validateStockSheetForm({ glass_type_id: 4, glass_width_id: "۲", ...text, is_active: sheet.is_active })).toEqual(
          Result.succeed({ glass_type_id: 4, glass_width_id: 2, ...sheet }),
        )
      }),
    )
  })
})

describe("stock sheet form: refused values", () => {
  it("refuses every side outside the bounds with its field's message", () => {
    const outside = fc.oneof(
      fc.integer({ min: -1_000_000, max: sheetSideBounds.min - 1 }),
      fc.integer({ min: sheetSideBounds.max + 1, max: 10_000_000 }),
    )
    fc.assert(
      fc.property(outside, fc.constantFrom("width", "height"), (size, field) => {
        const label = field === "width" ? "عرض" : "ارتفاع"
        expect(errorsOf({ ...valid, [field]: size })).toEqual({ [field]: `${label} باید بین 100 و 10000 میلی‌متر باشد` })
      }),
    )
  })

  it("refuses every fractional side and count", () => {
    const fraction = fc
      .integer({ min: 100, max: 9_999 })
      .chain((whole) => fc.integer({ min: 1, max: 9 }).map((tenths) => whole + tenths / 10))
    fc.assert(
      fc.property(fraction, (value) => {
        expect(errorsOf({ ...valid, width: value, height: String(value), count: value })).toEqual({
          width: "عرض باید عدد صحیح باشد",
          height: "ارتفاع باید عدد صحیح باشد",
          count: "تعداد باید عدد صحیح باشد",
        })
      }),
    )
  })

  it("refuses every count outside 0 to 100000 and every count text that holds no number", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: -1 }), fc.integer({ min: maxSheetCount + 1, max: 100_000_000 })),
        (count) => {
          expect(errorsOf({ ...valid, count: inPersian(String(count)) })).toEqual({ count: "تعداد باید بین 0 و 100000 باشد" })
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== "" && !/[0-9۰-۹٠-٩]/.test(text)),
        (text) => {
          expect(errorsOf({ ...valid, count: text })).toEqual({ count: "تعداد باید عدد باشد" })
        },
      ),
    )
  })

  it("refuses every material the plant does not offer, under the field at fault", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (typeId, widthId) => {
        const context = {
          activeTypeIds: [1, 2, 3],
          offered: [
            { glass_type_id: 1, glass_width_id: 1 },
            { glass_type_id: 2, glass_width_id: 4 },
          ],
        }
        const errors = stockSheetMaterialErrors({ glass_type_id: typeId, glass_width_id: widthId }, context)
        const offered = context.offered.some(
          (material) => material.glass_type_id === typeId && material.glass_width_id === widthId,
        )
        expect(errors).toEqual(
          offered
            ? {}
            : typeId > 3
              ? { glass_type_id: "این نوع شیشه فعال نیست" }
              : { glass_width_id: "این ضخامت برای این نوع شیشه تعریف نشده است" },
        )
      }),
    )
  })
})
