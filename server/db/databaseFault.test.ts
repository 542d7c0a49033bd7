import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { databaseFaultOf } from "./databaseFault.ts"

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code })

describe("a database fault", () => {
  it("is the database being away: a refused or cut connection, a server shutting down or not taking connections", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "08001", "53300"])
      expect(databaseFaultOf(withCode(code)), code).toBe("unavailable")
    for (const message of [
      "Connection terminated unexpectedly",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
    ])
      expect(databaseFaultOf(new Error(message)), message).toBe("unavailable")
    expect(databaseFaultOf(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))).toBe("unavailable")
    expect(databaseFaultOf(new Error("query failed", { cause: withCode("57P01") }))).toBe("unavailable")
  })

  it("is the SQLite file being locked by another connection, or PostgreSQL ending a transaction that lost a deadlock or a serialisation conflict", () => {
    for (const code of ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED", "40P01", "40001"])
      expect(databaseFaultOf(withCode(code)), code).toBe("busy")
  })

  it("is nothing for any other error, so a bug still answers 500", () => {
    for (const code of ["23505", "SQLITE_CONSTRAINT_UNIQUE", "22021", "42P01", "SQLITE_ERROR"])
      expect(databaseFaultOf(withCode(code))).toBeUndefined()
    const other = fc.oneof(
      fc.anything(),
      fc
        .string({ minLength: 1 })
        .filter((code) => !/^(E[A-Z]|08|57P|53300|40P01|40001|SQLITE_(BUSY|LOCKED))/.test(code))
        .map((code) => withCode(code, "boom")),
    )
    fc.assert(fc.property(other, (error) => databaseFaultOf(error) === undefined))
  })
})
