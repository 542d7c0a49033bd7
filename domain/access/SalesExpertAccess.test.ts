import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  canSeeCustomer,
  effectiveAccess,
  noAccess,
  validateSalesExpertAccess,
  type SalesExpertAccess,
} from "./SalesExpertAccess.ts"

const errorsOf = (input: unknown) =>
  Result.match(validateSalesExpertAccess(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const access: fc.Arbitrary<SalesExpertAccess> = fc.record({
  may_see_all_customers: fc.boolean(),
  may_create_pre_buy: fc.boolean(),
  max_discount_percent: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  allowed_product_ids: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 20 }),
  is_active: fc.boolean(),
})

describe("sales-expert access: messages", () => {
  it("asks for the maximum discount and keeps unticked rights off", () => {
    expect(errorsOf({})).toEqual({ max_discount_percent: "حداکثر درصد تخفیف الزامی است" })
    expect(validateSalesExpertAccess({ max_discount_percent: "۵" })).toEqual(
      Result.succeed({ ...noAccess, max_discount_percent: 5, is_active: true }),
    )
  })

  it("refuses a discount outside 0-100 or finer than hundredths, and bad or repeated products", () => {
    expect(errorsOf({ max_discount_percent: 101, allowed_product_ids: [1, 1], may_see_all_customers: "x" })).toEqual({
      max_discount_percent: "حداکثر درصد تخفیف باید بین 0 و 100 باشد",
      "allowed_product_ids.1": "این محصول تکراری است",
      may_see_all_customers: "وضعیت نامعتبر است",
    })
    expect(errorsOf({ max_discount_percent: "-1", allowed_product_ids: [0] })).toEqual({
      max_discount_percent: "حداکثر درصد تخفیف باید بین 0 و 100 باشد",
      "allowed_product_ids.0": "محصول نامعتبر است",
    })
    expect(errorsOf({ max_discount_percent: "2.555" })).toEqual({
      max_discount_percent: "حداکثر درصد تخفیف حداکثر دو رقم اعشار دارد",
    })
    expect(errorsOf({ max_discount_percent: 1, allowed_product_ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toEqual({
      allowed_product_ids: "حداکثر 200 محصول می‌توان انتخاب کرد",
    })
  })
})

describe("sales-expert access: properties", () => {
  it("gives back any stored access (round trip)", () => {
    fc.assert(
      fc.property(access, (stored) => {
        expect(validateSalesExpertAccess({ ...stored, max_discount_percent: String(stored.max_discount_percent) })).toEqual(
          Result.succeed(stored),
        )
      }),
    )
  })

  it("lets an expert see their own customers always and others only while an active access says so", () => {
    fc.assert(
      fc.property(
        fc.option(access, { nil: undefined }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        (stored, expert, owner) => {
          const given = Option.fromNullishOr(stored)
          const widened = stored !== undefined && stored.is_active && stored.may_see_all_customers
          expect(canSeeCustomer(given, expert, { sales_expert_id: owner })).toBe(owner === expert || widened)
          expect(canSeeCustomer(given, expert, { sales_expert_id: owner })).toBe(
            canSeeCustomer(Option.some(effectiveAccess(given)), expert, { sales_expert_id: owner }),
          )
        },
      ),
    )
  })

  it("applies no right of a missing or inactive access", () => {
    fc.assert(
      fc.property(access, (stored) => {
        expect(effectiveAccess(Option.some(stored))).toEqual(stored.is_active ? stored : noAccess)
      }),
    )
    expect(effectiveAccess(Option.none())).toEqual(noAccess)
  })
})
