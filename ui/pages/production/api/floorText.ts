import { orderStateLabels, type OrderState } from "../../../../domain/finance/OrderStates.ts"
import { glassMaterials } from "../../../../domain/options/Options.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { persianDecimal } from "./batchText.ts"

/** A unit's structure as the plant names it. */
export const structureLabels = {
  single: "تک‌جداره",
  laminated: "لمینت",
  double: "دوجداره",
  double_laminated: "دوجداره لمینت",
  mirror: "آینه",
} as const

/** A rack slot as the floor says it: «خرک ۳ - جای ۲». */
export const rackSlotText = (rack: { readonly number: number; readonly slot: number }): string =>
  toPersianDigits(`خرک ${rack.number} - جای ${rack.slot}`)

/** A weight kept in grams, in kilograms with one decimal: 12_480 → «۱۲٫۵ کیلوگرم». */
export const weightText = (grams: number): string => `${persianDecimal(grams / 1000, 1)} کیلوگرم`

/** A glass material's Persian name (raw 1, tempered 2, semi-tempered 3). */
export const materialLabel = (code: number): string => glassMaterials.find((material) => material.code === code)?.label ?? "—"

/** An order's production state in Persian. */
export const orderStateText = (state: OrderState): string => orderStateLabels[state]

const tehranClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Tehran",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
})

/** The Tehran time of a timestamp, in Persian digits: «۱۴:۰۵». */
export const clockText = (iso: string): string => {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? "" : toPersianDigits(tehranClock.format(ms))
}
