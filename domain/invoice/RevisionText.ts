import { Option } from "effect"
import { formatRials } from "../money/Rials.ts"
import { edgeTypes, optionLabel, rackTypes, shippingTypes, type OptionItem } from "../options/Options.ts"
import { toPersianDigits } from "../text/digits.ts"
import type { Json } from "./InvoiceDiff.ts"
import { invoiceKindLabels, invoiceStateLabels, type InvoiceKind, type InvoiceState } from "./InvoiceOptions.ts"
import { invoiceMoveLabels } from "./InvoiceWorkflow.ts"

/** What each revision did, as the history names it: a save of its own kind, or a move by its button's name. */
export const revisionActionLabels: Readonly<Record<string, string>> = {
  create: "ایجاد",
  save: "ویرایش",
  reprice: "قیمت‌گذاری دوباره",
  ...invoiceMoveLabels,
}

/** The Persian name of each field a revision compares; ids whose names are compared beside them are left out. */
const fieldLabels: Readonly<Record<string, string>> = {
  kind: "نوع",
  state: "وضعیت",
  customer_name: "مشتری",
  sales_expert_name: "کارشناس فروش",
  date: "تاریخ",
  fare_title: "کرایه حمل",
  rack_type: "نوع خرک",
  shipping_type: "نوع ارسال",
  discount_percent: "درصد تخفیف",
  note: "یادداشت",
  pieces: "تعداد قطعه",
  area: "متراژ (متر مربع)",
  subtotal: "جمع ردیف‌ها (ریال)",
  discount: "تخفیف (ریال)",
  fare: "کرایه (ریال)",
  vat_rate: "نرخ مالیات بر ارزش افزوده (درصد)",
  vat: "مالیات بر ارزش افزوده (ریال)",
  total: "مبلغ کل (ریال)",
  weight: "وزن (کیلوگرم)",
  product_name: "محصول",
  width: "عرض (میلی‌متر)",
  height: "ارتفاع (میلی‌متر)",
  count: "تعداد",
  edge_type: "نوع لبه",
  layers: "لایه‌های شیشه",
  laminates: "طلق",
  spacers: "اسپیسر",
  descriptions: "توضیحات",
  chargeable_area: "متراژ محاسبه‌شده (متر مربع)",
  perimeter: "محیط (متر)",
  amount: "مبلغ ردیف (ریال)",
}

const money = new Set(["subtotal", "discount", "fare", "vat", "total", "amount"])
const options: Readonly<Record<string, ReadonlyArray<OptionItem>>> = { rack_type: rackTypes, shipping_type: shippingTypes, edge_type: edgeTypes }

/** The Persian name of a compared field, none for a field the history does not show (an id beside its name). */
export const revisionFieldLabel = (field: string): Option.Option<string> => (Object.hasOwn(fieldLabels, field) ? Option.fromNullishOr(fieldLabels[field]) : Option.none())

/** A field's value as the history shows it: amounts grouped, codes by their names, Persian digits, «—» for none, «تغییر کرد» for a build-up. */
export const revisionValueText = (field: string, value: Json): string => {
  if (value === null) return "—"
  if (typeof value === "number") {
    if (money.has(field)) return formatRials(value)
    const list = Object.hasOwn(options, field) ? options[field] : undefined
    if (list !== undefined) return Option.getOrElse(optionLabel(list, value), () => toPersianDigits(value))
    return toPersianDigits(String(value)).replace(".", "٫")
  }
  if (typeof value === "string") {
    if (field === "kind") return Object.hasOwn(invoiceKindLabels, value) ? invoiceKindLabels[value as InvoiceKind] : toPersianDigits(value)
    if (field === "state") return Object.hasOwn(invoiceStateLabels, value) ? invoiceStateLabels[value as InvoiceState] : toPersianDigits(value)
    return toPersianDigits(value)
  }
  if (typeof value === "boolean") return value ? "بله" : "خیر"
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(partText).join(" | ")
  return "تغییر کرد"
}

/** One part of a build-up (a layer, laminate, spacer or description) by what a person compares: thickness, quantity, unit price. */
const partText = (part: Json): string => {
  if (typeof part !== "object" || part === null || Array.isArray(part)) return "تغییر کرد"
  const fields = part as Readonly<Record<string, Json>>
  const texts = [
    typeof fields.thickness === "number" && fields.films === undefined ? `${toPersianDigits(String(fields.thickness)).replace(".", "٫")} میلی‌متر` : undefined,
    typeof fields.quantity === "number" ? `${toPersianDigits(fields.quantity)} عدد` : undefined,
    typeof fields.unit_price === "number" ? `${formatRials(fields.unit_price)} ریال` : undefined,
  ].filter((text): text is string => text !== undefined)
  return texts.length === 0 ? "تغییر کرد" : texts.join("، ")
}
