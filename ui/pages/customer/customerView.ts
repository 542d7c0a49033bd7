import type { components } from "../../../contract/schema.d.ts"
import { customerName, customerTypes, type CustomerType } from "../../../domain/customer/CustomerForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"

/** A customer as the API answers it. */
export type Customer = components["schemas"]["Customer"]
/** A customer as its single read answers it: with whether the signed-in user may edit it. */
export type CustomerDetail = components["schemas"]["CustomerDetail"]

export const listPath = "/dashboard/customer-list"
export const formPath = "/dashboard/customer"

/** Reads the list route's `customerType` segment: a type, "all" (or nothing) for both, undefined for anything else. */
export const readTypeSegment = (segment: string | undefined): CustomerType | "all" | undefined =>
  segment === undefined || segment === "all" ? "all" : customerTypes.find((type) => type === segment)

/** The list's address for a type segment and, optionally, one customer's details. */
export const listPathOf = (type: CustomerType | "all", id?: number): string =>
  id === undefined ? (type === "all" ? listPath : `${listPath}/${type}`) : `${listPath}/${type}/${id}`

/** The name a customer is listed by: a person's full name or the company's name. */
export const displayName = (customer: Customer): string =>
  customer.type === "individual"
    ? customerName({ type: "individual", name: customer.name ?? "", last_name: customer.last_name ?? "" })
    : customerName({ type: "legal", company_name: customer.company_name ?? "" })

/** A person's national code or a company's national ID. */
export const identifierOf = (customer: Customer): string | null =>
  customer.type === "individual" ? customer.national_code : customer.national_id

/** A person's mobile or a company representative's. */
export const mobileOf = (customer: Customer): string | null =>
  customer.type === "individual" ? customer.mobile : customer.representative_mobile

/** Text shown on screen: Persian digits, a dash for nothing. */
export const shown = (text: string | null | undefined): string =>
  text === null || text === undefined || text === "" ? "—" : toPersianDigits(text)
