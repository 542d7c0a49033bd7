import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { components, paths } from "../../../../contract/schema.d.ts"
import type { BreakageReason } from "../../../../domain/production/Breakage.ts"
import type { Station } from "../../../../domain/production/Stations.ts"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { productionKeys } from "./batchKeys.ts"
import { floorKeys } from "./floorKeys.ts"

export type ScanAnswer = components["schemas"]["ScanAnswer"]["data"]
export type StationScan = components["schemas"]["ScanRow"]
export type BreakageAnswer = NonNullable<
  paths["/Admin/production/piece/{code}/broken"]["post"]["responses"][201]["content"]["application/json"]
>["data"]

/** The caller's latest scans at a station, newest first; the screen says itself when they cannot be read. */
export const scansQuery = (api: Services["api"], station: Station) =>
  queryOptions({
    queryKey: floorKeys.scans(station),
    queryFn: async ({ signal }) =>
      (await answered(api.GET("/Admin/production/scan", { params: { query: { station } }, signal }), signal)).data,
    meta: { silent: true },
  })

/** Marks a code done at a station: the answer (or the refusal's Persian reason) is the screen's green or red panel. */
export function useScan(station: Station) {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => (await settled(api.POST("/Admin/production/scan", { body: { code, station } }))).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: floorKeys.scans(station) })
      void client.invalidateQueries({ queryKey: floorKeys.pieces() })
    },
  })
}

/** Undoes the caller's own last scan (within 2 minutes: the server judges). */
export function useUndoScan(station: Station) {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await settled(api.DELETE("/Admin/production/scan/{id}", { params: { path: { id } } }))
      return id
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: floorKeys.scans(station) })
      void client.invalidateQueries({ queryKey: floorKeys.pieces() })
    },
  })
}

/** What the breakage dialog sends. */
export interface Breakage {
  readonly code: string
  readonly reason: BreakageReason
  readonly note: string
}

/** Reports a pane broken at a station: the answer names its remake, already waiting first in the cutting queue. */
export function useReportBreakage(station: Station) {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ code, reason, note }: Breakage) =>
      (
        await settled(
          api.POST("/Admin/production/piece/{code}/broken", { params: { path: { code } }, body: { station, reason, note } }),
        )
      ).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: productionKeys.all }),
  })
}
