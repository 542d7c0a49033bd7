import { Result } from "effect"
import { normalizeCode } from "../../domain/production/Scanning.ts"
import { readRoute, type Station } from "../../domain/production/Stations.ts"
import { unitWeightGrams } from "../../domain/production/Weight.ts"
import type { Schemas } from "../http/answers.ts"
import { ScanNotFound, type ScanRefusal } from "./ScanRefusal.ts"
import type { ScanStore } from "./scanStore.ts"

type Card = Schemas["PieceCard"]
type CardPane = Schemas["PieceCardPane"]

/** The sheet (from 1, in cutting order) of a stored plan that holds the pane; none when the plan does not hold it or is unreadable. */
export const sheetIndexOf = (plan: string | undefined, paneId: number): number | null => {
  try {
    const sheets =
      (
        JSON.parse(plan ?? "{}") as {
          plan?: { sheets?: ReadonlyArray<{ number?: number; pieces?: ReadonlyArray<{ pane_id?: number }> }> }
        }
      ).plan?.sheets ?? []
    const sheet = sheets.find((candidate) => candidate.pieces?.some((piece) => piece.pane_id === paneId) === true)
    return typeof sheet?.number === "number" ? sheet.number : null
  } catch {
    return null
  }
}

/** A piece's card (production.md section 6): read only, for the operator, the production manager and the super-admin. */
export const pieceCardUseCases = (store: ScanStore) => ({
  /** The card of a pane's or a unit's code: its order, its unit (weight, rack slot) and every pane with its history; 404 for an unknown code. */
  card: async (codeText: string): Promise<Result.Result<Card, ScanRefusal>> => {
    const code = normalizeCode(codeText)
    const found = await store.findCode(code)
    const order = found === undefined ? undefined : await store.cardOrder(found.orderId)
    const unit = found === undefined ? undefined : await store.cardUnit(found.unitId)
    if (found === undefined || order === undefined || unit === undefined) return Result.fail(new ScanNotFound())
    const panes = await store.cardPanes(unit.id)
    const ids = panes.map((pane) => pane.id)
    const [breakages, passes, plans] = await Promise.all([
      store.cardBreakages(ids),
      store.cardPasses(ids),
      store.releasedPlans([...new Set(panes.flatMap((pane) => pane.batch_id ?? []))]),
    ])
    const codeOf = new Map(panes.map((pane) => [pane.id, pane.code]))
    return Result.succeed({
      kind: found.kind,
      code,
      order: { ...order, production_state: order.production_state as Card["order"]["production_state"] },
      unit: {
        id: unit.id,
        code: unit.code,
        structure: unit.structure as Card["unit"]["structure"],
        width: unit.width,
        height: unit.height,
        weight_grams: unitWeightGrams(panes),
        rack:
          unit.rack_id === null || unit.rack_slot === null || unit.rack_number === null
            ? null
            : { id: unit.rack_id, number: unit.rack_number, slot: unit.rack_slot },
      },
      panes: panes.map((pane): CardPane => {
        const broken = breakages.find((breakage) => breakage.pane_id === pane.id)
        return {
          id: pane.id,
          code: pane.code,
          letter: pane.letter as CardPane["letter"],
          state: pane.state as CardPane["state"],
          glass_type_name: pane.glass_type_name,
          thickness: Number(pane.thickness),
          material: pane.material as CardPane["material"],
          finished_width: pane.finished_width,
          finished_height: pane.finished_height,
          cut_width: pane.cut_width,
          cut_height: pane.cut_height,
          route: [...readRoute(pane.route)],
          batch_id: pane.batch_id,
          sheet_index: pane.batch_id === null ? null : sheetIndexOf(plans.get(pane.batch_id), pane.id),
          remake_of: pane.remake_of === null ? null : (codeOf.get(pane.remake_of) ?? null),
          remakes: panes.filter((other) => other.remake_of === pane.id).map((other) => other.code),
          breakage:
            broken === undefined
              ? null
              : {
                  station: broken.station as Station,
                  reason: broken.reason as NonNullable<CardPane["breakage"]>["reason"],
                  note: broken.note,
                  user_name: broken.user_name,
                  at: broken.at,
                },
          timeline: passes
            .filter((pass) => pass.pane_id === pane.id)
            .map((pass) => ({ station: pass.station as Station, user_name: pass.user_name, at: pass.at })),
        }
      }),
    })
  },
})
