import type { Context, Hono } from "hono"
import { Option, Result } from "effect"
import { listSorts } from "../../domain/pagination/listSorts.ts"
import { userConflicts, userMessages, validateUserForm, type EditedUserForm } from "../../domain/user/UserForm.ts"
import { checkUserChange, type StaffMember, type StaffStanding, type UserChangeRefused } from "../../domain/user/UserRules.ts"
import { validateActiveToggle, type ActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import { stationLabels } from "../../domain/production/Stations.ts"
import { isRole, roleLabels, type Role } from "../../domain/roles/Role.ts"
import { toPersianDigits } from "../../domain/text/digits.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Deps } from "../deps.ts"
import type { AnswerOf, Schemas } from "../http/answers.ts"
import { isToggleBody, jsonBody } from "../http/body.ts"
import { csvAnswer, maxExportRows } from "../http/csv.ts"
import { guard, type ApiEnv } from "../http/guard.ts"
import { listQuery, listSortOf } from "../http/listQuery.ts"
import { idOf, invalid, notFound, problem } from "../http/problems.ts"
import { metaOf } from "../db/paging.ts"
import type { ManagedUser, SaveAnswer, SaveFacts, UserFilter, UserWrite } from "./userStore.ts"

/** Why a save is refused: 403 with a message (a super-admin touched by someone else), or 422 with messages under fields. */
type Refusal = { readonly status: 403; readonly message: string } | { readonly status: 422; readonly errors: FieldErrors }

/** A stored role; a text that is none of the four would be a broken row, a fault of the server. */
const roleOf = (text: string): Role => {
  if (isRole(text)) return text
  throw new Error(`a stored user has the unknown role ${text}`)
}

const userOf = (row: ManagedUser): Schemas["User"] => ({
  id: row.id,
  name: row.name,
  last_name: row.last_name,
  personnel_code: row.personnel_code,
  mobile: row.mobile,
  role: roleOf(row.role),
  is_active: row.is_active,
  stations: [...row.stations],
})

const one = (row: ManagedUser): AnswerOf<"/Admin/user/{id}", "get", 200> => ({ data: userOf(row) })

/** The list's filters from the query: search and active as every list reads them, a role when it names one, and the order (or its 422). */
const filterOf = (c: Context): Result.Result<{ filter: UserFilter; query: ReturnType<typeof listQuery> }, FieldErrors> => {
  const query = listQuery(c)
  const role = c.req.query("role")?.trim() ?? ""
  return Result.map(listSortOf(c, listSorts.users), (sort) => ({
    query,
    filter: { search: query.search, active: query.active, role: isRole(role) ? role : undefined, sort },
  }))
}

/** A domain refusal as the answer: a non-super-admin touching a stored super-admin or operator is forbidden; the other refusals sit under the field at fault. */
const refusalOf = (refused: UserChangeRefused, before: ManagedUser | undefined, after: StaffStanding): Refusal => {
  switch (refused._tag) {
    case "SuperAdminReserved":
      return before?.role === "super-admin"
        ? { status: 403, message: refused.message }
        : { status: 422, errors: { role: refused.message } }
    case "OperatorReserved":
      return before?.role === "operator"
        ? { status: 403, message: refused.message }
        : { status: 422, errors: { role: refused.message } }
    case "SelfDeactivation":
      return { status: 422, errors: { is_active: refused.message } }
    case "LastActiveSuperAdmin":
      return { status: 422, errors: after.is_active ? { role: refused.message } : { is_active: refused.message } }
  }
}

/** What a save would do: the role and state it gives, the row it writes, and the codes it must not share with another user. */
interface Plan {
  readonly standing: StaffStanding
  readonly write: UserWrite
  readonly candidate?: { readonly id?: number; readonly personnel_code: string; readonly mobile: string }
}

/** The caller, whose role the guard has already checked. */
const actorOf = (c: Context<ApiEnv>): { id: number; role: Role } => {
  const { id, role } = c.var.user
  if (role === undefined) throw new Error("the guard lets only known roles through")
  return { id, role }
}

const staffOf = (facts: SaveFacts): ReadonlyArray<StaffMember> =>
  facts.activeSuperAdmins.map((row) => ({ id: row.id, role: roleOf(row.role), is_active: row.is_active }))

/** Users' management: the list, its CSV export, one, create, and edit or activate/deactivate, under the rules of who may change whom. */
export const userRoutes = (api: Hono<ApiEnv>, deps: Deps) => {
  const { users } = deps.repos
  const nowIso = () => new Date(deps.clock.now()).toISOString()

  /** Checks a save, inside its transaction, against the rules of who may change whom and the stored codes and mobiles. */
  const decide =
    (c: Context<ApiEnv>, plan: (before: ManagedUser | undefined) => Plan) =>
    (facts: SaveFacts): Result.Result<UserWrite, Refusal> => {
      const { standing, write, candidate } = plan(facts.before)
      const before = facts.before && { id: facts.before.id, role: roleOf(facts.before.role), is_active: facts.before.is_active }
      const rules = checkUserChange({
        actor: actorOf(c),
        before: Option.fromNullishOr(before),
        after: standing,
        staff: staffOf(facts),
      })
      const refusal = Result.isFailure(rules) ? refusalOf(rules.failure, facts.before, standing) : undefined
      if (refusal?.status === 403) return Result.fail(refusal)
      const errors = { ...(candidate ? userConflicts(candidate, facts.clashes) : {}), ...refusal?.errors }
      return Object.keys(errors).length > 0 ? Result.fail({ status: 422, errors }) : Result.succeed(write)
    }

  const answer = (c: Context<ApiEnv>, saved: SaveAnswer<Refusal>, status: 200 | 201) => {
    switch (saved.kind) {
      case "saved":
        return c.json(one(saved.user), status)
      case "missing":
        return notFound(c)
      case "taken":
        return invalid(c, {
          [saved.field]: saved.field === "mobile" ? userMessages.mobileTaken : userMessages.personnelCodeTaken,
        })
      case "refused":
        return saved.refusal.status === 403 ? problem(c, 403, saved.refusal.message) : invalid(c, saved.refusal.errors)
    }
  }

  api.get("/Admin/user", guard(deps, "GET /Admin/user"), async (c) => {
    const read = filterOf(c)
    if (Result.isFailure(read)) return invalid(c, read.failure)
    const { filter, query } = read.success
    const page = await users.page(filter, query.request)
    const data = page.rows.map((row, index): Schemas["UserRow"] => ({ ...userOf(row), key: query.request.offset + index + 1 }))
    return c.json({ data, meta: metaOf(query.request, page.total) } satisfies AnswerOf<"/Admin/user", "get", 200>, 200)
  })

  // Registered before /:id, though the id's digits-only pattern keeps the two apart anyway.
  api.get("/Admin/user/export", guard(deps, "GET /Admin/user/export"), async (c) => {
    const read = filterOf(c)
    if (Result.isFailure(read)) return invalid(c, read.failure)
    const rows = await users.list(read.success.filter, maxExportRows)
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
        roleLabels[roleOf(row.role)],
        row.is_active ? "فعال" : "غیرفعال",
        row.stations.map((station) => stationLabels[station]).join("، "),
      ]),
    )
  })

  // Only digits match, so /Admin/user/list (the lookup) and /export reach their own routes; other ids answer the API's 404.
  api.get("/Admin/user/:id{[0-9]+}", guard(deps, "GET /Admin/user/{id}"), async (c) => {
    const id = idOf(c.req.param("id"))
    const row = id === undefined ? undefined : await users.managed(id)
    return row ? c.json(one(row), 200) : notFound(c)
  })

  api.post("/Admin/user", guard(deps, "POST /Admin/user"), async (c) => {
    const form = validateUserForm(await jsonBody(c), { mode: "create" })
    if (Result.isFailure(form)) return invalid(c, form.failure)
    const { password, ...fields } = form.success
    const password_hash = await deps.passwords.hash(password)
    const plan = (): Plan => ({ standing: fields, write: { ...fields, password_hash }, candidate: fields })
    return answer(c, await users.save(undefined, fields, decide(c, plan), nowIso()), 201)
  })

  api.patch("/Admin/user/:id{[0-9]+}", guard(deps, "PATCH /Admin/user/{id}"), async (c) => {
    const id = idOf(c.req.param("id"))
    if (id === undefined) return notFound(c)
    const body = await jsonBody(c)
    const change: Result.Result<ActiveToggle | EditedUserForm, FieldErrors> = isToggleBody(body)
      ? validateActiveToggle(body)
      : validateUserForm(body, { mode: "edit" })
    if (Result.isFailure(change)) return invalid(c, change.failure)
    const edit = change.success
    if (!("name" in edit)) {
      const { is_active } = edit
      const toggled = (before: ManagedUser | undefined): Plan => {
        // The repository reports an unknown id before it asks, so a toggle always sees the stored user.
        if (!before) throw new Error("a toggle is decided on the stored user")
        return { standing: { role: roleOf(before.role), is_active }, write: { ...before, is_active, password_hash: null } }
      }
      return answer(c, await users.save(id, undefined, decide(c, toggled), nowIso()), 200)
    }
    const { password, ...fields } = edit
    const password_hash = password === null ? null : await deps.passwords.hash(password)
    const plan = (): Plan => ({ standing: fields, write: { ...fields, password_hash }, candidate: { id, ...fields } })
    return answer(c, await users.save(id, fields, decide(c, plan), nowIso()), 200)
  })
}
