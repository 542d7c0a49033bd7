import { expect } from "vitest"
import type { Schemas } from "../../http/answers.ts"
import type { Answer, TestServer } from "../../testing/harness.ts"
import { demoPassword } from "../../seed/demoAccounts.ts"

/** The tokens the floor's tests scan with: the managers, the two demo operators (cutting and edging; tempering to dispatch), the expert. */
export interface FloorTokens {
  readonly admin: string
  readonly manager: string
  readonly cutter: string
  readonly finisher: string
  readonly expert: string
  readonly finance: string
}

/** Signs in the floor's users; the second demo operator signs in with their mobile (docs/production.md, "The operator"). */
export const floorTokensOf = async (t: TestServer): Promise<FloorTokens> => {
  const finisher = await t.request("POST", "/api/auth/login", { json: { username: "09120000007", password: demoPassword } })
  expect(finisher.status).toBe(200)
  return {
    admin: await t.signIn("super-admin"),
    manager: await t.signIn("production-manager"),
    cutter: await t.signIn("operator"),
    finisher: (finisher.body as { access_token: string }).access_token,
    expert: await t.signIn("sales-expert"),
    finance: await t.signIn("financial-manager"),
  }
}

/** A scan as the station screen sends it. */
export const scanAs = (t: TestServer, token: string, code: string, station: string): Promise<Answer> =>
  t.request("POST", "/api/Admin/production/scan", { token, json: { code, station } })

/** A scan that must be accepted: its answer's data. */
export const scanned = async (
  t: TestServer,
  token: string,
  code: string,
  station: string,
): Promise<Schemas["ScanAnswer"]["data"]> => {
  const answer = await scanAs(t, token, code, station)
  expect(answer.status, `${code} at ${station}: ${JSON.stringify(answer.body)}`).toBe(200)
  return (answer.body as Schemas["ScanAnswer"]).data
}

/** Every row the floor writes besides the snapshot's tables. */
export const paneStates = async (t: TestServer, orderId: number) =>
  Object.fromEntries(
    (
      await t.db.selectFrom("production_panes").select(["code", "state"]).where("order_id", "=", orderId).orderBy("id").execute()
    ).map((row) => [row.code, row.state]),
  )

/** The order's production state. */
export const orderStateOf = async (t: TestServer, orderId: number): Promise<string> =>
  (await t.db.selectFrom("orders").select("production_state").where("id", "=", orderId).executeTakeFirstOrThrow())
    .production_state
