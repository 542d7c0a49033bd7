import { Option, Result } from "effect"
import { formatJalali, parseJalali, type JalaliDate } from "../calendar/Jalali.ts"
import type { SalesExpertAccess } from "../people/SalesExpertAccess.ts"
import { checkPiece } from "../reference/SizeLimitCheck.ts"
import type { Role } from "../roles/Role.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import { byId, type Catalog, type CatalogProduct } from "./Catalog.ts"
import { discountCap } from "./DiscountCap.ts"
import type { InvoiceForm, InvoiceLineForm } from "./InvoiceForm.ts"
import { discountCapMessage, invoiceMessages as m, laminatesCountMessage, layersCountMessage, spacersCountMessage } from "./InvoiceMessages.ts"
import { buildUps, filmsOf, mirrorThicknessOf } from "./InvoiceOptions.ts"
import type { ResolvedInvoice, ResolvedLayer, ResolvedLine } from "./ResolvedInvoice.ts"

/** The reference ids an invoice already holds: they stay allowed when saved again even if deactivated since. */
export interface KeptChoices {
  readonly customer_id?: number
  readonly fare_id?: number | null
  readonly glass_type_ids: ReadonlyArray<number>
  readonly width_ids: ReadonlyArray<number>
  readonly laminate_color_ids: ReadonlyArray<number>
  readonly spacer_ids: ReadonlyArray<number>
  readonly description_ids: ReadonlyArray<number>
}

/** Nothing kept: a new invoice. */
export const nothingKept: KeptChoices = { glass_type_ids: [], width_ids: [], laminate_color_ids: [], spacer_ids: [], description_ids: [] }

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

const usable = (item: { readonly id: number; readonly is_active: boolean } | undefined, kept: ReadonlyArray<number>): boolean | undefined =>
  item === undefined ? undefined : item.is_active || kept.includes(item.id)

/** A sales expert invoices their own customers, and a customer of nobody's while their access lets them see every customer (the invoice is then theirs). */
const mayInvoiceCustomer = (actor: InvoiceContext["actor"], customer: { readonly sales_expert_id: number | null }): boolean =>
  customer.sales_expert_id === actor.id || (customer.sales_expert_id === null && actor.access.may_see_all_customers)

/** The header's date: a sales expert's is today (or the stored one); a manager's may fall in this or the previous Jalali year. */
const dateOf = (form: InvoiceForm, context: InvoiceContext, errors: Errors): string => {
  const fallback = context.stored?.date ?? formatJalali(context.today)
  // A date saved before stays allowed when saved again unchanged (a reprice a year later).
  if (context.actor.role === "sales-expert" || form.date === null || form.date === context.stored?.date) return fallback
  const year = Option.match(parseJalali(form.date), { onNone: () => 0, onSome: (date) => date.year })
  if (year !== context.today.year && year !== context.today.year - 1) errors.date = m.dateOutOfRange
  return form.date
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

const resolveLayers = (line: InvoiceLineForm, product: CatalogProduct, catalog: Catalog, kept: KeptChoices, at: string, errors: Errors): ReadonlyArray<ResolvedLayer> =>
  line.layers.map((layer, j) => {
    const type = byId(catalog.glassTypes, layer.glass_type_id)
    const thickness = byId(catalog.thicknesses, layer.width_id)
    const price = type?.prices.find((cell) => cell.width_id === layer.width_id && cell.material === layer.material)?.price
    const key = `${at}.layers.${j}`
    if (type === undefined) errors[`${key}.glass_type_id`] = m.glassTypeInvalid
    else if (!product.glass_type_ids.includes(type.id)) errors[`${key}.glass_type_id`] = m.glassTypeNotAllowed
    else if (!usable(type, kept.glass_type_ids)) errors[`${key}.glass_type_id`] = m.glassTypeInactive
    if (thickness === undefined) errors[`${key}.width_id`] = m.thicknessInvalid
    else if (!usable(thickness, kept.width_ids)) errors[`${key}.width_id`] = m.thicknessInactive
    else if (type !== undefined && price === undefined) errors[`${key}.width_id`] = m.thicknessNotOffered
    else if (product.structure === "mirror" && mirrorThicknessOf(thickness.size) === undefined) errors[`${key}.width_id`] = m.mirrorThicknessInvalid
    const piece = { glassTypeId: layer.glass_type_id, thicknessId: layer.width_id, material: layer.material, widthMm: line.width, heightMm: line.height }
    Result.match(checkPiece(catalog.sizeLimits, piece), {
      onSuccess: () => undefined,
      onFailure: (outside) => {
        const side = outside._tag === "WidthOutsideLimit" ? `${at}.width` : `${at}.height`
        errors[side] ??= outside.message
      },
    })
    const size = thickness?.size ?? 0
    return { ...layer, thickness: size, unit_price: price ?? 0, mirror_thickness: product.structure === "mirror" ? (mirrorThicknessOf(size) ?? null) : null }
  })

const resolveLine = (line: InvoiceLineForm, i: number, catalog: Catalog, context: InvoiceContext, errors: Errors): ResolvedLine | undefined => {
  const at = `lines.${i}`
  const product = byId(catalog.products, line.product_id)
  if (product === undefined) {
    errors[`${at}.product_id`] = m.productInvalid
    return undefined
  }
  if (context.actor.role === "sales-expert" && !context.actor.access.allowed_product_ids.includes(product.id)) errors[`${at}.product_id`] = m.productNotAllowed
  const buildUp = buildUps[product.structure]
  if (line.layers.length !== buildUp.layers) errors[`${at}.layers`] = layersCountMessage(buildUp.layers)
  if (line.laminates.length !== buildUp.laminates) errors[`${at}.laminates`] = laminatesCountMessage(buildUp.laminates)
  if (line.spacers.length !== buildUp.spacers) errors[`${at}.spacers`] = spacersCountMessage(buildUp.spacers)
  const { kept } = context
  const layers = resolveLayers(line, product, catalog, kept, at, errors)
  const laminates = line.laminates.map((laminate, k) => {
    const color = byId(catalog.laminateColors, laminate.laminate_color_id)
    const ok = usable(color, kept.laminate_color_ids)
    if (ok !== true) errors[`${at}.laminates.${k}.laminate_color_id`] = ok === undefined ? m.laminateColorInvalid : m.laminateColorInactive
    if (!buildUp.laminateGlues.includes(laminate.glue)) errors[`${at}.laminates.${k}.glue`] = m.laminateGlueInvalid
    return { ...laminate, films: filmsOf[laminate.thickness], unit_price: color?.price ?? 0 }
  })
  const spacers = line.spacers.map((spacer, k) => {
    const item = byId(catalog.spacers, spacer.spacer_id)
    const ok = usable(item, kept.spacer_ids)
    if (ok !== true) errors[`${at}.spacers.${k}.spacer_id`] = ok === undefined ? m.spacerInvalid : m.spacerInactive
    return { ...spacer, unit_price: item?.price ?? 0 }
  })
  const descriptions = line.descriptions.map((description, k) => {
    const item = byId(catalog.descriptions, description.description_id)
    const key = `${at}.descriptions.${k}.description_id`
    if (item === undefined) errors[key] = m.descriptionInvalid
    else if (!product.description_ids.includes(item.id)) errors[key] = m.descriptionNotAllowed
    else if (!usable(item, kept.description_ids)) errors[key] = m.descriptionInactive
    return { ...description, unit: item?.unit ?? "piece", unit_price: item?.price ?? 0 }
  })
  const { id, width, height, count, edge_type, note } = line
  return { id, product_id: product.id, product_name: product.name, structure: product.structure, min_area_mm2: product.min_area_mm2, width, height, count, edge_type, note, layers, laminates, spacers, descriptions }
}

/**
 * Checks an invoice body against the stored data and the saving user (invoices.md sections 1-4): the customer, owner,
 * date, fare, discount cap and, per line, the product's build-up, choices, prices and size limits; answers the lines
 * with the unit prices they are charged at, or every field's Persian message under its dotted name.
 */
export const resolveInvoice = (form: InvoiceForm, catalog: Catalog, context: InvoiceContext): Result.Result<ResolvedInvoice, FieldErrors> => {
  const errors: Errors = {}
  const { actor, customer, kept } = context
  // The pre-buy right is about creating one: a pre-buy already made stays editable by its owner.
  if (form.kind === "pre-buy" && context.stored === undefined && actor.role === "sales-expert" && !actor.access.may_create_pre_buy) errors.kind = m.preBuyNotAllowed
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
  const lines = form.lines.map((line, i) => resolveLine(line, i, catalog, context, errors))
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
