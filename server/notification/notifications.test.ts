import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"

afterAll(dropTestSchemas)

type Notification = {
  id: number
  read_at: string | null
  created_at: string
  data: { status: string; message: string; reason: string | null; serial_number: number | null }
}

describe.each(testDialects)("notifications on %s", (dialect) => {
  let t: TestServer
  let token: string
  beforeEach(async () => {
    t = await testServer(dialect)
    token = await t.signIn("sales-expert")
  })
  afterEach(() => t.close())

  const get = async (path: string) =>
    (await t.request("GET", `/api/Admin/notifications/${path}`, { token })).body as Array<Notification>

  it("lists only the caller's notifications as a bare array, newest first, and the unread ones", async () => {
    const all = await get("list")
    expect(all).toHaveLength(5)
    const owned = await t.db.selectFrom("notifications").select("id").where("user_id", "=", demoUserId("sales-expert")).execute()
    expect(all.map((row) => row.id).sort()).toEqual(owned.map((row) => row.id).sort())
    expect(all.map((row) => row.created_at)).toEqual([...all.map((row) => row.created_at)].sort().reverse())
    expect(all.find((row) => row.data.reason !== null)?.data).toMatchObject({
      status: "informal",
      serial_number: expect.any(Number),
    })
    expect((await get("unread")).every((row) => row.read_at === null)).toBe(true)
    expect(await get("unread")).toHaveLength(3)
  })

  it("marks one read, answering it with its read time", async () => {
    const [first] = await get("unread")
    const answer = await t.request("POST", `/api/Admin/notifications/${first?.id}`, { token })
    expect(answer.status).toBe(200)
    expect((answer.body as { data: Notification }).data).toMatchObject({
      id: first?.id,
      read_at: new Date(t.clock.now()).toISOString(),
    })
    expect(await get("unread")).toHaveLength(2)
  })

  it("answers 404 for another user's notification, an unknown one and a malformed id, changing nothing", async () => {
    const foreign = await t.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", demoUserId("super-admin"))
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow()
    for (const id of [String(foreign.id), "99999", "abc", "1e99"])
      expect((await t.request("POST", `/api/Admin/notifications/${id}`, { token })).status).toBe(404)
    const still = await t.db.selectFrom("notifications").select("read_at").where("id", "=", foreign.id).executeTakeFirstOrThrow()
    expect(still.read_at).toBeNull()
  })

  it("marks all read with the trailing-slash path, touching no other user's", async () => {
    const answer = await t.request("POST", "/api/Admin/notifications/", { token })
    expect(answer.body).toEqual({ data: { updated: 3 } })
    expect(await get("unread")).toEqual([])
    const others = await t.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "!=", demoUserId("sales-expert"))
      .where("read_at", "is", null)
      .execute()
    // Three unread for each of the six other demo users.
    expect(others).toHaveLength(18)
  })
})
