import { toPersianDigits } from "../../../../domain/text/digits.ts"

/** The batch states as the plant names them (production.md section 5). */
export const batchStateLabels = { draft: "پیش‌نویس", released: "آزادشده", cut: "بریده‌شده" } as const

/** A batch's state. */
export type BatchState = keyof typeof batchStateLabels

/** The states in the order a batch passes them. */
export const batchStates: ReadonlyArray<BatchState> = ["draft", "released", "cut"]

/** The list's sortable columns, as openapi.yaml's BatchSort names them. */
export const batchSorts = ["created_at", "yield", "sheets", "panes"] as const

/** A decimal in Persian digits with the Persian decimal mark: 93.12 → «۹۳٫۱۲». */
export const persianDecimal = (value: number, decimals: number): string =>
  toPersianDigits(value.toFixed(decimals)).replace(".", "٫")

/** A yield kept in basis points, as a percentage: 9312 → «۹۳٫۱۲٪». */
export const yieldText = (basisPoints: number): string => `${persianDecimal(basisPoints / 100, 2)}٪`

/** An area kept in mm², in square metres with two decimals: 2_500_000 → «۲٫۵۰». */
export const squareMetres = (mm2: number): string => persianDecimal(mm2 / 1_000_000, 2)

/** A size in mm as the floor reads it, width first, in Persian digits: «۱۲۰۰ × ۸۰۰». */
export const sizeText = (width: number, height: number): string => toPersianDigits(`${width} × ${height}`)

/** A material as the plant names it: the glass type then its thickness. */
export const materialText = (material: { readonly glass_type_name: string; readonly thickness: number }): string =>
  `${material.glass_type_name} ${toPersianDigits(material.thickness)} میل`
