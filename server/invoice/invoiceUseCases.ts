import { Option, Result } from "effect"
import type { InvoiceId, UserId } from "../../domain/identifiers/Ids.ts"
import { todayInTehran } from "../../domain/calendar/Jalali.ts"
import {
  invoiceListScope,
  mayChangeInvoice,
  mayMoveInvoice,
  mayReadInvoice,
  type InvoiceActor,
} from "../../domain/invoice/InvoiceAccess.ts"
import { nothingKept, resolveInvoice, type KeptChoices } from "../../domain/invoice/InvoiceChecks.ts"
import { validateInvoiceForm, type InvoiceForm } from "../../domain/invoice/InvoiceForm.ts"
import { invoiceMessages } from "../../domain/invoice/InvoiceMessages.ts"
import { encodeInvoiceCatalog } from "../../domain/invoice/CatalogSchema.ts"
import { keptChoicesOf } from "../../domain/invoice/KeptChoices.ts"
import { isEditableState } from "../../domain/invoice/InvoiceOptions.ts"
import { noticesOf } from "../../domain/invoice/InvoiceNotices.ts"
import { allowedMoves, moveExists, nextPosition, type InvoiceMove } from "../../domain/invoice/InvoiceWorkflow.ts"
import { priceInvoice } from "../../domain/invoice/Pricing.ts"
import { validateRejection } from "../../domain/invoice/RejectionForm.ts"
import { validateVersion } from "../../domain/invoice/VersionForm.ts"
import { amountInWordsWithUnit } from "../../domain/money/Rials.ts"
import { noAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { ReadonlyAnswer, Schemas } from "../http/answers.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { invoiceAnswer, invoiceRowAnswer } from "./invoiceAnswer.ts"
import type { MoveNotice } from "../notification/notificationWriter.ts"
import { InvoiceInvalid, InvoiceNotFound, InvoiceNotYours, InvoiceStale, type InvoiceRefusal } from "./InvoiceRefusal.ts"
import type { InvoiceFilter, InvoiceListRow, InvoiceRecord, InvoiceSort, InvoiceStore, RevisionRecord } from "./invoiceRecords.ts"

/** The signed-in caller as the invoice use cases need them. */
export interface Caller {
  readonly id: UserId
  readonly role: Role
}

type Outcome<A> = Promise<Result.Result<A, InvoiceRefusal>>

/** The messages a refusal shows when the caller may read but not change an invoice. */
export const notYourInvoice = "فقط فاکتورهای خودتان را می‌توانید تغییر دهید"

const fail = (errors: FieldErrors) => Result.fail(new InvoiceInvalid({ errors }))

/** The version a body says it was written against: null when it names none (other API clients), a refusal under `version` when it names something else. */
const versionOf = (body: unknown): Result.Result<number | null, FieldErrors> =>
  Result.map(validateVersion(body), (form) => form.version)

/** The choices a stored invoice holds, which stay allowed when it is saved again. */
const keptBy = (record: InvoiceRecord): KeptChoices =>
  keptChoicesOf({ customer_id: record.customer_id, fare_id: record.fare_id, lines: record.lines.map((stored) => stored.line) })

/** A stored invoice as the body that would save it unchanged: what a reprice saves. */
const formOf = (record: InvoiceRecord): InvoiceForm => ({
  kind: record.kind === "pre-buy" ? "pre-buy" : "informal",
  customer_id: record.customer_id,
  sales_expert_id: record.sales_expert_id,
  date: record.date,
  fare_id: record.fare_id,
  rack_type: record.rack_type,
  shipping_type: record.shipping_type,
  discount_percent: record.discount_basis_points / 100,
  note: record.note,
  version: record.version,
  lines: record.lines.map(({ id, line }) => ({
    id,
    product_id: line.product_id,
    width: line.width,
    height: line.height,
    count: line.count,
    edge_type: line.edge_type,
    note: line.note,
    layers: line.layers.map(({ glass_type_id, width_id, material }) => ({ glass_type_id, width_id, material })),
    laminates: line.laminates.map(({ laminate_color_id, thickness, glue }) => ({
      laminate_color_id,
      thickness,
      glue: glue as 4 | 5 | 6 | 7,
    })),
    spacers: line.spacers.map(({ spacer_id, color, glue }) => ({ spacer_id, color, glue })),
    descriptions: line.descriptions.map(({ description_id, quantity }) => ({ description_id, quantity })),
  })),
})

/** The invoice use cases (invoices.md sections 1-4 and 10): who may, load, check, price, write. */
export const invoiceUseCases = (store: InvoiceStore, clock: { readonly now: () => number }) => {
  const actorOf = async (
    caller: Caller,
  ): Promise<InvoiceActor & { readonly access: Awaited<ReturnType<InvoiceStore["accessOf"]>> }> => ({
    id: caller.id,
    role: caller.role,
    // Only a sales expert's access matters to the rules; a manager's is never read.
    access: caller.role === "sales-expert" ? await store.accessOf(caller.id) : noAccess,
  })

  /** Checks a body against the stored data and prices it; `stored` is the invoice being saved again. */
  const checkAndPrice = async (
    actor: Awaited<ReturnType<typeof actorOf>>,
    form: InvoiceForm,
    stored: InvoiceRecord | undefined,
  ) => {
    const laminateColorIds = form.lines.flatMap((line) => line.laminates.map((laminate) => laminate.laminate_color_id))
    const [catalog, settings, customer, salesExpertIds] = await Promise.all([
      store.catalogFor(laminateColorIds),
      store.pricingSettings(),
      store.customer(form.customer_id),
      store.activeExpertIds(),
    ])
    const resolved = resolveInvoice(
      stored ? { ...form, kind: stored.kind === "pre-buy" ? "pre-buy" : "informal" } : form,
      catalog,
      {
        actor,
        customer,
        salesExpertIds,
        today: todayInTehran(clock.now()),
        kept: stored ? keptBy(stored) : nothingKept,
        ...(stored ? { stored: { date: stored.date, sales_expert_id: stored.sales_expert_id } } : {}),
      },
    )
    if (Result.isFailure(resolved)) return fail(resolved.failure)
    const price = priceInvoice(resolved.success, settings)
    if (Result.isFailure(price)) return fail({ total: invoiceMessages.totalTooLarge })
    return Result.succeed({ invoice: resolved.success, price: price.success })
  }

  const answer = (record: InvoiceRecord, actor: InvoiceActor) => invoiceAnswer(record, amountInWordsWithUnit(record.total), actor)

  /** The stored invoice a caller may change, or why not: 404 unseen, 403 another's, 409 stale, 422 no longer editable. */
  const changeable = async (actor: InvoiceActor, id: InvoiceId, version: number | null): Outcome<InvoiceRecord> => {
    const stored = await store.one(id)
    if (stored === undefined || !mayReadInvoice(actor, stored)) return Result.fail(new InvoiceNotFound())
    if (!mayChangeInvoice(actor, stored)) return Result.fail(new InvoiceNotYours({ message: notYourInvoice }))
    if (version !== null && version !== stored.version)
      return Result.fail(new InvoiceStale({ message: invoiceMessages.versionStale }))
    if (!isEditableState(stored.state)) return fail({ state: invoiceMessages.notEditable })
    return Result.succeed(stored)
  }

  /** Saves a checked body over a stored invoice; a rejected invoice becomes a draft again. */
  const save = async (
    actor: Awaited<ReturnType<typeof actorOf>>,
    stored: InvoiceRecord,
    form: InvoiceForm,
    version: number | null,
    action: "save" | "reprice",
  ): Outcome<Schemas["Invoice"]> => {
    const priced = await checkAndPrice(actor, form, stored)
    if (Result.isFailure(priced)) return Result.fail(priced.failure)
    const write = {
      ...priced.success,
      action,
      state: "draft" as const,
      userId: actor.id,
      nowIso: new Date(clock.now()).toISOString(),
    }
    const saved = await store.update(stored.id, write, version ?? stored.version, isEditableState)
    return Result.map(saved, (record) => answer(record, actor))
  }

  return {
    /** What the editor prices and checks with: the whole catalog (inactive items with their flag), the settings and a sales expert's own access; the permission table decides who asks. */
    catalog: async (caller: Caller): Promise<ReadonlyAnswer<Schemas["InvoiceCatalog"]>> => {
      const [catalog, pricing, access] = await Promise.all([
        store.catalog(),
        store.pricingSettings(),
        caller.role === "sales-expert" ? store.accessOf(caller.id) : null,
      ])
      return encodeInvoiceCatalog({ catalog, pricing, access }).data
    },

    create: async (caller: Caller, body: unknown): Outcome<Schemas["Invoice"]> => {
      const actor = await actorOf(caller)
      const form = validateInvoiceForm(body)
      if (Result.isFailure(form)) return fail(form.failure)
      const priced = await checkAndPrice(actor, form.success, undefined)
      if (Result.isFailure(priced)) return Result.fail(priced.failure)
      const record = await store.create({
        ...priced.success,
        action: "create",
        state: "draft",
        userId: actor.id,
        nowIso: new Date(clock.now()).toISOString(),
      })
      return Result.succeed(answer(record, actor))
    },

    read: async (caller: Caller, id: InvoiceId): Outcome<Schemas["Invoice"]> => {
      const actor = await actorOf(caller)
      const stored = await store.one(id)
      return stored !== undefined && mayReadInvoice(actor, stored)
        ? Result.succeed(answer(stored, actor))
        : Result.fail(new InvoiceNotFound())
    },

    /** The buyer's particulars for whoever may read the invoice (its printed copy carries them). */
    buyer: async (caller: Caller, id: InvoiceId): Outcome<Schemas["InvoiceBuyer"]> => {
      const actor = await actorOf(caller)
      const stored = await store.one(id)
      const buyer = stored !== undefined && mayReadInvoice(actor, stored) ? await store.buyer(stored.customer_id) : undefined
      return buyer === undefined ? Result.fail(new InvoiceNotFound()) : Result.succeed(buyer)
    },

    update: async (caller: Caller, id: InvoiceId, body: unknown): Outcome<Schemas["Invoice"]> => {
      const actor = await actorOf(caller)
      // An unreadable version is refused by the form's own check below, beside the other fields' errors.
      const version = Result.getOrElse(versionOf(body), () => null)
      const stored = await changeable(actor, id, version)
      if (Result.isFailure(stored)) return Result.fail(stored.failure)
      const form = validateInvoiceForm(body)
      if (Result.isFailure(form)) return fail(form.failure)
      const storedIds = stored.success.lines.map((line) => line.id)
      const strangers = Object.fromEntries(
        form.success.lines.flatMap((line, i) =>
          line.id !== null && !storedIds.includes(line.id) ? [[`lines.${i}.id`, invoiceMessages.lineInvalid]] : [],
        ),
      )
      if (Object.keys(strangers).length > 0) return fail(strangers)
      return save(actor, stored.success, form.success, version, "save")
    },

    reprice: async (caller: Caller, id: InvoiceId, body: unknown): Outcome<Schemas["Invoice"]> => {
      const actor = await actorOf(caller)
      const version = versionOf(body)
      if (Result.isFailure(version)) return fail(version.failure)
      const stored = await changeable(actor, id, version.success)
      if (Result.isFailure(stored)) return Result.fail(stored.failure)
      return save(actor, stored.success, formOf(stored.success), version.success, "reprice")
    },

    move: async (caller: Caller, id: InvoiceId, move: InvoiceMove, body: unknown): Outcome<Schemas["Invoice"]> => {
      const actor = await actorOf(caller)
      const stored = await store.one(id)
      if (stored === undefined || !mayReadInvoice(actor, stored)) return Result.fail(new InvoiceNotFound())
      // The permission table already kept every role to its moves; a sales expert's reach only their own invoices.
      if (!mayMoveInvoice(actor, stored)) return Result.fail(new InvoiceNotYours({ message: notYourInvoice }))
      const read = versionOf(body)
      if (Result.isFailure(read)) return fail(read.failure)
      const version = read.success
      if (version !== null && version !== stored.version)
        return Result.fail(new InvoiceStale({ message: invoiceMessages.versionStale }))
      if (!moveExists(stored, move)) return fail({ state: invoiceMessages.moveNotAllowed })
      const rejection = move === "reject" ? validateRejection(body) : undefined
      if (rejection !== undefined && Result.isFailure(rejection)) return fail(rejection.failure)
      const reason = rejection === undefined ? null : rejection.success.reason
      const moved = await store.move(id, {
        move,
        userId: actor.id,
        nowIso: new Date(clock.now()).toISOString(),
        reason,
        expectedVersion: version,
        decide: (current) => {
          const now = { role: actor.role, isOwner: current.sales_expert_id === actor.id }
          return allowedMoves(current, now).includes(move) ? Option.getOrUndefined(nextPosition(current, move)) : undefined
        },
        notices: (moved) =>
          noticesOf(move, moved, moved.serial_number).map((notice): MoveNotice => ({
            roles: notice.toRoles,
            users: notice.toOwner ? [moved.sales_expert_id] : [],
            status: notice.status,
            message: notice.message,
            reason: notice.withReason ? reason : null,
          })),
      })
      return Result.map(moved, (record) => answer(record, actor))
    },

    history: async (caller: Caller, id: InvoiceId): Outcome<ReadonlyArray<RevisionRecord>> => {
      const actor = await actorOf(caller)
      const stored = await store.one(id)
      if (stored === undefined || !mayReadInvoice(actor, stored)) return Result.fail(new InvoiceNotFound())
      return Result.succeed(await store.history(id))
    },

    list: async (
      caller: Caller,
      filter: InvoiceFilter,
      request: PageRequest,
      sort?: InvoiceSort,
    ): Promise<{ readonly page: Page<InvoiceListRow>; readonly rows: ReadonlyArray<Schemas["InvoiceRow"]> }> => {
      const actor = await actorOf(caller)
      const page = await store.page({ ...filter, ...invoiceListScope(actor) }, request, sort)
      const rows = page.rows.map((row, index) => invoiceRowAnswer(row, request.offset + index + 1, actor))
      return { page, rows }
    },

    exported: async (
      caller: Caller,
      filter: InvoiceFilter,
      limit: number,
      sort?: InvoiceSort,
    ): Promise<ReadonlyArray<InvoiceListRow>> => {
      const actor = await actorOf(caller)
      return store.exported({ ...filter, ...invoiceListScope(actor) }, limit, sort)
    },
  }
}

/** The invoice use cases as the routes hold them. */
export type InvoiceUseCases = ReturnType<typeof invoiceUseCases>
