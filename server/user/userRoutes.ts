import type { Context, Hono } from "hono"
import { Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { stationLabels } from "../../domain/production/Stations.ts"
import { isRole, roleLabels } from "../../domain/roles/Role.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { invalid, notFound } from "../http/problems.ts"
import { pathIdOf } from "../http/pathId.ts"
import { UserId } from "../../domain/identifiers/Ids.ts"
import { answerRefusal } from "../http/refusal.ts"
import { metaOf } from "../db/paging.ts"
import type { UserFilter } from "./userLists.ts"
import type { UserRefusal } from "./UserRefusal.ts"
import type { Caller } from "./userUseCases.ts"

/** The list's filters from the query: search and active as every list reads them, a role when it names one, and the order (or its 422). */
const filterOf = (c: Context): Result.Result<{ filter: UserFilter; query: ReturnType<typeof listQuery> }, FieldErrors> => {
  const query = listQuery(c)
  const role = c.req.query("role")?.trim() ?? ""
  return Result.map(listSortOf(c, listSorts.users), (sort) => ({
    query,
    filter: { search: query.search, active: query.active, role: isRole(role) ? role : undefined, sort },
  }))
}

/** The caller, whose role the guard has already checked. */
const callerOf = (c: Context<ApiEnv>): Caller => {
  const { id, role } = c.var.user
  if (role === undefined) throw new Error("the guard lets only known roles through")
  return { id, role }
}

const one = (c: Context<ApiEnv>, outcome: Result.Result<Schemas["User"], UserRefusal>, status: 200 | 201) =>
  Result.match(outcome, {
    onSuccess: (data) => c.json({ data } satisfies AnswerOf<"/Admin/user/{id}", "get", 200>, status),
    onFailure: (refusal) => answerRefusal(c, refusal),
  })

/** Users' management: the list, its CSV export, one, create, and edit or activate/deactivate; each handler decodes, calls its use case and answers. */
export const userRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const users = deps.useCases.user

  api.get("/Admin/user", guard(deps, "GET /Admin/user"), async (c) => {
    const read = filterOf(c)
    if (Result.isFailure(read)) return invalid(c, read.failure)
    const { filter, query } = read.success
    const page = await users.page(filter, query.request)
    const data = page.rows.map((user, index): Schemas["UserRow"] => ({ ...user, key: query.request.offset + index + 1 }))
    return c.json({ data, meta: metaOf(query.request, page.total) } satisfies AnswerOf<"/Admin/user", "get", 200>, 200)
  })

  // Registered before /:id, though the id's digits-only pattern keeps the two apart anyway.
  api.get("/Admin/user/export", guard(deps, "GET /Admin/user/export"), async (c) => {
    const read = filterOf(c)
    if (Result.isFailure(read)) return invalid(c, read.failure)
    const rows = await users.exported(read.success.filter, maxExportRows)
    // Codes and mobiles are written in Persian digits: Excel would read ASCII ones as numbers and drop the mobile's leading zero.
    return csvAnswer(
      c,
      "users.csv",
      ["ردیف", "نام", "نام خانوادگی", "کد پرسنلی", "شماره همراه", "نقش", "وضعیت", "ایستگاه‌ها"],
      rows.map((row, index) => [
        index + 1,
        row.name,
        row.last_name,
        toPersianDigits(row.personnel_code),
        toPersianDigits(row.mobile),
        roleLabels[row.role],
        row.is_active ? "فعال" : "غیرفعال",
        row.stations.map((station) => stationLabels[station]).join("، "),
      ]),
    )
  })

  // Only digits match, so /Admin/user/list (the lookup) and /export reach their own routes; other ids answer the API's 404.
  api.get("/Admin/user/:id{[0-9]+}", guard(deps, "GET /Admin/user/{id}"), async (c) => {
    const id = pathIdOf(UserId, c.req.param("id"))
    return id === undefined ? notFound(c) : one(c, await users.one(id), 200)
  })

  api.post("/Admin/user", guard(deps, "POST /Admin/user"), async (c) =>
    one(c, await users.create(callerOf(c), await jsonBody(c)), 201),
  )

  api.patch("/Admin/user/:id{[0-9]+}", guard(deps, "PATCH /Admin/user/{id}"), async (c) => {
    const id = pathIdOf(UserId, c.req.param("id"))
    if (id === undefined) return notFound(c)
    return one(c, await users.update(callerOf(c), id, await jsonBody(c)), 200)
  })
}
