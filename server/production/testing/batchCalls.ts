import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** The call of a cutting endpoint (queue, batches, home, pieces, promised date) for the permission table's test. */
export const batchCallOf = (_endpoint: Endpoint): ProductionCall | undefined => undefined

/** Stored data a cutting call needs. */
export const prepareBatches = async (_t: TestServer, _endpoint: Endpoint): Promise<void> => undefined
