import { expect, type APIRequestContext } from "@playwright/test"
import { accounts } from "./accounts.ts"

/** The demo operator of production.md section 1 who works cutting and edging. */
export const cuttingOperator = accounts.operator

/** The second demo operator of production.md section 1: tempering, laminating, assembling, quality, racking and dispatch. */
export const finishingOperator = { personnelCode: "1000700007", mobile: "09120000007", password: "Demo1234" } as const

/** An API caller signed in with a username and password, for setting up and reading what the screens should show. */
export const floorApi = async (
  request: APIRequestContext,
  baseURL: string,
  login: { readonly mobile: string; readonly password: string } = accounts["production-manager"],
) => {
  const answer = await request.post(`${baseURL}/api/auth/login`, { data: { username: login.mobile, password: login.password } })
  expect(answer.status(), await answer.text()).toBe(200)
  const headers = { Authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` }
  return {
    get: async (path: string) => request.get(`${baseURL}/api${path}`, { headers }),
    post: async (path: string, data: unknown) => request.post(`${baseURL}/api${path}`, { headers, data, timeout: 30_000 }),
  }
}

type Queue = {
  data: ReadonlyArray<{ glass_type_id: number; glass_width_id: number; orders: ReadonlyArray<{ order_id: number }> }>
}
type Batch = { data: { id: number; plan: { sheets: ReadonlyArray<{ pieces: ReadonlyArray<{ code: string }> }> } } }

/**
 * Releases a cutting batch of the queue's first material (its first order's panes) as the production manager and
 * answers its panes' codes: panes no other test has scanned, ready for the cutting station.
 */
export const releasedPanes = async (
  request: APIRequestContext,
  baseURL: string,
): Promise<{ readonly batchId: number; readonly codes: ReadonlyArray<string> }> => {
  const api = await floorApi(request, baseURL)
  const queue = (await (await api.get("/Admin/production/queue")).json()) as Queue
  const material = queue.data[0]
  expect(material, "the demo data has panes waiting for cutting").toBeDefined()
  const created = await api.post("/Admin/production/batch", {
    glass_type_id: material?.glass_type_id,
    glass_width_id: material?.glass_width_id,
    order_ids: [material?.orders[0]?.order_id],
  })
  expect(created.status(), await created.text()).toBe(201)
  const draft = ((await created.json()) as Batch).data
  const released = await api.post(`/Admin/production/batch/${draft.id}/release`, {})
  expect(released.status(), await released.text()).toBe(200)
  const codes = ((await released.json()) as Batch).data.plan.sheets.flatMap((sheet) => sheet.pieces.map((piece) => piece.code))
  expect(codes.length).toBeGreaterThan(0)
  return { batchId: draft.id, codes: [...codes].sort() }
}
