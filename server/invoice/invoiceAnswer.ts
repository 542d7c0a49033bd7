import { invoiceActionsFor, type InvoiceActor } from "../../domain/invoice/InvoiceAccess.ts"
import type { InvoiceSnapshot, Json } from "../../domain/invoice/InvoiceDiff.ts"
import type { Schemas } from "../http/answers.ts"
import type { InvoiceListRow, InvoiceRecord, RevisionRecord, StoredLine } from "./invoiceRecords.ts"

const squareMetres = (mm2: number): number => mm2 / 1_000_000
const percent = (basisPoints: number): number => basisPoints / 100

/** A stored line as the API shows it: areas in m², the perimeter in m, the weight in kg. */
const lineAnswer = ({ id, line, price }: StoredLine): Schemas["InvoiceLine"] => ({
  id,
  product_id: line.product_id,
  product_name: line.product_name,
  structure: line.structure,
  width: line.width,
  height: line.height,
  count: line.count,
  edge_type: line.edge_type,
  note: line.note,
  layers: line.layers.map((layer, index) => ({
    glass_type_id: layer.glass_type_id,
    width_id: layer.width_id,
    material: layer.material,
    thickness: layer.thickness,
    unit_price: layer.unit_price,
    chargeable_area: squareMetres(price.layer_chargeable_mm2[index] ?? 0),
    mirror_thickness: layer.mirror_thickness,
  })),
  laminates: line.laminates.map(({ laminate_color_id, thickness, glue, films, unit_price }) => ({
    laminate_color_id,
    thickness,
    glue,
    films,
    unit_price,
  })),
  spacers: line.spacers.map(({ spacer_id, color, glue, unit_price }) => ({ spacer_id, color, glue, unit_price })),
  descriptions: line.descriptions.map(({ description_id, quantity, unit, unit_price }) => ({
    description_id,
    quantity,
    unit,
    unit_price,
  })),
  area: squareMetres(price.area_mm2),
  chargeable_area: squareMetres(price.chargeable_mm2),
  perimeter: price.perimeter_mm / 1000,
  weight: price.weight_grams / 1000,
  amount: price.amount,
})

/** An invoice as the API shows it to one user, with the moves that user may make now. */
export const invoiceAnswer = (record: InvoiceRecord, totalInWords: string, actor: InvoiceActor): Schemas["Invoice"] => ({
  ...invoiceFields(record, totalInWords),
  actions: [...invoiceActionsFor(actor, record)],
})

/** An invoice's fields as the API shows them to anyone. */
const invoiceFields = (record: InvoiceRecord, totalInWords: string): Omit<Schemas["Invoice"], "actions"> => ({
  id: record.id,
  serial_number: record.serial_number,
  kind: record.kind,
  state: record.state,
  version: record.version,
  customer_id: record.customer_id,
  customer_name: record.customer_name,
  sales_expert_id: record.sales_expert_id,
  sales_expert_name: record.sales_expert_name,
  date: record.date,
  fare_id: record.fare_id,
  fare_title: record.fare_title,
  rack_type: record.rack_type,
  shipping_type: record.shipping_type,
  discount_percent: percent(record.discount_basis_points),
  note: record.note,
  lines: record.lines.map(lineAnswer),
  pieces: record.pieces,
  area: squareMetres(record.area_mm2),
  subtotal: record.subtotal,
  discount: record.discount,
  fare: record.fare,
  vat_rate: percent(record.vat_basis_points),
  vat: record.vat,
  total: record.total,
  total_in_words: totalInWords,
  weight: record.weight_grams / 1000,
  created_at: record.created_at,
  updated_at: record.updated_at,
})

/** A list row as the API shows it. */
export const invoiceRowAnswer = (row: InvoiceListRow, key: number, actor: InvoiceActor): Schemas["InvoiceRow"] => ({
  key,
  id: row.id,
  serial_number: row.serial_number,
  kind: row.kind,
  state: row.state,
  date: row.date,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  sales_expert_id: row.sales_expert_id,
  sales_expert_name: row.sales_expert_name,
  lines: row.lines,
  pieces: row.pieces,
  area: squareMetres(row.area_mm2),
  total: row.total,
  note: row.note,
  can_edit: invoiceActionsFor(actor, row).includes("edit"),
  actions: [...invoiceActionsFor(actor, row)],
})

/** The invoice as a revision keeps it: every field a person would compare, without ids, version and times. */
export const invoiceSnapshot = (record: InvoiceRecord): InvoiceSnapshot => {
  const {
    id: _id,
    serial_number: _serial,
    version: _version,
    created_at: _created,
    updated_at: _updated,
    total_in_words: _words,
    lines,
    ...header
  } = invoiceFields(record, "")
  return {
    header: header as unknown as Readonly<Record<string, Json>>,
    lines: lines.map(({ id, ...fields }) => ({ id, fields: fields as unknown as Readonly<Record<string, Json>> })),
  }
}

/** A revision as the history shows it. */
export const revisionAnswer = (revision: RevisionRecord): Schemas["InvoiceRevision"] => ({
  id: revision.id,
  version: revision.version,
  action: revision.action as Schemas["InvoiceRevision"]["action"],
  user_id: revision.user_id,
  user_name: revision.user_name,
  reason: revision.reason,
  kind: revision.kind,
  state: revision.state,
  created_at: revision.created_at,
  changes:
    revision.changes === null
      ? null
      : {
          ...revision.changes,
          header: [...revision.changes.header],
          added: [...revision.changes.added],
          removed: [...revision.changes.removed],
          changed: revision.changes.changed.map((entry) => ({ id: entry.id, changes: [...entry.changes] })),
          order: revision.changes.order === null ? null : [...revision.changes.order],
        },
})
