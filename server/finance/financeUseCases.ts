import { Result } from "effect"
import type { ChequeId, InvoiceId, OrderId, UserId } from "../../domain/identifiers/Ids.ts"
import type { Rials } from "../../domain/money/Rials.ts"
import { todayInTehran } from "../../domain/calendar/Jalali.ts"
import { balanceOf, mayAdd, payableOf } from "../../domain/finance/Balance.ts"
import { isDueSoon, dueSoonUntil } from "../../domain/finance/ChequeDue.ts"
import { validateChequeForm } from "../../domain/finance/ChequeForm.ts"
import { moveCheque, validateChequeMove } from "../../domain/finance/ChequeStates.ts"
import { chequeNoticesOf, orderNoticesOf } from "../../domain/finance/FinanceNotices.ts"
import { invoiceMoneyMessages, takesPayments } from "../../domain/finance/InvoiceMoney.ts"
import { moveOrderByHand } from "../../domain/finance/OrderOfInvoice.ts"
import {
  correctedByHandMessage,
  correctionNoticeRoles,
  mayMoveOrderWithPieces,
  movedByScansMessage,
} from "../../domain/production/OrderMovesByHand.ts"
import { validateOrderMove } from "../../domain/finance/OrderStates.ts"
import { validatePaymentForm } from "../../domain/finance/PaymentForm.ts"
import { mayReadInvoice } from "../../domain/invoice/InvoiceAccess.ts"
import { noAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Schemas } from "../http/answers.ts"
import { toMoveNotice } from "../notification/notificationWriter.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { FinanceInvalid, FinanceNotFound, type FinanceRefusal } from "./FinanceRefusal.ts"
import type {
  ChequeFilter,
  ChequeListRow,
  ChequeSort,
  CountAmount,
  OrderFilter,
  OrderListRow,
  OrderSort,
} from "./financeListRecords.ts"
import type { FinanceStore, InvoiceMoney, MoneyItem } from "./financeStore.ts"

/** The signed-in caller as the finance use cases need them. */
export interface Caller {
  readonly id: UserId
  readonly role: Role
}

type Outcome<A> = Promise<Result.Result<A, FinanceRefusal>>

const fail = (errors: FieldErrors) => Result.fail(new FinanceInvalid({ errors }))

/** The roles whose home shows the financial manager's desk: those who confirm orders and take money. */
const deskRoles: ReadonlyArray<Role> = ["super-admin", "financial-manager"]

/** An invoice's money as the API answers it: the balance by the domain's one function, and whether it takes money now. */
const moneyAnswer = (money: InvoiceMoney): Schemas["InvoicePayments"] => {
  const balance = balanceOf(money.total, money.payments, money.cheques)
  return {
    invoice_id: money.id,
    serial_number: money.serial_number,
    kind: money.kind,
    state: money.state,
    customer_id: money.customer_id,
    customer_name: money.customer_name,
    order_id: money.order_id,
    production_state: money.production_state,
    accepts_payments: takesPayments(money, money.production_state),
    ...balance,
    payable: payableOf(balance),
    payments: [...money.payments],
    cheques: money.cheques.map(({ id, sayad_id, serial, bank, drawer, due_date, amount, state, created_at }) => ({
      id,
      sayad_id,
      serial,
      bank,
      drawer,
      due_date,
      amount,
      state,
      created_at,
    })),
  }
}

/** What may be added to an invoice as it stands: it takes money, and the amount fits what is payable; else the 422's fields. */
const refusalOf = (money: InvoiceMoney, amount: Rials): FieldErrors | undefined => {
  if (!takesPayments(money, money.production_state)) return { state: invoiceMoneyMessages.notPayable }
  return Result.match(mayAdd(balanceOf(money.total, money.payments, money.cheques), amount), {
    onSuccess: () => undefined,
    onFailure: (errors) => errors,
  })
}

/** The finance use cases (invoices.md sections 4, 5, 8 and 10): who may, load, check, write, answer. */
export const financeUseCases = (store: FinanceStore, clock: { readonly now: () => number }) => {
  const nowIso = () => new Date(clock.now()).toISOString()
  const today = () => todayInTehran(clock.now())

  /** The invoice's money if the caller may read the invoice (a financial manager: formal invoices and approved pre-buys). */
  const readable = async (caller: Caller, invoiceId: InvoiceId): Outcome<InvoiceMoney> => {
    const money = await store.money(invoiceId)
    return money !== undefined && mayReadInvoice({ ...caller, access: noAccess }, money)
      ? Result.succeed(money)
      : Result.fail(new FinanceNotFound())
  }

  const add = async (
    caller: Caller,
    invoiceId: InvoiceId,
    item: (userId: UserId, at: string) => Result.Result<MoneyItem & { readonly amount: Rials }, FieldErrors>,
  ): Outcome<Schemas["InvoicePayments"]> => {
    const stored = await readable(caller, invoiceId)
    if (Result.isFailure(stored)) return Result.fail(stored.failure)
    if (!takesPayments(stored.success, stored.success.production_state)) return fail({ state: invoiceMoneyMessages.notPayable })
    const checked = item(caller.id, nowIso())
    if (Result.isFailure(checked)) return fail(checked.failure)
    // The state and the balance are checked again on the invoice re-read inside the transaction that writes.
    const added = await store.add(invoiceId, checked.success, (current) => refusalOf(current, checked.success.amount))
    return Result.map(added, moneyAnswer)
  }

  const chequeRow = (row: ChequeListRow): Schemas["ChequeDetail"] => ({ ...row, due_soon: isDueSoon(row, today()) })

  return {
    payments: async (caller: Caller, invoiceId: InvoiceId): Outcome<Schemas["InvoicePayments"]> =>
      Result.map(await readable(caller, invoiceId), moneyAnswer),

    addPayment: (caller: Caller, invoiceId: InvoiceId, body: unknown) =>
      add(caller, invoiceId, (userId, at) =>
        Result.map(validatePaymentForm(body), (payment) => ({ payment, userId, nowIso: at, amount: payment.amount })),
      ),

    addCheque: (caller: Caller, invoiceId: InvoiceId, body: unknown) =>
      add(caller, invoiceId, (userId, at) =>
        Result.map(validateChequeForm(body), (cheque) => ({ cheque, userId, nowIso: at, amount: cheque.amount })),
      ),

    /** A page of orders, each numbered across pages. */
    orders: async (filter: OrderFilter, request: PageRequest, sort?: OrderSort): Promise<Page<Schemas["OrderRow"]>> => {
      const page = await store.orders(filter, request, sort)
      return { total: page.total, rows: page.rows.map((row, index) => ({ key: request.offset + index + 1, ...row })) }
    },

    order: async (id: OrderId): Outcome<OrderListRow> => {
      const row = await store.order(id)
      return row === undefined ? Result.fail(new FinanceNotFound()) : Result.succeed(row)
    },

    /**
     * A production move by hand: the body, then the diagram on the order re-read inside the transaction; ready tells the
     * owning expert. An order with pieces follows its scans: only the super-admin corrects it by hand, and the correction is
     * told to the production managers and the owning expert; cancelling stays the order desk's.
     */
    moveOrder: async (caller: Caller, id: OrderId, body: unknown): Outcome<OrderListRow> => {
      if ((await store.order(id)) === undefined) return Result.fail(new FinanceNotFound())
      const move = validateOrderMove(body)
      if (Result.isFailure(move)) return fail(move.failure)
      const moved = await store.moveOrder(id, {
        to: move.success.production_state,
        field: "production_state",
        userId: caller.id,
        nowIso: nowIso(),
        decide: moveOrderByHand,
        refuse: (order) =>
          order.has_pieces && !mayMoveOrderWithPieces(caller.role, move.success.production_state)
            ? movedByScansMessage
            : undefined,
        notices: (moved, before) => [
          ...orderNoticesOf(moved.production_state, moved.serial_number).map(toMoveNotice(moved.sales_expert_id)),
          ...(moved.has_pieces && moved.production_state !== "cancelled"
            ? [
                {
                  roles: correctionNoticeRoles,
                  users: [moved.sales_expert_id],
                  status: "system" as const,
                  message: correctedByHandMessage(moved.serial_number, before.production_state, moved.production_state),
                  reason: null,
                },
              ]
            : []),
        ],
      })
      if (Result.isFailure(moved)) return Result.fail(moved.failure)
      const row = await store.order(id)
      return row === undefined ? Result.fail(new FinanceNotFound()) : Result.succeed(row)
    },

    cheques: async (filter: ChequeFilter, request: PageRequest, sort?: ChequeSort) => {
      const page = await store.cheques(filter, request, sort)
      return {
        total: page.total,
        totals: page.totals,
        rows: page.rows.map((row, index): Schemas["ChequeRow"] => ({ key: request.offset + index + 1, ...chequeRow(row) })),
      }
    },

    /** The cheques of an export, each marked as the list marks it. */
    chequeRow,

    /** A cheque move: the body, then the diagram on the cheque re-read inside the transaction; bounced tells the super-admins and financial managers. */
    moveCheque: async (caller: Caller, id: ChequeId, body: unknown): Outcome<Schemas["ChequeDetail"]> => {
      if ((await store.cheque(id)) === undefined) return Result.fail(new FinanceNotFound())
      const move = validateChequeMove(body)
      if (Result.isFailure(move)) return fail(move.failure)
      const moved = await store.moveCheque(id, {
        to: move.success.state,
        field: "state",
        userId: caller.id,
        nowIso: nowIso(),
        decide: moveCheque,
        notices: (moved) => chequeNoticesOf(moved.state, moved.sayad_id).map(toMoveNotice(null)),
      })
      if (Result.isFailure(moved)) return Result.fail(moved.failure)
      const row = await store.cheque(id)
      return row === undefined ? Result.fail(new FinanceNotFound()) : Result.succeed(chequeRow(row))
    },

    /** The financial manager's desk on the dashboard home, or null for a role that neither confirms orders nor takes money. */
    desk: async (role: Role): Promise<Schemas["DashboardFinance"] | null> => {
      if (!deskRoles.includes(role)) return null
      const until = dueSoonUntil(today())
      const desk = await store.desk(until)
      const pair = ({ count, amount }: CountAmount) => ({ count, amount })
      return {
        cheques_due: pair(desk.chequesDue),
        cheques_due_until: until,
        orders_awaiting_confirmation: desk.ordersAwaitingConfirmation,
        orders_with_balance: pair(desk.ordersWithBalance),
      }
    },
  }
}

/** The finance use cases as the routes hold them. */
export type FinanceUseCases = ReturnType<typeof financeUseCases>
