import { toPersianDigits } from "../../../../domain/text/digits.ts"

/** A measure with up to two decimals, grouped, in Persian digits with the Persian decimal mark. */
const measure = (value: number): string => toPersianDigits(value.toLocaleString("en-US", { maximumFractionDigits: 2 })).replaceAll(",", "٬").replace(".", "٫")

/** Square metres, from mm², as the editor shows a line's or an invoice's area. */
export const squareMetres = (mm2: number): string => measure(mm2 / 1_000_000)

/** Kilograms, from grams. */
export const kilograms = (grams: number): string => measure(grams / 1000)
