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
/** A glass type's id. */
export type GlassTypeId = IdOf<"GlassTypeId">
export const GlassTypeId = idBrand<GlassTypeId>()
/** A glass type's size limit row's id. */
export type SizeLimitId = IdOf<"SizeLimitId">
export const SizeLimitId = idBrand<SizeLimitId>()
/** A laminate colour's id. */
export type LaminateColorId = IdOf<"LaminateColorId">
export const LaminateColorId = idBrand<LaminateColorId>()
/** A reference table row's id (a thickness, a spacer, a gas, …). */
export type ReferenceRowId = IdOf<"ReferenceRowId">
export const ReferenceRowId = idBrand<ReferenceRowId>()
/** An announcement's id (the title that holds its blocks). */
export type AnnouncementId = IdOf<"AnnouncementId">
export const AnnouncementId = idBrand<AnnouncementId>()
/** A stock sheet's id. */
export type StockSheetId = IdOf<"StockSheetId">
export const StockSheetId = idBrand<StockSheetId>()
/** An offcut's id. */
export type OffcutId = IdOf<"OffcutId">
export const OffcutId = idBrand<OffcutId>()
/** A cutting batch's id. */
export type BatchId = IdOf<"BatchId">
export const BatchId = idBrand<BatchId>()
/** A rack's id. */
export type RackId = IdOf<"RackId">
export const RackId = idBrand<RackId>()
/** A scan's id. */
export type ScanId = IdOf<"ScanId">
export const ScanId = idBrand<ScanId>()

/** A notification's id. */
export type NotificationId = IdOf<"NotificationId">
export const NotificationId = idBrand<NotificationId>()

/** An id as a path or query writes it (ASCII digits, no sign or leading zero), branded; none for anything else. */
export const idFromText =
  <Id extends IdOf<string>>(brand: Brand.Constructor<Id>) =>
  (text: string | undefined): Option.Option<Id> =>
    text !== undefined && readsAsRecordId(text) ? brand.option(Number(text) as Brand.Brand.Unbranded<Id>) : Option.none()
