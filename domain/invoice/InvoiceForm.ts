import { Schema } from "effect"
import {
  edgeTypes,
  glassMaterials,
  laminateThicknesses,
  rackTypes,
  shippingTypes,
  spacerColors,
  spacerGlues,
} from "../options/Options.ts"
import { ChoiceField } from "../validation/ChoiceField.ts"
import { formBody } from "../validation/FormBody.ts"
import { IdField, OptionalIdField } from "../validation/IdField.ts"
import { BoundedNumber, Millimetres } from "../validation/NumberField.ts"
import { OptionalText } from "../validation/TextFields.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { distinctBy, OptionalChoice, OptionalJalaliDate, RowList, WordField } from "./InvoiceFields.ts"
import { invoiceMessages as m } from "./InvoiceMessages.ts"
import { creatableKinds, invoiceBounds as bounds } from "./InvoiceOptions.ts"

/** Every laminate glue code: PVB 7 for a laminated product, 4 to 6 for a double-laminated one (the product decides which). */
const laminateGlueCodes = [
  { code: 4, label: "" },
  { code: 5, label: "" },
  { code: 6, label: "" },
  { code: 7, label: "" },
] as const

const Layer = Schema.Struct({
  glass_type_id: IdField({ required: m.glassTypeRequired, invalid: m.glassTypeInvalid }),
  width_id: IdField({ required: m.thicknessRequired, invalid: m.thicknessInvalid }),
  material: ChoiceField(glassMaterials, m.materialInvalid),
})

const Laminate = Schema.Struct({
  laminate_color_id: IdField({ required: m.laminateColorRequired, invalid: m.laminateColorInvalid }),
  thickness: ChoiceField(laminateThicknesses, m.laminateThicknessInvalid),
  glue: ChoiceField(laminateGlueCodes, m.laminateGlueInvalid),
})

const Spacer = Schema.Struct({
  spacer_id: IdField({ required: m.spacerRequired, invalid: m.spacerInvalid }),
  color: ChoiceField(spacerColors, m.spacerColorInvalid),
  glue: ChoiceField(spacerGlues, m.spacerGlueInvalid),
})

const Description = Schema.Struct({
  description_id: IdField({ required: m.descriptionRequired, invalid: m.descriptionInvalid }),
  quantity: BoundedNumber(
    { required: m.quantityRequired, outOfRange: m.quantityOutOfRange, fraction: m.quantityFraction },
    { min: 1, max: bounds.maxQuantity, decimals: 0 },
  ),
})

/** The most layers, laminates or spacers a row may send before its product's build-up is even looked at. */
const maxParts = 10

const Line = Schema.Struct({
  id: OptionalIdField(m.lineInvalid),
  product_id: IdField({ required: m.productRequired, invalid: m.productInvalid }),
  width: Millimetres("عرض", 1, bounds.maxSide),
  height: Millimetres("ارتفاع", 1, bounds.maxSide),
  count: BoundedNumber(
    { required: m.countRequired, outOfRange: m.countOutOfRange, fraction: m.countFraction },
    { min: 1, max: bounds.maxCount, decimals: 0 },
  ),
  edge_type: OptionalChoice(edgeTypes, m.edgeTypeInvalid),
  note: OptionalText(m.noteTooLong, bounds.maxNote, "multi"),
  layers: RowList(Layer, { min: 0, max: maxParts, tooFew: m.lineInvalid, tooMany: m.lineInvalid }),
  laminates: RowList(Laminate, { min: 0, max: maxParts, tooFew: m.lineInvalid, tooMany: m.lineInvalid }),
  spacers: RowList(Spacer, { min: 0, max: maxParts, tooFew: m.lineInvalid, tooMany: m.lineInvalid }),
  descriptions: RowList(Description, {
    min: 0,
    max: bounds.maxDescriptions,
    tooFew: m.descriptionsTooMany,
    tooMany: m.descriptionsTooMany,
  }).check(distinctBy("description_id", m.descriptionRepeated)),
})

/** The header fields of an invoice body, each with its own rule. */
const headerFields = {
  kind: WordField(creatableKinds, m.kindInvalid),
  customer_id: IdField({ required: m.customerRequired, invalid: m.customerInvalid }),
  sales_expert_id: OptionalIdField(m.salesExpertInvalid),
  date: OptionalJalaliDate(m.dateInvalid),
  fare_id: OptionalIdField(m.fareInvalid),
  rack_type: OptionalChoice(rackTypes, m.rackTypeInvalid),
  shipping_type: OptionalChoice(shippingTypes, m.shippingTypeInvalid),
  discount_percent: BoundedNumber(
    { required: m.discountRequired, outOfRange: m.discountOutOfRange, fraction: m.discountFraction },
    { min: 0, max: 100, decimals: 2 },
  ),
  note: OptionalText(m.noteTooLong, bounds.maxNote, "multi"),
  version: OptionalIdField(m.versionInvalid),
}

/** The header of an invoice body (everything but its lines), as the editor checks it field by field. */
export const InvoiceHeaderSchema = Schema.Struct(headerFields)

/** The invoice body of invoices.md section 10 as the editor sends it, before anything stored is looked at. */
export const InvoiceFormSchema = Schema.Struct({
  ...headerFields,
  lines: RowList(Line, { min: 1, max: bounds.maxLines, tooFew: m.linesRequired, tooMany: m.linesTooMany }).check(
    distinctBy("id", m.lineRepeated),
  ),
})

/** A checked invoice body. */
export type InvoiceForm = typeof InvoiceFormSchema.Type
/** One checked line of an invoice body. */
export type InvoiceLineForm = InvoiceForm["lines"][number]
/** The checked header of an invoice body. */
export type InvoiceHeaderForm = typeof InvoiceHeaderSchema.Type

const validateFields = validateWith(InvoiceFormSchema)
const validateLineFields = validateWith(Line)
const validateHeaderFields = validateWith(InvoiceHeaderSchema)

// A description sent without a quantity is one of it, and an invoice sent without a discount has none.
const lineWithDefaults = (line: unknown) => {
  const fields = formBody(line)
  return Array.isArray(fields.descriptions)
    ? { ...fields, descriptions: fields.descriptions.map((row) => ({ quantity: 1, ...formBody(row) })) }
    : fields
}
const headerWithDefaults = (body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => ({
  ...body,
  discount_percent: body.discount_percent ?? 0,
})

/** Checks an invoice body's shape and bounds, answering the form or each field's first Persian message under its dotted name (`lines.2.width`). */
export const validateInvoiceForm = (input: unknown) => {
  const body = headerWithDefaults(formBody(input))
  return validateFields(Array.isArray(body.lines) ? { ...body, lines: body.lines.map(lineWithDefaults) } : body)
}

/** Checks one line's shape and bounds as the body's check does, each field's message keyed inside the line (`width`, `layers.0.material`). */
export const validateInvoiceLine = (input: unknown) => validateLineFields(lineWithDefaults(input))

/** Checks a body's header fields as the body's check does (its lines are not looked at). */
export const validateInvoiceHeader = (input: unknown) => validateHeaderFields(headerWithDefaults(formBody(input)))
