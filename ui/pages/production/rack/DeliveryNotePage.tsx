import { useQuery } from "@tanstack/react-query"
import { Fact, printedCell, printedHead, printedText } from "../../../components/print/printedSheet.tsx"
import { Fragment } from "react"
import { useParams } from "react-router"
import { kilogramsOneDecimal } from "../../../../domain/production/DeliveryNote.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { LoadFailed } from "../../../state/queries.ts"
import { useServices } from "../../../state/services.tsx"
import { PrintToolbar } from "../../invoice/print/PrintToolbar.tsx"
import NotFoundPage from "../../status/NotFoundPage.tsx"
import { structureLabels } from "../api/floorText.ts"
import { deliveryNoteQuery, type DeliveryNote } from "../api/rackQueries.ts"

const text = printedText
const cell = printedCell
const head = printedHead

/** A signature box: who signs, with lines for the name, the signature and the date. */
function SignatureBox({ title }: { readonly title: string }) {
  return (
    <section aria-label={title} className="flex min-h-32 flex-col gap-3 rounded border border-gray-500 p-2">
      <h3 className="font-bold">{title}</h3>
      <p>نام و نام خانوادگی:</p>
      <p>امضا:</p>
      <p>تاریخ:</p>
    </section>
  )
}

/** The units by rack and slot, a total row under each rack, the whole delivery's weight last. */
function NoteTable({ note }: { readonly note: DeliveryNote }) {
  return (
    <div
      role="region"
      aria-label="جدول واحدها"
      tabIndex={0}
      className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-600 print:overflow-visible"
    >
      <table className="w-full min-w-[34rem] border-collapse text-start print:min-w-0">
        <caption className="sr-only">واحدهای سفارش به ترتیب خرک و جای</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} w-10`}>
              ردیف
            </th>
            <th scope="col" className={head}>
              خرک
            </th>
            <th scope="col" className={head}>
              جای
            </th>
            <th scope="col" className={head}>
              کد واحد
            </th>
            <th scope="col" className={head}>
              ساختار
            </th>
            <th scope="col" className={head}>
              ابعاد (میلی‌متر)
            </th>
            <th scope="col" className={head}>
              وزن (کیلوگرم)
            </th>
          </tr>
        </thead>
        <tbody>
          {note.racks.map((rack, rackIndex) => {
            const before = note.racks.slice(0, rackIndex).reduce((sum, earlier) => sum + earlier.units.length, 0)
            return (
              <Fragment key={rack.id}>
                {rack.units.map((unit, index) => (
                  <tr key={unit.id} className="break-inside-avoid" data-unit={unit.code}>
                    <td className={`${cell} tabular-nums`}>{toPersianDigits(before + index + 1)}</td>
                    <td className={`${cell} tabular-nums`}>{toPersianDigits(rack.number)}</td>
                    <td className={`${cell} tabular-nums`}>{toPersianDigits(unit.slot)}</td>
                    <td className={cell}>
                      <span dir="ltr" className="font-medium">
                        {toPersianDigits(unit.code)}
                      </span>
                    </td>
                    <td className={cell}>{structureLabels[unit.structure]}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>
                      <span dir="ltr">{toPersianDigits(`${unit.width} × ${unit.height}`)}</span>
                    </td>
                    <td className={`${cell} tabular-nums`}>{kilogramsOneDecimal(unit.weight_grams)}</td>
                  </tr>
                ))}
                <tr className="break-inside-avoid bg-gray-50" data-rack-total={rack.number}>
                  <td colSpan={4} className={`${cell} font-medium`}>
                    جمع وزن خرک {toPersianDigits(rack.number)}
                  </td>
                  <td colSpan={2} className={cell}>
                    {toPersianDigits(rack.units.length)} واحد
                  </td>
                  <td className={`${cell} font-bold tabular-nums`}>{kilogramsOneDecimal(rack.weight_grams)}</td>
                </tr>
              </Fragment>
            )
          })}
        </tbody>
        <tfoot>
          <tr className="break-inside-avoid">
            <td colSpan={4} className={`${head} font-bold`}>
              وزن کل
            </td>
            <td colSpan={2} className={head}>
              {toPersianDigits(note.racks.reduce((sum, rack) => sum + rack.units.length, 0))} واحد
            </td>
            <td className={`${head} font-bold tabular-nums`} data-total-weight>
              {kilogramsOneDecimal(note.weight_grams)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** The note on A4: the company, the receiver, the units by rack and slot with their weights, the racks to return, the signatures. */
function NoteSheet({ note }: { readonly note: DeliveryNote }) {
  const returning = note.racks_to_return.map((rack) => toPersianDigits(rack.number)).join("، ")
  return (
    <article
      className="delivery-note mx-auto w-full max-w-[210mm] bg-white p-4 text-[13px] leading-6 text-gray-900 shadow print:max-w-none print:p-0 print:text-[9pt] print:leading-[1.4] print:shadow-none sm:p-8"
      data-testid="delivery-note"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-gray-800 pb-3 print:pb-2">
        <div>
          <p className="text-base font-bold">{text(note.company.name)}</p>
          <p className="text-gray-700">{text(note.company.address)}</p>
          <p className="text-gray-700">تلفن: {text(note.company.phone)}</p>
        </div>
        <h2 className="text-2xl font-bold">برگه تحویل کالا</h2>
        <dl className="text-sm">
          <Fact label="شماره سفارش" value={toPersianDigits(note.serial_number)} />
          <Fact label="تاریخ" value={toPersianDigits(note.date)} />
        </dl>
      </header>
      <section aria-label="مشخصات گیرنده" className="mt-3 rounded border border-gray-400 p-2 print:mt-2">
        <h3 className="mb-1 font-bold">گیرنده</h3>
        <dl className="grid gap-x-4 sm:grid-cols-2 print:grid-cols-2">
          <Fact label="نام" value={text(note.customer.name)} />
          <Fact label="تلفن تحویل‌گیرنده" value={text(note.customer.receiver_phone)} />
          <Fact label="نشانی" value={text(note.customer.address)} />
          <Fact label="کد پستی" value={text(note.customer.postal_code)} />
        </dl>
      </section>
      {note.units_not_racked > 0 && (
        <p role="note" className="mt-3 rounded border border-amber-400 bg-amber-50 p-2 text-amber-900 print:bg-white">
          {toPersianDigits(note.units_not_racked)} واحد از {toPersianDigits(note.units_total)} واحد این سفارش هنوز در خرک نیست و
          در این برگه نیامده است.
        </p>
      )}
      {note.racks.length === 0 ? (
        <p className="mt-3 text-gray-700">هنوز واحدی از این سفارش در خرک نیست.</p>
      ) : (
        <NoteTable note={note} />
      )}
      <section aria-label="خرک‌های بازگشتی" className="mt-3 break-inside-avoid rounded border border-gray-400 p-2">
        <h3 className="font-bold">خرک‌های بازگشتی</h3>
        <p>
          {note.racks_to_return.length === 0
            ? "خرکی با این تحویل از کارخانه نمی‌رود."
            : `خرک ${returning}: پس از تخلیه به کارخانه بازگردانده شود.`}
        </p>
      </section>
      <div className="mt-4 grid break-inside-avoid grid-cols-2 gap-3">
        <SignatureBox title="تحویل‌دهنده (کارخانه)" />
        <SignatureBox title="تحویل‌گیرنده (مشتری)" />
      </div>
    </article>
  )
}

/**
 * `delivery-note/{orderId}`: the printed delivery note (production.md section 7), on A4 like the invoice; the print
 * button opens the browser's print dialog, which also saves a PDF.
 */
export default function DeliveryNotePage() {
  const { orderId } = useParams()
  const { api } = useServices()
  const id = orderId !== undefined && /^[1-9][0-9]{0,9}$/.test(orderId) ? Number(orderId) : 0
  const query = useQuery({ ...deliveryNoteQuery(api, id), enabled: id > 0 })
  const note = query.data
  if (id === 0 || (query.error instanceof LoadFailed && query.error.status === 404)) return <NotFoundPage />
  if (query.isError && !query.isFetching)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری برگه تحویل انجام نشد.</p>
        <RetryButton retry={() => void query.refetch()} />
      </div>
    )
  if (note === undefined) return <p className="text-gray-600">در حال بارگذاری…</p>
  return (
    <section className="flex flex-col gap-4 print:block">
      <PrintToolbar title={`برگه تحویل سفارش ${toPersianDigits(note.serial_number)}`} backTo="/dashboard/rack-list">
        <span className="text-sm text-gray-700">
          {toPersianDigits(note.racks.length)} خرک، وزن کل {kilogramsOneDecimal(note.weight_grams)} کیلوگرم
        </span>
      </PrintToolbar>
      <NoteSheet note={note} />
    </section>
  )
}
