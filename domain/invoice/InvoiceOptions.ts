/** The kinds of invoice as the API words them: a quotation, an approved sale, a sale paid now and called off later. */
export const invoiceKinds = ["informal", "formal", "pre-buy"] as const
export type InvoiceKind = (typeof invoiceKinds)[number]

/** The kinds a new invoice may be created as: a formal invoice only ever comes from an approval. */
export const creatableKinds = ["informal", "pre-buy"] as const satisfies ReadonlyArray<InvoiceKind>
export type CreatableKind = (typeof creatableKinds)[number]

/** The Persian name of each kind. */
export const invoiceKindLabels: Readonly<Record<InvoiceKind, string>> = {
  informal: "پیش‌فاکتور",
  formal: "فاکتور رسمی",
  "pre-buy": "پیش‌خرید",
}

/** The states of an invoice (invoices.md section 1). */
export const invoiceStates = ["draft", "pending", "rejected", "approved", "issued", "confirmed", "cancelled"] as const
export type InvoiceState = (typeof invoiceStates)[number]

/** The Persian name of each state. */
export const invoiceStateLabels: Readonly<Record<InvoiceState, string>> = {
  draft: "پیش‌نویس",
  pending: "در انتظار تایید",
  rejected: "ردشده",
  approved: "تاییدشده",
  issued: "صادرشده",
  confirmed: "تاییدشده مالی",
  cancelled: "لغوشده",
}

/** Only a draft or a rejected invoice may be changed; every other state keeps its prices for ever. */
export const isEditableState = (state: InvoiceState): boolean => state === "draft" || state === "rejected"

/** A product's build-up code (invoices.md section 2). */
export const structures = ["single", "laminated", "double", "double_laminated", "mirror"] as const
export type Structure = (typeof structures)[number]

/** How many glass layers, laminates and spacers each structure has, and which layers each laminate joins. */
export interface BuildUp {
  readonly layers: number
  readonly laminates: number
  readonly spacers: number
  /** The indexes of the two panes each laminate joins, in laminate order. */
  readonly pairs: ReadonlyArray<readonly [number, number]>
  /** The glue codes a laminate of this structure may use. */
  readonly laminateGlues: ReadonlyArray<number>
}

/** The build-up of each structure: a laminated pair is panes 0 and 1, the double-laminated unit's inner pair panes 1 and 2. */
export const buildUps: Readonly<Record<Structure, BuildUp>> = {
  single: { layers: 1, laminates: 0, spacers: 0, pairs: [], laminateGlues: [] },
  laminated: { layers: 2, laminates: 1, spacers: 0, pairs: [[0, 1]], laminateGlues: [7] },
  double: { layers: 2, laminates: 0, spacers: 1, pairs: [], laminateGlues: [] },
  double_laminated: { layers: 3, laminates: 1, spacers: 1, pairs: [[1, 2]], laminateGlues: [4, 5, 6] },
  mirror: { layers: 1, laminates: 0, spacers: 0, pairs: [], laminateGlues: [] },
}

/** Whether a text is a structure code. */
export const isStructure = (text: unknown): text is Structure =>
  typeof text === "string" && (structures as ReadonlyArray<string>).includes(text)

/** How many 0.38 mm films a laminate thickness code counts: 0.38 mm 1, 0.76 mm 2, 1.52 mm 4. */
export const filmsOf: Readonly<Record<1 | 2 | 3, number>> = { 1: 1, 2: 2, 3: 4 }

/** The mirror thickness code of a glass thickness in mm (4 mm 1, 5 mm 2, 6 mm 3); other thicknesses are no mirror's. */
export const mirrorThicknessOf = (millimetres: number): 1 | 2 | 3 | undefined =>
  millimetres === 4 ? 1 : millimetres === 5 ? 2 : millimetres === 6 ? 3 : undefined

/** The moves an invoice answer may offer (invoices.md section 10). */
export const invoiceActions = ["edit", "reprice", "send", "approve", "reject", "cancel", "call_off", "confirm"] as const
export type InvoiceAction = (typeof invoiceActions)[number]

/** The bounds of invoices.md section 3. */
export const invoiceBounds = {
  maxLines: 500,
  maxCount: 10_000,
  maxSide: 6000,
  maxNote: 500,
  maxDescriptions: 20,
  maxQuantity: 1000,
} as const
