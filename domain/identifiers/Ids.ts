import { Brand, Option } from "effect"
import { isRecordId, readsAsRecordId } from "./RecordId.ts"

/** A stored record's id, branded with the entity it names so that one entity's id never passes for another's. */
type IdOf<Entity extends string> = Brand.Branded<number, Entity>

const idBrand = <Id extends IdOf<string>>() => Brand.make<Id>((id) => isRecordId(id) || "not a record id")

/** An invoice's id. */
export type InvoiceId = IdOf<"InvoiceId">
export const InvoiceId = idBrand<InvoiceId>()
/** A customer's id. */
export type CustomerId = IdOf<"CustomerId">
export const CustomerId = idBrand<CustomerId>()
/** A user's id (a sales expert, a manager, an operator). */
export type UserId = IdOf<"UserId">
export const UserId = idBrand<UserId>()
/** An order's id. */
export type OrderId = IdOf<"OrderId">
export const OrderId = idBrand<OrderId>()
/** A cheque's id. */
export type ChequeId = IdOf<"ChequeId">
export const ChequeId = idBrand<ChequeId>()
/** A payment's id. */
export type PaymentId = IdOf<"PaymentId">
export const PaymentId = idBrand<PaymentId>()
/** An invoice line's id. */
export type InvoiceLineId = IdOf<"InvoiceLineId">
export const InvoiceLineId = idBrand<InvoiceLineId>()

/** An id as a path or query writes it (ASCII digits, no sign or leading zero), branded; none for anything else. */
export const idFromText =
  <Id extends IdOf<string>>(brand: Brand.Constructor<Id>) =>
  (text: string | undefined): Option.Option<Id> =>
    text !== undefined && readsAsRecordId(text) ? brand.option(Number(text) as Brand.Brand.Unbranded<Id>) : Option.none()
