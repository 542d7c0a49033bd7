import { productionKeys } from "./batchKeys.ts"

/** The query keys of the floor (scans and piece cards), under production's root so a release refreshes them too. */
export const floorKeys = {
  all: [...productionKeys.all, "floor"] as const,
  scans: (station: string) => [...floorKeys.all, "scans", station] as const,
  pieces: () => [...floorKeys.all, "piece"] as const,
  piece: (code: string) => [...floorKeys.pieces(), code] as const,
}
