import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  glassTypeInput,
  glassTypePrice,
  unknownThicknessErrors,
  validateGlassTypeForm,
  type GlassTypeForm,
} from "./GlassTypeForm.ts"

const fullGrid = (ids: ReadonlyArray<number>, price: number) =>
  Object.fromEntries(ids.map((id) => [String(id), { 1: price, 2: price, 3: price }]))
const errorsOf = (input: unknown) =>
  Result.match(validateGlassTypeForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })

const glassType: fc.Arbitrary<GlassTypeForm> = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 30 })
  .chain((ids) =>
    fc.record({
      name: fc.constantFrom("فلوت", "رفلکس", "دودی", "سوپر کلیر"),
      width_ids: fc.constant(ids),
      prices: fc
        .tuple(
          ...ids.map((id) =>
            fc.tuple(
              ...([1, 2, 3] as const).map((material) =>
                fc.integer({ min: 0, max: 10 ** 10 }).map((price) => ({ width_id: id, material, price })),
              ),
            ),
          ),
        )
        .map((rows) => rows.flat()),
      may_rotate: fc.boolean(),
      is_active: fc.boolean(),
    }),
  )

describe("glass type form: messages", () => {
  it("asks for a name and at least one thickness", () => {
    expect(errorsOf({})).toEqual({ name: "وارد کردن نام اجباری است", width_ids: "حداقل یک ضخامت انتخاب کنید" })
    expect(errorsOf({ name: "ف".repeat(101), width_ids: [1], prices: fullGrid([1], 5) })).toEqual({
      name: "نام باید حداکثر 100 کاراکتر باشد",
    })
    expect(errorsOf({ name: "فلوت", width_ids: Array.from({ length: 31 }, (_, i) => i + 1), prices: {} })).toMatchObject({
      width_ids: "حداکثر 30 ضخامت می‌توان انتخاب کرد",
    })
  })

  it("refuses a repeated or unreadable thickness under its index", () => {
    expect(errorsOf({ name: "فلوت", width_ids: [4, 6, 4], prices: fullGrid([4, 6], 5) })).toEqual({
      "width_ids.2": "این ضخامت تکراری است",
    })
    expect(errorsOf({ name: "فلوت", width_ids: [4, "x"], prices: fullGrid([4], 5) })).toEqual({
      "width_ids.1": "ضخامت نامعتبر است",
    })
    expect(unknownThicknessErrors([4, 9], [4, 6])).toEqual({ "width_ids.1": "ضخامت نامعتبر است" })
  })

  it("refuses a missing or negative cell of the grid under its own name", () => {
    expect(errorsOf({ name: "فلوت", width_ids: [4, 6], prices: { 4: { 1: 10, 2: 20, 3: 30 }, 6: { 1: 10, 3: -30 } } })).toEqual({
      "prices.6.2": "وارد کردن قیمت اجباری است",
      "prices.6.3": "قیمت منفی نمیتواند باشد",
    })
    expect(errorsOf({ name: "", width_ids: ["۴"], prices: "none" })).toEqual({
      name: "وارد کردن نام اجباری است",
      "prices.4.1": "وارد کردن قیمت اجباری است",
      "prices.4.2": "وارد کردن قیمت اجباری است",
      "prices.4.3": "وارد کردن قیمت اجباری است",
    })
  })
})

describe("glass type form: may it rotate", () => {
  const body = { name: "مشجر", width_ids: [4], prices: fullGrid([4], 5) }

  it("reads a missing or null flag as yes, the column's default, and keeps a no", () => {
    for (const may_rotate of [undefined, null, true, 1, "1", "true"])
      expect(Result.map(validateGlassTypeForm({ ...body, may_rotate }), (form) => form.may_rotate)).toEqual(Result.succeed(true))
    for (const may_rotate of [false, 0, "0", "false"])
      expect(Result.map(validateGlassTypeForm({ ...body, may_rotate }), (form) => form.may_rotate)).toEqual(Result.succeed(false))
  })

  it("refuses every unreadable flag with its Persian message", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((text) => !["0", "1", "true", "false"].includes(text)),
          fc.integer().filter((n) => n !== 0 && n !== 1),
          fc.constant({}),
        ),
        (may_rotate) => {
          expect(errorsOf({ ...body, may_rotate })).toEqual({ may_rotate: "قابل چرخش بودن نامعتبر است" })
        },
      ),
    )
  })
})

describe("glass type form: properties", () => {
  it("gives back a stored glass type from its form input (round trip)", () => {
    fc.assert(
      fc.property(glassType, (stored) => {
        expect(validateGlassTypeForm(glassTypeInput(stored))).toEqual(Result.succeed(stored))
      }),
    )
  })

  it("answers one price per allowed thickness and material, dropping rows of thicknesses not chosen", () => {
    fc.assert(
      fc.property(glassType, fc.integer({ min: 501, max: 600 }), (stored, dropped) => {
        const input = glassTypeInput(stored)
        const result = validateGlassTypeForm({ ...input, prices: { ...input.prices, [dropped]: { 1: 1, 2: 2, 3: 3 } } })
        expect(Result.map(result, (form) => form.prices.length)).toEqual(Result.succeed(stored.width_ids.length * 3))
        for (const cell of stored.prices)
          expect(glassTypePrice(stored, cell.width_id, cell.material)).toEqual(Option.some(cell.price))
        expect(glassTypePrice(stored, dropped, 1)).toEqual(Option.none())
      }),
    )
  })

  it("refuses the form whenever one cell is missing", () => {
    fc.assert(
      fc.property(glassType, fc.nat(), (stored, pick) => {
        const cell = stored.prices[pick % stored.prices.length]!
        const input = glassTypeInput(stored)
        const row = { ...input.prices[String(cell.width_id)] }
        delete row[String(cell.material)]
        expect(errorsOf({ ...input, prices: { ...input.prices, [cell.width_id]: row } })).toEqual({
          [`prices.${cell.width_id}.${cell.material}`]: "وارد کردن قیمت اجباری است",
        })
      }),
    )
  })
})
