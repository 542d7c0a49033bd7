import { describe, expect, it } from "vitest"
import { isUniqueViolation, uniqueColumnOf } from "./uniqueViolation.ts"

// The shapes better-sqlite3 and node-postgres throw, trimmed to the fields read.
const sqlite = (message: string, code = "SQLITE_CONSTRAINT_UNIQUE") => Object.assign(new Error(message), { code })
const postgres = (constraint: string) =>
  Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505", constraint })

describe("unique violations", () => {
  it("are told apart from every other error on both databases", () => {
    expect(isUniqueViolation(sqlite("UNIQUE constraint failed: users.mobile"))).toBe(true)
    expect(isUniqueViolation(sqlite("UNIQUE constraint failed: glass_types.id", "SQLITE_CONSTRAINT_PRIMARYKEY"))).toBe(true)
    expect(isUniqueViolation(postgres("users_mobile_unique"))).toBe(true)
    expect(isUniqueViolation(sqlite("NOT NULL constraint failed: users.mobile", "SQLITE_CONSTRAINT_NOTNULL"))).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error("foreign key"), { code: "23503" }))).toBe(false)
    for (const other of [new Error("x"), null, undefined, "23505", { code: 23505 }]) expect(isUniqueViolation(other)).toBe(false)
  })

  it("name the first listed column the message or the constraint speaks of", () => {
    const columns = ["personnel_code", "mobile"] as const
    expect(uniqueColumnOf(sqlite("UNIQUE constraint failed: users.mobile"), columns)).toBe("mobile")
    expect(uniqueColumnOf(postgres("users_personnel_code_unique"), columns)).toBe("personnel_code")
    expect(uniqueColumnOf(sqlite("UNIQUE constraint failed: users.email"), columns)).toBeUndefined()
    expect(
      uniqueColumnOf(sqlite("NOT NULL constraint failed: users.mobile", "SQLITE_CONSTRAINT_NOTNULL"), columns),
    ).toBeUndefined()
  })
})
