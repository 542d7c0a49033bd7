import { sql, type Kysely, type Transaction } from "kysely"
import { invoiceBuyerIn } from "./invoiceBuyer.ts"
import { Option, Result } from "effect"
import { rialsOfColumn } from "../../domain/money/Rials.ts"
import { invoiceMessages } from "../../domain/invoice/InvoiceMessages.ts"
import { InvoiceNotFound, invalidInvoice, moveNotAllowed, staleInvoice, type InvoiceRefusal } from "./InvoiceRefusal.ts"
import { diffInvoices, type InvoiceSnapshot } from "../../domain/invoice/InvoiceDiff.ts"
import type { InvoiceKind, InvoiceState } from "../../domain/invoice/InvoiceOptions.ts"
import type { LinePrice } from "../../domain/invoice/Pricing.ts"
import type { ResolvedLine } from "../../domain/invoice/ResolvedInvoice.ts"
import { effectiveAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { Database, Dialect } from "../db/Database.ts"
import { keptSlotOf } from "../db/keptSlot.ts"
import { invoiceSerialCounter } from "../db/migrations/0008_invoices.ts"
import type { Schema } from "../db/schema.ts"
import { loadCatalog } from "./invoiceCatalog.ts"
import { readPricingSettings } from "../settings/settingsReader.ts"
import { invoiceSearchTextOf } from "./invoiceSearch.ts"
import type { InvoiceRecord, RevisionRecord, InvoiceStore, OrderStep } from "./invoiceRecords.ts"
import { invoiceListQueriesIn } from "./invoiceListQueries.ts"
import { invoicePagesIn } from "./invoiceListPages.ts"
import { nameOf, headerOf, writeLines, recount, writeRevision, countedOf, countedOfWrite } from "./invoiceWrites.ts"
import { writeNotices } from "../notification/notificationWriter.ts"

export type { StoredLine, InvoiceRecord, InvoiceListRow, InvoiceFilter, InvoiceSort } from "./invoiceRecords.ts"
export type { InvoiceWrite, MoveRequest, RevisionRecord, InvoiceStore } from "./invoiceRecords.ts"
export { searchPageFromIds, type SearchTotals } from "./invoiceWrites.ts"

type Db = Kysely<Schema>
type Trx = Transaction<Schema>

/** The next invoice serial from the one counter (invoices.md). */
const nextSerial = async (from: Pick<Db, "updateTable">, dialect: Dialect): Promise<number> =>
  Number(
    (
      await from
        .updateTable("counters")
        .set({ value: sql`value + 1` })
        .where("name", "=", invoiceSerialCounter)
        // PostgreSQL: this statement's own commit releases the row without waiting for the disk. The invoice's commit, later in
        // the log, waits for both, so a number is never lost once an invoice carries it (docs/scaling.md).
        .$if(dialect === "postgres", (q) => q.where(sql<boolean>`set_config('synchronous_commit', 'off', true) = 'off'`))
        .returning("value")
        .executeTakeFirstOrThrow()
    ).value,
  )

/** The invoice store over one database; an invoice's move takes its order's step in the same transaction. */
export const invoiceStoreIn = ({ db, dialect }: Database, orderStep: OrderStep): InvoiceStore => {
  const listed = (from: Db | Trx) =>
    from
      .selectFrom("invoices")
      .innerJoin("customers", "customers.id", "invoices.customer_id")
      .leftJoin("users", "users.id", "invoices.sales_expert_id")

  const { toRow } = invoiceListQueriesIn({ db, dialect })
  const slot = keptSlotOf(dialect)
  const locked = (trx: Trx, id: number) =>
    trx
      .selectFrom("invoices")
      .select(["kind", "state", "version", "serial_number", "sales_expert_id", "date"])
      .where("id", "=", id)
      .$if(dialect === "postgres", (q) => q.forNoKeyUpdate())
      .executeTakeFirst()

  const read = async (from: Db | Trx, id: number): Promise<InvoiceRecord | undefined> => {
    const head = await listed(from)
      .selectAll("invoices")
      .select([
        "customers.name as customer_first",
        "customers.last_name as customer_last",
        "users.name as expert_first",
        "users.last_name as expert_last",
      ])
      .where("invoices.id", "=", id)
      .executeTakeFirst()
    if (head === undefined) return undefined
    const lines = await from
      .selectFrom("invoice_lines")
      .select(["id", "priced"])
      .where("invoice_id", "=", id)
      .orderBy("position")
      .execute()
    return {
      ...toRow(head),
      lines: lines.map((row) => {
        const stored = JSON.parse(row.priced) as { line: ResolvedLine; price: LinePrice }
        return { id: row.id, line: { ...stored.line, id: row.id }, price: stored.price }
      }),
      version: head.version,
      fare_id: head.fare_id,
      fare_title: head.fare_title,
      rack_type: head.rack_type as 1 | 2 | 3 | null,
      shipping_type: head.shipping_type as 1 | 2 | null,
      discount_basis_points: head.discount_basis_points,
      weight_grams: Number(head.weight_grams),
      subtotal: rialsOfColumn(head.subtotal),
      discount: rialsOfColumn(head.discount),
      fare: rialsOfColumn(head.fare),
      vat_basis_points: head.vat_basis_points,
      vat: rialsOfColumn(head.vat),
      created_at: head.created_at,
      updated_at: head.updated_at,
    }
  }

  return {
    catalog: () => loadCatalog(db),
    catalogFor: (laminateColorIds) => loadCatalog(db, laminateColorIds),
    pricingSettings: () => readPricingSettings(db),
    customer: async (id) => {
      const row = await db
        .selectFrom("customers")
        .select(["id", "sales_expert_id", "is_active"])
        .where("id", "=", id)
        .executeTakeFirst()
      return row && { id: row.id, sales_expert_id: row.sales_expert_id, is_active: row.is_active === 1 }
    },
    buyer: invoiceBuyerIn(db),
    activeExpertIds: async () =>
      (await db.selectFrom("users").select("id").where("role", "=", "sales-expert").where("is_active", "=", 1).execute()).map(
        (row) => row.id,
      ),
    accessOf: async (userId) => {
      const row = await db.selectFrom("sales_expert_access").selectAll().where("user_id", "=", userId).executeTakeFirst()
      if (row === undefined) return effectiveAccess(Option.none())
      const products = await db
        .selectFrom("sales_expert_access_products")
        .select("product_id")
        .where("user_id", "=", userId)
        .execute()
      return effectiveAccess(
        Option.some({
          may_see_all_customers: row.may_see_all_customers === 1,
          may_create_pre_buy: row.may_create_pre_buy === 1,
          max_discount_percent: Number(row.max_discount_percent),
          allowed_product_ids: products.map((product) => product.product_id),
          is_active: row.is_active === 1,
        }),
      )
    },
    one: (id) => read(db, id),
    create: async (write) => {
      // PostgreSQL takes the serial in its own statement, so concurrent creations hold the one counter row for that statement
      // only, not their whole transaction: a creation that fails after it leaves its number unused, never reused (docs/scaling.md).
      const before = dialect === "postgres" ? await nextSerial(db, dialect) : undefined
      return db.transaction().execute(async (trx) => {
        const serial = before ?? (await nextSerial(trx, dialect))
        const { id } = await trx
          .insertInto("invoices")
          .values({
            ...headerOf(write),
            serial_number: serial,
            kind: write.invoice.kind,
            version: 1,
            created_by: write.userId,
            search_text: invoiceSearchTextOf(serial, write.invoice.note),
            created_at: write.nowIso,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
        await writeLines(trx, id, write)
        await recount(trx, undefined, countedOfWrite(write), slot)
        const record = (await read(trx, id)) as InvoiceRecord
        await writeRevision(trx, record, { ...write, reason: null })
        return record
      })
    },
    update: (id, write, expectedVersion, editable) =>
      db.transaction().execute(async (trx): Promise<Result.Result<InvoiceRecord, InvoiceRefusal>> => {
        const current = await locked(trx, id)
        if (current === undefined) return Result.fail(new InvoiceNotFound())
        if (expectedVersion !== null && current.version !== expectedVersion) return Result.fail(staleInvoice())
        if (!editable(current.state as InvoiceState)) return Result.fail(invalidInvoice({ state: invoiceMessages.notEditable }))
        await trx
          .updateTable("invoices")
          .set({
            ...headerOf(write),
            version: current.version + 1,
            search_text: invoiceSearchTextOf(Number(current.serial_number), write.invoice.note),
          })
          .where("id", "=", id)
          .execute()
        await writeLines(trx, id, write)
        await recount(trx, countedOf(current), { ...countedOfWrite(write), kind: current.kind as InvoiceKind }, slot)
        const record = (await read(trx, id)) as InvoiceRecord
        await writeRevision(trx, record, { ...write, reason: null })
        return Result.succeed(record)
      }),
    move: (id, request) =>
      db.transaction().execute(async (trx): Promise<Result.Result<InvoiceRecord, InvoiceRefusal>> => {
        const current = await locked(trx, id)
        if (current === undefined) return Result.fail(new InvoiceNotFound())
        if (request.expectedVersion !== null && current.version !== request.expectedVersion) return Result.fail(staleInvoice())
        const next = request.decide({
          kind: current.kind as InvoiceKind,
          state: current.state as InvoiceState,
          sales_expert_id: current.sales_expert_id,
        })
        if (next === undefined) return Result.fail(moveNotAllowed())
        // The order moves with its invoice (opened when it becomes formal, moved on confirm and cancel), in this transaction.
        const order = await orderStep(trx, id, { kind: current.kind as InvoiceKind, state: current.state as InvoiceState }, next)
        if (order === undefined) return Result.fail(moveNotAllowed())
        // An order whose cutting has started is not cancelled (production.md section 2): its pieces' message under `state`.
        if ("heldBack" in order) return Result.fail(invalidInvoice({ state: order.heldBack }))
        // The version in the condition makes a racing move that read the same row lose on SQLite too.
        const moved = await trx
          .updateTable("invoices")
          .set({ kind: next.kind, state: next.state, version: current.version + 1, updated_at: request.nowIso })
          .where("id", "=", id)
          .where("version", "=", current.version)
          .returning("id")
          .executeTakeFirst()
        if (moved === undefined) return Result.fail(moveNotAllowed())
        await recount(trx, countedOf(current), { ...countedOf(current), ...next }, slot)
        await order.write(request.nowIso)
        const record = (await read(trx, id)) as InvoiceRecord
        await writeRevision(trx, record, {
          userId: request.userId,
          action: request.move,
          reason: request.reason,
          nowIso: request.nowIso,
        })
        await writeNotices(trx, record, request.notices(record), request.userId, request.nowIso)
        return Result.succeed(record)
      }),
    history: async (id) => {
      const rows = await db
        .selectFrom("invoice_revisions")
        .leftJoin("users", "users.id", "invoice_revisions.user_id")
        .select([
          "invoice_revisions.id",
          "invoice_revisions.version",
          "invoice_revisions.action",
          "invoice_revisions.user_id",
          "invoice_revisions.reason",
          "invoice_revisions.snapshot",
          "invoice_revisions.created_at",
          "users.name",
          "users.last_name",
        ])
        .where("invoice_revisions.invoice_id", "=", id)
        .orderBy("invoice_revisions.id", "asc")
        .execute()
      const snapshots = rows.map((row) => JSON.parse(row.snapshot) as InvoiceSnapshot)
      return rows
        .map((row, index): RevisionRecord => {
          const snapshot = snapshots[index] as InvoiceSnapshot
          const before = index === 0 ? undefined : snapshots[index - 1]
          return {
            id: row.id,
            version: row.version,
            action: row.action,
            user_id: row.user_id,
            user_name: nameOf(row.name, row.last_name),
            reason: row.reason,
            created_at: row.created_at,
            kind: snapshot.header.kind as InvoiceKind,
            state: snapshot.header.state as InvoiceState,
            changes: before === undefined ? null : diffInvoices(before, snapshot),
          }
        })
        .reverse()
    },
    ...invoicePagesIn({ db, dialect }),
  }
}
