import { Data } from "effect"
import { customerMessages } from "../../domain/customer/CustomerForm.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The customer does not exist, or the caller may not see it. */
export class CustomerNotFound extends Data.TaggedError("CustomerNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The caller sees the customer but may not change it (a sales expert and another's customer). */
export class CustomerNotYours extends Data.TaggedError("CustomerNotYours")<{ readonly message: string }> {
  readonly status = 403
}

/** The body breaks a rule or names a taken identifier or an owner who is no active sales expert: each field's Persian message. */
export class CustomerInvalid extends Data.TaggedError("CustomerInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a customer call was refused. */
export type CustomerRefusal = CustomerNotFound | CustomerNotYours | CustomerInvalid

/** The identifiers a unique index keeps apart. */
export type CustomerIdentifier = "national_code" | "national_id"

/** The 422 of an identifier another customer already holds. */
export const identifierTaken = (identifier: CustomerIdentifier): CustomerInvalid =>
  new CustomerInvalid({
    errors: {
      [identifier]: identifier === "national_code" ? customerMessages.nationalCodeTaken : customerMessages.nationalIdTaken,
    },
  })
