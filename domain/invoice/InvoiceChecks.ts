import { Option, Result } from "effect"
import { formatJalali, parseJalali, type JalaliDate } from "../calendar/Jalali.ts"
import type { SalesExpertAccess } from "../access/SalesExpertAccess.ts"
import type { Role } from "../roles/Role.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import { byId, type Catalog } from "./Catalog.ts"
import { discountCap } from "./DiscountCap.ts"
import type { InvoiceForm } from "./InvoiceForm.ts"
import { keyedAt, resolveLine } from "./InvoiceLineCheck.ts"
import { discountCapMessage, invoiceMessages as m } from "./InvoiceMessages.ts"
import { usable, type KeptChoices } from "./KeptChoices.ts"
import type { ResolvedInvoice, ResolvedLine } from "./ResolvedInvoice.ts"

export { nothingKept, type KeptChoices } from "./KeptChoices.ts"

/** Who saves, for whom, and when: what the stored data tells about an invoice body. */
export interface InvoiceContext {
  readonly actor: { readonly id: number; readonly role: Role; readonly access: SalesExpertAccess }
  /** The chosen customer, none when no such customer exists. */
  readonly customer: { readonly id: number; readonly sales_expert_id: number | null; readonly is_active: boolean } | undefined
  /** The users who are active sales experts (a manager may name one as the owner). */
  readonly salesExpertIds: ReadonlyArray<number>
  readonly today: JalaliDate
  /** When editing: the stored invoice's date and owner, and the choices it holds. */
  readonly stored?: { readonly date: string; readonly sales_expert_id: number | null }
  readonly kept: KeptChoices
}

type Errors = Record<string, string>

/** A sales expert invoices their own customers, and a customer of nobody's while their access lets them see every customer (the invoice is then theirs). */
const mayInvoiceCustomer = (actor: InvoiceContext["actor"], customer: { readonly sales_expert_id: number | null }): boolean =>
  customer.sales_expert_id === actor.id || (customer.sales_expert_id === null && actor.access.may_see_all_customers)

/** The date an invoice is saved with: a sales expert's is always the fallback (today, or the stored date on an edit), so is anyone's missing one. */
export const savedDateOf = (role: Role, date: string | null, fallback: string): string =>
  role === "sales-expert" || date === null ? fallback : date

/** The header's date: a sales expert's is today (or the stored one); a manager's may fall in this or the previous Jalali year. */
const dateOf = (form: InvoiceForm, context: InvoiceContext, errors: Errors): string => {
  const date = savedDateOf(context.actor.role, form.date, context.stored?.date ?? formatJalali(context.today))
  // A date saved before stays allowed when saved again unchanged (a reprice a year later).
  if (date !== form.date || date === context.stored?.date) return date
  const year = Option.match(parseJalali(date), { onNone: () => 0, onSome: (parsed) => parsed.year })
  if (year !== context.today.year && year !== context.today.year - 1) errors.date = m.dateOutOfRange
  return date
}

/** The owning sales expert: the customer's owner at creation, or whom a manager names; a sales expert's own invoice is theirs. */
const ownerOf = (form: InvoiceForm, context: InvoiceContext, errors: Errors): number | null => {
  if (context.actor.role === "sales-expert") return context.actor.id
  if (form.sales_expert_id !== null) {
    const unchanged = context.stored !== undefined && context.stored.sales_expert_id === form.sales_expert_id
    if (!unchanged && !context.salesExpertIds.includes(form.sales_expert_id)) errors.sales_expert_id = m.salesExpertInvalid
    return form.sales_expert_id
  }
  if (context.stored !== undefined) return context.stored.sales_expert_id
  return context.customer?.sales_expert_id ?? null
}

/**
 * Checks an invoice body against the stored data and the saving user (invoices.md sections 1-4): the customer, owner,
 * date, fare, discount cap and, per line, the product's build-up, choices, prices and size limits; answers the lines
 * with the unit prices they are charged at, or every field's Persian message under its dotted name.
 */
export const resolveInvoice = (
  form: InvoiceForm,
  catalog: Catalog,
  context: InvoiceContext,
): Result.Result<ResolvedInvoice, FieldErrors> => {
  const errors: Errors = {}
  const { actor, customer, kept } = context
  // The pre-buy right is about creating one: a pre-buy already made stays editable by its owner.
  if (
    form.kind === "pre-buy" &&
    context.stored === undefined &&
    actor.role === "sales-expert" &&
    !actor.access.may_create_pre_buy
  )
    errors.kind = m.preBuyNotAllowed
  if (customer === undefined) errors.customer_id = m.customerInvalid
  else if (actor.role === "sales-expert" && !mayInvoiceCustomer(actor, customer)) errors.customer_id = m.customerNotYours
  else if (!customer.is_active && kept.customer_id !== customer.id) errors.customer_id = m.customerInactive
  const sales_expert_id = ownerOf(form, context, errors)
  const date = dateOf(form, context, errors)
  const fare = form.fare_id === null ? undefined : byId(catalog.fares, form.fare_id)
  if (form.fare_id !== null) {
    const ok = usable(fare, kept.fare_id === undefined || kept.fare_id === null ? [] : [kept.fare_id])
    if (ok !== true) errors.fare_id = ok === undefined ? m.fareInvalid : m.fareInactive
  }
  const cap = discountCap(actor.role, actor.access)
  if (form.discount_percent > cap) errors.discount_percent = discountCapMessage(cap)
  const lines = form.lines.map((line, i) =>
    Result.match(resolveLine(line, catalog, context), {
      onSuccess: (resolved): ResolvedLine | undefined => resolved,
      onFailure: (lineErrors) => void Object.assign(errors, keyedAt(i, lineErrors)),
    }),
  )
  if (Object.keys(errors).length > 0) return Result.fail(errors)
  return Result.succeed({
    kind: form.kind,
    customer_id: form.customer_id,
    sales_expert_id,
    date,
    fare_id: fare?.id ?? null,
    fare_title: fare?.name ?? null,
    fare_amount: fare?.price ?? 0,
    rack_type: form.rack_type,
    shipping_type: form.shipping_type,
    discount_percent: form.discount_percent,
    note: form.note,
    lines: lines.filter((line): line is ResolvedLine => line !== undefined),
  })
}
