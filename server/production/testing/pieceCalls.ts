import type { Endpoint } from "../../permissions.ts"
import type { TestServer } from "../../testing/harness.ts"
import type { ProductionCall } from "./permissionCalls.ts"

/** The call of a pieces endpoint (an order's pieces, its promised date) for the permission table's test. */
export const pieceCallOf = (_endpoint: Endpoint): ProductionCall | undefined => undefined

/** Stored data a pieces call needs. */
export const preparePieces = async (_t: TestServer, _endpoint: Endpoint): Promise<void> => undefined
