import { groupSayadId } from "../../../domain/identifiers/SayadId.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"

/** A Sayad ID as the leaf prints it, in groups of four read left to right, in Persian digits; stored as its sixteen digits. */
export function SayadText({ id }: { readonly id: string }) {
  // Left to right and isolated, or a right-to-left row would lay the four groups out in reverse.
  return (
    <span dir="ltr" className="tabular-nums" data-sayad>
      {toPersianDigits(groupSayadId(id))}
    </span>
  )
}
