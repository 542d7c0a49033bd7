import { sql, type Kysely, type Migration } from "kysely"
import { chequeCountsAsPaid, chequeCountsInCheques } from "../../../domain/finance/Balance.ts"
import { chequeStates, type ChequeState } from "../../../domain/finance/ChequeStates.ts"
import type { Dialect } from "../Database.ts"

// The cheque states are read from the domain when this migration runs and written into the triggers: a change to
// chequeCountsAsPaid or chequeCountsInCheques needs a new migration that re-creates them and recomputes the columns.
const paidStates = chequeStates.filter(chequeCountsAsPaid)
const inChequesStates = chequeStates.filter(chequeCountsInCheques)

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/** `row`'s amount when its state is among `states`, else 0 (SQL text; `row` is `new`, `old` or a table alias). */
const amountIn = (states: ReadonlyArray<ChequeState>, row: string) =>
  states.length === 0 ? "0" : `(case when ${row}.state in (${states.map(literal).join(", ")}) then ${row}.amount else 0 end)`

/** Each invoice's paid and in-cheques sums, one row per invoice that has payments or cheques (SQL text). */
const sumsByInvoice = `select invoice_id, sum(paid) as paid, sum(in_cheques) as in_cheques from (
    select invoice_id, amount as paid, 0 as in_cheques from payments
    union all select q.invoice_id, ${amountIn(paidStates, "q")}, ${amountIn(inChequesStates, "q")} from cheques as q
  ) as money group by invoice_id`

/** Sets every invoice's `paid` and `in_cheques` from its payments and cheques: one aggregate joined, never a subquery per invoice. */
const recomputeBalances = [
  "update invoices set paid = 0, in_cheques = 0 where paid <> 0 or in_cheques <> 0",
  `update invoices set paid = sums.paid, in_cheques = sums.in_cheques from (${sumsByInvoice}) as sums where invoices.id = sums.invoice_id`,
]

/** An order's part in `order_counts` from its invoice's total and paid: one order, one with a balance, its remaining. */
const withBalance = (total: string, paid: string) => `(case when ${total} > ${paid} then 1 else 0 end)`
const remainingOf = (total: string, paid: string) => `(case when ${total} > ${paid} then ${total} - ${paid} else 0 end)`

const recountOrders = [
  "delete from order_counts",
  `insert into order_counts (production_state, n, with_balance, remaining)
    select o.production_state, count(*), sum(${withBalance("i.total", "i.paid")}), sum(${remainingOf("i.total", "i.paid")})
    from orders as o inner join invoices as i on i.id = o.invoice_id group by o.production_state`,
]
const recountCheques = [
  "delete from cheque_totals",
  "insert into cheque_totals (state, n, amount) select state, count(*), sum(amount) from cheques group by state",
]

/**
 * How a trigger names the kept row it adds to: without a slot (this migration's tables), or with the slot SQL expression the
 * writing connection owns (migration 0022 spreads each key over slots so concurrent writers never wait on one row).
 */
type Slot = string | undefined

const orderCountColumns = (slot: Slot) =>
  `insert into order_counts (production_state${slot === undefined ? "" : ", slot"}, n, with_balance, remaining)`
const addOrderCount = (slot: Slot) => `${orderCountColumns(slot)} values `
const slotValue = (slot: Slot) => (slot === undefined ? "" : `, ${slot}`)
const onOrderCount = (slot: Slot) =>
  ` on conflict (production_state${slot === undefined ? "" : ", slot"}) do update set n = order_counts.n + excluded.n, with_balance = order_counts.with_balance + excluded.with_balance, remaining = order_counts.remaining + excluded.remaining`
const addChequeTotal = (slot: Slot) => `insert into cheque_totals (state${slot === undefined ? "" : ", slot"}, n, amount)`
const onChequeTotal = (slot: Slot) =>
  ` on conflict (state${slot === undefined ? "" : ", slot"}) do update set n = cheque_totals.n + excluded.n, amount = cheque_totals.amount + excluded.amount`

/** Moves `paid` and `in_cheques` of the invoices of `old` and `new` by the row's change (SQL text; either side may be absent). */
const balanceStep = (
  paid: (row: string) => string,
  inCheques: ((row: string) => string) | undefined,
  sides: { readonly old?: boolean; readonly new?: boolean },
) => {
  const delta = (of: (row: string) => string) =>
    [
      sides.new ? `(case when id = new.invoice_id then ${of("new")} else 0 end)` : "0",
      sides.old ? `(case when id = old.invoice_id then ${of("old")} else 0 end)` : "0",
    ].join(" - ")
  const ids = [sides.old ? "old.invoice_id" : undefined, sides.new ? "new.invoice_id" : undefined]
    .filter((id) => id !== undefined)
    .join(", ")
  return `update invoices set paid = paid + ${delta(paid)}${inCheques ? `, in_cheques = in_cheques + ${delta(inCheques)}` : ""} where id in (${ids})`
}
const paymentAmount = (row: string) => `${row}.amount`
const chequePaid = (row: string) => amountIn(paidStates, row)
const chequeInCheques = (row: string) => amountIn(inChequesStates, row)

/** SQLite: the triggers, each statement run in the transaction of the write that fired it. */
export const sqliteTriggers = (slot?: string): ReadonlyArray<string> => {
  const orderPart = (row: "old" | "new", sign: 1 | -1) =>
    `${orderCountColumns(slot)} select ${row}.production_state${slotValue(slot)}, ${sign}, ${sign} * ${withBalance("i.total", "i.paid")}, ${sign} * ${remainingOf("i.total", "i.paid")}
      from invoices as i where i.id = ${row}.invoice_id${onOrderCount(slot)};`
  const chequePart = (row: "old" | "new", sign: 1 | -1) =>
    `${addChequeTotal(slot)} values (${row}.state${slotValue(slot)}, ${sign}, ${sign} * ${row}.amount)${onChequeTotal(slot)};`
  return [
    `create trigger payments_balance_insert after insert on payments begin ${balanceStep(paymentAmount, undefined, { new: true })}; end`,
    `create trigger payments_balance_update after update of amount, invoice_id on payments
      when old.amount is not new.amount or old.invoice_id is not new.invoice_id begin ${balanceStep(paymentAmount, undefined, { old: true, new: true })}; end`,
    `create trigger payments_balance_delete after delete on payments begin ${balanceStep(paymentAmount, undefined, { old: true })}; end`,
    `create trigger cheques_balance_insert after insert on cheques begin ${balanceStep(chequePaid, chequeInCheques, { new: true })}; ${chequePart("new", 1)} end`,
    `create trigger cheques_balance_update after update of amount, state, invoice_id on cheques
      when old.amount is not new.amount or old.state is not new.state or old.invoice_id is not new.invoice_id begin
      ${balanceStep(chequePaid, chequeInCheques, { old: true, new: true })}; ${chequePart("old", -1)} ${chequePart("new", 1)} end`,
    `create trigger cheques_balance_delete after delete on cheques begin ${balanceStep(chequePaid, chequeInCheques, { old: true })}; ${chequePart("old", -1)} end`,
    `create trigger orders_count_insert after insert on orders begin ${orderPart("new", 1)} end`,
    `create trigger orders_count_update after update of production_state, invoice_id on orders
      when old.production_state is not new.production_state or old.invoice_id is not new.invoice_id begin ${orderPart("old", -1)} ${orderPart("new", 1)} end`,
    `create trigger orders_count_delete after delete on orders begin ${orderPart("old", -1)} end`,
    `create trigger invoices_balance_update after update of total, paid on invoices when old.total is not new.total or old.paid is not new.paid begin
      ${orderCountColumns(slot)} select o.production_state${slotValue(slot)}, 0, ${withBalance("new.total", "new.paid")} - ${withBalance("old.total", "old.paid")},
        ${remainingOf("new.total", "new.paid")} - ${remainingOf("old.total", "old.paid")} from orders as o where o.invoice_id = new.id${onOrderCount(slot)};
    end`,
  ]
}

/**
 * PostgreSQL: plpgsql trigger functions, created unqualified so each lands in the connection's schema (tests run each file
 * in its own) and finds its tables through the search path. Row locks are taken in one order, invoice before order before
 * the kept rows, and two kept rows by key, so concurrent writes wait for each other instead of deadlocking.
 */
export const postgresTriggers = (slot?: string): ReadonlyArray<string> => {
  const fn = (name: string, body: string, declare = "") =>
    `create function ${name}() returns trigger language plpgsql as $body$ ${declare} begin ${body} end $body$`
  // Parameters are prefixed step_ so that none reads as a column of the tables they are used beside.
  const orderStep = `create function order_counts_step(step_state text, step_invoice integer, step_sign integer) returns void language plpgsql as $body$
    declare t bigint; p bigint;
    begin
      -- A locking read: an order's part is computed from the invoice's latest paid, never from one a payment is still changing.
      select total, paid into t, p from invoices where id = step_invoice for no key update;
      if not found then return; end if;
      ${addOrderCount(slot)}(step_state${slotValue(slot)}, step_sign, step_sign * ${withBalance("t", "p")}, step_sign * ${remainingOf("t", "p")})${onOrderCount(slot)};
    end $body$`
  const chequeStep = `create function cheque_totals_step(step_state text, step_n integer, step_amount bigint) returns void language plpgsql as $body$
    begin
      ${addChequeTotal(slot)} values (step_state${slotValue(slot)}, step_n, step_amount)${onChequeTotal(slot)};
    end $body$`
  const balanceRows = (paid: (row: string) => string, inCheques: ((row: string) => string) | undefined) => `
    if tg_op = 'INSERT' then ${balanceStep(paid, inCheques, { new: true })};
    elsif tg_op = 'DELETE' then ${balanceStep(paid, inCheques, { old: true })};
    else ${balanceStep(paid, inCheques, { old: true, new: true })};
    end if;`
  return [
    orderStep,
    chequeStep,
    fn(
      "payments_keep_balance",
      `if tg_op = 'UPDATE' and old.amount = new.amount and old.invoice_id = new.invoice_id then return null; end if;
      ${balanceRows(paymentAmount, undefined)}
      return null;`,
    ),
    "create trigger payments_keep_balance after insert or update of amount, invoice_id or delete on payments for each row execute function payments_keep_balance()",
    fn(
      "cheques_keep_balance",
      `if tg_op = 'UPDATE' and old.amount = new.amount and old.state = new.state and old.invoice_id = new.invoice_id then return null; end if;
      ${balanceRows(chequePaid, chequeInCheques)}
      if tg_op = 'INSERT' then perform cheque_totals_step(new.state, 1, new.amount);
      elsif tg_op = 'DELETE' then perform cheque_totals_step(old.state, -1, -old.amount);
      elsif old.state = new.state then perform cheque_totals_step(new.state, 0, new.amount - old.amount);
      elsif old.state < new.state then perform cheque_totals_step(old.state, -1, -old.amount); perform cheque_totals_step(new.state, 1, new.amount);
      else perform cheque_totals_step(new.state, 1, new.amount); perform cheque_totals_step(old.state, -1, -old.amount);
      end if;
      return null;`,
    ),
    "create trigger cheques_keep_balance after insert or update of amount, state, invoice_id or delete on cheques for each row execute function cheques_keep_balance()",
    fn(
      "orders_keep_count",
      `if tg_op = 'UPDATE' and old.production_state = new.production_state and old.invoice_id = new.invoice_id then return null; end if;
      if tg_op = 'INSERT' then perform order_counts_step(new.production_state, new.invoice_id, 1);
      elsif tg_op = 'DELETE' then perform order_counts_step(old.production_state, old.invoice_id, -1);
      elsif old.production_state < new.production_state then perform order_counts_step(old.production_state, old.invoice_id, -1); perform order_counts_step(new.production_state, new.invoice_id, 1);
      else perform order_counts_step(new.production_state, new.invoice_id, 1); perform order_counts_step(old.production_state, old.invoice_id, -1);
      end if;
      return null;`,
    ),
    "create trigger orders_keep_count after insert or update of production_state, invoice_id or delete on orders for each row execute function orders_keep_count()",
    fn(
      "invoices_keep_order_count",
      `if old.total = new.total and old.paid = new.paid then return null; end if;
      select production_state into s from orders where invoice_id = new.id;
      if not found then return null; end if;
      ${addOrderCount(slot)}(s${slotValue(slot)}, 0, ${withBalance("new.total", "new.paid")} - ${withBalance("old.total", "old.paid")}, ${remainingOf("new.total", "new.paid")} - ${remainingOf("old.total", "old.paid")})${onOrderCount(slot)};
      return null;`,
      "declare s text;",
    ),
    "create trigger invoices_keep_order_count after update of total, paid on invoices for each row execute function invoices_keep_order_count()",
    // TRUNCATE fires no row trigger: what a truncated table fed is recomputed from what is left.
    fn("balances_after_truncate", `${recomputeBalances.join("; ")}; return null;`),
    "create trigger payments_truncated after truncate on payments for each statement execute function balances_after_truncate()",
    fn("cheques_after_truncate", `${[...recomputeBalances, ...recountCheques].join("; ")}; return null;`),
    "create trigger cheques_truncated after truncate on cheques for each statement execute function cheques_after_truncate()",
    fn("orders_after_truncate", `${recountOrders.join("; ")}; return null;`),
    "create trigger orders_truncated after truncate on orders for each statement execute function orders_after_truncate()",
  ]
}

/**
 * Each invoice's `paid` (payments and cleared cheques) and `in_cheques` (cheques in hand or deposited) as columns, and the
 * orders' and cheques' counts per state (`order_counts`, with the orders whose invoice still owes and what it owes;
 * `cheque_totals`, with their amounts), all kept by triggers in the transaction of every payment, cheque, order and
 * invoice write, so the lists and the desk read a column or one row instead of summing every order's payments.
 */
export const invoiceBalances = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("invoices")
      .addColumn("paid", "bigint", (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable("invoices")
      .addColumn("in_cheques", "bigint", (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createTable("order_counts")
      .addColumn("production_state", "text", (c) => c.notNull())
      .addColumn("n", "bigint", (c) => c.notNull())
      .addColumn("with_balance", "bigint", (c) => c.notNull())
      .addColumn("remaining", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_counts_pk", ["production_state"])
      .execute()
    await db.schema
      .createTable("cheque_totals")
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("n", "bigint", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("cheque_totals_pk", ["state"])
      .execute()
    for (const statement of [...recomputeBalances, ...recountOrders, ...recountCheques]) await sql.raw(statement).execute(db)
    for (const statement of dialect === "postgres" ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db)
  },
})
