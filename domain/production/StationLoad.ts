import { readRoute, stations, type Station } from "./Stations.ts"

/** Panes counted together by the home: their state, stored route, whether they are in a released batch, and how many. */
export interface PaneGroup {
  readonly state: string
  readonly route: string
  readonly in_batch: boolean
  readonly panes: number
}

/** What one station has waiting: the panes whose next station it is. */
export interface StationLoad {
  readonly station: Station
  readonly panes: number
}

/**
 * The station a pane goes to next: the first of its route while it waits (only once a released batch holds it: until
 * then it is the cutting queue's), the one after its state otherwise; none once broken, dispatched or at its route's end.
 */
export const stationWaitedFor = (group: Omit<PaneGroup, "panes">): Station | undefined => {
  const route = readRoute(group.route)
  if (group.state === "waiting") return group.in_batch ? route[0] : undefined
  const at = route.indexOf(group.state as Station)
  return at < 0 ? undefined : route[at + 1]
}

/** Every station in station order with the panes waiting for it, from the counted groups. */
export const stationLoads = (groups: ReadonlyArray<PaneGroup>): ReadonlyArray<StationLoad> => {
  const waiting = new Map<Station, number>()
  for (const group of groups) {
    const station = stationWaitedFor(group)
    if (station !== undefined) waiting.set(station, (waiting.get(station) ?? 0) + group.panes)
  }
  return stations.map((station) => ({ station, panes: waiting.get(station) ?? 0 }))
}
