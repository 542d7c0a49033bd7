import { toPersianDigits } from "../../../domain/text/digits.ts"
import { formatDateTime } from "../../shell/formatTime.ts"
import type { Batch, BatchSheet } from "./api/batchQueries.ts"
import { batchStateLabels, materialText, sizeText, squareMetres, yieldText } from "./api/batchText.ts"

const stateTone = {
  draft: "bg-amber-100 text-amber-900",
  released: "bg-sky-100 text-sky-900",
  cut: "bg-green-100 text-green-900",
} as const

/** A batch's state as a coloured badge. */
export function BatchStateBadge({ state }: { readonly state: Batch["state"] }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ${stateTone[state]}`}>
      {batchStateLabels[state]}
    </span>
  )
}

/** Where a sheet of the plan comes from, as the floor says it. */
export const sourceText = (sheet: Pick<BatchSheet, "source" | "source_id">): string =>
  sheet.source === "sheet" ? "برگ انبار" : `پس‌ماند شماره ${toPersianDigits(sheet.source_id)}`

/** A batch's facts: material, panes, sheets, yield and areas, who planned it and when. */
export function BatchFacts({ batch }: { readonly batch: Batch }) {
  const facts: ReadonlyArray<readonly [string, string]> = [
    ["جنس", materialText(batch)],
    ["قطعه", toPersianDigits(batch.panes)],
    ["برگ", toPersianDigits(batch.sheets)],
    ["بازده", yieldText(batch.yield_basis_points)],
    ["مساحت قطعه‌ها (م²)", squareMetres(batch.pieces_area_mm2)],
    ["مساحت مصرفی (م²)", squareMetres(batch.used_area_mm2)],
    ["تاریخ محاسبه", formatDateTime(batch.created_at)],
    ["آزادسازی", batch.released_at === null ? "—" : formatDateTime(batch.released_at)],
    ["برنامه‌ریز", batch.user_name ?? "—"],
  ]
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-gray-600">{label}</dt>
          <dd className="font-medium text-gray-900" data-fact={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** What the plan takes from stock: whole sheets per size, then the offcuts one by one. */
export function BatchTakes({ batch }: { readonly batch: Batch }) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-gray-800">
      {batch.takes.map((take, index) => (
        <li key={index} className="flex flex-wrap gap-x-2">
          <span className="font-medium">
            {take.source === "sheet" ? "برگ انبار" : `پس‌ماند شماره ${toPersianDigits(take.offcut_id ?? 0)}`}
          </span>
          <span className="tabular-nums">{sizeText(take.width, take.height)} میلی‌متر</span>
          <span>تعداد {toPersianDigits(take.count)}</span>
        </li>
      ))}
    </ul>
  )
}
