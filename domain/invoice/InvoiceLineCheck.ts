import { Result } from "effect"
import type { SalesExpertAccess } from "../access/SalesExpertAccess.ts"
import { checkPiece } from "../glass/SizeLimitCheck.ts"
import type { Role } from "../roles/Role.ts"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import { byId, type Catalog, type CatalogProduct } from "./Catalog.ts"
import { validateInvoiceLine, type InvoiceLineForm } from "./InvoiceForm.ts"
import { invoiceMessages as m, laminatesCountMessage, layersCountMessage, spacersCountMessage } from "./InvoiceMessages.ts"
import { buildUps, filmsOf, mirrorThicknessOf } from "./InvoiceOptions.ts"
import { usable, type KeptChoices } from "./KeptChoices.ts"
import type { ResolvedLayer, ResolvedLine } from "./ResolvedInvoice.ts"

/** What a line's rules need beside the catalog: who saves (a sales expert's allowed products) and the choices the invoice already holds. */
export interface LineContext {
  readonly actor: { readonly role: Role; readonly access: Pick<SalesExpertAccess, "allowed_product_ids"> }
  readonly kept: KeptChoices
}

type Errors = Record<string, string>

const resolveLayers = (
  line: InvoiceLineForm,
  product: CatalogProduct,
  catalog: Catalog,
  kept: KeptChoices,
  errors: Errors,
): ReadonlyArray<ResolvedLayer> =>
  line.layers.map((layer, j) => {
    const type = byId(catalog.glassTypes, layer.glass_type_id)
    const thickness = byId(catalog.thicknesses, layer.width_id)
    const price = type?.prices.find((cell) => cell.width_id === layer.width_id && cell.material === layer.material)?.price
    const key = `layers.${j}`
    if (type === undefined) errors[`${key}.glass_type_id`] = m.glassTypeInvalid
    else if (!product.glass_type_ids.includes(type.id)) errors[`${key}.glass_type_id`] = m.glassTypeNotAllowed
    else if (!usable(type, kept.glass_type_ids)) errors[`${key}.glass_type_id`] = m.glassTypeInactive
    if (thickness === undefined) errors[`${key}.width_id`] = m.thicknessInvalid
    else if (!usable(thickness, kept.width_ids)) errors[`${key}.width_id`] = m.thicknessInactive
    else if (type !== undefined && price === undefined) errors[`${key}.width_id`] = m.thicknessNotOffered
    else if (product.structure === "mirror" && mirrorThicknessOf(thickness.size) === undefined)
      errors[`${key}.width_id`] = m.mirrorThicknessInvalid
    const piece = {
      glassTypeId: layer.glass_type_id,
      thicknessId: layer.width_id,
      material: layer.material,
      widthMm: line.width,
      heightMm: line.height,
    }
    Result.match(checkPiece(catalog.sizeLimits, piece), {
      onSuccess: () => undefined,
      onFailure: (outside) => {
        errors[outside._tag === "WidthOutsideLimit" ? "width" : "height"] ??= outside.message
      },
    })
    const size = thickness?.size ?? 0
    return {
      ...layer,
      thickness: size,
      unit_price: price ?? 0,
      mirror_thickness: product.structure === "mirror" ? (mirrorThicknessOf(size) ?? null) : null,
    }
  })

/**
 * Resolves one checked line against the catalog (invoices.md section 2): the product's build-up, each choice allowed and
 * usable, its prices and size limits; answers the line with its unit prices, or each field's message keyed inside the line.
 */
export const resolveLine = (
  line: InvoiceLineForm,
  catalog: Catalog,
  context: LineContext,
): Result.Result<ResolvedLine, FieldErrors> => {
  const errors: Errors = {}
  const product = byId(catalog.products, line.product_id)
  if (product === undefined) return Result.fail({ product_id: m.productInvalid })
  if (context.actor.role === "sales-expert" && !context.actor.access.allowed_product_ids.includes(product.id))
    errors.product_id = m.productNotAllowed
  const buildUp = buildUps[product.structure]
  if (line.layers.length !== buildUp.layers) errors.layers = layersCountMessage(buildUp.layers)
  if (line.laminates.length !== buildUp.laminates) errors.laminates = laminatesCountMessage(buildUp.laminates)
  if (line.spacers.length !== buildUp.spacers) errors.spacers = spacersCountMessage(buildUp.spacers)
  const { kept } = context
  const layers = resolveLayers(line, product, catalog, kept, errors)
  const laminates = line.laminates.map((laminate, k) => {
    const color = byId(catalog.laminateColors, laminate.laminate_color_id)
    const ok = usable(color, kept.laminate_color_ids)
    if (ok !== true)
      errors[`laminates.${k}.laminate_color_id`] = ok === undefined ? m.laminateColorInvalid : m.laminateColorInactive
    if (!buildUp.laminateGlues.includes(laminate.glue)) errors[`laminates.${k}.glue`] = m.laminateGlueInvalid
    return { ...laminate, films: filmsOf[laminate.thickness], unit_price: color?.price ?? 0 }
  })
  const spacers = line.spacers.map((spacer, k) => {
    const item = byId(catalog.spacers, spacer.spacer_id)
    const ok = usable(item, kept.spacer_ids)
    if (ok !== true) errors[`spacers.${k}.spacer_id`] = ok === undefined ? m.spacerInvalid : m.spacerInactive
    return { ...spacer, unit_price: item?.price ?? 0 }
  })
  const descriptions = line.descriptions.map((description, k) => {
    const item = byId(catalog.descriptions, description.description_id)
    const key = `descriptions.${k}.description_id`
    if (item === undefined) errors[key] = m.descriptionInvalid
    else if (!product.description_ids.includes(item.id)) errors[key] = m.descriptionNotAllowed
    else if (!usable(item, kept.description_ids)) errors[key] = m.descriptionInactive
    return { ...description, unit: item?.unit ?? "piece", unit_price: item?.price ?? 0 }
  })
  if (Object.keys(errors).length > 0) return Result.fail(errors)
  const { id, width, height, count, edge_type, note } = line
  return Result.succeed({
    id,
    product_id: product.id,
    product_name: product.name,
    structure: product.structure,
    min_area_mm2: product.min_area_mm2,
    width,
    height,
    count,
    edge_type,
    note,
    layers,
    laminates,
    spacers,
    descriptions,
  })
}

/** A line's errors keyed as the body's (`lines.3.width`), from their keys inside the line (`width`). */
export const keyedAt = (index: number, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [`lines.${index}.${key}`, message]))

/** Checks one line as typed (its shape and bounds, then the catalog), as the server checks it in a body; errors keyed inside the line. */
export const checkLine = (input: unknown, catalog: Catalog, context: LineContext): Result.Result<ResolvedLine, FieldErrors> =>
  Result.flatMap(validateInvoiceLine(input), (line) => resolveLine(line, catalog, context))

/** Checks and resolves the line at `index` of a body, its errors keyed as the server's 422 keys them (`lines.3.width`). */
export const checkInvoiceLine = (
  input: unknown,
  index: number,
  catalog: Catalog,
  context: LineContext,
): Result.Result<ResolvedLine, FieldErrors> =>
  Result.mapError(checkLine(input, catalog, context), (errors) => keyedAt(index, errors))
