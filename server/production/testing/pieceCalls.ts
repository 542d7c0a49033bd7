import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/**
 * The call of a pieces endpoint for the permission table's test: order 1 (the demo sales expert's invoice 1, waiting) is
 * prepared by the test itself for every path under `/Admin/order/{id}`, and a promise needs its date.
 */
export const pieceCallOf = (endpoint: Endpoint): ProductionCall | undefined =>
  endpoint === "PUT /Admin/order/{id}/promised_date" ? { options: { json: { promised_date: "1405/09/20" } } } : undefined

/** Stored data a pieces call needs beyond order 1: none, since an order without pieces answers its (empty) units. */
export const preparePieces = async (_t: TestServer, _endpoint: Endpoint): Promise<void> => undefined
