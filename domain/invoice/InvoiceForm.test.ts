import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatJalali } from "../calendar/Jalali.ts"
import { maxRecordId } from "../identifiers/RecordId.ts"
import { validateInvoiceForm } from "./InvoiceForm.ts"
import {
  discountCapMessage,
  invoiceMessages as m,
  laminatesCountMessage,
  layersCountMessage,
  spacersCountMessage,
} from "./InvoiceMessages.ts"

const errorsOf = (input: unknown) =>
  Result.match(validateInvoiceForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const layer = { glass_type_id: 1, width_id: 3, material: 1 }
const line = { product_id: 1, width: 1000, height: 1000, count: 1, layers: [layer] }
const body = { kind: "informal", customer_id: 10, lines: [line] }
const withLine = (over: Record<string, unknown>) => ({ ...body, lines: [{ ...line, ...over }] })
const lines = (n: number) => ({ ...body, lines: Array.from({ length: n }, () => line) })

const persian = (text: string) => text.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d).replace(/\./g, "٫")
const arabic = (text: string) => text.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)] ?? d)

describe("invoice body: messages", () => {
  it("asks for the kind, the customer and a line", () => {
    expect(errorsOf({})).toEqual({ kind: m.kindInvalid, customer_id: m.customerRequired, lines: m.linesRequired })
    expect(errorsOf("not an object")).toEqual({ kind: m.kindInvalid, customer_id: m.customerRequired, lines: m.linesRequired })
    expect(validateInvoiceForm(body)).toEqual(
      Result.succeed({
        ...{
          kind: "informal",
          customer_id: 10,
          sales_expert_id: null,
          date: null,
          fare_id: null,
          rack_type: null,
          shipping_type: null,
          discount_percent: 0,
          note: null,
          version: null,
        },
        lines: [
          {
            id: null,
            product_id: 1,
            width: 1000,
            height: 1000,
            count: 1,
            edge_type: null,
            note: null,
            layers: [layer],
            laminates: [],
            spacers: [],
            descriptions: [],
          },
        ],
      }),
    )
  })

  it("pins every header message", () => {
    const bad = {
      kind: "formal",
      customer_id: "0",
      sales_expert_id: "a",
      date: "1405/13/01",
      fare_id: -1,
      rack_type: 4,
      shipping_type: 3,
      discount_percent: "",
      note: "x".repeat(501),
      version: 0,
    }
    expect(errorsOf({ ...body, ...bad })).toEqual({
      kind: "نوع فاکتور نامعتبر است",
      customer_id: "مشتری نامعتبر است",
      sales_expert_id: "کارشناس فروش نامعتبر است",
      date: "تاریخ نامعتبر است",
      fare_id: "کرایه حمل نامعتبر است",
      rack_type: "نوع خرک نامعتبر است",
      shipping_type: "نوع ارسال نامعتبر است",
      discount_percent: "درصد تخفیف را وارد کنید",
      note: "یادداشت حداکثر 500 کاراکتر است",
      version: "نسخه فاکتور نامعتبر است",
    })
    expect(errorsOf({ ...body, discount_percent: 100.01 })).toEqual({ discount_percent: "درصد تخفیف باید بین 0 و 100 باشد" })
    expect(errorsOf({ ...body, discount_percent: "-1" })).toEqual({ discount_percent: "درصد تخفیف باید بین 0 و 100 باشد" })
    expect(errorsOf({ ...body, discount_percent: "12.345" })).toEqual({ discount_percent: "درصد تخفیف حداکثر دو رقم اعشار دارد" })
  })

  it("asks for each required field of a line and its parts under its dotted key", () => {
    const parts = { layers: [{}], laminates: [{}], spacers: [{}], descriptions: [{ description_id: 2 }, { quantity: "" }] }
    expect(errorsOf({ ...body, lines: [line, parts] })).toEqual({
      "lines.1.product_id": "انتخاب محصول اجباری است",
      "lines.1.width": "وارد کردن عرض اجباری است",
      "lines.1.height": "وارد کردن ارتفاع اجباری است",
      "lines.1.count": "وارد کردن تعداد اجباری است",
      "lines.1.layers.0.glass_type_id": "انتخاب نوع شیشه اجباری است",
      "lines.1.layers.0.width_id": "انتخاب ضخامت اجباری است",
      "lines.1.layers.0.material": "جنس شیشه نامعتبر است",
      "lines.1.laminates.0.laminate_color_id": "انتخاب رنگ طلق اجباری است",
      "lines.1.laminates.0.thickness": "ضخامت طلق نامعتبر است",
      "lines.1.laminates.0.glue": "چسب طلق برای این محصول مجاز نیست",
      "lines.1.spacers.0.spacer_id": "انتخاب اسپیسر اجباری است",
      "lines.1.spacers.0.color": "رنگ اسپیسر نامعتبر است",
      "lines.1.spacers.0.glue": "چسب اسپیسر نامعتبر است",
      "lines.1.descriptions.1.description_id": "انتخاب توضیح اجباری است",
      "lines.1.descriptions.1.quantity": "تعداد توضیح را وارد کنید",
    })
  })

  it("refuses each invalid field of a line and its parts under its dotted key", () => {
    const parts = {
      layers: [{ glass_type_id: 0, width_id: "q", material: 4 }],
      laminates: [{ laminate_color_id: "1.5", thickness: 4, glue: 3 }],
      spacers: [{ spacer_id: -2, color: 3, glue: 4 }],
      descriptions: [
        { description_id: "x", quantity: 0 },
        { description_id: 2, quantity: 1.5 },
      ],
    }
    expect(
      errorsOf(
        withLine({ id: 0, product_id: "p", width: 0, height: 6001, count: 1.5, edge_type: 9, note: "y".repeat(501), ...parts }),
      ),
    ).toEqual({
      "lines.0.id": "ردیف نامعتبر است",
      "lines.0.product_id": "محصول نامعتبر است",
      "lines.0.width": "عرض باید بین 1 و 6000 میلی‌متر باشد",
      "lines.0.height": "ارتفاع باید بین 1 و 6000 میلی‌متر باشد",
      "lines.0.count": "تعداد باید عدد صحیح باشد",
      "lines.0.edge_type": "نوع لبه نامعتبر است",
      "lines.0.note": "یادداشت حداکثر 500 کاراکتر است",
      "lines.0.layers.0.glass_type_id": "نوع شیشه نامعتبر است",
      "lines.0.layers.0.width_id": "ضخامت نامعتبر است",
      "lines.0.layers.0.material": "جنس شیشه نامعتبر است",
      "lines.0.laminates.0.laminate_color_id": "رنگ طلق نامعتبر است",
      "lines.0.laminates.0.thickness": "ضخامت طلق نامعتبر است",
      "lines.0.laminates.0.glue": "چسب طلق برای این محصول مجاز نیست",
      "lines.0.spacers.0.spacer_id": "اسپیسر نامعتبر است",
      "lines.0.spacers.0.color": "رنگ اسپیسر نامعتبر است",
      "lines.0.spacers.0.glue": "چسب اسپیسر نامعتبر است",
      "lines.0.descriptions.0.description_id": "توضیح نامعتبر است",
      "lines.0.descriptions.0.quantity": "تعداد توضیح باید بین 1 و 1000 باشد",
      "lines.0.descriptions.1.quantity": "تعداد توضیح باید عدد صحیح باشد",
    })
    expect(errorsOf(withLine({ count: 10_001, width: 2.5 }))).toEqual({
      "lines.0.count": "تعداد باید بین 1 و 10000 باشد",
      "lines.0.width": "عرض باید عدد صحیح باشد",
    })
  })

  it("refuses repeated lines and descriptions, too many descriptions and too many parts", () => {
    expect(
      errorsOf({
        ...body,
        lines: [
          { ...line, id: 5 },
          { ...line, id: 6 },
          { ...line, id: 5 },
        ],
      }),
    ).toEqual({ "lines.2.id": "این ردیف تکراری است" })
    expect(errorsOf(withLine({ descriptions: [{ description_id: 3 }, { description_id: 4 }, { description_id: 3 }] }))).toEqual({
      "lines.0.descriptions.2.description_id": "این توضیح تکراری است",
    })
    const many = Array.from({ length: 21 }, (_, i) => ({ description_id: i + 1 }))
    expect(errorsOf(withLine({ descriptions: many }))).toEqual({
      "lines.0.descriptions": "حداکثر 20 توضیح برای هر ردیف مجاز است",
    })
    expect(Result.isSuccess(validateInvoiceForm(withLine({ descriptions: many.slice(0, 20) })))).toBe(true)
    expect(errorsOf(withLine({ layers: Array.from({ length: 11 }, () => layer) }))).toEqual({
      "lines.0.layers": "ردیف نامعتبر است",
    })
  })

  it("words the build-up and discount-cap messages", () => {
    expect(layersCountMessage(2)).toBe("این محصول 2 لایه شیشه دارد")
    expect(layersCountMessage(3)).toBe("این محصول 3 لایه شیشه دارد")
    expect([laminatesCountMessage(0), laminatesCountMessage(1)]).toEqual(["این محصول طلق ندارد", "این محصول 1 لایه طلق دارد"])
    expect([spacersCountMessage(0), spacersCountMessage(1)]).toEqual(["این محصول اسپیسر ندارد", "این محصول 1 اسپیسر دارد"])
    expect([discountCapMessage(10), discountCapMessage(12.5)]).toEqual([
      "درصد تخفیف شما حداکثر 10 است",
      "درصد تخفیف شما حداکثر 12.5 است",
    ])
  })
})

describe("invoice body: bounds", () => {
  it("takes 500 lines and refuses 501", () => {
    expect(Result.map(validateInvoiceForm(lines(500)), (form) => form.lines.length)).toEqual(Result.succeed(500))
    expect(errorsOf(lines(501))).toEqual({ lines: "حداکثر 500 ردیف در یک فاکتور مجاز است" })
  })

  it("takes sides up to 6000 mm, counts up to 10000, notes of 500 characters and discounts of two decimals", () => {
    expect(
      Result.isSuccess(validateInvoiceForm(withLine({ width: 6000, height: 6000, count: 10_000, note: "ی".repeat(500) }))),
    ).toBe(true)
    expect(errorsOf(withLine({ width: 6001 }))).toEqual({ "lines.0.width": "عرض باید بین 1 و 6000 میلی‌متر باشد" })
    expect(errorsOf(withLine({ height: 6001 }))).toEqual({ "lines.0.height": "ارتفاع باید بین 1 و 6000 میلی‌متر باشد" })
    expect(errorsOf(withLine({ count: 10_001 }))).toEqual({ "lines.0.count": "تعداد باید بین 1 و 10000 باشد" })
    expect(Result.isSuccess(validateInvoiceForm({ ...body, note: "ی".repeat(500), discount_percent: 12.34 }))).toBe(true)
    expect(errorsOf({ ...body, note: "ی".repeat(501) })).toEqual({ note: "یادداشت حداکثر 500 کاراکتر است" })
    expect(errorsOf(withLine({ note: "ی".repeat(501) }))).toEqual({ "lines.0.note": "یادداشت حداکثر 500 کاراکتر است" })
    expect(errorsOf({ ...body, discount_percent: 12.345 })).toEqual({ discount_percent: "درصد تخفیف حداکثر دو رقم اعشار دارد" })
    // A JSON number that prints in exponent notation once slipped past the decimals rule.
    expect(errorsOf({ ...body, discount_percent: 1e-7 })).toEqual({ discount_percent: "درصد تخفیف حداکثر دو رقم اعشار دارد" })
    expect(Result.map(validateInvoiceForm({ ...body, discount_percent: "12.340" }), (form) => form.discount_percent)).toEqual(
      Result.succeed(12.34),
    )
  })
})

// A valid body as numbers, and the same body sent in any mix of numbers, ASCII, Persian and Arabic-Indic digits.
const id = fc.integer({ min: 1, max: maxRecordId })
const code = (max: number) => fc.integer({ min: 1, max })
const optional = <A>(arbitrary: fc.Arbitrary<A>) => fc.option(arbitrary, { nil: null })
const text = fc.string({ unit: fc.constantFrom(..."آبپتسشیکگ لمن"), maxLength: 30 })
const validLine = fc.record({
  id: optional(id),
  product_id: id,
  width: code(6000),
  height: code(6000),
  count: code(10_000),
  edge_type: optional(code(3)),
  note: text,
  layers: fc.array(fc.record({ glass_type_id: id, width_id: id, material: code(3) }), { maxLength: 3 }),
  laminates: fc.array(fc.record({ laminate_color_id: id, thickness: code(3), glue: fc.integer({ min: 4, max: 7 }) }), {
    maxLength: 2,
  }),
  spacers: fc.array(fc.record({ spacer_id: id, color: code(2), glue: code(3) }), { maxLength: 2 }),
  descriptions: fc.uniqueArray(fc.record({ description_id: id, quantity: code(1000) }), {
    maxLength: 4,
    selector: (d) => d.description_id,
  }),
})
const validBody = fc.record({
  kind: fc.constantFrom("informal", "pre-buy"),
  customer_id: id,
  sales_expert_id: optional(id),
  date: optional(fc.record({ year: fc.integer({ min: 1390, max: 1410 }), month: code(12), day: code(29) })),
  fare_id: optional(id),
  rack_type: optional(code(3)),
  shipping_type: optional(code(2)),
  discount_percent: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  note: text,
  version: optional(id),
  lines: fc.uniqueArray(validLine, { minLength: 1, maxLength: 4, selector: (l) => l.id ?? Symbol() }),
})
const writing = fc.constantFrom(
  (n: number) => n,
  String,
  (n: number) => persian(String(n)),
  (n: number) => arabic(String(n)),
  (n: number) => ` ${persian(String(n))} `,
)

// Sends every number of a value with a writing picked per number; null stays null (nothing chosen).
const send = (value: unknown, pick: () => (n: number) => unknown): unknown =>
  typeof value === "number"
    ? pick()(value)
    : Array.isArray(value)
      ? value.map((v) => send(v, pick))
      : value !== null && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, send(v, pick)]))
        : value

describe("invoice body: properties", () => {
  it("reads back any valid body sent in any digits as the numbers sent", () => {
    fc.assert(
      fc.property(validBody, fc.infiniteStream(writing), (sent, writings) => {
        const pick = () => writings.next().value as (n: number) => unknown
        const date = sent.date === null ? null : formatJalali(sent.date)
        const wire = {
          ...(send(sent, pick) as object),
          date: sent.date === null ? null : persian(`${sent.date.year}/${sent.date.month}/${sent.date.day}`),
        }
        const expected = {
          ...sent,
          date,
          note: sent.note.trim() || null,
          lines: sent.lines.map((l) => ({ ...l, note: l.note.trim() || null })),
        }
        expect(validateInvoiceForm(wire)).toEqual(Result.succeed(expected))
        for (const digits of [persian, arabic])
          expect(validateInvoiceForm({ ...(send(sent, () => (n: number) => digits(String(n))) as object), date })).toEqual(
            Result.succeed(expected),
          )
      }),
    )
  })

  it("answers any JSON value or any value whatsoever with a result, never a throw", () => {
    const anything = fc.anything({
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withBoxedValues: true,
      withSparseArray: true,
      withTypedArray: true,
    })
    const nested = fc.record(
      {
        kind: anything,
        customer_id: anything,
        discount_percent: anything,
        lines: fc.array(fc.oneof(anything, fc.record({ layers: anything, descriptions: fc.array(anything), width: anything }))),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), anything, nested), (input) => {
        const result = validateInvoiceForm(input)
        expect(Result.isSuccess(result) || Result.isFailure(result)).toBe(true)
        if (Result.isFailure(result)) for (const message of Object.values(result.failure)) expect(typeof message).toBe("string")
      }),
    )
  })
})
