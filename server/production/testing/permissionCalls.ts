import type { Endpoint } from "../../permissions.ts"
import type { RequestOptions, TestServer } from "../../testing/harness.ts"
import { batchCallOf, prepareBatches } from "./batchCalls.ts"
import { pieceCallOf, preparePieces } from "./pieceCalls.ts"
import { labelCallOf, prepareLabels } from "./labelCalls.ts"
import { prepareStock, stockCallOf } from "./stockCalls.ts"
import { prepareRacks, rackCallOf } from "./rackCalls.ts"
import { prepareScans, scanCallOf } from "./scanCalls.ts"
import type { Role } from "../../../domain/roles/Role.ts"

/** A production call that would succeed for a role allowed to make it: its body, and its path when id 1 is not the one. */
export interface ProductionCall {
  readonly path?: string
  readonly options: RequestOptions
}

/** The call of a production endpoint for the permission table's test; none for an endpoint that needs no body. */
export const productionCallOf = (endpoint: Endpoint): ProductionCall | undefined =>
  stockCallOf(endpoint) ??
  batchCallOf(endpoint) ??
  pieceCallOf(endpoint) ??
  labelCallOf(endpoint) ??
  rackCallOf(endpoint) ??
  scanCallOf(endpoint)

/** Stored data a production call needs before it is made; `role` is the caller's, for a call that needs something of their own. */
export const prepareProduction = async (t: TestServer, endpoint: Endpoint, role?: Role): Promise<void> => {
  await prepareStock(t, endpoint)
  await prepareBatches(t, endpoint)
  await preparePieces(t, endpoint)
  await prepareLabels(t, endpoint)
  await prepareRacks(t, endpoint)
  await prepareScans(t, endpoint, role)
}
