import type { KeyboardEvent } from "react"
import { enterStep } from "./enterStep.ts"

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The fields Enter walks through, in the order they stand on the page; a disabled or read-only one is passed over. */
const fieldsOf = (root: HTMLElement): ReadonlyArray<Field> =>
  [...root.querySelectorAll<Field>("input, select, textarea")].filter(
    (field) =>
      !field.disabled &&
      (field instanceof HTMLSelectElement || !field.readOnly) &&
      !(field instanceof HTMLInputElement && field.type === "hidden") &&
      field.closest("[hidden], [inert]") === null,
  )

const lineOf = (field: Element): number | null => {
  const held = field.closest("[data-line]")?.getAttribute("data-line")
  return held === null || held === undefined ? null : Number(held)
}

interface EditorKeys {
  readonly root: HTMLElement | null
  readonly submit: () => void
  /** Adds a line after the line at this index and gives its first field the keyboard. */
  readonly addLineAfter: (index: number) => void
}

/**
 * The editor's Enter: Ctrl+Enter saves from anywhere; Enter moves to the next field, or adds a line from the last line's
 * last field. A combobox whose list is open has already taken its Enter (it stops it), and a button keeps its own.
 */
export const onEditorKeyDown = (event: KeyboardEvent<HTMLElement>, { root, submit, addLineAfter }: EditorKeys): void => {
  if (event.key !== "Enter" || event.nativeEvent.isComposing || root === null) return
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault()
    return submit()
  }
  const fields = fieldsOf(root)
  const from = fields.findIndex((field) => field === event.target)
  if (from < 0) return
  // Shift+Enter is a new line in a note; an input never sends the form by itself.
  if (event.shiftKey || event.altKey) {
    if (!(event.target instanceof HTMLTextAreaElement)) event.preventDefault()
    return
  }
  event.preventDefault()
  const step = enterStep(
    fields.map((field) => ({ line: lineOf(field) })),
    from,
  )
  if (step.kind === "focus") fields[step.index]?.focus()
  else if (step.kind === "add-line") addLineAfter(step.after)
}
