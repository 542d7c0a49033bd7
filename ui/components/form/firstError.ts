/** What can take the keyboard inside a field. */
const focusable = "input:not([type=hidden]), select, textarea, button, [tabindex]"

/**
 * The control of the first field in error, in the order the fields stand on the page: the invalid input itself, or
 * the first input of an invalid group (a set of checkboxes); null when no field is in error.
 */
export const firstErrorControl = (root: ParentNode): HTMLElement | null => {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (invalid === null) return null
  return invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable)
}

/** Moves the keyboard to the first field in error and brings the whole field (label, input, message) to the middle of the screen. */
export const showFirstError = (root: ParentNode | null): void => {
  const control = root === null ? null : firstErrorControl(root)
  if (control === null) return
  control.focus({ preventScroll: true })
  // A visually hidden input (the file field's) has no place of its own on screen; its field has.
  const field = control.closest<HTMLElement>("[data-field]") ?? control
  field.scrollIntoView({ block: "center" })
}
