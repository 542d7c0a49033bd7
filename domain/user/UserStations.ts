import { Result } from "effect"
import { isStation, stations, type Station } from "../production/Stations.ts"
import type { Role } from "../roles/Role.ts"
import { typeMessages } from "../validation/typeMessages.ts"

/** The Persian messages of an operator's stations on the user form. */
export const userStationMessages = {
  required: "حداقل یک ایستگاه را انتخاب کنید",
  unknown: "ایستگاه انتخاب‌شده شناخته نیست",
} as const

/** Whether a role works at stations of its own: only an operator does (production.md section 1). */
export const holdsStations = (role: Role): boolean => role === "operator"

/** Stations as the user keeps them: each once, in the stations' own order, whatever order they were ticked in. */
export const inStationOrder = (chosen: ReadonlyArray<Station>): ReadonlyArray<Station> =>
  stations.filter((station) => chosen.includes(station))

/**
 * Reads the stations sent for a user of a role: an operator needs a list of at least one known station; any other role
 * keeps none, whatever was sent (a form switched away from operator may still carry its ticks).
 */
export const readUserStations = (role: Role, raw: unknown): Result.Result<ReadonlyArray<Station>, string> => {
  if (!holdsStations(role)) return Result.succeed([])
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) return Result.fail(typeMessages.notList)
  const sent: ReadonlyArray<unknown> = Array.isArray(raw) ? raw : []
  if (!sent.every(isStation)) return Result.fail(userStationMessages.unknown)
  return sent.length === 0 ? Result.fail(userStationMessages.required) : Result.succeed(inStationOrder(sent.filter(isStation)))
}
