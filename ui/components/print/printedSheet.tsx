import { toPersianDigits } from "../../../domain/text/digits.ts"

/** A printed value in Persian digits, or a dash when there is none. */
export const printedText = (value: string | null | undefined): string =>
  value === null || value === undefined || value === "" ? "—" : toPersianDigits(value)

/** A printed table's cell and header cell: ruled, tight on paper. */
export const printedCell = "border border-gray-400 px-1.5 py-1 align-top print:px-1 print:py-0.5"
export const printedHead = `${printedCell} bg-gray-100 font-medium`

/** A label and its value in a party's block. */
export function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="shrink-0 text-gray-600">{label}:</dt>
      <dd className="text-gray-900">{value}</dd>
    </div>
  )
}
