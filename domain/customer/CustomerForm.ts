import { Option, Result, Schema } from "effect"
import { codeDigits, OptionalCode } from "../identifiers/CodeField.ts"
import { Mobile } from "../identifiers/Mobile.ts"
import { NationalCode } from "../identifiers/NationalCode.ts"
import { NationalId } from "../identifiers/NationalId.ts"
import { OptionalPostalCode } from "../identifiers/PostalCode.ts"
import { RialsField } from "../money/RialsField.ts"
import { ActiveSwitch } from "../validation/ActiveToggle.ts"
import { conflictsOf, formBody } from "../validation/FormBody.ts"
import { OptionalIdField } from "../validation/IdField.ts"
import { OptionalText, RequiredText } from "../validation/TextFields.ts"
import { validateWith, type FieldErrors } from "../validation/FieldErrors.ts"
import { customerMessages as messages } from "./CustomerMessages.ts"
import { FirstName, LastName } from "../validation/PersonName.ts"

export { customerMessages } from "./CustomerMessages.ts"

/** The customer types, as the list route's `customerType` names them. */
export const customerTypes = ["individual", "legal"] as const
/** A customer type: a person (حقیقی) or a legal entity (حقوقی). */
export type CustomerType = (typeof customerTypes)[number]
/** The Persian label of each customer type. */
export const customerTypeLabels: Readonly<Record<CustomerType, string>> = { individual: "حقیقی", legal: "حقوقی" }

/** Reads a customer type as sent; none for anything else. */
export const readCustomerType = (raw: unknown): Option.Option<CustomerType> =>
  Option.fromNullishOr(customerTypes.find((type) => typeof raw === "string" && raw.trim() === type))

/** Whether a text is a landline or mobile number: 0, a non-zero digit, then nine digits (area code and number). */
export const isPhoneNumber = (text: string): boolean => /^0[1-9]\d{9}$/.test(codeDigits(text))

/** The fields every customer has. */
const commonFields = {
  phone: OptionalCode(isPhoneNumber, messages.phoneInvalid),
  postal_code: OptionalPostalCode,
  address: OptionalText(messages.addressTooLong, 500, "multi"),
  city: OptionalText(messages.cityTooLong, 50),
  sales_expert_id: OptionalIdField(messages.salesExpertInvalid),
  credit_limit: RialsField({
    required: messages.creditLimitInvalid,
    negative: messages.creditLimitNegative,
    fraction: messages.creditLimitFraction,
    tooLarge: messages.creditLimitTooLarge,
  }),
  notes: OptionalText(messages.notesTooLong, 1000, "multi"),
  is_active: ActiveSwitch,
}

/** A person as a customer (حقیقی): name, last name, national code with its check digit, mobile. */
export const IndividualCustomerForm = Schema.Struct({
  type: Schema.Literal("individual"),
  name: FirstName,
  last_name: LastName,
  national_code: NationalCode,
  mobile: Mobile,
  ...commonFields,
})
export type IndividualCustomerForm = typeof IndividualCustomerForm.Type

/** A legal entity as a customer (حقوقی): company name, national ID with its check digit, economic code, representative. */
export const LegalCustomerForm = Schema.Struct({
  type: Schema.Literal("legal"),
  company_name: RequiredText({ required: messages.companyNameRequired, tooLong: messages.companyNameTooLong }, 150),
  national_id: NationalId,
  economic_code: OptionalCode((digits) => /^\d{11,12}$/.test(digits), messages.economicCodeInvalid),
  representative_name: RequiredText({ required: messages.representativeRequired, tooLong: messages.representativeTooLong }, 100),
  representative_mobile: Mobile,
  ...commonFields,
})
export type LegalCustomerForm = typeof LegalCustomerForm.Type

/** A customer, discriminated by `type`. */
export type CustomerForm = IndividualCustomerForm | LegalCustomerForm

const validateIndividual = validateWith(IndividualCustomerForm)
const validateLegal = validateWith(LegalCustomerForm)
const validateCommon = validateWith(Schema.Struct(commonFields))

/** An empty credit limit means no credit. */
const withCreditDefault = (body: Readonly<Record<string, unknown>>) =>
  body.credit_limit === undefined ||
  body.credit_limit === null ||
  (typeof body.credit_limit === "string" && body.credit_limit.trim() === "")
    ? { ...body, credit_limit: 0 }
    : body

/** Checks the customer form by its `type`, answering the customer or each field's first Persian message (an unknown type is refused with the shared fields checked). */
export const validateCustomerForm = (input: unknown): Result.Result<CustomerForm, FieldErrors> => {
  const body = withCreditDefault(formBody(input))
  return Option.match(readCustomerType(body.type), {
    onSome: (type): Result.Result<CustomerForm, FieldErrors> =>
      type === "individual" ? validateIndividual({ ...body, type }) : validateLegal({ ...body, type }),
    onNone: () =>
      Result.fail({
        type: messages.typeRequired,
        ...Result.match(validateCommon(body), { onSuccess: () => ({}), onFailure: (errors) => errors }),
      }),
  })
}

/** The name a customer is listed and looked up by: a person's full name, an entity's company name. */
export const customerName = (
  customer: Pick<IndividualCustomerForm, "type" | "name" | "last_name"> | Pick<LegalCustomerForm, "type" | "company_name">,
): string => (customer.type === "individual" ? `${customer.name} ${customer.last_name}` : customer.company_name)

/** The identifiers a stored customer is unique by: its type and its national code (a person) or national ID (an entity). */
export interface CustomerKeys {
  readonly type: CustomerType
  readonly national_code: string | null
  readonly national_id: string | null
}

/** The uniqueness errors of a customer: a national code taken by another person, a national ID taken by another entity. */
export const customerConflicts = (
  candidate: CustomerKeys & { readonly id?: number | null },
  stored: ReadonlyArray<CustomerKeys & { readonly id: number }>,
): FieldErrors =>
  conflictsOf(candidate, stored, [
    {
      field: "national_code",
      clash: (a, b) =>
        a.type === "individual" && b.type === "individual" && a.national_code !== null && a.national_code === b.national_code,
      message: messages.nationalCodeTaken,
    },
    {
      field: "national_id",
      clash: (a, b) => a.type === "legal" && b.type === "legal" && a.national_id !== null && a.national_id === b.national_id,
      message: messages.nationalIdTaken,
    },
  ])
