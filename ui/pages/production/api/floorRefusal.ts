import { refusalText, SaveRefused } from "../../../state/saveRefused.ts"

/**
 * The Persian reason an operator reads for a failed floor call: a scan's 422 names it under `code` or `station` (or
 * `scan`, else its first field), which says more than the summary; any other failure is told as every write's.
 */
export const floorRefusalText = (error: unknown): string => {
  const fields = error instanceof SaveRefused && error.status === 422 ? error.fields : {}
  return fields.code ?? fields.station ?? fields.scan ?? Object.values(fields)[0] ?? refusalText(error)
}
