import { labelCodeOf } from "../../../../domain/production/LabelSource.ts"
import { normalizeCode } from "../../../../domain/production/Scanning.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"

/**
 * A code as typed, scanned or read from a QR code, in the form the server keeps it (`1035-2-1-A-R1`): the server's own
 * reading (Persian and Arabic digits as Latin, upper case, the letters a USB scanner types under the Persian keyboard
 * layout, ش ذ ز ق, as A B C R), so the screen shows what the server looks up.
 */
export const scannedCode = (text: string): string => normalizeCode(text)

/** Whether a code has the shape of a unit's or a pane's (`1035-2-1`, `1035-2-1-A`, `1035-2-1-A-R1`), as the labels print them. */
export const looksLikeCode = (code: string): boolean => labelCodeOf(code) !== undefined

/**
 * A code as the screens show it: the printed label's text, Persian digits and the Latin letters kept, to be set
 * left to right (`dir="ltr"`) so «۱۰۳۵-۲-۱-A» reads in the same order as on the label and inside its QR code.
 */
export const codeText = (code: string): string => toPersianDigits(code)

/** A code inside a Persian sentence of plain text, isolated left to right (LRI … PDI) so its parts keep their order. */
export const isolatedCode = (code: string): string => `\u2066${codeText(code)}\u2069`
