/** A yes/no column: 1 or 0, as both databases store it. */
export type Flag = number
