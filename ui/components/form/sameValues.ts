/** Whether a value is a plain record (not an array, a file or a byte array), so its keys are what it holds. */
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Whether two form states hold the same values: records key by key (a key set to undefined counts as missing), arrays
 * item by item in order, anything else (numbers, text, null, a chosen file) by identity.
 */
export const sameValues = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValues(item, b[index]))
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => sameValues(a[key], b[key]))
  }
  return false
}
