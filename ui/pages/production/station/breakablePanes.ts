import type { Shown } from "./shown.ts"
import { looksLikeCode } from "./scannedCode.ts"

/** Whether a code is a pane's (it has a letter), not a unit's. */
const isPaneCode = (code: string): boolean => looksLikeCode(code) && code.split("-").length >= 4

/**
 * The panes «شکست» offers for the last scan, the scanned pane first, or null when there is none to offer: a green
 * answer's panes not already broken or gone; after a red answer, the pane scanned (the server judges it).
 */
export const breakablePanes = (shown: Shown): ReadonlyArray<string> | null => {
  if (shown.kind === "refused") return isPaneCode(shown.code) ? [shown.code] : null
  if (shown.kind !== "done") return null
  const { answer } = shown
  const current = answer.panes.filter((pane) => pane.state !== "broken" && pane.state !== "dispatched").map((pane) => pane.code)
  const first = answer.kind === "pane" && current.includes(answer.code) ? [answer.code] : []
  const panes = [...first, ...current.filter((code) => !first.includes(code))]
  return panes.length === 0 ? null : panes
}
