import type { Transaction } from "kysely"
import type { Station } from "../../domain/production/Stations.ts"
import type { Database, Dialect } from "../db/Database.ts"
import type { Schema } from "../db/schema.ts"
import { insertBreakageIn, insertRemakeIn, nextRemakeNumberIn, type BreakageRow } from "./breakageStore.ts"
import { followPiecesIn } from "./orderFollowsPieces.ts"
import { cardBreakagesOf, cardOrderOf, cardPanesOf, cardPassesOf, cardUnitOf, releasedPlansOf } from "./pieceCardStore.ts"
import { rackSpacesIn } from "./scanRackStore.ts"
import * as sql from "./scanRows.ts"

type Trx = Transaction<Schema>

/** The floor's reads and writes inside one transaction (a scan, an undo, a breakage), bound to it. */
export const scanWritesIn = (trx: Trx, dialect: Dialect) => ({
  findCode: (code: string) => sql.findCodeIn(trx, code),
  lockOrder: (orderId: number) => sql.lockOrderIn(trx, dialect, orderId),
  unit: (unitId: number) => sql.unitIn(trx, unitId),
  unitPanes: (unitId: number) => sql.unitPanesIn(trx, unitId),
  insertScan: (scan: Omit<sql.ScanRow, "id">) => sql.insertScanIn(trx, scan),
  insertPasses: (scanId: number, station: string, paneIds: ReadonlyArray<number>) =>
    sql.insertPassesIn(trx, scanId, station, paneIds),
  setPaneStates: (paneIds: ReadonlyArray<number>, state: string, nowIso: string) =>
    sql.setPaneStatesIn(trx, paneIds, state, nowIso),
  setUnitRack: (unitId: number, rackId: number | null, slot: number | null) => sql.setUnitRackIn(trx, unitId, rackId, slot),
  setUnitDispatched: (unitId: number, at: string | null) => sql.setUnitDispatchedIn(trx, unitId, at),
  unitsStillOnRack: (rackId: number) => sql.unitsStillOnRackIn(trx, rackId),
  setRackPlace: (rackId: number, state: "in_plant" | "at_customer", leftAt: string | null, nowIso: string) =>
    sql.setRackPlaceIn(trx, rackId, state, leftAt, nowIso),
  rack: (rackId: number) => sql.rackIn(trx, rackId),
  userScan: (userId: number, scanId: number) => sql.userScanIn(trx, userId, scanId),
  latestScanIdOf: (userId: number) => sql.latestScanIdOf(trx, userId),
  scanPanes: (scanId: number) => sql.scanPanesIn(trx, scanId),
  removeScan: (scanId: number) => sql.removeScanIn(trx, scanId),
  rackSpaces: (orderId: number, unitGrams: number, named?: number) => rackSpacesIn(trx, dialect, orderId, unitGrams, named),
  followPieces: (order: sql.ScanOrderRow, moverId: number, nowIso: string, scannedAt?: Station) =>
    followPiecesIn(trx, order, moverId, nowIso, scannedAt),
  nextRemakeNumber: (unitId: number, letter: string) => nextRemakeNumberIn(trx, unitId, letter),
  insertRemake: (paneId: number, remake: { readonly code: string; readonly remake_number: number }, nowIso: string) =>
    insertRemakeIn(trx, paneId, remake, nowIso),
  insertBreakage: (breakage: BreakageRow) => insertBreakageIn(trx, breakage),
})

/** What a scan, an undo or a breakage does inside its transaction. */
export type ScanWrites = ReturnType<typeof scanWritesIn>

/** The floor's store: the reads outside a transaction, and one transaction whose work gets the bound writes. */
export const scanStoreIn = ({ db, dialect }: Pick<Database, "db" | "dialect">) => ({
  stationsOfUser: (userId: number) => sql.stationsOfUser(db, userId),
  latestScansAt: (userId: number, station: string | undefined, limit: number) => sql.latestScansAt(db, userId, station, limit),
  latestScanIdOf: (userId: number) => sql.latestScanIdOf(db, userId),
  findCode: (code: string) => sql.findCodeIn(db, code),
  cardOrder: (orderId: number) => cardOrderOf(db, orderId),
  cardUnit: (unitId: number) => cardUnitOf(db, unitId),
  cardPanes: (unitId: number) => cardPanesOf(db, unitId),
  cardBreakages: (paneIds: ReadonlyArray<number>) => cardBreakagesOf(db, paneIds),
  cardPasses: (paneIds: ReadonlyArray<number>) => cardPassesOf(db, paneIds),
  releasedPlans: (batchIds: ReadonlyArray<number>) => releasedPlansOf(db, batchIds),
  transaction: <A>(work: (writes: ScanWrites) => Promise<A>): Promise<A> =>
    db.transaction().execute((trx) => work(scanWritesIn(trx, dialect))),
})

/** The floor's store as its use cases hold it. */
export type ScanStore = ReturnType<typeof scanStoreIn>
