import type { SearchKind } from "../../domain/search/SearchQuery.ts"
import type { Endpoint } from "../permissions.ts"

/** The endpoint each kind of hit is read from: whoever may call it finds that kind, and no one else. */
export const searchKindEndpoints: Readonly<Record<SearchKind, Endpoint>> = {
  invoice: "GET /Admin/invoice",
  order: "GET /Admin/order",
  customer: "GET /Admin/customer",
  cheque: "GET /Admin/cheque",
  piece: "GET /Admin/production/piece/{code}",
}
