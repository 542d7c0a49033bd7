import { toPersianDigits } from "../../../../domain/text/digits.ts"

/** A sheet's or offcut's size as the plant says it, width × height in millimetres, in Persian digits. */
export const sheetSize = (piece: { readonly width: number; readonly height: number }): string =>
  toPersianDigits(`${piece.width} × ${piece.height}`)

/** A material as the screens name it: glass type and thickness, in Persian digits. */
export const materialName = (piece: { readonly glass_type_name: string; readonly thickness: number }): string =>
  toPersianDigits(`${piece.glass_type_name} ${piece.thickness} میلی‌متر`)
