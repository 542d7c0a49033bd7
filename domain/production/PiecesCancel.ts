import { toPersianDigits } from "../text/digits.ts"

/**
 * «سفارشی که برش آن آغاز شده لغو نمی‌شود؛ ۳ قطعه آن برش خورده یا در برنامه برش منتشرشده است»: the 422 of cancelling an
 * order some of whose panes were cut or released for cutting (production.md section 2).
 */
export const cancelAfterCuttingMessage = (started: number): string =>
  `سفارشی که برش آن آغاز شده لغو نمی‌شود؛ ${toPersianDigits(started)} قطعه آن برش خورده یا در برنامه برش منتشرشده است`

/** How many of an order's panes hold its cancelling back: cut (any state but waiting) or in a released batch. */
export const startedPanes = (panes: ReadonlyArray<{ readonly state: string; readonly batch_id: number | null }>): number =>
  panes.filter((pane) => pane.state !== "waiting" || pane.batch_id !== null).length
