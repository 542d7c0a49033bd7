import type { Kysely, Transaction } from "kysely"
import { Result } from "effect"
import { ChequeId, CustomerId, InvoiceId, OrderId, PaymentId, UserId } from "../../domain/identifiers/Ids.ts"
import { rialsOfColumn } from "../../domain/money/Rials.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import { chequeMessages } from "../../domain/finance/ChequeForm.ts"
import type { ChequeState } from "../../domain/finance/ChequeStates.ts"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { PaymentMethod } from "../../domain/finance/PaymentForm.ts"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { writeNotices } from "../notification/notificationWriter.ts"
import { orderHasPieces, piecesCancelRefusal, piecesOnCancel, piecesOnConfirm } from "../production/pieceUseCases.ts"
import { financeListsIn } from "./financeLists.ts"
import { FinanceInvalid, FinanceNotFound, type FinanceRefusal } from "./FinanceRefusal.ts"
import type { ChequeMoveRow, FinanceStore, InvoiceMoney, InvoiceMoneyHead, MoneyItem, OrderMoveRow } from "./financeRecords.ts"

export type * from "./financeRecords.ts"

/** A cheque whose Sayad ID another cheque already has. */
const sayadIdTaken = (): FinanceRefusal => new FinanceInvalid({ errors: { sayad_id: chequeMessages.sayadIdTaken } })

/** A move the caller, the diagram or the order's pieces refuse: its Persian message under the moved field. */
const moveRefused = (field: string, message: string): FinanceRefusal => new FinanceInvalid({ errors: { [field]: message } })

type Db = Kysely<Schema>
type Trx = Transaction<Schema>

const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ""}`.trim()

/** The finance store over one database. */
export const financeStoreIn = (database: Database): FinanceStore => {
  const { db, dialect } = database

  const head = async (from: Db | Trx, invoiceId: number, lock: boolean): Promise<InvoiceMoneyHead | undefined> => {
    // On PostgreSQL the invoice row is locked, so two additions to one invoice run one after the other; SQLite's writer already does.
    const row = await from
      .selectFrom("invoices")
      .select(["id", "serial_number", "kind", "state", "sales_expert_id", "customer_id", "total"])
      .where("id", "=", invoiceId)
      .$if(lock && dialect === "postgres", (q) => q.forNoKeyUpdate())
      .executeTakeFirst()
    if (row === undefined) return undefined
    const [customer, order] = await Promise.all([
      from.selectFrom("customers").select(["name", "last_name"]).where("id", "=", row.customer_id).executeTakeFirst(),
      from.selectFrom("orders").select(["id", "production_state"]).where("invoice_id", "=", invoiceId).executeTakeFirst(),
    ])
    return {
      id: InvoiceId(row.id),
      serial_number: Number(row.serial_number),
      kind: row.kind as InvoiceKind,
      state: row.state as InvoiceState,
      sales_expert_id: row.sales_expert_id === null ? null : UserId(row.sales_expert_id),
      customer_id: CustomerId(row.customer_id),
      customer_name: nameOf(customer?.name ?? null, customer?.last_name ?? null) ?? "",
      total: rialsOfColumn(row.total),
      order_id: order === undefined ? null : OrderId(order.id),
      production_state: (order?.production_state ?? null) as OrderState | null,
    }
  }

  const money = async (from: Db | Trx, invoiceId: number, lock: boolean): Promise<InvoiceMoney | undefined> => {
    const invoice = await head(from, invoiceId, lock)
    if (invoice === undefined) return undefined
    const payments = await from
      .selectFrom("payments")
      .leftJoin("users", "users.id", "payments.user_id")
      .select([
        "payments.id",
        "payments.method",
        "payments.amount",
        "payments.date",
        "payments.tracking_number",
        "payments.created_at",
        "users.name",
        "users.last_name",
      ])
      .where("payments.invoice_id", "=", invoiceId)
      .orderBy("payments.id")
      .execute()
    const cheques = await from
      .selectFrom("cheques")
      .select(["id", "sayad_id", "serial", "bank", "drawer", "due_date", "amount", "state", "created_at"])
      .where("invoice_id", "=", invoiceId)
      .orderBy("due_date")
      .orderBy("id")
      .execute()
    return {
      ...invoice,
      payments: payments.map((row) => ({
        id: PaymentId(row.id),
        method: row.method as PaymentMethod,
        amount: rialsOfColumn(row.amount),
        date: row.date,
        tracking_number: row.tracking_number,
        created_at: row.created_at,
        user_name: nameOf(row.name, row.last_name),
      })),
      cheques: cheques.map((row) => ({
        ...row,
        id: ChequeId(row.id),
        amount: rialsOfColumn(row.amount),
        state: row.state as ChequeState,
      })),
    }
  }

  const insert = async (trx: Trx, invoiceId: number, item: MoneyItem) => {
    if ("payment" in item)
      await trx
        .insertInto("payments")
        .values({ invoice_id: invoiceId, ...item.payment, user_id: item.userId, created_at: item.nowIso })
        .execute()
    else
      await trx
        .insertInto("cheques")
        .values({
          invoice_id: invoiceId,
          ...item.cheque,
          state: "in_hand",
          user_id: item.userId,
          created_at: item.nowIso,
          updated_at: item.nowIso,
        })
        .execute()
  }

  return {
    ...financeListsIn(database),
    money: (invoiceId) => money(db, invoiceId, false),
    add: async (invoiceId, item, check) => {
      try {
        return await db.transaction().execute(async (trx): Promise<Result.Result<InvoiceMoney, FinanceRefusal>> => {
          const current = await money(trx, invoiceId, true)
          if (current === undefined) return Result.fail(new FinanceNotFound())
          const errors = check(current)
          if (errors !== undefined) return Result.fail(new FinanceInvalid({ errors }))
          if (
            "cheque" in item &&
            (await trx.selectFrom("cheques").select("id").where("sayad_id", "=", item.cheque.sayad_id).executeTakeFirst()) !==
              undefined
          )
            return Result.fail(sayadIdTaken())
          await insert(trx, invoiceId, item)
          return Result.succeed((await money(trx, invoiceId, false)) as InvoiceMoney)
        })
      } catch (error) {
        // Two cheques of one Sayad ID sent at once: the unique index stops the second.
        if ("cheque" in item && isUniqueViolation(error)) return Result.fail(sayadIdTaken())
        throw error
      }
    },
    moveOrder: (orderId, request) =>
      db.transaction().execute(async (trx): Promise<Result.Result<OrderId, FinanceRefusal>> => {
        // The invoice is locked before its order, as an invoice move does, since the order's kept counts read the invoice locked (migration 0016).
        if (dialect === "postgres")
          await trx
            .selectFrom("invoices")
            .select("id")
            .where("id", "=", (eb) => eb.selectFrom("orders").select("invoice_id").where("orders.id", "=", orderId))
            .forNoKeyUpdate()
            .execute()
        const row = await trx
          .selectFrom("orders")
          .innerJoin("invoices", "invoices.id", "orders.invoice_id")
          .select(["orders.production_state", "invoices.serial_number", "invoices.sales_expert_id"])
          .where("orders.id", "=", orderId)
          .$if(dialect === "postgres", (q) => q.forUpdate("orders"))
          .executeTakeFirst()
        if (row === undefined) return Result.fail(new FinanceNotFound())
        const current: OrderMoveRow = {
          production_state: row.production_state as OrderState,
          serial_number: Number(row.serial_number),
          sales_expert_id: row.sales_expert_id,
          has_pieces: await orderHasPieces(trx, orderId),
        }
        const refused = request.refuse?.(current)
        if (refused !== undefined) return Result.fail(moveRefused(request.field, refused))
        const moved = request.decide(current.production_state, request.to)
        if (Result.isFailure(moved)) return Result.fail(moveRefused(request.field, moved.failure.message))
        // An order whose cutting has started is not cancelled (production.md section 2); else its pieces go with it.
        const heldBack = moved.success === "cancelled" ? await piecesCancelRefusal(trx, dialect, orderId) : undefined
        if (heldBack !== undefined) return Result.fail(moveRefused(request.field, heldBack))
        if (moved.success === "cancelled") await piecesOnCancel(trx, orderId)
        if (moved.success === "waiting") await piecesOnConfirm(trx, orderId, request.nowIso)
        const stamps = {
          ...(moved.success === "ready" ? { ready_at: request.nowIso } : {}),
          ...(moved.success === "delivered" ? { delivered_at: request.nowIso } : {}),
        }
        await trx
          .updateTable("orders")
          .set({ production_state: moved.success, updated_at: request.nowIso, ...stamps })
          .where("id", "=", orderId)
          .execute()
        await writeNotices(
          trx,
          current,
          request.notices({ ...current, production_state: moved.success }, current),
          request.userId,
          request.nowIso,
        )
        return Result.succeed(orderId)
      }),
    moveCheque: (chequeId, request) =>
      db.transaction().execute(async (trx): Promise<Result.Result<ChequeId, FinanceRefusal>> => {
        const row = await trx
          .selectFrom("cheques")
          .innerJoin("invoices", "invoices.id", "cheques.invoice_id")
          .select(["cheques.state", "cheques.sayad_id", "invoices.serial_number"])
          .where("cheques.id", "=", chequeId)
          .$if(dialect === "postgres", (q) => q.forUpdate("cheques"))
          .executeTakeFirst()
        if (row === undefined) return Result.fail(new FinanceNotFound())
        const current: ChequeMoveRow = {
          state: row.state as ChequeState,
          sayad_id: row.sayad_id,
          serial_number: Number(row.serial_number),
        }
        const refused = request.refuse?.(current)
        if (refused !== undefined) return Result.fail(moveRefused(request.field, refused))
        const moved = request.decide(current.state, request.to)
        if (Result.isFailure(moved)) return Result.fail(moveRefused(request.field, moved.failure.message))
        await trx
          .updateTable("cheques")
          .set({ state: moved.success, updated_at: request.nowIso })
          .where("id", "=", chequeId)
          .execute()
        await writeNotices(
          trx,
          current,
          request.notices({ ...current, state: moved.success }, current),
          request.userId,
          request.nowIso,
        )
        return Result.succeed(chequeId)
      }),
  }
}
