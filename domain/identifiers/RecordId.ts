/** The largest record id: ids are 32-bit integer columns on PostgreSQL, so a larger number names no record. */
export const maxRecordId = 2_147_483_647

/** Whether a value is a record id: a whole number from 1 to `maxRecordId`. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= maxRecordId

/** The indexes of ids an earlier entry already names; null (a record not yet stored) never repeats. */
export const repeatedIndexes = (ids: ReadonlyArray<number | null>): ReadonlyArray<number> =>
  ids.flatMap((id, index) => (id !== null && ids.indexOf(id) < index ? [index] : []))

/** Whether text in ASCII digits is a record id as written: no sign, no leading zero, nothing but digits. */
export const readsAsRecordId = (text: string): boolean => /^[1-9]\d{0,9}$/.test(text) && isRecordId(Number(text))
