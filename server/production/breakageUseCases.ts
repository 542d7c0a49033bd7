import { Result } from "effect"
import {
  breakageMessages,
  mayBreakAt,
  remakeCodeOf,
  validateBreakageBody,
  type BreakageBody,
} from "../../domain/production/BreakageReport.ts"
import { mayScanAt, normalizeCode, scanMessages, ScanRefused } from "../../domain/production/Scanning.ts"
import type { Station } from "../../domain/production/Stations.ts"
import type { Role } from "../../domain/roles/Role.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import { invalidOf, ScanInvalid, ScanNotFound, type ScanRefusal } from "./ScanRefusal.ts"
import { scanPaneOf } from "./scanRows.ts"
import type { ScanStore, ScanWrites } from "./scanStore.ts"

type Outcome<A> = Promise<Result.Result<A, ScanRefusal>>
type Caller = { readonly id: number; readonly role: Role }

/** A breakage as answered: the broken pane's code and its remake's. */
export interface BreakageAnswer {
  readonly broken: string
  readonly remake: string
}

const refused = (field: ScanRefused["field"], message: string) => Result.fail(invalidOf(new ScanRefused({ field, message })))

/**
 * Breakage (production.md section 6): a pane broken at a station gets its remake in the same transaction, on the locked
 * order, whose state is derived again (a unit that had passed quality waits for the remake).
 */
export const breakageUseCases = (
  store: ScanStore,
  clock: { readonly now: () => number },
  heldBy: (caller: Caller) => Promise<ReadonlyArray<Station> | "any">,
) => {
  const brokenIn = async (tx: ScanWrites, caller: Caller, code: string, body: BreakageBody): Outcome<BreakageAnswer> => {
    const found = await tx.findCode(code)
    if (found === undefined) return refused("code", scanMessages.unknownCode)
    if (found.kind === "unit") return refused("code", breakageMessages.unitCode)
    const order = await tx.lockOrder(found.orderId)
    const row = (await tx.unitPanes(found.unitId)).find((candidate) => candidate.code === code)
    if (order === undefined || row === undefined) return refused("code", scanMessages.unknownCode)
    const allowed = mayBreakAt(scanPaneOf(row), body.station)
    if (Result.isFailure(allowed)) return Result.fail(invalidOf(allowed.failure))
    const at = new Date(clock.now()).toISOString()
    const number = await tx.nextRemakeNumber(row.unit_id, row.letter)
    const remake = remakeCodeOf(row.code, number)
    const remakeId = await tx.insertRemake(row.id, { code: remake, remake_number: number }, at)
    await tx.insertBreakage({
      pane_id: row.id,
      order_id: order.id,
      station: body.station,
      reason: body.reason,
      note: body.note,
      remake_pane_id: remakeId,
      user_id: caller.id,
      created_at: at,
    })
    await tx.followPieces(order, caller.id, at)
    return Result.succeed({ broken: row.code, remake })
  }

  return {
    /** Reports a pane broken at a station with a reason (and a note, required for «سایر») and makes its remake. */
    broken: async (caller: Caller, codeText: string, input: unknown): Outcome<BreakageAnswer> => {
      const code = normalizeCode(codeText)
      // The code is the path's: an unknown one is no resource (404), as an unknown id is; it is read again in the transaction.
      if ((await store.findCode(code)) === undefined) return Result.fail(new ScanNotFound())
      const checked = validateBreakageBody(input)
      if (Result.isFailure(checked)) return Result.fail(new ScanInvalid({ errors: checked.failure }))
      const allowed = mayScanAt(await heldBy(caller), checked.success.station)
      if (Result.isFailure(allowed)) return Result.fail(invalidOf(allowed.failure))
      try {
        return await store.transaction((tx) => brokenIn(tx, caller, code, checked.success))
      } catch (error) {
        // Two reports of one pane at once: the breakage's unique pane keeps the first (a remake's code clash too).
        if (isUniqueViolation(error)) return refused("code", breakageMessages.alreadyBroken)
        throw error
      }
    },
  }
}
