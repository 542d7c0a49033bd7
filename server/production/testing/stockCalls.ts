import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** The call of a stock endpoint (stock sheets, offcuts, materials) for the permission table's test. */
export const stockCallOf = (_endpoint: Endpoint): ProductionCall | undefined => undefined

/** Stored data a stock call needs. */
export const prepareStock = async (_t: TestServer, _endpoint: Endpoint): Promise<void> => undefined
