import type { UserId } from "../../domain/identifiers/Ids.ts"
import { Option, Result } from "effect"
import { userConflicts, validateUserForm, type EditedUserForm } from "../../domain/user/UserForm.ts"
import { checkUserChange, type StaffMember, type StaffStanding, type UserChangeRefused } from "../../domain/user/UserRules.ts"
import { validateActiveToggle, type ActiveToggle } from "../../domain/validation/ActiveToggle.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import { isRole, type Role } from "../../domain/roles/Role.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"
import type { Schemas } from "../http/answers.ts"
import { isToggleBody } from "../http/body.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import type { ManagedUser, UserFilter } from "./userLists.ts"
import { UserInvalid, UserNotFound, UserProtected, type UserRefusal } from "./UserRefusal.ts"
import type { SaveFacts, UserStore, UserWrite } from "./userStore.ts"

type Outcome<A> = Promise<Result.Result<A, UserRefusal>>

/** The signed-in caller as the user use cases need them. */
export interface Caller {
  readonly id: UserId
  readonly role: Role
}

/** The password hashing the user forms need: a port the composition root builds from auth's. */
export interface PasswordHashing {
  readonly hash: (password: string) => Promise<string>
}

/** Users' management: the list, its export, one, create, and edit or activate/deactivate, under the rules of who may change whom. */
export interface UserUseCases {
  readonly page: (filter: UserFilter, request: PageRequest) => Promise<Page<Schemas["User"]>>
  /** The filtered list for a CSV export, at most `limit` users. */
  readonly exported: (filter: UserFilter, limit: number) => Promise<ReadonlyArray<Schemas["User"]>>
  readonly one: (id: UserId) => Outcome<Schemas["User"]>
  readonly create: (caller: Caller, body: unknown) => Outcome<Schemas["User"]>
  /** Saves a whole edit form, or the list's toggle when the body carries `is_active` alone. */
  readonly update: (caller: Caller, id: UserId, body: unknown) => Outcome<Schemas["User"]>
}

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

/** A domain refusal as the user's: a non-super-admin touching a stored super-admin or operator is forbidden; the other refusals sit under the field at fault. */
const refusalOf = (
  refused: UserChangeRefused,
  before: ManagedUser | undefined,
  after: StaffStanding,
): UserProtected | UserInvalid => {
  switch (refused._tag) {
    case "SuperAdminReserved":
      return before?.role === "super-admin"
        ? new UserProtected({ message: refused.message })
        : new UserInvalid({ errors: { role: refused.message } })
    case "OperatorReserved":
      return before?.role === "operator"
        ? new UserProtected({ message: refused.message })
        : new UserInvalid({ errors: { role: refused.message } })
    case "SelfDeactivation":
      return new UserInvalid({ errors: { is_active: refused.message } })
    case "LastActiveSuperAdmin":
      return new UserInvalid({ errors: after.is_active ? { role: refused.message } : { is_active: refused.message } })
  }
}

/** What a save would do: the role and state it gives, the row it writes, and the codes it must not share with another user. */
interface Plan {
  readonly standing: StaffStanding
  readonly write: UserWrite
  readonly candidate?: { readonly id?: number; readonly personnel_code: string; readonly mobile: string }
}

const staffOf = (facts: SaveFacts): ReadonlyArray<StaffMember> =>
  facts.activeSuperAdmins.map((row) => ({ id: row.id, role: roleOf(row.role), is_active: row.is_active }))

/** Checks a save, inside its transaction, against the rules of who may change whom and the stored codes and mobiles. */
const decide =
  (caller: Caller, plan: (before: ManagedUser | undefined) => Plan) =>
  (facts: SaveFacts): Result.Result<UserWrite, UserProtected | UserInvalid> => {
    const { standing, write, candidate } = plan(facts.before)
    const before = facts.before && { id: facts.before.id, role: roleOf(facts.before.role), is_active: facts.before.is_active }
    const rules = checkUserChange({
      actor: { id: caller.id, role: caller.role },
      before: Option.fromNullishOr(before),
      after: standing,
      staff: staffOf(facts),
    })
    const refusal = Result.isFailure(rules) ? refusalOf(rules.failure, facts.before, standing) : undefined
    if (refusal?._tag === "UserProtected") return Result.fail(refusal)
    const errors = { ...(candidate ? userConflicts(candidate, facts.clashes) : {}), ...refusal?.errors }
    return Object.keys(errors).length > 0 ? Result.fail(new UserInvalid({ errors })) : Result.succeed(write)
  }

/** The user use cases (product.md, users' management). */
export const userUseCases = (store: UserStore, clock: Clock, passwords: PasswordHashing): UserUseCases => {
  const nowIso = () => new Date(clock.now()).toISOString()
  const saved = (outcome: Result.Result<ManagedUser, UserRefusal>) => Result.map(outcome, userOf)

  return {
    page: async (filter, request) => {
      const page = await store.page(filter, request)
      return { rows: page.rows.map(userOf), total: page.total }
    },
    exported: async (filter, limit) => (await store.list(filter, limit)).map(userOf),
    one: async (id) => {
      const row = await store.managed(id)
      return row ? Result.succeed(userOf(row)) : Result.fail(new UserNotFound())
    },

    create: async (caller, body) => {
      const form = validateUserForm(body, { mode: "create" })
      if (Result.isFailure(form)) return Result.fail(new UserInvalid({ errors: form.failure }))
      const { password, ...fields } = form.success
      const password_hash = await passwords.hash(password)
      const plan = (): Plan => ({ standing: fields, write: { ...fields, password_hash }, candidate: fields })
      return saved(await store.save(undefined, fields, decide(caller, plan), nowIso()))
    },

    update: async (caller, id, body) => {
      const change: Result.Result<ActiveToggle | EditedUserForm, FieldErrors> = isToggleBody(body)
        ? validateActiveToggle(body)
        : validateUserForm(body, { mode: "edit" })
      if (Result.isFailure(change)) return Result.fail(new UserInvalid({ errors: change.failure }))
      const edit = change.success
      if (!("name" in edit)) {
        const { is_active } = edit
        const toggled = (before: ManagedUser | undefined): Plan => {
          // The store reports an unknown id before it asks, so a toggle always sees the stored user.
          if (!before) throw new Error("a toggle is decided on the stored user")
          return { standing: { role: roleOf(before.role), is_active }, write: { ...before, is_active, password_hash: null } }
        }
        return saved(await store.save(id, undefined, decide(caller, toggled), nowIso()))
      }
      const { password, ...fields } = edit
      const password_hash = password === null ? null : await passwords.hash(password)
      const plan = (): Plan => ({ standing: fields, write: { ...fields, password_hash }, candidate: { id, ...fields } })
      return saved(await store.save(id, fields, decide(caller, plan), nowIso()))
    },
  }
}
