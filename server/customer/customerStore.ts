import { CustomerId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import type { CustomerForm, CustomerKeys } from "../../domain/customer/CustomerForm.ts"
import type { Database } from "../db/Database.ts"
import { uniqueColumnOf } from "../db/uniqueViolation.ts"
import { customerListsIn, type CustomerLists, type CustomerRecord } from "./customerLists.ts"
import { searchTextOf } from "./customerSearch.ts"
import { CustomerNotFound, identifierTaken, type CustomerIdentifier, type CustomerInvalid } from "./CustomerRefusal.ts"

/** What a sales expert's stored access says about seeing customers. */
export interface StoredAccess {
  readonly is_active: boolean
  readonly may_see_all_customers: boolean
}

/** A write that a unique index refused (another request saved the same identifier first), or whose customer is gone. */
type Written = Promise<Result.Result<CustomerRecord, CustomerInvalid | CustomerNotFound>>

/** The customers as stored: the reads of `CustomerLists`, the identifiers' holders and the writes. */
export interface CustomerStore extends CustomerLists {
  /** Stored customers holding the candidate's national code or national ID. */
  readonly holding: (keys: CustomerKeys) => Promise<ReadonlyArray<CustomerKeys & { readonly id: number }>>
  readonly create: (form: CustomerForm, nowIso: string) => Written
  readonly update: (id: CustomerId, form: CustomerForm, nowIso: string) => Written
  readonly setActive: (id: CustomerId, active: boolean, nowIso: string) => Promise<CustomerRecord | undefined>
  /** A sales expert's stored access, as far as it widens whom they see. */
  readonly accessOf: (userId: number) => Promise<StoredAccess | undefined>
}

/** The stored columns of a form: a person's name or an entity's company name in `name`, the other type's fields emptied. */
const valuesOf = (form: CustomerForm) => {
  const common = {
    kind: form.type,
    phone: form.phone,
    postal_code: form.postal_code,
    address: form.address,
    city: form.city,
    sales_expert_id: form.sales_expert_id,
    credit_limit: form.credit_limit,
    notes: form.notes,
    is_active: form.is_active ? 1 : 0,
  }
  const values =
    form.type === "individual"
      ? {
          ...common,
          name: form.name,
          last_name: form.last_name,
          national_code: form.national_code,
          mobile: form.mobile,
          national_id: null,
          economic_code: null,
          representative_name: null,
          representative_mobile: null,
        }
      : {
          ...common,
          name: form.company_name,
          last_name: null,
          national_code: null,
          mobile: null,
          national_id: form.national_id,
          economic_code: form.economic_code,
          representative_name: form.representative_name,
          representative_mobile: form.representative_mobile,
        }
  return { ...values, search_text: searchTextOf(values) }
}

/** Which identifier a unique violation was about, on either database; undefined for any other error. */
const takenBy = (error: unknown) => uniqueColumnOf<CustomerIdentifier>(error, ["national_code", "national_id"])

/** Runs a write returning the written id, then reads the customer back with its owner's name. */
const saving = async (
  write: () => Promise<{ readonly id: number } | undefined>,
  read: (id: CustomerId) => Promise<CustomerRecord | undefined>,
): Written => {
  try {
    const written = await write()
    const saved = written && (await read(CustomerId(written.id)))
    return saved ? Result.succeed(saved) : Result.fail(new CustomerNotFound())
  } catch (error) {
    const taken = takenBy(error)
    if (taken) return Result.fail(identifierTaken(taken))
    throw error
  }
}

/** Customers kept in the database: the reads of `customerListsIn` and the writes, each read back with its owner's name. */
export const customersIn = (database: Pick<Database, "db" | "dialect">): CustomerStore => {
  const { db } = database
  const lists = customerListsIn(database)
  const { one } = lists
  return {
    ...lists,
    holding: async (keys) => {
      const rows = await db
        .selectFrom("customers")
        .select(["id", "kind", "national_code", "national_id"])
        .where((eb) =>
          eb.or([eb("national_code", "=", keys.national_code ?? ""), eb("national_id", "=", keys.national_id ?? "")]),
        )
        .execute()
      return rows.map((row) => ({
        id: row.id,
        type: row.kind === "individual" ? "individual" : "legal",
        national_code: row.national_code,
        national_id: row.national_id,
      }))
    },
    create: (form, nowIso) =>
      saving(
        () =>
          db
            .insertInto("customers")
            .values({ ...valuesOf(form), created_at: nowIso, updated_at: nowIso })
            .returning("id")
            .executeTakeFirst(),
        one,
      ),
    update: (id, form, nowIso) =>
      saving(
        () =>
          db
            .updateTable("customers")
            .set({ ...valuesOf(form), updated_at: nowIso })
            .where("id", "=", id)
            .returning("id")
            .executeTakeFirst(),
        one,
      ),
    setActive: async (id, active, nowIso) => {
      const written = await db
        .updateTable("customers")
        .set({ is_active: active ? 1 : 0, updated_at: nowIso })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
      return written && one(CustomerId(written.id))
    },
    accessOf: async (userId) => {
      const row = await db
        .selectFrom("sales_expert_access")
        .select(["is_active", "may_see_all_customers"])
        .where("user_id", "=", userId)
        .executeTakeFirst()
      return row && { is_active: row.is_active === 1, may_see_all_customers: row.may_see_all_customers === 1 }
    },
  }
}
