/** Where an offcut stands: kept on a rack, taken by a released batch, or thrown away by hand (production.md section 3). */
export const offcutStates = ["in_stock", "used", "discarded"] as const

export type OffcutState = (typeof offcutStates)[number]

/** The Persian name of each state, as the list and the export show it. */
export const offcutStateLabels: Readonly<Record<OffcutState, string>> = {
  in_stock: "در انبار",
  used: "مصرف شده",
  discarded: "دور ریخته",
}

/** The Persian messages of the offcut rules. */
export const offcutMessages = { notInStock: "این باقی‌مانده دیگر در انبار نیست و دور ریختنش ممکن نیست" } as const

/** Reads a state filter: one of the states, "all" for every state, anything else the default (in stock). */
export const offcutStateFilter = (raw: string | undefined): OffcutState | "all" => {
  const text = raw?.trim()
  if (text === "all") return "all"
  return offcutStates.find((state) => state === text) ?? "in_stock"
}

/** Whether an offcut may be discarded: only one still in stock. */
export const mayDiscard = (state: OffcutState): boolean => state === "in_stock"
