import { sql, type Expression, type SelectQueryBuilder } from "kysely"
import { chequeStates, type ChequeState } from "../../domain/finance/ChequeStates.ts"
import type { OrderState } from "../../domain/finance/OrderStates.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { orderedBy, persianOrder } from "../db/listOrder.ts"
import { searchTextMatches } from "../db/textSearch.ts"
import type {
  OrderListRow,
  ChequeListRow,
  OrderFilter,
  ChequeFilter,
  OrderSort,
  ChequeSort,
  CountAmount,
  FinanceLists,
} from "./financeListRecords.ts"
import { inChequesOf, paidOf, readsInvoice, remainingOf } from "./financeListColumns.ts"
import { bankMatches, chequeMatchingIn, chequesByBankAlone, chequesUnfiltered } from "./chequeMatching.ts"

type From = "orders" | "invoices" | "customers"

const nameOf = (first: string, last: string | null): string => `${first} ${last ?? ""}`.trim()

/** The list reads over one database. */
export const financeListsIn = ({ db, dialect }: Database): FinanceLists => {
  const ordersJoined = () =>
    db
      .selectFrom("orders")
      .innerJoin("invoices", "invoices.id", "orders.invoice_id")
      .innerJoin("customers", "customers.id", "invoices.customer_id")

  const orderMatching = <O>(query: SelectQueryBuilder<Schema, From, O>, filter: OrderFilter) => {
    const { serialNumber, customerId, productionState, hasBalance, search } = filter
    return query
      .$if(serialNumber !== undefined, (q) => q.where("invoices.serial_number", "=", serialNumber ?? 0))
      .$if(customerId !== undefined, (q) => q.where("invoices.customer_id", "=", customerId ?? 0))
      .$if(productionState !== undefined, (q) => q.where("orders.production_state", "=", productionState ?? ""))
      .$if(hasBalance === true, (q) => q.where("orders.production_state", "!=", "cancelled").where("invoices.total", ">", paidOf))
      .$if(search !== undefined, (q) =>
        q.where((eb) =>
          eb.or([searchTextMatches(dialect, "customers", search ?? ""), searchTextMatches(dialect, "invoices", search ?? "")]),
        ),
      )
  }

  const orderColumns = <O>(query: SelectQueryBuilder<Schema, From, O>) =>
    query.select([
      "orders.id",
      "orders.invoice_id",
      "invoices.serial_number",
      "invoices.customer_id",
      "customers.name",
      "customers.last_name",
      "invoices.total",
      paidOf.as("paid"),
      inChequesOf.as("in_cheques"),
      "orders.production_state",
      sql<number>`case when exists (select 1 from production_units where production_units.order_id = orders.id) then 1 else 0 end`.as(
        "follows_pieces",
      ),
      "orders.ready_at",
      "orders.delivered_at",
      "orders.created_at",
    ])

  type OrderRow = {
    id: number
    invoice_id: number
    serial_number: number
    customer_id: number
    name: string
    last_name: string | null
    total: number
    paid: number
    in_cheques: number
    production_state: string
    follows_pieces: number
    ready_at: string | null
    delivered_at: string | null
    created_at: string
  }
  const toOrder = (row: OrderRow): OrderListRow => ({
    id: row.id,
    invoice_id: row.invoice_id,
    serial_number: Number(row.serial_number),
    customer_id: row.customer_id,
    customer_name: nameOf(row.name, row.last_name),
    total: Number(row.total),
    paid: Number(row.paid),
    in_cheques: Number(row.in_cheques),
    remaining: Number(row.total) - Number(row.paid),
    production_state: row.production_state as OrderState,
    follows_pieces: Number(row.follows_pieces) === 1,
    ready_at: row.ready_at,
    delivered_at: row.delivered_at,
    created_at: row.created_at,
  })

  const customerOrder = [persianOrder(dialect, sql.ref("customers.name")), persianOrder(dialect, sql.ref("customers.last_name"))]

  const ordersInOrder = <O>(query: SelectQueryBuilder<Schema, From, O>, sort: OrderSort) => {
    if (sort === undefined) return query.orderBy("orders.id", "desc")
    const columns = {
      serial_number: [sql.ref("invoices.serial_number")],
      customer: customerOrder,
      total: [sql.ref("invoices.total")],
      remaining: [remainingOf],
    }[sort.key]
    // Every order's invoice is formal: naming the kind lets a walk of migration 0027's index give the page, ties by the invoice.
    const byRemaining = sort.key === "remaining"
    return orderedBy(
      byRemaining ? query.where(sql<boolean>`invoices.kind = 'formal'`) : query,
      columns as ReadonlyArray<Expression<unknown>>,
      sql.ref(byRemaining ? "invoices.id" : "orders.id"),
      sort,
    )
  }

  const chequeMatching = chequeMatchingIn(db)

  const chequeColumns = <O>(query: SelectQueryBuilder<Schema, "cheques", O>) =>
    query
      .innerJoin("invoices", "invoices.id", "cheques.invoice_id")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .select([
        "cheques.id",
        "cheques.sayad_id",
        "cheques.serial",
        "cheques.bank",
        "cheques.drawer",
        "cheques.due_date",
        "cheques.amount",
        "cheques.state",
        "cheques.created_at",
        "cheques.invoice_id",
        "invoices.serial_number",
        "invoices.customer_id",
        "customers.name",
        "customers.last_name",
      ])

  type ChequeRow = Omit<ChequeListRow, "customer_name" | "state"> & { state: string; name: string; last_name: string | null }
  const toCheque = ({ name, last_name, ...row }: ChequeRow): ChequeListRow => ({
    ...row,
    amount: Number(row.amount),
    serial_number: Number(row.serial_number),
    state: row.state as ChequeState,
    customer_name: nameOf(name, last_name),
  })

  const chequesInOrder = <O>(query: SelectQueryBuilder<Schema, "cheques" | "invoices" | "customers", O>, sort: ChequeSort) => {
    const id = sql.ref("cheques.id")
    // The stored due date is yyyy/MM/dd with ASCII digits, so its text order is the calendar's.
    if (sort === undefined) return query.orderBy("cheques.due_date").orderBy(id)
    const columns = { due_date: [sql.ref("cheques.due_date")], amount: [sql.ref("cheques.amount")], customer: customerOrder }[
      sort.key
    ]
    return orderedBy(query, columns as ReadonlyArray<Expression<unknown>>, id, sort)
  }

  const counted = (row: { n: number | string | bigint; amount?: number | string | bigint | null } | undefined): CountAmount => ({
    count: Number(row?.n ?? 0),
    amount: Number(row?.amount ?? 0),
  })

  const ordersCounted = async (filter: OrderFilter): Promise<number> => {
    if (readsInvoice(filter))
      return Number(
        (
          await orderMatching(ordersJoined(), filter)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      )
    // Production state and balance alone: the kept counts of migration 0016 answer in one row per state.
    const { productionState, hasBalance } = filter
    const row = await db
      .selectFrom("order_counts")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(hasBalance === true ? "with_balance" : "n"), sql<number>`0`).as("n"))
      .$if(productionState !== undefined, (q) => q.where("production_state", "=", productionState ?? ""))
      .$if(hasBalance === true, (q) => q.where("production_state", "!=", "cancelled"))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  const chequesByState = async (filter: ChequeFilter) =>
    chequesUnfiltered(filter)
      ? db
          .selectFrom("cheque_totals")
          .select((eb) => ["state", eb.fn.sum<number>("n").as("n"), eb.fn.sum<number>("amount").as("amount")])
          .groupBy("state")
          .execute()
      : filter.bank !== undefined && chequesByBankAlone(filter)
        ? db
            .selectFrom("cheque_bank_totals")
            .select((eb) => ["state", eb.fn.sum<number>("n").as("n"), eb.fn.sum<number>("amount").as("amount")])
            .where(bankMatches("cheque_bank_totals.bank", filter.bank))
            .groupBy("state")
            .execute()
        : chequeMatching(db.selectFrom("cheques"), filter, false)
            .select((eb) => [
              "cheques.state",
              eb.fn.countAll<number>().as("n"),
              eb.fn.coalesce(eb.fn.sum<number>("cheques.amount"), sql<number>`0`).as("amount"),
            ])
            .groupBy("cheques.state")
            .execute()

  /** The list's total from the per-state totals of the same filters: its state's, or all of them. */
  const chequesCounted = (
    filter: ChequeFilter,
    byState: ReadonlyArray<{ readonly state: string; readonly n: number | string | bigint }>,
  ): number =>
    byState.filter((row) => filter.state === undefined || row.state === filter.state).reduce((sum, row) => sum + Number(row.n), 0)

  return {
    orders: async (filter, { perPage, offset }, sort) => {
      const [rows, total] = await Promise.all([
        ordersInOrder(orderColumns(orderMatching(ordersJoined(), filter)), sort)
          .limit(perPage)
          .offset(offset)
          .execute(),
        ordersCounted(filter),
      ])
      return { rows: rows.map(toOrder), total }
    },
    order: async (id) => {
      const row = await orderColumns(ordersJoined()).where("orders.id", "=", id).executeTakeFirst()
      return row && toOrder(row)
    },
    cheques: async (filter, { perPage, offset }, sort) => {
      // The per-state totals are read without the state filter, so the list's total is one of them or their sum.
      const [rows, byState] = await Promise.all([
        chequesInOrder(chequeColumns(chequeMatching(db.selectFrom("cheques"), filter, true)), sort)
          .limit(perPage)
          .offset(offset)
          .execute(),
        chequesByState(filter),
      ])
      const total = chequesCounted(filter, byState)
      const totals = Object.fromEntries(
        chequeStates.map((state) => [state, counted(byState.find((row) => row.state === state))]),
      ) as Record<ChequeState, CountAmount>
      return { rows: rows.map(toCheque), total, totals }
    },
    cheque: async (id) => {
      const row = await chequeColumns(db.selectFrom("cheques").where("cheques.id", "=", id)).executeTakeFirst()
      return row && toCheque(row)
    },
    desk: async (dueUntil) => {
      const [due, orders] = await Promise.all([
        db
          .selectFrom("cheques")
          .select((eb) => [
            eb.fn.countAll<number>().as("n"),
            eb.fn.coalesce(eb.fn.sum<number>("amount"), sql<number>`0`).as("amount"),
          ])
          .where("state", "=", "in_hand")
          .where("due_date", "<=", dueUntil)
          .executeTakeFirst(),
        // In one read of the kept counts: the orders awaiting confirmation, and those not cancelled whose invoice still owes and what they owe.
        db
          .selectFrom("order_counts")
          .select([
            sql<number>`coalesce(sum(case when production_state = 'awaiting_confirmation' then n else 0 end), 0)`.as("awaiting"),
            sql<number>`coalesce(sum(case when production_state <> 'cancelled' then with_balance else 0 end), 0)`.as("n"),
            sql<number>`coalesce(sum(case when production_state <> 'cancelled' then remaining else 0 end), 0)`.as("amount"),
          ])
          .executeTakeFirst(),
      ])
      return {
        chequesDue: counted(due),
        ordersAwaitingConfirmation: Number(orders?.awaiting ?? 0),
        ordersWithBalance: counted(orders),
      }
    },
  }
}
