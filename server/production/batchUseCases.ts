import { Result } from "effect"
import { addDays, compareJalali, formatJalali, jalaliWeekday, todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { CuttingRefusal } from "../../domain/cutting/CuttingErrors.ts"
import type { BatchId } from "../../domain/identifiers/Ids.ts"
import type { Schemas } from "../http/answers.ts"
import type { Page, PageRequest } from "../db/paging.ts"
import { validateBatchBody } from "./batchBody.ts"
import { basisPoints, cuttingInputOf, planFigures, seedOf, storedPlanOf } from "./batchPlan.ts"
import type { BatchFilter, BatchRecord, BatchSort, BatchStore, BatchSummaryRecord } from "./batchStore.ts"
import { BatchInvalid, batchMessages, BatchNotFound, BatchStale, type BatchRefusal } from "./BatchRefusal.ts"
import { stations, type Station } from "../../domain/production/Stations.ts"
import { stationLoads } from "../../domain/production/StationLoad.ts"
import { planCutting, PlanFailsCheck } from "./planCutting.ts"

type BreakageReasonWord = Schemas["ProductionHome"]["breakage"][number]["reason"]

type Outcome<A> = Promise<Result.Result<A, BatchRefusal>>

/** How long a plan may search: the settings' budget, capped (the demo seed keeps its plans short). */
export interface BatchOptions {
  readonly maxSeconds?: number | undefined
}

const invalid = (errors: Record<string, string>) => Result.fail(new BatchInvalid({ errors }))

/** A refusal of the optimiser as the form's field and Persian message. */
const refusalErrors = (refusal: CuttingRefusal, codeOf: (paneId: string) => string): Record<string, string> => {
  if (refusal._tag === "PieceFitsNoSheet") return { order_ids: batchMessages.paneFitsNoSheet(codeOf(refusal.pieceId)) }
  if (refusal._tag === "NotEnoughSheets") return { glass_width_id: batchMessages.notEnoughSheets }
  // The input is built from stored rows whose sizes are checked when saved: anything else is a defect.
  throw new Error(`the optimiser refused its input: ${refusal.message}`)
}

/** The cutting batches, the queue and the production home (production.md sections 4-5): check, plan, store, release. */
export const batchUseCases = (store: BatchStore, clock: { readonly now: () => number }, options: BatchOptions = {}) => {
  const nowIso = () => new Date(clock.now()).toISOString()

  const found = async (id: BatchId): Outcome<BatchRecord> => {
    const batch = await store.batch(id)
    return batch === undefined ? Result.fail(new BatchNotFound()) : Result.succeed(batch)
  }

  return {
    queue: (): Promise<Array<Schemas["QueueMaterial"]>> => store.queue(),

    list: (filter: BatchFilter, request: PageRequest, sort: BatchSort): Promise<Page<BatchSummaryRecord>> =>
      store.list(filter, request, sort),

    batch: found,

    /** Plans a draft of the material's waiting panes on its offcuts then its sheets, in the optimiser's thread; the checked plan is stored. */
    create: async (userId: number | null, body: unknown): Outcome<BatchRecord> => {
      const checked = validateBatchBody(body)
      if (Result.isFailure(checked)) return invalid(checked.failure)
      const request = checked.success
      const material = await store.material(request.glassTypeId, request.glassWidthId)
      if (material === "no_type") return invalid({ glass_type_id: batchMessages.glassTypeUnknown })
      if (material === "no_width") return invalid({ glass_width_id: batchMessages.glassWidthUnknown })
      const panes = await store.waitingPanes(request.glassTypeId, request.glassWidthId, request.orderIds, request.promisedUntil)
      if (panes.length === 0) return invalid({ order_ids: batchMessages.noWaitingPane })
      const settings = await store.productionSettings()
      const stock = await store.stock(request.glassTypeId, request.glassWidthId)
      if (stock.length === 0) return invalid({ glass_width_id: batchMessages.noStockSheet })
      // A size used up, or too small to keep anything inside its trims, gives nothing to cut.
      const usable = stock.filter((s) =>
        s.source === "offcut" ? true : s.count !== 0 && 2 * settings.trim_mm < Math.min(s.width, s.height),
      )
      if (usable.length === 0) return invalid({ glass_width_id: batchMessages.notEnoughSheets })
      const input = cuttingInputOf(panes, usable, material.may_rotate, settings)
      const seed = seedOf(panes.map((pane) => pane.id))
      const seconds = Math.min(settings.time_budget_seconds, options.maxSeconds ?? Number.POSITIVE_INFINITY)
      const planned = await planCutting(input, { seed, seconds })
      if (Result.isFailure(planned)) {
        const refusal = planned.failure
        if (refusal instanceof PlanFailsCheck)
          throw new Error(`the cutting plan failed its check: ${JSON.stringify(refusal.violations.slice(0, 5))}`)
        return invalid(refusalErrors(refusal, (id) => panes.find((pane) => String(pane.id) === id)?.code ?? id))
      }
      const stored = storedPlanOf(planned.success, input, panes, settings)
      const id = await store.insertDraft({
        glass_type_id: request.glassTypeId,
        glass_width_id: request.glassWidthId,
        ...planFigures(planned.success),
        seed,
        stored,
        paneIds: panes.map((pane) => pane.id),
        userId,
        at: nowIso(),
      })
      return found(id)
    },

    /** Releases a draft in one transaction; a pane or the stock moved since answers 409 with nothing changed. */
    release: async (id: BatchId): Outcome<BatchRecord> => {
      const outcome = await store.release(id, nowIso())
      if (outcome === "missing") return Result.fail(new BatchNotFound())
      if (outcome === "not_draft") return invalid({ state: batchMessages.notDraft })
      if (outcome === "panes_taken") return Result.fail(new BatchStale({ message: batchMessages.panesTaken }))
      if (outcome === "stock_gone") return Result.fail(new BatchStale({ message: batchMessages.stockGone }))
      return found(id)
    },

    /** Discards a draft; a released batch is never changed. */
    remove: async (id: BatchId): Outcome<void> => {
      const outcome = await store.remove(id)
      if (outcome === "missing") return Result.fail(new BatchNotFound())
      if (outcome === "not_draft") return invalid({ state: batchMessages.notDraft })
      return Result.succeed(undefined)
    },

    /** The production home: this Jalali week (Saturday to Friday in Tehran), the queue, the batches in progress, the late orders. */
    home: async (): Promise<Schemas["ProductionHome"]> => {
      const today = todayInTehran(clock.now())
      const from = addDays(today, -jalaliWeekday(today))
      const to = addDays(from, 6)
      // Eight days back covers the week in any time zone; the Tehran day of each release decides.
      const since = new Date(clock.now() - 8 * 86_400_000).toISOString()
      const inWeek = (iso: string): boolean => {
        const day = todayInTehran(Date.parse(iso))
        return compareJalali(day, from) >= 0 && compareJalali(day, to) <= 0
      }
      const week = (await store.released({ since })).filter((batch) => inWeek(batch.released_at ?? ""))
      const breakage = new Map<string, Schemas["ProductionHome"]["breakage"][number]>()
      for (const broken of (await store.breakagesSince(since)).filter((row) => inWeek(row.created_at))) {
        const key = `${broken.station} ${broken.reason}`
        const counted = breakage.get(key)
        breakage.set(key, {
          station: broken.station as Station,
          reason: broken.reason as BreakageReasonWord,
          panes: (counted?.panes ?? 0) + 1,
        })
      }
      const pieces = week.reduce((sum, batch) => sum + batch.pieces_area_mm2, 0)
      const used = week.reduce((sum, batch) => sum + batch.used_area_mm2, 0)
      return {
        week: {
          from: formatJalali(from),
          to: formatJalali(to),
          batches: week.length,
          sheets: week.reduce((sum, batch) => sum + batch.sheets, 0),
          yield_basis_points: week.length === 0 ? null : basisPoints(pieces, used),
        },
        // The home counts each material; the orders behind them are the queue screen's.
        queue: (await store.queue()).map(({ orders: _orders, ...material }) => material),
        in_progress: [...(await store.released({ inProgress: true }))],
        late_orders: await store.lateOrders(formatJalali(today)),
        // Most breakage first, then in station order.
        breakage: [...breakage.values()].sort(
          (a, b) => b.panes - a.panes || stations.indexOf(a.station) - stations.indexOf(b.station),
        ),
        stations: [...stationLoads(await store.paneGroups())],
      }
    },
  }
}

export type BatchUseCases = ReturnType<typeof batchUseCases>
