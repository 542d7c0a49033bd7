import { toPersianDigits } from "../../../domain/text/digits.ts"

/** Says that a list shows one serial only (a notification's link), with a way back to every row. */
export function SerialFilterNote({ serial, onClear }: { readonly serial: string; readonly onClear: () => void }) {
  if (serial === "") return null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
      <span>فقط شماره {toPersianDigits(serial)}</span>
      <button type="button" className="rounded px-2 py-1 text-sky-800 underline hover:bg-sky-50" onClick={onClear}>
        نمایش همه
      </button>
    </p>
  )
}
