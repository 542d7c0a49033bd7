// Verhoeff's check digit (1969): arithmetic in the dihedral group D5 with a position-dependent permutation,
// so every single-digit error and every transposition of two adjacent digits changes the check.

/** d: the multiplication table of the dihedral group D5 (row = left operand). */
export const verhoeffMultiplication: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]

/** p: the permutation applied to a digit at position i (counted from the right), row i mod 8. */
export const verhoeffPermutation: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]

/** inv: the inverse of each element of D5. */
export const verhoeffInverse: ReadonlyArray<number> = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

/** Whether a text is one or more ASCII digits, the only input Verhoeff's tables read. */
export const isDigitString = (text: string): boolean => /^\d+$/.test(text)

// The running product over the digits, rightmost first, the rightmost digit at position `offset`.
const product = (digits: string, offset: number): number => {
  let check = 0
  for (let index = 0; index < digits.length; index += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - index) - 48
    const permuted = verhoeffPermutation[(index + offset) % 8]?.[digit] ?? 0
    check = verhoeffMultiplication[check]?.[permuted] ?? 0
  }
  return check
}

/** The check digit to append to a string of ASCII digits (callers check `isDigitString` first). */
export const verhoeffDigit = (digits: string): number => verhoeffInverse[product(digits, 1)] ?? 0

/** Whether a string of ASCII digits ends in its Verhoeff check digit; false for anything but digits. */
export const isVerhoeffValid = (digitsWithCheck: string): boolean =>
  isDigitString(digitsWithCheck) && product(digitsWithCheck, 0) === 0
