/** Where a rack (an A-frame) is (production.md section 7): in the plant, gone with a delivery, or out of use. */
export const rackStates = ["in_plant", "at_customer", "retired"] as const

export type RackState = (typeof rackStates)[number]

/** The Persian name of each state, as the list, the form and the filter show it. */
export const rackStateLabels: Readonly<Record<RackState, string>> = {
  in_plant: "در کارخانه",
  at_customer: "نزد مشتری",
  retired: "از رده خارج",
}

/** Whether a text is a state's wire word. */
export const isRackState = (text: unknown): text is RackState =>
  typeof text === "string" && (rackStates as ReadonlyArray<string>).includes(text)

/** Reads the list's state filter: one of the states, anything else every state. */
export const rackStateFilter = (raw: string | undefined): RackState | "all" => {
  const text = raw?.trim()
  return isRackState(text) ? text : "all"
}

/** The columns the rack list orders by, as its `sort` param names them (openapi.yaml's RackSort holds the same). */
export const rackSorts = ["number", "slots", "capacity_kg", "used_slots"] as const

export type RackSortKey = (typeof rackSorts)[number]
