/** The 'مهم' badge of a pinned announcement, with a pin so it does not rest on colour alone. */
export function PinnedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <span aria-hidden="true" className="i-tabler-pin h-3.5 w-3.5" />
      مهم
    </span>
  )
}
