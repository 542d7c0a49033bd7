import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { orderReadyMessage } from "../../domain/finance/FinanceNotices.ts"
import { correctedByHandMessage, movedByScansMessage } from "../../domain/production/OrderMovesByHand.ts"
import type { Station } from "../../domain/production/Stations.ts"
import { dropTestSchemas, testDialects } from "../testing/database.ts"
import { refusedUnder } from "../testing/finance.ts"
import { demoUserId, testServer, type TestServer } from "../testing/harness.ts"
import { snapshot } from "../testing/snapshot.ts"
import { floorTokensOf, orderStateOf, type FloorTokens } from "./testing/floorCalls.ts"
import { floorOrderOf } from "./testing/floorRows.ts"

afterAll(dropTestSchemas)

const route: ReadonlyArray<Station> = ["cutting", "quality", "racking", "dispatch"]

describe.each(testDialects)("moving by hand an order that has pieces on %s", (dialect) => {
  let t: TestServer
  let tokens: FloorTokens
  beforeAll(async () => {
    t = await testServer(dialect)
    tokens = await floorTokensOf(t)
  })
  afterAll(async () => {
    expect(t.faults).toEqual([])
    await t.close()
  })

  const move = (token: string, id: number, production_state: string) =>
    t.request("PATCH", `/api/Admin/order/${id}`, { token, json: { production_state } })
  const noticesOf = (serial: number) =>
    t.db.selectFrom("notifications").select(["user_id", "message"]).where("serial_number", "=", serial).orderBy("id").execute()

  it("refuses the financial manager in Persian under production_state, writing nothing: the scans move it", async () => {
    const order = await floorOrderOf(t, [[route]], { owner: demoUserId("sales-expert") })
    const before = await snapshot(t.db)
    const answer = await move(tokens.finance, order.orderId, "in_production")
    expect([answer.status, answer.body]).toEqual([422, refusedUnder("production_state", movedByScansMessage)])
    expect(await snapshot(t.db)).toEqual(before)
  })

  it("lets the financial manager cancel it before any pane is cut, the pieces going with it", async () => {
    const order = await floorOrderOf(t, [[route]], { released: false })
    expect((await move(tokens.finance, order.orderId, "cancelled")).status).toBe(200)
    expect(await t.db.selectFrom("production_panes").select("id").where("order_id", "=", order.orderId).execute()).toEqual([])
  })

  it("lets the super-admin correct it, telling the production manager and the owning expert it was corrected by hand", async () => {
    const order = await floorOrderOf(t, [[route]], { owner: demoUserId("sales-expert") })
    expect((await move(tokens.admin, order.orderId, "in_production")).status).toBe(200)
    const corrected = correctedByHandMessage(order.serialNumber, "waiting", "in_production")
    expect(await noticesOf(order.serialNumber)).toEqual([
      { user_id: demoUserId("production-manager"), message: corrected },
      { user_id: demoUserId("sales-expert"), message: corrected },
    ])
    expect((await move(tokens.admin, order.orderId, "ready")).status).toBe(200)
    expect(await orderStateOf(t, order.orderId)).toBe("ready")
    expect((await noticesOf(order.serialNumber)).slice(2)).toEqual([
      { user_id: demoUserId("sales-expert"), message: orderReadyMessage(order.serialNumber) },
      {
        user_id: demoUserId("production-manager"),
        message: correctedByHandMessage(order.serialNumber, "in_production", "ready"),
      },
      { user_id: demoUserId("sales-expert"), message: correctedByHandMessage(order.serialNumber, "in_production", "ready") },
    ])
  })
})
