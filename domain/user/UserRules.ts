import { Data, Option, Result } from "effect"
import { roles, type Role } from "../roles/Role.ts"

/** A member of staff as the rules see them. */
export interface StaffMember {
  readonly id: number
  readonly role: Role
  readonly is_active: boolean
}

/** The role and state a save gives a user. */
export interface StaffStanding {
  readonly role: Role
  readonly is_active: boolean
}

/** The Persian messages of the rules on who may change whom (the server answers them as 403 or 422). */
export const userRuleMessages = {
  superAdminReserved: "فقط مدیر کل می‌تواند نقش مدیر کل را بدهد، ویرایش یا حذف کند",
  operatorReserved: "فقط مدیر کل می‌تواند اپراتور تولید را تعریف، ویرایش یا غیرفعال کند",
  selfDeactivation: "نمی‌توانید حساب کاربری خود را غیرفعال کنید",
  lastSuperAdmin: "آخرین مدیر کل فعال را نمی‌توان غیرفعال کرد یا نقش او را تغییر داد",
} as const

/** Someone other than a super-admin granted, edited or removed the super-admin role. */
export class SuperAdminReserved extends Data.TaggedError("SuperAdminReserved")<{ readonly message: string }> {}
/** Someone other than a super-admin created, edited or switched an operator, whose stations are the super-admin's to give. */
export class OperatorReserved extends Data.TaggedError("OperatorReserved")<{ readonly message: string }> {}
/** A user tried to deactivate their own account. */
export class SelfDeactivation extends Data.TaggedError("SelfDeactivation")<{ readonly message: string }> {}
/** The change would leave no active super-admin. */
export class LastActiveSuperAdmin extends Data.TaggedError("LastActiveSuperAdmin")<{ readonly message: string }> {}

/** Why a user change is refused. */
export type UserChangeRefused = SuperAdminReserved | OperatorReserved | SelfDeactivation | LastActiveSuperAdmin

/** A save of a user: who saves it, the user as stored (none when creating), the role and state saved, and every stored user. */
export interface UserChange {
  readonly actor: Pick<StaffMember, "id" | "role">
  readonly before: Option.Option<StaffMember>
  readonly after: StaffStanding
  readonly staff: ReadonlyArray<StaffMember>
}

const isActiveSuperAdmin = (member: StaffStanding): boolean => member.role === "super-admin" && member.is_active

/** The roles only a super-admin gives or touches: its own, and the operator's, whose stations decide what they may scan. */
const reservedRoles: ReadonlyArray<Role> = ["super-admin", "operator"]

/** Checks a create, edit or activate/deactivate of a user against the rules of product.md s3, in that order. */
export const checkUserChange = ({ actor, before, after, staff }: UserChange): Result.Result<void, UserChangeRefused> => {
  const touchesSuperAdmin = after.role === "super-admin" || Option.exists(before, (stored) => stored.role === "super-admin")
  if (touchesSuperAdmin && actor.role !== "super-admin")
    return Result.fail(new SuperAdminReserved({ message: userRuleMessages.superAdminReserved }))
  const touchesOperator = after.role === "operator" || Option.exists(before, (stored) => stored.role === "operator")
  if (touchesOperator && actor.role !== "super-admin")
    return Result.fail(new OperatorReserved({ message: userRuleMessages.operatorReserved }))
  if (Option.exists(before, (stored) => stored.id === actor.id) && !after.is_active)
    return Result.fail(new SelfDeactivation({ message: userRuleMessages.selfDeactivation }))
  const losesLastSuperAdmin = Option.exists(
    before,
    (stored) =>
      isActiveSuperAdmin(stored) &&
      !isActiveSuperAdmin(after) &&
      !staff.some((other) => other.id !== stored.id && isActiveSuperAdmin(other)),
  )
  return losesLastSuperAdmin ? Result.fail(new LastActiveSuperAdmin({ message: userRuleMessages.lastSuperAdmin })) : Result.void
}

/** Whether the user list shows edit and toggle controls for a user: only a super-admin touches a super-admin or an operator. */
export const canEditUser = (actorRole: Role, target: Pick<StaffMember, "role">): boolean =>
  actorRole === "super-admin" || !reservedRoles.includes(target.role)

/** The roles a user of `actorRole` may give: every role for a super-admin, every role but super-admin and operator for anyone else. */
export const assignableRoles = (actorRole: Role): ReadonlyArray<Role> =>
  actorRole === "super-admin" ? roles : roles.filter((role) => !reservedRoles.includes(role))
