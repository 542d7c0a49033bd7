/** The red star after a required field's label; hidden from screen readers, which hear the input's aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-1 text-red-700">
      *
    </span>
  )
}

/** The one line under a form's title that says what the star means. */
export function RequiredNote() {
  return (
    <p className="text-xs text-gray-600">
      <span aria-hidden="true" className="me-1 text-red-700">
        *
      </span>
      فیلدهای ستاره‌دار الزامی هستند
    </p>
  )
}
