import { Option, Schema } from "effect"
import { ActiveSwitch, activeInvalid } from "../validation/ActiveToggle.ts"
import { formBody } from "../validation/FormBody.ts"
import { IdListField } from "../validation/IdField.ts"
import { BoundedNumber } from "../validation/NumberField.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { FlagField } from "../validation/FlagField.ts"

/** The most products one access lists. */
export const maxAllowedProducts = 200

/** The Persian messages of the sales-expert access form. */
export const salesExpertAccessMessages = {
  discountRequired: "حداکثر درصد تخفیف الزامی است",
  discountOutOfRange: "حداکثر درصد تخفیف باید بین 0 و 100 باشد",
  discountFraction: "حداکثر درصد تخفیف حداکثر دو رقم اعشار دارد",
  productInvalid: "محصول نامعتبر است",
  productRepeated: "این محصول تکراری است",
  productsTooMany: "حداکثر 200 محصول می‌توان انتخاب کرد",
} as const

/** A right that is not ticked is not given. */
const Right = FlagField(activeInvalid, false)

/** What a sales expert may do beyond their own customers (sales-expert-access/{id}). */
export const SalesExpertAccessForm = Schema.Struct({
  may_see_all_customers: Right,
  may_create_pre_buy: Right,
  max_discount_percent: BoundedNumber(
    {
      required: salesExpertAccessMessages.discountRequired,
      outOfRange: salesExpertAccessMessages.discountOutOfRange,
      fraction: salesExpertAccessMessages.discountFraction,
    },
    { min: 0, max: 100, decimals: 2 },
  ),
  allowed_product_ids: IdListField(
    {
      atLeastOne: salesExpertAccessMessages.productInvalid,
      tooMany: salesExpertAccessMessages.productsTooMany,
      invalid: salesExpertAccessMessages.productInvalid,
      duplicate: salesExpertAccessMessages.productRepeated,
    },
    { min: 0, max: maxAllowedProducts },
  ),
  is_active: ActiveSwitch,
})
export type SalesExpertAccess = typeof SalesExpertAccessForm.Type

const validateForm = validateWith(SalesExpertAccessForm)

/** Checks the access form, answering the access or each field's first Persian message. */
export const validateSalesExpertAccess = (input: unknown) => validateForm(formBody(input))

/** The access of an expert with no access record, or an inactive one: own customers, no pre-buy, no discount, no products. */
export const noAccess: SalesExpertAccess = {
  may_see_all_customers: false,
  may_create_pre_buy: false,
  max_discount_percent: 0,
  allowed_product_ids: [],
  is_active: false,
}

/** The access that applies: the stored one while active, else `noAccess`. */
export const effectiveAccess = (access: Option.Option<SalesExpertAccess>): SalesExpertAccess =>
  Option.match(
    Option.filter(access, (stored) => stored.is_active),
    { onNone: () => noAccess, onSome: (stored) => stored },
  )

/** Whether a sales expert sees a customer: their own always, any other only while their access lets them see all. */
export const canSeeCustomer = (
  access: Option.Option<Pick<SalesExpertAccess, "is_active" | "may_see_all_customers">>,
  expertId: number,
  customer: { readonly sales_expert_id: number | null },
): boolean =>
  customer.sales_expert_id === expertId || Option.exists(access, (stored) => stored.is_active && stored.may_see_all_customers)
