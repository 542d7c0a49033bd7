import { useSignals } from "@preact/signals-react/runtime"
import type { Station } from "../../../../domain/production/Stations.ts"
import { $role, $stations } from "../../../state/session.ts"
import { stationsFor } from "./stationChoice.ts"

/** The stations the signed-in user scans at (an operator's own, every station for the managers). */
export function useOwnStations(): ReadonlyArray<Station> {
  useSignals()
  return stationsFor($role.value, $stations.value)
}
