import type { BatchBody } from "./batchQueries.ts"
import type { QueueMaterial } from "./queueQueries.ts"

/** Which of a material's waiting panes go into a new batch. */
export type Choice = "all" | "orders" | "date"

/** The choices as the form offers them. */
export const choiceLabels: Readonly<Record<Choice, string>> = {
  all: "همه قطعه‌های در انتظار",
  orders: "قطعه‌های سفارش‌های انتخابی",
  date: "سفارش‌هایی که تا تاریخی وعده داده شده‌اند",
}

/** The body the choices make: every waiting pane, or some orders' panes, or those promised by a date (the server judges the date). */
export const batchBodyOf = (
  material: Pick<QueueMaterial, "glass_type_id" | "glass_width_id">,
  choice: Choice,
  orders: ReadonlySet<number>,
  until: string | null,
): BatchBody => ({
  glass_type_id: material.glass_type_id,
  glass_width_id: material.glass_width_id,
  ...(choice === "orders" ? { order_ids: [...orders] } : {}),
  ...(choice === "date" ? { promised_until: until ?? "" } : {}),
})
