import { Link } from "react-router"
import { kilogramsOneDecimal } from "../../../../domain/production/DeliveryNote.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import type { RackDetail } from "../api/rackQueries.ts"
import { RackSlotField } from "./RackSlotField.tsx"

type Place = RackDetail["places"][number]

/** One slot as a box: its number, and the unit holding it (code, order, weight) or «خالی». */
function SlotBox({ place }: { readonly place: Place }) {
  const unit = place.unit
  return (
    <li
      className={`flex min-h-24 w-28 flex-col gap-0.5 rounded-lg border p-2 text-xs ${unit === null ? "border-dashed border-gray-300 bg-gray-50 text-gray-500" : "border-sky-300 bg-sky-50 text-gray-900"}`}
      data-slot={place.slot}
      aria-label={
        unit === null
          ? `جای ${toPersianDigits(place.slot)}: خالی`
          : `جای ${toPersianDigits(place.slot)}: ${toPersianDigits(unit.code)}`
      }
    >
      <span className="text-sm font-bold">جای {toPersianDigits(place.slot)}</span>
      {unit === null ? (
        <span>خالی</span>
      ) : (
        <>
          <Link to={`/dashboard/piece/${unit.code}`} className="font-medium text-sky-800 underline-offset-2 hover:underline">
            <span dir="ltr">{toPersianDigits(unit.code)}</span>
          </Link>
          <span>سفارش {toPersianDigits(unit.serial_number)}</span>
          <span className="tabular-nums">{kilogramsOneDecimal(unit.weight_grams)} کیلوگرم</span>
        </>
      )}
    </li>
  )
}

/**
 * A rack's slots drawn as a row of boxes (wrapping on a phone), what it holds and bears, the delivery note of each order it
 * holds, and the field that puts a unit in it.
 */
export function RackSlots({ rack }: { readonly rack: RackDetail }) {
  return (
    <section
      aria-labelledby="rack-slots-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="rack-slots-title" className="text-lg font-bold text-gray-900">
        جاهای خرک
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div className="flex flex-col">
          <dt className="text-gray-600">جای پر</dt>
          <dd className="font-medium tabular-nums">{toPersianDigits(`${rack.used_slots} از ${rack.slots}`)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-gray-600">بار (کیلوگرم)</dt>
          <dd className="font-medium tabular-nums">
            {kilogramsOneDecimal(rack.load_grams)} از {toPersianDigits(rack.capacity_kg)}
          </dd>
        </div>
        <div className="col-span-2 flex flex-col sm:col-span-1">
          <dt className="text-gray-600">برگه تحویل سفارش‌ها</dt>
          <dd className="flex flex-wrap gap-x-3 font-medium">
            {rack.orders.length === 0
              ? "—"
              : rack.orders.map((order) => (
                  <Link
                    key={order.id}
                    to={`/dashboard/delivery-note/${order.id}`}
                    className="text-sky-800 underline-offset-2 hover:underline"
                  >
                    برگه تحویل سفارش {toPersianDigits(order.serial_number)}
                  </Link>
                ))}
          </dd>
        </div>
      </dl>
      <ol className="flex flex-wrap gap-2" aria-label={`جاهای خرک ${toPersianDigits(rack.number)}`}>
        {rack.places.map((place) => (
          <SlotBox key={place.slot} place={place} />
        ))}
      </ol>
      {rack.state === "in_plant" && <RackSlotField rackId={rack.id} />}
    </section>
  )
}
