/** A row's state in words: beside the switch (hidden from screen readers, which hear the switch), or alone where the row may not be changed. */
export function ActiveLabel({
  active,
  className,
  hidden = false,
}: {
  readonly active: boolean
  readonly className?: string
  readonly hidden?: boolean
}) {
  return (
    <span
      aria-hidden={hidden || undefined}
      className={`${className ? `${className} ` : ""}text-xs ${active ? "text-green-700" : "text-gray-600"}`}
    >
      {active ? "فعال" : "غیرفعال"}
    </span>
  )
}
