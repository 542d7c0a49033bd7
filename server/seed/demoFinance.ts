import { ChequeId, InvoiceId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import { addDays, formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { ChequeState } from "../../domain/finance/ChequeStates.ts"
import { iranianBanks } from "../../domain/finance/IranianBanks.ts"
import type { PaymentMethod } from "../../domain/finance/PaymentForm.ts"
import type { Database } from "../db/Database.ts"
import type { FinanceUseCases } from "../finance/financeUseCases.ts"
import type { InvoiceUseCases } from "../invoice/invoiceUseCases.ts"
import type { FloorOrder } from "./demoFloor.ts"
import { userOf } from "./demoInvoices.ts"

const manager = userOf("sales-manager")
const finance = userOf("financial-manager")

/** A share of the invoice's total (rounded down to 100,000 rials), or whatever is still payable. */
type Share = number | "rest"

/** A payment on a day (days from today), or a cheque due on a day and the moves it has made since. */
type Money =
  | { readonly pay: PaymentMethod; readonly share: Share; readonly day: number }
  | { readonly cheque: Share; readonly due: number; readonly moves: ReadonlyArray<Exclude<ChequeState, "in_hand">> }

/** Where a demo invoice goes after the sale: which seeded invoices it takes, then confirm, money, production, cancel, in that order. */
interface Story {
  readonly from: "issued" | "confirmed" | "approved"
  readonly confirm?: true
  readonly money: ReadonlyArray<Money>
  readonly production?: ReadonlyArray<"in_production" | "ready" | "delivered">
  readonly cancel?: true
}

/** Each production state, each payment method and each cheque state, with cheques due this week; shares never pass the total. */
const stories: ReadonlyArray<Story> = [
  // Delivered and fully paid: cash, card and a cheque that cleared.
  {
    from: "issued",
    confirm: true,
    production: ["in_production", "ready", "delivered"],
    money: [
      { pay: "cash", share: 0.3, day: -60 },
      { pay: "card", share: 0.2, day: -45 },
      { cheque: "rest", due: -20, moves: ["deposited", "cleared"] },
    ],
  },
  // Delivered on credit: half by transfer, a cheque due this week.
  {
    from: "issued",
    confirm: true,
    production: ["in_production", "ready", "delivered"],
    money: [
      { pay: "transfer", share: 0.5, day: -30 },
      { cheque: 0.2, due: 4, moves: [] },
    ],
  },
  // Ready, partly paid: a transfer and a cheque at the bank.
  {
    from: "issued",
    confirm: true,
    production: ["in_production", "ready"],
    money: [
      { pay: "transfer", share: 0.4, day: -20 },
      { cheque: 0.3, due: -3, moves: ["deposited"] },
    ],
  },
  // In production: a card payment, a bounced cheque, one cheque due this week and one next month.
  {
    from: "issued",
    confirm: true,
    production: ["in_production"],
    money: [
      { pay: "card", share: 0.25, day: -15 },
      { cheque: 0.25, due: -5, moves: ["deposited", "bounced"] },
      { cheque: 0.25, due: 6, moves: [] },
      { cheque: 0.2, due: 40, moves: [] },
    ],
  },
  // Waiting: a cheque handed back and replaced by one due tomorrow, some cash.
  {
    from: "issued",
    confirm: true,
    money: [
      { cheque: 0.3, due: 10, moves: ["returned"] },
      { pay: "cash", share: 0.1, day: -2 },
      { cheque: 0.3, due: 1, moves: [] },
    ],
  },
  // Cancelled after a cheque was taken, which went back to the drawer.
  { from: "issued", money: [{ cheque: 0.5, due: 20, moves: ["returned"] }], cancel: true },
  // Awaiting confirmation with an advance by card.
  { from: "issued", money: [{ pay: "card", share: 0.1, day: -1 }] },
  // Confirmed earlier: one in production without money yet, one waiting with cash and a cheque due today.
  { from: "confirmed", production: ["in_production"], money: [] },
  {
    from: "confirmed",
    money: [
      { pay: "cash", share: 0.2, day: 0 },
      { cheque: 0.4, due: 0, moves: [] },
    ],
  },
  // Pre-buys paid before they have an order: half in cash, and one paid in full by transfer.
  { from: "approved", money: [{ pay: "cash", share: 0.5, day: -10 }] },
  { from: "approved", money: [{ pay: "transfer", share: "rest", day: -5 }] },
]

/** Stops the seed with the refusal: a demo that breaks the rules is a bug. */
const succeeded = <A>(what: string, outcome: Result.Result<A, unknown>): A => {
  if (Result.isFailure(outcome)) throw new Error(`demo finance: ${what} was refused: ${JSON.stringify(outcome.failure)}`)
  return outcome.success
}

/**
 * Seeds orders in every state up to waiting, payments of each method and cheques in each state on the demo invoices, through
 * the finance and invoice use cases (so every amount passes `mayAdd` and the notifications are written as in use), dated
 * relative to `nowMs` in Tehran and never before their invoice. Run right after `seedDemoInvoices`; answers the orders whose
 * story goes on in production, for `seedDemoFloor` to take there by their scans.
 */
export const seedDemoFinance = async (
  { db }: Database,
  useCases: { readonly invoice: InvoiceUseCases; readonly finance: FinanceUseCases },
  nowMs: number,
): Promise<ReadonlyArray<FloorOrder>> => {
  const floor: Array<FloorOrder> = []
  const today = todayInTehran(nowMs)
  const seeded = await db
    .selectFrom("invoices")
    .select(["id", "kind", "state", "date"])
    .where("kind", "in", ["formal", "pre-buy"])
    .orderBy("date")
    .orderBy("id")
    .execute()
  // The oldest invoices take the stories with the longest history, so no date falls before its invoice's.
  const pools = {
    issued: seeded.filter((row) => row.kind === "formal" && row.state === "issued"),
    confirmed: seeded.filter((row) => row.kind === "formal" && row.state === "confirmed"),
    approved: seeded.filter((row) => row.kind === "pre-buy" && row.state === "approved"),
  }
  let count = 0
  for (const story of stories) {
    const invoice = pools[story.from].shift()
    if (invoice === undefined) throw new Error(`demo finance: no ${story.from} demo invoice left`)
    const dayOf = (offset: number) => {
      const day = formatJalali(addDays(today, offset))
      return day < invoice.date ? invoice.date : day
    }
    if (story.confirm) succeeded("confirm", await useCases.invoice.move(finance, InvoiceId(invoice.id), "confirm", {}))
    let money = succeeded("reading the payments", await useCases.finance.payments(finance, InvoiceId(invoice.id)))
    const amountOf = (share: Share) => (share === "rest" ? money.payable : Math.floor((money.total * share) / 100_000) * 100_000)
    for (const item of story.money) {
      count += 1
      if ("pay" in item) {
        const tracking =
          item.pay === "cash" ? null : item.pay === "card" ? String(318_400 + count) : String(140_500_012_300 + count)
        money = succeeded(
          "a payment",
          await useCases.finance.addPayment(finance, InvoiceId(invoice.id), {
            method: item.pay,
            amount: amountOf(item.share),
            date: dayOf(item.day),
            tracking_number: tracking,
          }),
        )
        continue
      }
      // Sayad IDs end past 900000, apart from the ones the end-to-end tests number from 1.
      const sayad = String(5_001_230_000_900_000 + count)
      const body = {
        sayad_id: sayad,
        serial: String(724_100 + count),
        bank: iranianBanks[count % iranianBanks.length],
        drawer: money.customer_name,
        due_date: dayOf(item.due),
        amount: amountOf(item.cheque),
      }
      money = succeeded("a cheque", await useCases.finance.addCheque(finance, InvoiceId(invoice.id), body))
      const cheque = money.cheques.find((taken) => taken.sayad_id === sayad)
      for (const state of item.moves)
        succeeded(`a cheque ${state}`, await useCases.finance.moveCheque(finance, ChequeId(cheque?.id ?? 0), { state }))
    }
    // Orders with pieces follow their scans: the floor's seed takes each to its story's last state.
    const target = story.production?.at(-1)
    if (target !== undefined && money.order_id !== null) floor.push({ orderId: money.order_id, target })
    if (story.cancel) succeeded("cancel", await useCases.invoice.move(manager, InvoiceId(invoice.id), "cancel", {}))
  }
  return floor
}
