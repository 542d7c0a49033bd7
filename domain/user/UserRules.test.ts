import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { roles, type Role } from "../roles/Role.ts"
import {
  assignableRoles,
  canEditUser,
  checkUserChange,
  type StaffMember,
  type StaffStanding,
  type UserChange,
} from "./UserRules.ts"

const role = fc.constantFrom<Role>(...roles)
const member = (id: number) => fc.record({ id: fc.constant(id), role, is_active: fc.boolean() })
const staff = fc
  .integer({ min: 1, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => member(index + 1))))
const change: fc.Arbitrary<UserChange> = staff.chain((members) =>
  fc.record({
    actor: fc.constantFrom(...members),
    before: fc.option(fc.constantFrom(...members), { nil: undefined }).map(Option.fromNullishOr),
    after: fc.record({ role, is_active: fc.boolean() }),
    staff: fc.constant(members),
  }),
)
const refusal = (result: Result.Result<void, { readonly _tag: string; readonly message: string }>) =>
  Result.match(result, { onSuccess: () => null, onFailure: (error) => [error._tag, error.message] })
const admin: StaffMember = { id: 1, role: "super-admin", is_active: true }
const manager: StaffMember = { id: 2, role: "sales-manager", is_active: true }
const activeSuperAdmins = (members: ReadonlyArray<StaffMember>) =>
  members.filter((m) => m.role === "super-admin" && m.is_active).length

describe("who may change whom: messages", () => {
  it("reserves the super-admin role to super-admins", () => {
    expect(
      refusal(
        checkUserChange({
          actor: manager,
          before: Option.none(),
          after: { role: "super-admin", is_active: true },
          staff: [admin, manager],
        }),
      ),
    ).toEqual(["SuperAdminReserved", "فقط مدیر کل می‌تواند نقش مدیر کل را بدهد، ویرایش یا حذف کند"])
    expect(
      refusal(
        checkUserChange({
          actor: manager,
          before: Option.some(admin),
          after: { role: "super-admin", is_active: false },
          staff: [admin, manager],
        }),
      )?.[0],
    ).toBe("SuperAdminReserved")
  })

  it("refuses deactivating oneself and losing the last active super-admin", () => {
    expect(
      refusal(
        checkUserChange({
          actor: manager,
          before: Option.some(manager),
          after: { role: "sales-manager", is_active: false },
          staff: [admin, manager],
        }),
      ),
    ).toEqual(["SelfDeactivation", "نمی‌توانید حساب کاربری خود را غیرفعال کنید"])
    expect(
      refusal(
        checkUserChange({
          actor: admin,
          before: Option.some(admin),
          after: { role: "sales-manager", is_active: true },
          staff: [admin, manager],
        }),
      ),
    ).toEqual(["LastActiveSuperAdmin", "آخرین مدیر کل فعال را نمی‌توان غیرفعال کرد یا نقش او را تغییر داد"])
  })

  it("lets a super-admin step down when another active super-admin remains", () => {
    const other: StaffMember = { id: 3, role: "super-admin", is_active: true }
    expect(
      checkUserChange({
        actor: admin,
        before: Option.some(admin),
        after: { role: "sales-manager", is_active: true },
        staff: [admin, manager, other],
      }),
    ).toEqual(Result.void)
    expect(
      checkUserChange({
        actor: admin,
        before: Option.some(other),
        after: { role: "super-admin", is_active: false },
        staff: [admin, manager, other],
      }),
    ).toEqual(Result.void)
  })
})

describe("who may change whom: properties", () => {
  it("never lets anyone but a super-admin give, edit or take the super-admin role", () => {
    fc.assert(
      fc.property(change, (c) => {
        const touches = c.after.role === "super-admin" || Option.exists(c.before, (b) => b.role === "super-admin")
        if (c.actor.role !== "super-admin" && touches) expect(refusal(checkUserChange(c))?.[0]).toBe("SuperAdminReserved")
      }),
    )
  })

  it("never lets anyone deactivate themself", () => {
    fc.assert(
      fc.property(
        change,
        (c) =>
          !(Option.exists(c.before, (b) => b.id === c.actor.id) && !c.after.is_active) || Result.isFailure(checkUserChange(c)),
      ),
    )
  })

  it("never leaves the staff without an active super-admin when it had one", () => {
    fc.assert(
      fc.property(change, (c) => {
        fc.pre(Result.isSuccess(checkUserChange(c)))
        const saved = Option.match(c.before, {
          onNone: () => [...c.staff, { id: 99, ...c.after }],
          onSome: (b) => c.staff.map((m) => (m.id === b.id ? { ...m, ...c.after } : m)),
        })
        if (activeSuperAdmins(c.staff) > 0) expect(activeSuperAdmins(saved)).toBeGreaterThan(0)
      }),
    )
  })

  it("never lets anyone but a super-admin create, edit or switch an operator, nor make one", () => {
    fc.assert(
      fc.property(change, (c) => {
        const touches = c.after.role === "operator" || Option.exists(c.before, (b) => b.role === "operator")
        const touchesSuperAdmin = c.after.role === "super-admin" || Option.exists(c.before, (b) => b.role === "super-admin")
        if (c.actor.role !== "super-admin" && touches)
          expect(refusal(checkUserChange(c))?.[0]).toBe(touchesSuperAdmin ? "SuperAdminReserved" : "OperatorReserved")
      }),
    )
  })

  it("allows every change that touches no super-admin, no operator unless by a super-admin, and deactivates no one's own account", () => {
    fc.assert(
      fc.property(change, (c) => {
        const touchesOperator = c.after.role === "operator" || Option.exists(c.before, (b) => b.role === "operator")
        fc.pre(c.after.role !== "super-admin" && !(touchesOperator && c.actor.role !== "super-admin"))
        fc.pre(!Option.exists(c.before, (b) => b.role === "super-admin" || (b.id === c.actor.id && !c.after.is_active)))
        expect(checkUserChange(c)).toEqual(Result.void)
      }),
    )
  })

  it("shows edit controls and roles as the rules allow", () => {
    fc.assert(
      fc.property(role, role, (actor, target) => {
        expect(canEditUser(actor, { role: target })).toBe(
          actor === "super-admin" || (target !== "super-admin" && target !== "operator"),
        )
        expect(assignableRoles(actor).includes("super-admin")).toBe(actor === "super-admin")
        expect(assignableRoles(actor).includes("operator")).toBe(actor === "super-admin")
        expect(assignableRoles(actor).length).toBe(actor === "super-admin" ? 6 : 4)
      }),
    )
  })

  it("lets a super-admin and a sales manager give the production manager's role", () => {
    expect(assignableRoles("super-admin")).toEqual([
      "super-admin",
      "sales-manager",
      "sales-expert",
      "financial-manager",
      "production-manager",
      "operator",
    ])
    expect(assignableRoles("sales-manager")).toEqual(["sales-manager", "sales-expert", "financial-manager", "production-manager"])
    const producer: StaffStanding = { role: "production-manager", is_active: true }
    expect(checkUserChange({ actor: manager, before: Option.none(), after: producer, staff: [admin, manager] })).toEqual(
      Result.void,
    )
    expect(checkUserChange({ actor: admin, before: Option.none(), after: producer, staff: [admin, manager] })).toEqual(
      Result.void,
    )
  })

  it("gives the operator's role and stations to the super-admin alone: a sales manager may neither make nor touch an operator", () => {
    const operator: StaffMember = { id: 3, role: "operator", is_active: true }
    const asOperator: StaffStanding = { role: "operator", is_active: true }
    expect(
      refusal(checkUserChange({ actor: manager, before: Option.none(), after: asOperator, staff: [admin, manager] })),
    ).toEqual(["OperatorReserved", "فقط مدیر کل می‌تواند اپراتور تولید را تعریف، ویرایش یا غیرفعال کند"])
    expect(
      refusal(
        checkUserChange({
          actor: manager,
          before: Option.some(operator),
          after: { role: "sales-expert", is_active: true },
          staff: [admin, manager],
        }),
      )?.[0],
    ).toBe("OperatorReserved")
    expect(
      refusal(
        checkUserChange({
          actor: manager,
          before: Option.some(operator),
          after: { ...asOperator, is_active: false },
          staff: [admin, manager],
        }),
      )?.[0],
    ).toBe("OperatorReserved")
    expect(checkUserChange({ actor: admin, before: Option.none(), after: asOperator, staff: [admin, manager] })).toEqual(
      Result.void,
    )
    expect(
      checkUserChange({
        actor: admin,
        before: Option.some(operator),
        after: { role: "production-manager", is_active: true },
        staff: [admin, manager],
      }),
    ).toEqual(Result.void)
    expect(assignableRoles("sales-manager")).not.toContain("operator")
  })
})
