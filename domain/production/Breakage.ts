/** Why a pane broke, as the station screen offers it (production.md section 6). */
export const breakageReasons = ["cut_wrong", "handling", "furnace", "scratched", "other"] as const
export type BreakageReason = (typeof breakageReasons)[number]

/** The Persian name of each reason. */
export const breakageReasonLabels: Readonly<Record<BreakageReason, string>> = {
  cut_wrong: "برش اشتباه",
  handling: "شکستگی در جابه‌جایی",
  furnace: "شکستگی در کوره",
  scratched: "خط و خش",
  other: "سایر",
}

/** Whether a text is a reason's wire word. */
export const isBreakageReason = (text: unknown): text is BreakageReason =>
  typeof text === "string" && (breakageReasons as ReadonlyArray<string>).includes(text)
