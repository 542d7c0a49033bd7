import { demoUserId } from "./harness.ts"
import { invoiceBody } from "./forms.ts"

/**
 * How a field reads what is sent: free text (text only), digits (text, or a number read as its digits: codes, choices,
 * passwords), a choice, an amount, an id and a flag (each with its own rule and message), a list.
 */
export type FieldKind = "text" | "digits" | "choice" | "amount" | "id" | "flag" | "list"

/** A JSON write endpoint as the super-admin calls it, with a body it accepts and what each field of it reads, by dotted name. */
export interface WriteCall {
  readonly method: "POST" | "PATCH" | "PUT"
  readonly path: string
  readonly body: Readonly<Record<string, unknown>>
  readonly fields: Readonly<Record<string, FieldKind>>
}

const person = {
  type: "individual",
  name: "کاوه",
  last_name: "امینی",
  national_code: "2723159647",
  mobile: "09128887766",
  address: "تهران",
  city: "تهران",
  notes: "مشتری تازه",
}
const edited = { ...person, national_code: "4839201757" }
const customerFields: Record<string, FieldKind> = {
  type: "choice",
  name: "text",
  last_name: "text",
  national_code: "digits",
  mobile: "digits",
  phone: "digits",
  postal_code: "digits",
  address: "text",
  city: "text",
  sales_expert_id: "id",
  credit_limit: "amount",
  notes: "text",
  is_active: "flag",
}
const laminate = { name: "برنزی تازه", price: 4_500_000 }
const laminateFields: Record<string, FieldKind> = { name: "text", price: "amount" }

/** Every JSON write endpoint whose body carries text or lists, with a body the super-admin may send. */
export const writeCalls: ReadonlyArray<WriteCall> = [
  { method: "POST", path: "/api/Admin/glass_laminate_color", body: laminate, fields: laminateFields },
  { method: "PATCH", path: "/api/Admin/glass_laminate_color/1", body: laminate, fields: laminateFields },
  { method: "POST", path: "/api/Admin/customer", body: person, fields: customerFields },
  { method: "PATCH", path: "/api/Admin/customer/1", body: edited, fields: customerFields },
  {
    method: "PUT",
    path: `/api/Admin/sales_expert_access/${demoUserId("sales-expert")}`,
    body: {
      may_see_all_customers: true,
      may_create_pre_buy: false,
      max_discount_percent: 10,
      allowed_product_ids: [1, 2],
      is_active: true,
    },
    fields: {
      may_see_all_customers: "flag",
      may_create_pre_buy: "flag",
      max_discount_percent: "amount",
      allowed_product_ids: "list",
      is_active: "flag",
    },
  },
  {
    method: "POST",
    path: "/api/Admin/user",
    body: {
      name: "سارا",
      last_name: "نوری",
      personnel_code: "1000510005",
      mobile: "09120510005",
      role: "sales-expert",
      password: "Sara1234",
      is_active: true,
    },
    fields: {
      name: "text",
      last_name: "text",
      personnel_code: "digits",
      mobile: "digits",
      role: "text",
      password: "digits",
      is_active: "flag",
    },
  },
  {
    method: "POST",
    path: "/api/Admin/fares",
    body: { title: "شهریار", amount: 1_000_000 },
    fields: { title: "text", amount: "amount", is_active: "flag" },
  },
  {
    method: "POST",
    path: "/api/Admin/description_dimension",
    body: { name: "CNC", pricing_unit: 3, price: 280_000 },
    fields: { name: "text", pricing_unit: "digits", price: "amount", is_active: "flag" },
  },
  {
    method: "POST",
    path: "/api/Admin/glass_spacer",
    body: { size: 18, price: 320_000 },
    fields: { size: "amount", price: "amount", is_active: "flag" },
  },
  {
    method: "POST",
    path: "/api/Admin/glass_type",
    body: { name: "فلوت تازه", width_ids: [1], prices: { 1: { 1: 1_000_000, 2: 2_000_000, 3: 1_500_000 } }, is_active: true },
    fields: { name: "text", width_ids: "list", is_active: "flag" },
  },
  {
    method: "POST",
    path: "/api/Admin/invoice",
    body: invoiceBody(),
    fields: {
      kind: "digits",
      customer_id: "id",
      fare_id: "id",
      rack_type: "digits",
      shipping_type: "digits",
      discount_percent: "amount",
      note: "text",
      lines: "list",
      "lines.0.product_id": "id",
      "lines.0.width": "amount",
      "lines.0.note": "text",
      "lines.0.layers": "list",
      "lines.0.descriptions": "list",
    },
  },
]

/** The body with the field at `dotted` (`lines.0.note`) set to `value`, the rest as it was. */
export const withField = (body: Readonly<Record<string, unknown>>, dotted: string, value: unknown): Record<string, unknown> => {
  const [head = "", ...rest] = dotted.split(".")
  if (rest.length === 0) return { ...body, [head]: value }
  const inner = body[head]
  if (Array.isArray(inner))
    return {
      ...body,
      [head]: inner.map((item, index) =>
        String(index) === rest[0] ? withField(item as Record<string, unknown>, rest.slice(1).join("."), value) : item,
      ),
    }
  return { ...body, [head]: withField((inner ?? {}) as Record<string, unknown>, rest.join("."), value) }
}
