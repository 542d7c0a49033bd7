import { UserId } from "../../domain/identifiers/Ids.ts"
import { sql, type ExpressionBuilder, type Kysely } from "kysely"
import { Option, Result } from "effect"
import type { ListSort } from "../../domain/pagination/ListSort.ts"
import type { SortKeyOf } from "../../domain/pagination/listSorts.ts"
import type { SalesExpertAccess } from "../../domain/access/SalesExpertAccess.ts"
import type { Database } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { containsPattern } from "../http/listQuery.ts"
import { codeOrder, orderedBy, persianOrder } from "../db/listOrder.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { AccessNotFound, unknownProducts, type AccessRefusal } from "./AccessRefusal.ts"

/** The role whose users have an access record. */
const salesExpertRole = "sales-expert"

/** A sales expert with their access as stored (none when no record was ever saved). */
export interface SalesExpertRecord {
  readonly id: UserId
  readonly name: string
  readonly last_name: string
  readonly personnel_code: string
  readonly mobile: string
  readonly is_active: boolean
  readonly access: Option.Option<SalesExpertAccess>
}

/** What the list is narrowed by: search text (already normalised) and whether the access is in force; and its order, newest expert first without one. */
export interface ExpertFilter {
  readonly search: string | undefined
  readonly active: boolean | undefined
  readonly sort?: ListSort<SortKeyOf<"salesExpertAccess">> | undefined
}

/** The sales experts with their access as stored: the list, the export, one, its save, and whether a user is an active expert. */
export interface AccessStore {
  readonly page: (filter: ExpertFilter, request: PageRequest) => Promise<Page<SalesExpertRecord>>
  readonly all: (filter: ExpertFilter, limit: number) => Promise<ReadonlyArray<SalesExpertRecord>>
  readonly one: (userId: UserId) => Promise<SalesExpertRecord | undefined>
  /** Writes the whole access in one transaction, refused when the user is no sales expert or a product is not stored. */
  readonly save: (
    userId: UserId,
    access: SalesExpertAccess,
    nowIso: string,
  ) => Promise<Result.Result<SalesExpertRecord, AccessRefusal>>
  /** Whether a user is an active sales expert (the only owners a customer may have). */
  readonly isActiveExpert: (userId: number) => Promise<boolean>
}

type Db = Kysely<Schema>
type From = ExpressionBuilder<Schema & { a: Schema["sales_expert_access"] }, "users" | "a">

const columns = [
  "users.id",
  "users.name",
  "users.last_name",
  "users.personnel_code",
  "users.mobile",
  "users.is_active",
  "a.user_id as access_user_id",
  "a.may_see_all_customers",
  "a.may_create_pre_buy",
  "a.max_discount_percent",
  "a.is_active as access_active",
] as const

/** Users of the sales-expert role joined with their access record, narrowed by the filter. */
const experts = (db: Db, filter: ExpertFilter) =>
  db
    .selectFrom("users")
    .leftJoin("sales_expert_access as a", "a.user_id", "users.id")
    .where("users.role", "=", salesExpertRole)
    .$if(filter.active === true, (query) => query.where("a.is_active", "=", 1))
    .$if(filter.active === false, (query) =>
      query.where((eb) => eb.or([eb("a.is_active", "is", null), eb("a.is_active", "=", 0)])),
    )
    .$if(filter.search !== undefined, (query) =>
      query.where((eb) => matches(eb, containsPattern((filter.search ?? "").toLowerCase()))),
    )

/** Name, last name, full name, personnel code or mobile contain the text (Latin letters compared in lower case on both databases). */
const matches = (eb: From, pattern: string) => {
  const like = (column: ReturnType<typeof sql<string>>) => sql<boolean>`lower(${column}) like ${pattern} escape '\\'`
  return eb.or([
    like(sql`${eb.ref("users.name")}`),
    like(sql`${eb.ref("users.last_name")}`),
    like(sql`${eb.ref("users.name")} || ' ' || ${eb.ref("users.last_name")}`),
    like(sql`${eb.ref("users.personnel_code")}`),
    like(sql`${eb.ref("users.mobile")}`),
  ])
}

type Joined = {
  id: number
  name: string
  last_name: string
  personnel_code: string
  mobile: string
  is_active: number
  access_user_id: number | null
  may_see_all_customers: number | null
  may_create_pre_buy: number | null
  max_discount_percent: number | null
  access_active: number | null
}

/** Each page's rows with their allowed products, read in one more query. */
const withProducts = async (db: Db, rows: ReadonlyArray<Joined>): Promise<ReadonlyArray<SalesExpertRecord>> => {
  const ids = rows.filter((row) => row.access_user_id !== null).map((row) => row.id)
  const products =
    ids.length === 0
      ? []
      : await db
          .selectFrom("sales_expert_access_products")
          .select(["user_id", "product_id"])
          .where("user_id", "in", ids)
          .orderBy("product_id")
          .execute()
  return rows.map((row) => ({
    id: UserId(row.id),
    name: row.name,
    last_name: row.last_name,
    personnel_code: row.personnel_code,
    mobile: row.mobile,
    is_active: row.is_active === 1,
    access:
      row.access_user_id === null
        ? Option.none()
        : Option.some({
            may_see_all_customers: row.may_see_all_customers === 1,
            may_create_pre_buy: row.may_create_pre_buy === 1,
            max_discount_percent: Number(row.max_discount_percent ?? 0),
            allowed_product_ids: products.filter((product) => product.user_id === row.id).map((product) => product.product_id),
            is_active: row.access_active === 1,
          }),
  }))
}

/** Sales experts' access kept in the database; the list is newest expert first unless it asks for another order. */
export const accessStoreIn = ({ db, dialect }: Pick<Database, "db" | "dialect">): AccessStore => {
  const ordered = (filter: ExpertFilter) => {
    const query = experts(db, filter).select(columns)
    const { sort } = filter
    if (sort === undefined) return query.orderBy("users.id", "desc")
    const sorted = {
      name: [persianOrder(dialect, sql.ref("users.name")), persianOrder(dialect, sql.ref("users.last_name"))],
      personnel_code: codeOrder(dialect, sql.ref("users.personnel_code")),
      // The list shows the access that applies: none, or one switched off, is no discount.
      max_discount_percent: [
        sql<number>`case when ${sql.ref("a.is_active")} = 1 then coalesce(${sql.ref("a.max_discount_percent")}, 0) else 0 end`,
      ],
    }[sort.key]
    return orderedBy(query, sorted, "users.id", sort)
  }
  const rowsOf = async (filter: ExpertFilter, limit: number, offset: number) =>
    withProducts(db, await ordered(filter).limit(limit).offset(offset).execute())
  const one = async (userId: UserId) =>
    (
      await withProducts(
        db,
        await experts(db, { search: undefined, active: undefined }).select(columns).where("users.id", "=", userId).execute(),
      )
    )[0]
  return {
    page: async (filter, { perPage, offset }) => {
      const [rows, total] = await Promise.all([
        rowsOf(filter, perPage, offset),
        experts(db, filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(total.n) }
    },
    all: (filter, limit) => rowsOf(filter, limit, 0),
    one,
    save: async (userId, access, nowIso) => {
      const written = await db.transaction().execute(async (trx): Promise<Result.Result<void, AccessRefusal>> => {
        // Read inside the transaction, so a role changed meanwhile cannot get a record.
        const expert = await trx
          .selectFrom("users")
          .select("id")
          .where("id", "=", userId)
          .where("role", "=", salesExpertRole)
          .executeTakeFirst()
        if (!expert) return Result.fail(new AccessNotFound())
        const wanted = access.allowed_product_ids
        const stored =
          wanted.length === 0 ? [] : await trx.selectFrom("products").select("id").where("id", "in", wanted).execute()
        const known = new Set(stored.map((product) => product.id))
        const unknown = wanted.flatMap((id, index) => (known.has(id) ? [] : [index]))
        if (unknown.length > 0) return Result.fail(unknownProducts(unknown))
        const values = {
          may_see_all_customers: access.may_see_all_customers ? 1 : 0,
          may_create_pre_buy: access.may_create_pre_buy ? 1 : 0,
          max_discount_percent: access.max_discount_percent,
          is_active: access.is_active ? 1 : 0,
          updated_at: nowIso,
        }
        await trx
          .insertInto("sales_expert_access")
          .values({ user_id: userId, ...values })
          .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
          .execute()
        await trx.deleteFrom("sales_expert_access_products").where("user_id", "=", userId).execute()
        if (wanted.length > 0)
          await trx
            .insertInto("sales_expert_access_products")
            .values(wanted.map((product_id) => ({ user_id: userId, product_id })))
            .execute()
        return Result.succeed(undefined)
      })
      if (Result.isFailure(written)) return Result.fail(written.failure)
      const expert = await one(userId)
      return expert ? Result.succeed(expert) : Result.fail(new AccessNotFound())
    },
    isActiveExpert: async (userId) =>
      (await db
        .selectFrom("users")
        .select("id")
        .where("id", "=", userId)
        .where("role", "=", salesExpertRole)
        .where("is_active", "=", 1)
        .executeTakeFirst()) !== undefined,
  }
}
