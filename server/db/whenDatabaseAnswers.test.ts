import { describe, expect, it } from "vitest"
import { whenDatabaseAnswers } from "./whenDatabaseAnswers.ts"

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })

describe("waiting for the database", () => {
  it("tries again while the database is away, and answers what the step answers once it is back", async () => {
    const heard: Array<unknown> = []
    let tries = 0
    const answer = await whenDatabaseAnswers(
      async () => {
        tries += 1
        if (tries < 3) throw refused()
        return "migrated"
      },
      (error) => heard.push(error),
      1,
    )
    expect(answer).toBe("migrated")
    expect(tries).toBe(3)
    expect(heard).toHaveLength(2)
  })

  it("throws any other fault at once: a bug is not waited out", async () => {
    let tries = 0
    const bug = new Error("relation does not exist")
    await expect(
      whenDatabaseAnswers(
        async () => {
          tries += 1
          throw bug
        },
        () => undefined,
        1,
      ),
    ).rejects.toBe(bug)
    expect(tries).toBe(1)
  })
})
