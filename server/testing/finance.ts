import { expect } from "vitest"
import { roles, type Role } from "../../domain/roles/Role.ts"
import type { Schemas } from "../http/answers.ts"
import { invoiceBody } from "./forms.ts"
import type { Answer, TestServer } from "./harness.ts"

/** A token of every demo role. */
export type Tokens = Readonly<Record<Role, string>>

/** Signs every demo role in. */
export const tokensOf = async (t: TestServer): Promise<Tokens> =>
  Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await t.signIn(role)] as const))) as Tokens

/** Makes a move as a role, answered 200. */
const moved = async (t: TestServer, token: string, id: number, move: string, body: object = {}) => {
  const answer = await t.request("POST", `/api/Admin/invoice/${id}/${move}`, { token, json: body })
  expect(answer.status, `${move}: ${JSON.stringify(answer.body)}`).toBe(200)
  return (answer.body as { data: Schemas["Invoice"] }).data
}

/**
 * A new invoice of the demo sales expert's (customer 1), moved through the API: "draft" stays a quotation, "issued" is
 * approved into a formal invoice, "confirmed" is also confirmed, "pre-buy" is an approved pre-buy.
 */
export const invoiceAt = async (
  t: TestServer,
  tokens: Tokens,
  at: "draft" | "issued" | "confirmed" | "pre-buy",
  overrides: Record<string, unknown> = {},
): Promise<Schemas["Invoice"]> => {
  const created = await t.request("POST", "/api/Admin/invoice", {
    token: tokens["sales-expert"],
    json: invoiceBody({ ...(at === "pre-buy" ? { kind: "pre-buy" } : {}), ...overrides }),
  })
  expect(created.status).toBe(201)
  let invoice = (created.body as { data: Schemas["Invoice"] }).data
  if (at === "draft") return invoice
  await moved(t, tokens["sales-expert"], invoice.id, "send")
  invoice = await moved(t, tokens["sales-manager"], invoice.id, "approve")
  if (at === "confirmed") invoice = await moved(t, tokens["financial-manager"], invoice.id, "confirm")
  return invoice
}

/** A cash payment body. */
export const cashOf = (amount: number | string, overrides: Record<string, unknown> = {}) => ({
  method: "cash",
  amount,
  date: "1403/12/20",
  ...overrides,
})

let sayads = 0

/** A cheque body; each call names another leaf (a Sayad ID is recorded once), unless `overrides` names one. */
export const chequeOf = (amount: number | string, overrides: Record<string, unknown> = {}) => ({
  sayad_id: `77${String(++sayads).padStart(14, "0")}`,
  serial: "123456",
  bank: "بانک ملی ایران",
  drawer: "علی رضایی",
  due_date: "1404/01/15",
  amount,
  ...overrides,
})

/** The data of an answer. */
export const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data

/** The 422 of one field. */
export const refusedUnder = (field: string, message: string) => ({ message, errors: { [field]: [message] } })
