/**
 * National codes, national IDs and mobiles that no other test uses, with valid check digits (product.md section 4).
 * Each spec passes its own first digits, so specs sharing a worker's database never collide.
 */
export const identities = ({
  codeFrom,
  idDigit,
  mobilePrefix,
}: {
  readonly codeFrom: number
  readonly idDigit: string
  readonly mobilePrefix: string
}) => {
  let serial = Date.now() % 10_000_000
  return {
    /** The next number of the spec's own sequence, for personnel codes and names. */
    next: (): number => serial++,
    nationalCode: (): string => {
      const nine = String(codeFrom + (serial++ % 100_000_000)).padStart(9, "0")
      const s = [...nine].reduce((sum, digit, index) => sum + Number(digit) * (10 - index), 0) % 11
      return `${nine}${s < 2 ? s : 11 - s}`
    },
    nationalId: (): string => {
      const ten = `${idDigit}${String(serial++ % 1_000_000_000).padStart(9, "0")}`
      const k = Number(ten[9]) + 2
      const s = [...ten].reduce((sum, digit, index) => sum + (Number(digit) + k) * ([29, 27, 23, 19, 17][index % 5] ?? 0), 0) % 11
      return `${ten}${s === 10 ? 0 : s}`
    },
    mobile: (): string => `${mobilePrefix}${String(serial++ % 10_000_000).padStart(7, "0")}`,
  }
}
