import { isStation, stations, type Station } from "../../../../domain/production/Stations.ts"

/**
 * The stations a user scans at: an operator's own (as the session carries them), kept in station order; the
 * production manager and the super-admin scan at every station (floor design: they may stand in for anyone).
 */
export const stationsFor = (role: string | null, own: ReadonlyArray<string> | undefined): ReadonlyArray<Station> =>
  role === "operator"
    ? stations.filter((station) => (own ?? []).filter(isStation).includes(station))
    : role === "production-manager" || role === "super-admin"
      ? stations
      : []

/** A station's screen. */
export const stationPath = (station: Station): string => `/dashboard/station/${station}`

/** A piece's card. */
export const piecePath = (code: string): string => `/dashboard/piece/${encodeURIComponent(code)}`
