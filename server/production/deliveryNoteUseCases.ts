import { Result } from "effect"
import type { OrderId } from "../../domain/identifiers/Ids.ts"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import { deliveryAddress, noteBodyOf, racksToReturn, receiverPhone } from "../../domain/production/DeliveryNote.ts"
import type { CompanySettings } from "../../domain/settings/CompanySettings.ts"
import type { Schemas } from "../http/answers.ts"
import type { DeliveryNoteStore } from "./deliveryNoteStore.ts"
import { RackNotFound, type RackRefusal } from "./RackRefusal.ts"
import { unitWeights } from "./rackUseCases.ts"

type Note = Schemas["DeliveryNote"]
type NoteUnit = Note["racks"][number]["units"][number]

/** Where the note finds the company's particulars: the settings feature's, passed in at the composition root. */
export interface CompanySource {
  readonly company: () => Promise<CompanySettings>
}

/**
 * The delivery note (production.md section 7): the order's racked units (dispatched ones too: the note is printed before
 * or after the dispatch scans) by rack and slot, their weights, and the racks that go back to the plant. No price anywhere.
 */
export const deliveryNoteUseCases = (
  store: DeliveryNoteStore,
  clock: { readonly now: () => number },
  settings: CompanySource,
) => {
  return {
    note: async (orderId: OrderId): Promise<Result.Result<Note, RackRefusal>> => {
      const [records, company] = await Promise.all([store.note(orderId), settings.company()])
      if (records === undefined) return Result.fail(new RackNotFound())
      const { order, units, panes, heldByOtherOrders } = records
      const weights = unitWeights(panes)
      const racked = units.flatMap((unit) =>
        unit.rack_id === null || unit.rack_slot === null
          ? []
          : [
              {
                rack_id: unit.rack_id,
                rack_number: unit.rack_number ?? 0,
                slot: unit.rack_slot,
                code: unit.code,
                weight_grams: weights.get(unit.id) ?? 0,
                line: {
                  id: unit.id,
                  code: unit.code,
                  slot: unit.rack_slot,
                  structure: unit.structure as NoteUnit["structure"],
                  width: unit.width,
                  height: unit.height,
                  weight_grams: weights.get(unit.id) ?? 0,
                  dispatched: unit.dispatched_at !== null,
                },
              },
            ],
      )
      const body = noteBodyOf(racked)
      const returning = racksToReturn(body.racks, heldByOtherOrders)
      return Result.succeed({
        order_id: order.order_id,
        serial_number: order.serial_number,
        production_state: order.production_state,
        date: formatJalali(todayInTehran(clock.now())),
        company: { name: company.name, address: company.address, phone: company.phone },
        customer: {
          name: order.customer_name,
          address: deliveryAddress(order),
          postal_code: order.postal_code,
          receiver_phone: receiverPhone(order),
        },
        racks: body.racks.map((rack) => ({
          id: rack.id,
          number: rack.number,
          returns: !heldByOtherOrders.has(rack.id),
          weight_grams: rack.weight_grams,
          units: rack.units.map((unit) => unit.line),
        })),
        weight_grams: body.weight_grams,
        racks_to_return: returning.map((rack) => ({ id: rack.id, number: rack.number })),
        units_total: units.length,
        units_not_racked: units.length - racked.length,
      })
    },
  }
}

/** The delivery note's use cases as the routes hold them. */
export type DeliveryNoteUseCases = ReturnType<typeof deliveryNoteUseCases>
