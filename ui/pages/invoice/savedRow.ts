/** The invoice just saved, which the list the editor returns to brings into view and marks. */
export interface SavedRow {
  readonly id: number
  readonly serial: number
}

/** What the editor hands the list it returns to in the navigation's state. */
export const savedRowState = (saved: SavedRow): { readonly saved: SavedRow } => ({
  saved: { id: saved.id, serial: saved.serial },
})

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0

/** The saved invoice a list was opened with, read from the navigation's state whatever it holds (a reload, another tab). */
export const savedRowOf = (state: unknown): SavedRow | undefined => {
  if (typeof state !== "object" || state === null || !("saved" in state)) return undefined
  const saved: unknown = state.saved
  if (typeof saved !== "object" || saved === null || !("id" in saved) || !("serial" in saved)) return undefined
  return isCount(saved.id) && isCount(saved.serial) ? { id: saved.id, serial: saved.serial } : undefined
}
