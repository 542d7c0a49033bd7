import { CustomerId, UserId } from "../../domain/identifiers/Ids.ts"
import { rialsOfColumn, type Rials } from "../../domain/money/Rials.ts"
import { sql, type SelectQueryBuilder } from "kysely"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { CustomerType } from "../../domain/customer/CustomerForm.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { codeOrder, orderedBy, persianOrder } from "../db/listOrder.ts"
import { cappedTotal, countCapOf, type Page, type PageRequest } from "../db/paging.ts"
import { searchTextMatches } from "../db/textSearch.ts"

/** A customer as the API shows it: the other type's fields are null. */
export interface CustomerRecord {
  readonly id: CustomerId
  readonly type: CustomerType
  readonly name: string | null
  readonly last_name: string | null
  readonly national_code: string | null
  readonly mobile: string | null
  readonly company_name: string | null
  readonly national_id: string | null
  readonly economic_code: string | null
  readonly representative_name: string | null
  readonly representative_mobile: string | null
  readonly phone: string | null
  readonly postal_code: string | null
  readonly address: string | null
  readonly city: string | null
  readonly sales_expert_id: UserId | null
  /** The owner's full name, kept when that user is no longer a sales expert; null with no owner. */
  readonly sales_expert_name: string | null
  readonly credit_limit: Rials
  readonly notes: string | null
  readonly is_active: boolean
}

/** Which customers a list holds: the filters of the list screen, and the one owner a sales expert is limited to. */
export interface CustomerFilter {
  readonly search?: string | undefined
  readonly active?: boolean | undefined
  readonly type?: CustomerType | undefined
  readonly salesExpertId?: UserId | undefined
  /** Set for a sales expert who sees only their own customers. */
  readonly ownerOnly?: UserId | undefined
  /** The list's order; newest first without one. */
  readonly sort?: ListSort<SortKeyOf<"customers">> | undefined
}

/** The customer reads: the list's pages, the export and one, each joined to the owner's name. */
export interface CustomerLists {
  readonly page: (filter: CustomerFilter, request: PageRequest) => Promise<Page<CustomerRecord>>
  /** Every matching customer (up to `limit`), for the export. */
  readonly exported: (filter: CustomerFilter, limit: number) => Promise<ReadonlyArray<CustomerRecord>>
  readonly one: (id: CustomerId) => Promise<CustomerRecord | undefined>
}

const columns = [
  "id",
  "kind",
  "name",
  "last_name",
  "national_code",
  "mobile",
  "national_id",
  "economic_code",
  "representative_name",
  "representative_mobile",
  "phone",
  "postal_code",
  "address",
  "city",
  "sales_expert_id",
  "credit_limit",
  "notes",
  "is_active",
] as const
// Lists join the users table, where id, name and is_active would be ambiguous.
const qualified = columns.map((column) => `customers.${column}` as const)

type Row = Pick<
  Schema["customers"],
  | "kind"
  | "name"
  | "last_name"
  | "national_code"
  | "mobile"
  | "national_id"
  | "economic_code"
  | "representative_name"
  | "representative_mobile"
  | "phone"
  | "postal_code"
  | "address"
  | "city"
  | "sales_expert_id"
  | "credit_limit"
  | "notes"
  | "is_active"
> & {
  readonly id: number
  readonly expert_name: string | null
  readonly expert_last_name: string | null
}

const toRecord = (row: Row): CustomerRecord => {
  const individual = row.kind === "individual"
  return {
    id: CustomerId(row.id),
    type: individual ? "individual" : "legal",
    name: individual ? row.name : null,
    last_name: individual ? row.last_name : null,
    national_code: individual ? row.national_code : null,
    mobile: individual ? row.mobile : null,
    company_name: individual ? null : row.name,
    national_id: individual ? null : row.national_id,
    economic_code: individual ? null : row.economic_code,
    representative_name: individual ? null : row.representative_name,
    representative_mobile: individual ? null : row.representative_mobile,
    phone: row.phone,
    postal_code: row.postal_code,
    address: row.address,
    city: row.city,
    sales_expert_id: row.sales_expert_id === null ? null : UserId(row.sales_expert_id),
    sales_expert_name: row.expert_name === null ? null : `${row.expert_name} ${row.expert_last_name ?? ""}`.trim(),
    credit_limit: rialsOfColumn(row.credit_limit),
    notes: row.notes,
    is_active: row.is_active === 1,
  }
}

type CustomerQuery<O> = SelectQueryBuilder<Schema, "customers", O>

/** Customers kept in the database, newest first unless the list asks for another order. */
export const customerListsIn = ({ db, dialect }: Pick<Database, "db" | "dialect">): CustomerLists => {
  const matching = <O>(query: CustomerQuery<O>, filter: CustomerFilter): CustomerQuery<O> => {
    const { search, active, type, salesExpertId, ownerOnly } = filter
    return query
      .$if(ownerOnly !== undefined, (q) => q.where("customers.sales_expert_id", "=", ownerOnly ?? 0))
      .$if(active !== undefined, (q) => q.where("customers.is_active", "=", active ? 1 : 0))
      .$if(type !== undefined, (q) => q.where("customers.kind", "=", type ?? ""))
      .$if(salesExpertId !== undefined, (q) => q.where("customers.sales_expert_id", "=", salesExpertId ?? 0))
      .$if(search !== undefined, (q) => q.where(searchTextMatches(dialect, "customers", search ?? "")))
  }

  /** Matching customers in the filter's order (newest first without one), joined to the user who owns each. */
  const owned = (filter: CustomerFilter) => {
    const query = matching(
      db
        .selectFrom("customers")
        .leftJoin("users", "users.id", "customers.sales_expert_id")
        .select([...qualified, "users.name as expert_name", "users.last_name as expert_last_name"]),
      filter,
    )
    const { sort } = filter
    if (sort === undefined) return query.orderBy("customers.id", "desc")
    const columns = {
      // A legal customer's company name is kept in `name`, so one order holds both types.
      name: [persianOrder(dialect, sql.ref("customers.name")), persianOrder(dialect, sql.ref("customers.last_name"))],
      identifier: codeOrder(dialect, sql`coalesce(${sql.ref("customers.national_code")}, ${sql.ref("customers.national_id")})`),
      city: [persianOrder(dialect, sql.ref("customers.city"))],
      credit_limit: [sql.ref("customers.credit_limit")],
    }[sort.key]
    return orderedBy(query, columns, "customers.id", sort)
  }

  /**
   * The list's total: summed from the kept counts (migration 0026) unless a search or two different owners narrow it. A
   * search counts at most `cap + 1` matches, so that one letter, matching most customers, stops as soon as it passes the cap.
   */
  const totalOf = (filter: CustomerFilter, cap: number) => {
    const { search, active, type, salesExpertId, ownerOnly } = filter
    const owners = [ownerOnly, salesExpertId].filter((owner) => owner !== undefined)
    if (search !== undefined)
      return db
        .selectFrom(
          matching(db.selectFrom("customers").select("customers.id"), filter)
            .limit(cap + 1)
            .as("matched"),
        )
        .select((eb) => eb.fn.countAll<number>().as("n"))
    if (owners.some((owner) => owner !== owners[0]))
      return matching(
        db.selectFrom("customers").select((eb) => eb.fn.countAll<number>().as("n")),
        filter,
      )
    return db
      .selectFrom("customer_counts")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("n"), sql<number>`0`).as("n"))
      .where("scope", "=", owners[0] === undefined ? "" : `expert:${owners[0]}`)
      .$if(active !== undefined, (q) => q.where("is_active", "=", active ? 1 : 0))
      .$if(type !== undefined, (q) => q.where("kind", "=", type ?? ""))
  }

  const one = async (id: CustomerId) => {
    const row = await owned({}).where("customers.id", "=", id).executeTakeFirst()
    return row && toRecord(row)
  }

  return {
    page: async (filter, request) => {
      const rows = await owned(filter).limit(request.perPage).offset(request.offset).execute()
      const cap = countCapOf(request)
      const counted = await totalOf(filter, cap).executeTakeFirstOrThrow()
      return { rows: rows.map(toRecord), ...cappedTotal(Number(counted.n), cap) }
    },
    exported: async (filter, limit) => (await owned(filter).limit(limit).execute()).map(toRecord),
    one,
  }
}
