/** A JSON value as a revision stores it. */
export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** One line of an invoice as a revision holds it: its id and its fields. */
export interface SnapshotLine {
  readonly id: number
  readonly fields: Readonly<Record<string, Json>>
}

/** The whole invoice as it stood at a revision: its header fields and its lines in order. */
export interface InvoiceSnapshot {
  readonly header: Readonly<Record<string, Json>>
  readonly lines: ReadonlyArray<SnapshotLine>
}

/** One field that changed: its name, its value before and after (null where it had none). */
export interface FieldChange {
  readonly field: string
  readonly old: Json
  readonly new: Json
}

/** What changed between two revisions (invoices.md section 6); `order` is the lines' new order when it moved. */
export interface InvoiceDiff {
  readonly header: ReadonlyArray<FieldChange>
  readonly added: ReadonlyArray<SnapshotLine>
  readonly removed: ReadonlyArray<SnapshotLine>
  readonly changed: ReadonlyArray<{ readonly id: number; readonly changes: ReadonlyArray<FieldChange> }>
  readonly order: ReadonlyArray<number> | null
}

/** Whether two JSON values are the same, key order aside. */
export const sameJson = (a: Json, b: Json): boolean => {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item: Json, index: number) => sameJson(item, (b as ReadonlyArray<Json>)[index] ?? null))
  }
  const left = a as Readonly<Record<string, Json>>
  const right = b as Readonly<Record<string, Json>>
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  return [...keys].every(
    (key) => Object.hasOwn(left, key) && Object.hasOwn(right, key) && sameJson(left[key] ?? null, right[key] ?? null),
  )
}

/** A field's own value, null where the record has none (never one it inherits). */
const own = (record: Readonly<Record<string, Json>>, field: string): Json =>
  Object.hasOwn(record, field) ? (record[field] ?? null) : null

const fieldChanges = (
  before: Readonly<Record<string, Json>>,
  after: Readonly<Record<string, Json>>,
): ReadonlyArray<FieldChange> =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((field) => {
    const old = own(before, field)
    const next = own(after, field)
    return sameJson(old, next) ? [] : [{ field, old, new: next }]
  })

/** What changed from one revision to the next: header fields old → new, lines added, removed and changed (matched by id). */
export const diffInvoices = (before: InvoiceSnapshot, after: InvoiceSnapshot): InvoiceDiff => {
  const beforeIds = before.lines.map((line) => line.id)
  const afterIds = after.lines.map((line) => line.id)
  const kept = afterIds.filter((id) => beforeIds.includes(id))
  const keptInOrder = beforeIds.filter((id) => afterIds.includes(id))
  const added = after.lines.filter((line) => !beforeIds.includes(line.id))
  const movedKept = kept.some((id, index) => keptInOrder[index] !== id)
  const addedAtEnd =
    afterIds.slice(kept.length).every((id) => !beforeIds.includes(id)) &&
    afterIds.slice(0, kept.length).every((id) => beforeIds.includes(id))
  return {
    header: fieldChanges(before.header, after.header),
    added,
    removed: before.lines.filter((line) => !afterIds.includes(line.id)),
    changed: after.lines.flatMap((line) => {
      const old = before.lines.find((candidate) => candidate.id === line.id)
      const changes = old === undefined ? [] : fieldChanges(old.fields, line.fields)
      return changes.length === 0 ? [] : [{ id: line.id, changes }]
    }),
    order: movedKept || !addedAtEnd ? afterIds : null,
  }
}

/** Whether a diff holds no change at all. */
export const isEmptyDiff = (diff: InvoiceDiff): boolean =>
  diff.header.length === 0 &&
  diff.added.length === 0 &&
  diff.removed.length === 0 &&
  diff.changed.length === 0 &&
  diff.order === null

const applyChanges = (
  fields: Readonly<Record<string, Json>>,
  changes: ReadonlyArray<FieldChange>,
): Readonly<Record<string, Json>> =>
  changes.reduce<Readonly<Record<string, Json>>>((result, change) => ({ ...result, [change.field]: change.new }), fields)

/** Applies a diff to the revision it was taken from, giving the next revision. */
export const applyDiff = (before: InvoiceSnapshot, diff: InvoiceDiff): InvoiceSnapshot => {
  const removed = new Set(diff.removed.map((line) => line.id))
  const lines = [
    ...before.lines
      .filter((line) => !removed.has(line.id))
      .map((line) => {
        const changed = diff.changed.find((entry) => entry.id === line.id)
        return changed === undefined ? line : { id: line.id, fields: applyChanges(line.fields, changed.changes) }
      }),
    ...diff.added,
  ]
  const order = diff.order
  return {
    header: applyChanges(before.header, diff.header),
    lines: order === null ? lines : order.flatMap((id) => lines.filter((line) => line.id === id)),
  }
}
