import { Option } from "effect"
import { formatRials } from "../money/Rials.ts"
import {
  doubleLaminateGlues,
  edgeTypes,
  glassMaterials,
  laminateGlues,
  laminateThicknesses,
  optionLabel,
  rackTypes,
  shippingTypes,
  spacerColors,
  spacerGlues,
  type OptionItem,
} from "../options/Options.ts"
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
const options: Readonly<Record<string, ReadonlyArray<OptionItem>>> = {
  rack_type: rackTypes,
  shipping_type: shippingTypes,
  edge_type: edgeTypes,
}

/** The Persian name of a compared field, none for a field the history does not show (an id beside its name). */
export const revisionFieldLabel = (field: string): Option.Option<string> =>
  Object.hasOwn(fieldLabels, field) ? Option.fromNullishOr(fieldLabels[field]) : Option.none()

/** The names of the reference items a build-up holds, when the reader may see the catalog; ids are shown without them. */
export interface PartNames {
  readonly glassType: (id: number) => string | undefined
  readonly laminateColor: (id: number) => string | undefined
  readonly spacer: (id: number) => string | undefined
  readonly description: (id: number) => string | undefined
}

/** No names known: a part is written by its codes, measures and prices. */
export const noPartNames: PartNames = {
  glassType: () => undefined,
  laminateColor: () => undefined,
  spacer: () => undefined,
  description: () => undefined,
}

/** A field's value as the history shows it: amounts grouped, codes by their names, Persian digits, «—» for none, a build-up part by part. */
export const revisionValueText = (field: string, value: Json, names: PartNames = noPartNames): string => {
  if (value === null) return "—"
  if (typeof value === "number") {
    if (money.has(field)) return formatRials(value)
    const list = Object.hasOwn(options, field) ? options[field] : undefined
    if (list !== undefined) return Option.getOrElse(optionLabel(list, value), () => toPersianDigits(value))
    return toPersianDigits(String(value)).replace(".", "٫")
  }
  if (typeof value === "string") {
    if (field === "kind")
      return Object.hasOwn(invoiceKindLabels, value) ? invoiceKindLabels[value as InvoiceKind] : toPersianDigits(value)
    if (field === "state")
      return Object.hasOwn(invoiceStateLabels, value) ? invoiceStateLabels[value as InvoiceState] : toPersianDigits(value)
    return toPersianDigits(value)
  }
  if (typeof value === "boolean") return value ? "بله" : "خیر"
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((part) => partText(field, part, names)).join(" | ")
  return "تغییر کرد"
}

type Fields = Readonly<Record<string, Json>>
const numberIn = (fields: Fields, key: string): number | undefined => (typeof fields[key] === "number" ? fields[key] : undefined)
const labelIn = (fields: Fields, key: string, items: ReadonlyArray<OptionItem>): string | undefined => {
  const code = numberIn(fields, key)
  return code === undefined ? undefined : Option.getOrUndefined(optionLabel(items, code))
}
const nameIn = (fields: Fields, key: string, name: (id: number) => string | undefined): string | undefined => {
  const id = numberIn(fields, key)
  return id === undefined ? undefined : name(id)
}
const millimetres = (value: number | undefined): string | undefined =>
  value === undefined ? undefined : `${toPersianDigits(String(value)).replace(".", "٫")} میلی‌متر`
const rials = (value: number | undefined): string | undefined => (value === undefined ? undefined : `${formatRials(value)} ریال`)

/** What a person compares in one part of a build-up: a pane's type, thickness and material; a film's colour and thickness; a spacer's; a process's quantity; each with its unit price. */
const partText = (field: string, part: Json, names: PartNames): string => {
  if (typeof part !== "object" || part === null || Array.isArray(part)) return "تغییر کرد"
  const fields = part as Fields
  const texts = (() => {
    switch (field) {
      case "layers":
        return [
          nameIn(fields, "glass_type_id", names.glassType),
          millimetres(numberIn(fields, "thickness")),
          labelIn(fields, "material", glassMaterials),
        ]
      case "laminates":
        return [
          nameIn(fields, "laminate_color_id", names.laminateColor),
          labelIn(fields, "thickness", laminateThicknesses),
          labelIn(fields, "glue", [...laminateGlues, ...doubleLaminateGlues]),
        ]
      case "spacers":
        return [
          nameIn(fields, "spacer_id", names.spacer),
          labelIn(fields, "color", spacerColors),
          labelIn(fields, "glue", spacerGlues),
        ]
      case "descriptions":
        return [
          nameIn(fields, "description_id", names.description),
          numberIn(fields, "quantity") === undefined ? undefined : `${toPersianDigits(numberIn(fields, "quantity") ?? 0)} عدد`,
        ]
      default:
        return [
          millimetres(numberIn(fields, "thickness")),
          numberIn(fields, "quantity") === undefined ? undefined : `${toPersianDigits(numberIn(fields, "quantity") ?? 0)} عدد`,
        ]
    }
  })()
  const shown = [...texts, rials(numberIn(fields, "unit_price"))].filter((text): text is string => text !== undefined)
  return shown.length === 0 ? "تغییر کرد" : toPersianDigits(shown.join("، "))
}
