/** Persian digits ۰-۹, in order. */
const persianDigits = "۰۱۲۳۴۵۶۷۸۹"
/** Arabic-Indic digits ٠-٩, in order. */
const arabicDigits = "٠١٢٣٤٥٦٧٨٩"

/** Reads Persian and Arabic-Indic digits as ASCII digits, leaving everything else as it is. */
export const toAsciiDigits = (text: string): string =>
  text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = persianDigits.indexOf(digit)
    return String(persian >= 0 ? persian : arabicDigits.indexOf(digit))
  })

/** Shows ASCII digits as Persian digits, leaving everything else as it is. */
export const toPersianDigits = (text: string | number): string =>
  String(text).replace(/[0-9]/g, (digit) => persianDigits[Number(digit)] ?? digit)

/** Stores Arabic ي and ك (and the Arabic digits) as their Persian forms, as staff expect to search them. */
export const normalizePersian = (text: string): string =>
  text
    .replace(/ي/g, "ی")
    .replace(/ى/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[٠-٩]/g, (digit) => persianDigits[arabicDigits.indexOf(digit)] ?? digit)
