import { expect } from "vitest"
import { nationalCodeCheckDigit } from "../../domain/identifiers/NationalCode.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { Tokens } from "../testing/finance.ts"
import { invoiceBody } from "../testing/forms.ts"
import type { TestServer } from "../testing/harness.ts"

/** One request: who makes it, and how. */
export interface Call {
  readonly role: Role
  readonly method: "GET" | "POST"
  readonly path: string
  readonly json?: unknown
}

/** What the calls need of the seeded server. */
export interface Facts {
  readonly t: TestServer
  readonly tokens: Tokens
  readonly paidInvoiceId: number
}

/**
 * A request kind of bench/loadMix.ts, named as there, with `variant` telling apart the endpoints or roles the mix picks
 * among where they run different queries; `round` tells the warm-up (1) from the measured call (2), so writes never repeat.
 */
export interface Kind {
  readonly mix: string
  readonly variant?: string
  readonly call: (facts: Facts, round: number) => Promise<Call> | Call
}

/** How a kind is named in the pins and in a failure. */
export const nameOf = (kind: Kind): string => (kind.variant === undefined ? kind.mix : `${kind.mix} (${kind.variant})`)

/** A new individual customer whose national code (check digit included) and mobile differ by round. */
const customerOf = (round: number) => {
  const nine = String(900_000_000 + round)
  return {
    type: "individual",
    name: "کاوه",
    last_name: "امینی",
    national_code: `${nine}${nationalCodeCheckDigit(nine)}`,
    mobile: `0912000${String(round).padStart(4, "0")}`,
    phone: null,
    postal_code: null,
    address: null,
    city: "تهران",
    sales_expert_id: null,
    credit_limit: 0,
    notes: `statement count ${round}`,
    is_active: true,
  }
}

const get = (role: Role, path: string): Call => ({ role, method: "GET", path: `/api${path}` })

/** A new draft of the sales manager's, made before the call that sends it. */
const draftOf = async ({ t, tokens }: Facts): Promise<number> => {
  const created = await t.request("POST", "/api/Admin/invoice", {
    token: tokens["sales-manager"],
    json: invoiceBody({ discount_percent: 0 }),
  })
  expect(created.status).toBe(201)
  return (created.body as { data: { id: number } }).data.id
}

const page = "page=1&per_page=15"
const month = `from=${encodeURIComponent("1403/11/20")}&to=${encodeURIComponent("1403/12/20")}`
const search = (text: string) => `search=${encodeURIComponent(text)}`

/**
 * The mix's kinds, one call each, as the role the mix sends it as: where it picks, the first it names for a read and the more
 * frequent (the sales manager) for a write; the dashboard as every role, each counting its own figures.
 */
export const kinds: ReadonlyArray<Kind> = [
  { mix: "laminate list", call: () => get("super-admin", `/Admin/glass_laminate_color?${page}`) },
  { mix: "customer list", call: () => get("super-admin", `/Admin/customer?${page}`) },
  { mix: "customer list, expert's own", call: () => get("sales-expert", `/Admin/customer?${page}`) },
  { mix: "customer search, 3+ chars", call: () => get("super-admin", `/Admin/customer?${page}&${search("کریمی")}`) },
  { mix: "customer search, 1-2 chars", call: () => get("super-admin", `/Admin/customer?${page}&${search("رض")}`) },
  { mix: "invoice list by kind", call: () => get("super-admin", `/Admin/invoice?kind=informal&${page}`) },
  { mix: "invoice list, searching", call: () => get("sales-manager", `/Admin/invoice?kind=informal&${search("موسوی")}&${page}`) },
  { mix: "invoice list, one month", call: () => get("sales-manager", `/Admin/invoice?kind=informal&${month}&${page}`) },
  { mix: "invoice list, expert's own", call: () => get("sales-expert", `/Admin/invoice?kind=informal&${page}`) },
  { mix: "order list", call: () => get("financial-manager", `/Admin/order?${page}`) },
  { mix: "order list, with a balance", call: () => get("financial-manager", `/Admin/order?has_balance=1&${page}`) },
  { mix: "cheque list", call: () => get("financial-manager", `/Admin/cheque?${page}`) },
  {
    mix: "payments of an invoice",
    call: ({ paidInvoiceId }) => get("financial-manager", `/Admin/invoice/${paidInvoiceId}/payments`),
  },
  { mix: "notifications", variant: "list", call: () => get("super-admin", "/Admin/notifications/list") },
  { mix: "notifications", variant: "unread", call: () => get("super-admin", "/Admin/notifications/unread") },
  { mix: "dashboard", variant: "super admin", call: () => get("super-admin", "/Admin/dashboard") },
  { mix: "dashboard", variant: "sales manager", call: () => get("sales-manager", "/Admin/dashboard") },
  { mix: "dashboard", variant: "sales expert", call: () => get("sales-expert", "/Admin/dashboard") },
  { mix: "dashboard", variant: "financial manager", call: () => get("financial-manager", "/Admin/dashboard") },
  {
    mix: "create customer",
    call: (_, round) => ({ role: "sales-manager", method: "POST", path: "/api/Admin/customer", json: customerOf(round) }),
  },
  {
    mix: "create invoice",
    call: (_, round) => ({
      role: "sales-manager",
      method: "POST",
      path: "/api/Admin/invoice",
      json: invoiceBody({ discount_percent: 0, note: `statement count ${round}` }),
    }),
  },
  {
    mix: "send a draft",
    call: async (facts) => ({
      role: "sales-manager",
      method: "POST",
      path: `/api/Admin/invoice/${await draftOf(facts)}/send`,
      json: {},
    }),
  },
]
