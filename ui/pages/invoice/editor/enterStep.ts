/** A field of the editor as Enter sees it, in the order the fields stand on the page: the line holding it, none in the header. */
export interface EnterField {
  readonly line: number | null
}

/** What Enter does from a field: move the keyboard to another field, add a line after the last one, or nothing. */
export type EnterStep =
  | { readonly kind: "focus"; readonly index: number }
  | { readonly kind: "add-line"; readonly after: number }
  | { readonly kind: "stay" }

/**
 * Enter moves to the next field in reading order; from the last field of the last line it adds a line (a clerk types a
 * line, then the next, as in the accounting programs they use); from the last field of the page it stays.
 */
export const enterStep = (fields: ReadonlyArray<EnterField>, from: number): EnterStep => {
  const field = fields[from]
  if (field === undefined) return { kind: "stay" }
  const later = fields.slice(from + 1)
  if (field.line !== null && !later.some((next) => next.line !== null)) return { kind: "add-line", after: field.line }
  return later.length > 0 ? { kind: "focus", index: from + 1 } : { kind: "stay" }
}
