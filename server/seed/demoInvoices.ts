import { InvoiceId, UserId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { InvoiceMove } from "../../domain/invoice/InvoiceWorkflow.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Database } from "../db/Database.ts"
import type { InvoiceUseCases } from "../invoice/invoiceUseCases.ts"
import { demoAccounts } from "./demoAccounts.ts"
import { customers } from "./referenceData.ts"

/** The demo account of a role as a use case's caller (ids in seed order). */
export const userOf = (role: Role) => ({ id: UserId(demoAccounts.findIndex((account) => account.role === role) + 1), role })
const expert = userOf("sales-expert")
const manager = userOf("sales-manager")
const admin = userOf("super-admin")
const finance = userOf("financial-manager")

/** One line of each product structure, valid against the demo reference data (ids in seed order). */
const lines = [
  {
    product_id: 1,
    width: 1200,
    height: 1500,
    count: 4,
    edge_type: 1,
    layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
    laminates: [],
    spacers: [],
    descriptions: [{ description_id: 1, quantity: 2 }],
  },
  {
    product_id: 2,
    width: 1000,
    height: 2000,
    count: 2,
    edge_type: 2,
    layers: [
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 1, thickness: 2, glue: 7 }],
    spacers: [],
    descriptions: [],
  },
  {
    product_id: 3,
    width: 900,
    height: 1400,
    count: 6,
    edge_type: 1,
    layers: [
      { glass_type_id: 1, width_id: 1, material: 1 },
      { glass_type_id: 2, width_id: 1, material: 1 },
    ],
    laminates: [],
    spacers: [{ spacer_id: 3, color: 1, glue: 1 }],
    descriptions: [],
  },
  {
    product_id: 4,
    width: 1200,
    height: 1800,
    count: 3,
    edge_type: 1,
    layers: [
      { glass_type_id: 1, width_id: 3, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
      { glass_type_id: 1, width_id: 2, material: 1 },
    ],
    laminates: [{ laminate_color_id: 2, thickness: 1, glue: 4 }],
    spacers: [{ spacer_id: 4, color: 2, glue: 2 }],
    descriptions: [],
  },
  {
    product_id: 5,
    width: 800,
    height: 1200,
    count: 1,
    edge_type: 3,
    layers: [{ glass_type_id: 11, width_id: 2, material: 1 }],
    laminates: [],
    spacers: [],
    descriptions: [{ description_id: 7, quantity: 1 }],
  },
] as const

/** The path each demo invoice takes after its creation: the moves and who makes them. */
const paths: ReadonlyArray<{
  readonly kind: "informal" | "pre-buy"
  readonly moves: ReadonlyArray<readonly [InvoiceMove, "owner" | "manager" | "finance"]>
}> = [
  { kind: "informal", moves: [] },
  { kind: "informal", moves: [["send", "owner"]] },
  {
    kind: "informal",
    moves: [
      ["send", "owner"],
      ["reject", "manager"],
    ],
  },
  { kind: "informal", moves: [["cancel", "manager"]] },
  {
    kind: "informal",
    moves: [
      ["send", "owner"],
      ["approve", "manager"],
    ],
  },
  {
    kind: "informal",
    moves: [
      ["send", "owner"],
      ["approve", "manager"],
      ["confirm", "finance"],
    ],
  },
  {
    kind: "pre-buy",
    moves: [
      ["send", "owner"],
      ["approve", "manager"],
    ],
  },
  {
    kind: "pre-buy",
    moves: [
      ["send", "owner"],
      ["approve", "manager"],
      ["call_off", "owner"],
    ],
  },
]

/** How many demo invoices a new database gets: five rounds of every path. */
export const demoInvoiceCount = 40

/**
 * Seeds about forty invoices through the invoice use cases, in every kind and state, each with its revisions and the
 * notifications it sent; the demo notifications that pointed at no invoice are removed first. Run once, at a new
 * `npm start`, outside the per-test harness.
 */
export const seedDemoInvoices = async ({ db }: Database, invoices: InvoiceUseCases, nowMs: number): Promise<void> => {
  await db.deleteFrom("notifications").where("serial_number", "is not", null).execute()
  const today = todayInTehran(nowMs)
  for (let index = 0; index < demoInvoiceCount; index += 1) {
    const path = paths[index % paths.length] ?? { kind: "informal" as const, moves: [] }
    const customerIndex = index % customers.length
    const owned = customers[customerIndex]?.ownedByExpert === true
    const creator = owned ? expert : index % 3 === 0 ? admin : manager
    const body = {
      kind: path.kind,
      customer_id: customerIndex + 1,
      // A manager's invoices spread over the past months (within this and last Jalali year); an expert's are dated today.
      date: formatJalali(addDays(today, -((index * 7) % 300))),
      ...(owned ? {} : { sales_expert_id: index % 2 === 0 ? expert.id : null }),
      fare_id: (index % 10) + 1,
      rack_type: (index % 3) + 1,
      shipping_type: (index % 2) + 1,
      discount_percent: index % 4 === 0 ? 5 : index % 4 === 1 ? 2.5 : 0,
      note: index % 5 === 0 ? "تحویل در دو نوبت، هماهنگی با کارگاه" : null,
      lines: [lines[index % lines.length], lines[(index + 2) % lines.length]],
    }
    const created = await invoices.create(creator, body)
    if (Result.isFailure(created)) throw new Error(`demo invoice ${index + 1} was refused: ${JSON.stringify(created.failure)}`)
    const owner = created.success.sales_expert_id === expert.id ? expert : manager
    for (const [move, by] of path.moves) {
      const mover = by === "owner" ? owner : by === "finance" ? finance : manager
      const moved = await invoices.move(
        mover,
        InvoiceId(created.success.id),
        move,
        move === "reject" ? { reason: "قیمت شیشه رفلکس را با مشتری دوباره هماهنگ کنید" } : {},
      )
      if (Result.isFailure(moved))
        throw new Error(`demo invoice ${index + 1} could not ${move}: ${JSON.stringify(moved.failure)}`)
    }
  }
}
