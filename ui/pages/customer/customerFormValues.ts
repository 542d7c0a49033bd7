import { Option, Schema } from "effect"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import { customerTypes, type CustomerType } from "../../../domain/customer/CustomerForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { Customer } from "./customerView.ts"

/** The customer's text fields: shown with Persian digits, stored as null when empty. */
const textFields = [
  "name",
  "last_name",
  "national_code",
  "mobile",
  "company_name",
  "national_id",
  "economic_code",
  "representative_name",
  "representative_mobile",
  "phone",
  "postal_code",
  "address",
  "city",
  "notes",
] as const satisfies ReadonlyArray<keyof Customer>

type TextFields = { readonly [K in (typeof textFields)[number]]: string | null }

/** The customer form's inputs: the stored customer's fields (the owner's name is shown, not edited), with the credit limit empty (null) until typed. */
export type Values = Omit<Customer, "id" | "credit_limit" | "sales_expert_name"> & { readonly credit_limit: number | null }

const textsOf = (read: (field: (typeof textFields)[number]) => string | null): TextFields =>
  Object.fromEntries(textFields.map((field) => [field, read(field)])) as unknown as TextFields

/** A new customer of the given type: every field empty, active. */
export const emptyValues = (type: CustomerType): Values => ({
  type,
  ...textsOf(() => null),
  sales_expert_id: null,
  credit_limit: null,
  is_active: true,
})

/**
 * A stored customer as the form's inputs, digits in Persian (the form reads them back as the same digits); a credit
 * limit of 0 is what an empty one is saved as, so it shows empty.
 */
export const valuesOf = (customer: Customer): Values => ({
  type: customer.type,
  ...textsOf((field) => (customer[field] === null ? null : toPersianDigits(customer[field]))),
  sales_expert_id: customer.sales_expert_id,
  credit_limit: customer.credit_limit === 0 ? null : customer.credit_limit,
  is_active: customer.is_active,
})

/** The mobile of each type: a person's own, a company's representative's. */
const mobileField = { individual: "mobile", legal: "representative_mobile" } as const satisfies Record<CustomerType, keyof Values>

/**
 * The form switched to another customer type: every field both types have keeps its value, the mobile moves to the
 * other type's mobile, and what only the old type has is kept out of sight, for a switch back (the save sends only
 * the fields of the chosen type).
 */
export const switchType = (values: Values, type: CustomerType): Values =>
  values.type === type ? values : { ...values, type, [mobileField[type]]: values[mobileField[values.type]] }

const textSchemas = Object.fromEntries(textFields.map((field) => [field, Schema.NullOr(Schema.String)])) as unknown as {
  readonly [K in (typeof textFields)[number]]: Schema.NullOr<Schema.String>
}

/** The form's values as a type switch carries them to the other type's address (the router's navigation state). */
const CarriedValues = Schema.Struct({
  carriedCustomer: Schema.Struct({
    type: Schema.Literals(customerTypes),
    ...textSchemas,
    sales_expert_id: Schema.NullOr(Schema.Number),
    credit_limit: Schema.NullOr(Schema.Number),
    is_active: Schema.Boolean,
  }),
})

/** The navigation state that carries the values over a type switch. */
export const carry = (values: Values) => ({ carriedCustomer: values })

/** The values a type switch carried to this address, when they are of the address's type; none for anything else. */
export const carriedValues = (state: unknown, type: CustomerType): Values | undefined =>
  Option.getOrUndefined(
    Option.filter(
      Option.map(Schema.decodeUnknownOption(CarriedValues)(state), (carried): Values => carried.carriedCustomer),
      (values) => values.type === type,
    ),
  )

/** What the form route's splat asks for: a new customer of a type (`""`, `individual`, `legal`), or the customer of an id; undefined for anything else. */
export const readFormSplat = (
  splat: string | undefined,
): { readonly kind: "create"; readonly type: CustomerType } | { readonly kind: "edit"; readonly id: number } | undefined => {
  const segment = (splat ?? "").replace(/\/$/, "")
  if (segment === "") return { kind: "create", type: "individual" }
  const type = customerTypes.find((candidate) => candidate === segment)
  if (type) return { kind: "create", type }
  return readsAsRecordId(segment) ? { kind: "edit", id: Number(segment) } : undefined
}
