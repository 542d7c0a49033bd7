import { thousandsSeparator } from "../money/Rials.ts"
import { toPersianDigits } from "../text/digits.ts"

/** The Persian decimal mark. */
export const decimalMark = "٫"

// One formatter for every measure: building one per call costs more than the formatting itself.
const twoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 })

/** A measure (not money) with up to two decimals, grouped, in Persian digits with the Persian decimal mark: «۱٬۲۳۴٫۵». */
export const measureText = (value: number): string =>
  toPersianDigits(twoDecimals.format(value)).replaceAll(",", thousandsSeparator).replace(".", decimalMark)

/** Square metres, from mm², as the invoice screens show an area. */
export const squareMetresText = (mm2: number): string => measureText(mm2 / 1_000_000)

/** Kilograms, from grams. */
export const kilogramsText = (grams: number): string => measureText(grams / 1000)
