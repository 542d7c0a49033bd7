import type { CustomerId, UserId } from "../../domain/identifiers/Ids.ts"
import { Option, Result } from "effect"
import { canSeeCustomer } from "../../domain/access/SalesExpertAccess.ts"
import {
  customerConflicts,
  customerMessages,
  validateCustomerForm,
  type CustomerForm,
} from "../../domain/customer/CustomerForm.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { validateActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import type { CustomerFilter, CustomerRecord } from "./customerLists.ts"
import { CustomerInvalid, CustomerNotFound, CustomerNotYours, type CustomerRefusal } from "./CustomerRefusal.ts"
import type { CustomerStore } from "./customerStore.ts"

/** The signed-in caller as the customer use cases need them. */
export interface Caller {
  readonly id: UserId
  readonly role: Role | undefined
}

/** Whom a caller sees: every customer, or a sales expert's own (`ownerOnly`) unless their active access widens it. */
export interface CustomerVisibility {
  readonly expert: boolean
  /** Set for a sales expert who sees only their own customers. */
  readonly ownerOnly: UserId | undefined
  readonly sees: (row: { readonly sales_expert_id: number | null }) => boolean
}

/** The port to the sales experts' side: who may own a customer. */
export interface SalesExperts {
  /** Whether a user is an active sales expert (the only owners a customer may have). */
  readonly isActiveExpert: (userId: number) => Promise<boolean>
}

/** The list's filters as the query has them; the use case adds the owner a sales expert is limited to. */
export type CustomerQuery = Omit<CustomerFilter, "ownerOnly">

/** A customer as its caller reads it, with whether they may edit it. */
export type ReadCustomer = CustomerRecord & { readonly can_edit: boolean }

type Outcome<A> = Promise<Result.Result<A, CustomerRefusal>>

/** The customer use cases (docs/people-customers.md): who sees and edits, the form's rules, the stored checks, the writes. */
export interface CustomerUseCases {
  /** Whom the caller sees, for the lists that show customers (the customer lookup reads it too). */
  readonly visibility: (caller: Caller) => Promise<CustomerVisibility>
  /** One page; `hidden_matches` says only whether customers the caller may not see would have matched an empty page. */
  readonly list: (
    caller: Caller,
    query: CustomerQuery,
    request: PageRequest,
  ) => Promise<Page<ReadCustomer> & { readonly hidden_matches: boolean }>
  /** Every customer the caller sees that matches (up to `limit`), for the export. */
  readonly exported: (caller: Caller, query: CustomerQuery, limit: number) => Promise<ReadonlyArray<CustomerRecord>>
  readonly read: (caller: Caller, id: CustomerId) => Outcome<ReadCustomer>
  readonly create: (caller: Caller, body: unknown) => Outcome<CustomerRecord>
  /** Replaces a customer with a whole form. */
  readonly update: (caller: Caller, id: CustomerId, body: unknown) => Outcome<CustomerRecord>
  /** Switches a customer on or off with a body of `is_active` only. */
  readonly toggle: (caller: Caller, id: CustomerId, body: unknown) => Outcome<CustomerRecord>
}

/**
 * Whom a caller sees: everyone for a manager; for a sales expert, their own customers only unless their active access
 * lets them see all (`ownerOnly` is then undefined).
 */
const visibilityOf = async (customers: Pick<CustomerStore, "accessOf">, user: Caller): Promise<CustomerVisibility> => {
  if (user.role !== "sales-expert") return { expert: false, ownerOnly: undefined, sees: () => true }
  const access = Option.fromNullishOr(await customers.accessOf(user.id))
  const sees = (row: { readonly sales_expert_id: number | null }) => canSeeCustomer(access, user.id, row)
  // A customer owned by nobody is another's customer: seeing it means seeing all.
  return { expert: true, ownerOnly: sees({ sales_expert_id: null }) ? undefined : user.id, sees }
}

const fail = (errors: FieldErrors) => Result.fail(new CustomerInvalid({ errors }))

/** Builds the customer use cases over the store, the clock and the sales experts' side. */
export const customerUseCases = (store: CustomerStore, clock: Clock, experts: SalesExperts): CustomerUseCases => {
  const nowIso = () => new Date(clock.now()).toISOString()
  const isExpert = (caller: Caller) => caller.role === "sales-expert"

  /** The errors only stored data can tell: a taken national code or ID, an owner who is no active sales expert. */
  const storedErrors = async (form: CustomerForm, id: number | undefined, ownerBefore: number | null | undefined) => {
    const keys = {
      type: form.type,
      national_code: form.type === "individual" ? form.national_code : null,
      national_id: form.type === "legal" ? form.national_id : null,
    }
    const conflicts = customerConflicts({ ...keys, id }, await store.holding(keys))
    // An owner kept unchanged by an edit stays valid even if that expert has since been deactivated.
    const ownerChanged = form.sales_expert_id !== null && form.sales_expert_id !== ownerBefore
    const owner: FieldErrors =
      ownerChanged && !(await experts.isActiveExpert(form.sales_expert_id ?? 0))
        ? { sales_expert_id: customerMessages.salesExpertInvalid }
        : {}
    return { ...conflicts, ...owner }
  }

  /** The form a caller saves: a sales expert's customer is always their own, so they can neither name nor hand on another owner. */
  const checked = async (
    caller: Caller,
    body: unknown,
    id: number | undefined,
    ownerBefore: number | null | undefined,
  ): Promise<Result.Result<CustomerForm, CustomerInvalid>> => {
    const valid = validateCustomerForm(body)
    if (Result.isFailure(valid)) return fail(valid.failure)
    const form: CustomerForm = isExpert(caller) ? { ...valid.success, sales_expert_id: caller.id } : valid.success
    const errors = await storedErrors(form, id, ownerBefore)
    return Object.keys(errors).length > 0 ? fail(errors) : Result.succeed(form)
  }

  /** The stored customer a caller may change: unseen is not found, and seeing every customer is not editing them (docs/people-customers.md). */
  const editable = async (caller: Caller, id: CustomerId): Outcome<CustomerRecord> => {
    const stored = await store.one(id)
    if (!stored) return Result.fail(new CustomerNotFound())
    const { expert, sees } = await visibilityOf(store, caller)
    if (!sees(stored)) return Result.fail(new CustomerNotFound())
    if (expert && stored.sales_expert_id !== caller.id)
      return Result.fail(new CustomerNotYours({ message: customerMessages.notYourCustomer }))
    return Result.succeed(stored)
  }

  const filterFor = async (caller: Caller, query: CustomerQuery): Promise<CustomerFilter> => ({
    ...query,
    ownerOnly: (await visibilityOf(store, caller)).ownerOnly,
  })

  return {
    visibility: (caller) => visibilityOf(store, caller),
    list: async (caller, query, request) => {
      const filter = await filterFor(caller, query)
      const page = await store.page(filter, request)
      const expert = isExpert(caller)
      // Asked only of a limited caller whose filtered list is empty, and answered by one row's existence, never its data.
      const hidden =
        page.total === 0 &&
        filter.ownerOnly !== undefined &&
        (await store.exported({ ...filter, ownerOnly: undefined }, 1)).length > 0
      return {
        ...page,
        rows: page.rows.map((row) => ({ ...row, can_edit: !expert || row.sales_expert_id === caller.id })),
        hidden_matches: hidden,
      }
    },
    exported: async (caller, query, limit) => store.exported(await filterFor(caller, query), limit),
    read: async (caller, id) => {
      const row = await store.one(id)
      if (!row) return Result.fail(new CustomerNotFound())
      const { sees } = await visibilityOf(store, caller)
      return sees(row)
        ? Result.succeed({ ...row, can_edit: !isExpert(caller) || row.sales_expert_id === caller.id })
        : Result.fail(new CustomerNotFound())
    },
    create: async (caller, body) => {
      const form = await checked(caller, body, undefined, isExpert(caller) ? caller.id : undefined)
      return Result.isFailure(form) ? Result.fail(form.failure) : store.create(form.success, nowIso())
    },
    update: async (caller, id, body) => {
      const stored = await editable(caller, id)
      if (Result.isFailure(stored)) return stored
      const form = await checked(caller, body, id, stored.success.sales_expert_id)
      return Result.isFailure(form) ? Result.fail(form.failure) : store.update(id, form.success, nowIso())
    },
    toggle: async (caller, id, body) => {
      const stored = await editable(caller, id)
      if (Result.isFailure(stored)) return stored
      const toggle = validateActiveToggle(body)
      if (Result.isFailure(toggle)) return fail(toggle.failure)
      const row = await store.setActive(id, toggle.success.is_active, nowIso())
      return row ? Result.succeed(row) : Result.fail(new CustomerNotFound())
    },
  }
}
