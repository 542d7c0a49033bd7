import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { ListLoadFailed } from "../../components/table/ListLoadFailed.tsx"
import { LoadFailed } from "../../state/queries.ts"
import { genericErrorMessage } from "../../state/errors.ts"
import { useServices } from "../../state/services.tsx"
import { materialText, squareMetres } from "./api/batchText.ts"
import { newBatchPath, queueQuery, type QueueMaterial } from "./api/queueQueries.ts"

const cell = "px-2 py-3 sm:px-4"
const planButton =
  "inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-lg bg-sky-700 px-3 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"

/** One material's row: the panes waiting, their area, the earliest promise and remakes, and the way to plan them. */
function MaterialRow({ material }: { readonly material: QueueMaterial }) {
  const name = materialText(material)
  return (
    <tr className="border-t border-gray-100" data-testid="queue-material">
      <td data-label="نوع شیشه" className={cell}>
        <span className="block font-medium text-gray-900">{material.glass_type_name}</span>
        <span className="block text-xs text-gray-600 max-sm:hidden md:hidden">
          {toPersianDigits(material.thickness)} میل · {squareMetres(material.area_mm2)} م²
        </span>
      </td>
      <td data-label="ضخامت" className={`${cell} hidden tabular-nums md:table-cell`}>
        {toPersianDigits(material.thickness)} میل
      </td>
      <td data-label="قطعه" className={`${cell} tabular-nums`}>
        {toPersianDigits(material.panes)}
      </td>
      <td data-label="مساحت (م²)" className={`${cell} hidden tabular-nums md:table-cell`}>
        {squareMetres(material.area_mm2)}
      </td>
      <td data-label="نزدیک‌ترین موعد" className={`${cell} hidden whitespace-nowrap tabular-nums sm:table-cell`}>
        {material.earliest_promised_date === null ? "—" : toPersianDigits(material.earliest_promised_date)}
      </td>
      <td data-label="بازسازی" className={`${cell} hidden tabular-nums lg:table-cell`}>
        {material.remakes > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{toPersianDigits(material.remakes)}</span>
        ) : (
          toPersianDigits(0)
        )}
      </td>
      <td data-label="سفارش" className={`${cell} hidden lg:table-cell`}>
        {toPersianDigits((material.orders ?? []).length)}
      </td>
      <td data-column="actions" className={cell}>
        <Link to={newBatchPath(material)} className={planButton} aria-label={`برنامه برش ${name}`}>
          <span aria-hidden="true" className="i-tabler-layout-grid h-4 w-4" />
          برنامه برش
        </Link>
      </td>
    </tr>
  )
}

/**
 * `cutting-queue`: the panes waiting for cutting per material, remakes and the earliest promises first (the server's
 * order), each material one click from a new cutting batch of its panes.
 */
export default function CuttingQueuePage() {
  const { api } = useServices()
  const query = useQuery(queueQuery(api))
  const failed = query.isError && !query.isFetching
  const materials = query.data ?? []
  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="صف برش" addLabel="برنامه برش جدید" addTo="/dashboard/cutting-batch">
        <Link
          to="/dashboard/cutting-batch-list"
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-list h-5 w-5" />
          برنامه‌های برش
        </Link>
      </ListHeader>
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
        {failed ? (
          <div className="p-6">
            <ListLoadFailed
              text={query.error instanceof LoadFailed ? query.error.text : genericErrorMessage}
              retry={() => void query.refetch()}
            />
          </div>
        ) : (
          <div className="overflow-x-auto">
            {/* A phone shows each material as a card of labelled lines (global.css, .list-table). */}
            <table className="list-table w-full text-start text-sm" aria-busy={query.isPending}>
              <caption className="sr-only">قطعه‌های در انتظار برش به تفکیک جنس</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className={`${cell} text-start font-medium`}>
                    نوع شیشه
                  </th>
                  <th scope="col" className={`${cell} hidden text-start font-medium md:table-cell`}>
                    ضخامت
                  </th>
                  <th scope="col" className={`${cell} text-start font-medium`}>
                    قطعه
                  </th>
                  <th scope="col" className={`${cell} hidden text-start font-medium md:table-cell`}>
                    مساحت (م²)
                  </th>
                  <th scope="col" className={`${cell} hidden text-start font-medium sm:table-cell`}>
                    نزدیک‌ترین موعد
                  </th>
                  <th scope="col" className={`${cell} hidden text-start font-medium lg:table-cell`}>
                    بازسازی
                  </th>
                  <th scope="col" className={`${cell} hidden text-start font-medium lg:table-cell`}>
                    سفارش
                  </th>
                  <th scope="col" className={`${cell} text-start font-medium`}>
                    عملیات
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.isPending &&
                  [0, 1, 2].map((row) => (
                    <tr key={row}>
                      <td colSpan={8} className="p-3">
                        <div className="h-6 animate-pulse rounded bg-gray-200" />
                      </td>
                    </tr>
                  ))}
                {!query.isPending && materials.length === 0 && (
                  <tr>
                    <td colSpan={8} className="p-6 text-center text-gray-600">
                      قطعه‌ای در انتظار برش نیست
                    </td>
                  </tr>
                )}
                {materials.map((material) => (
                  <MaterialRow key={`${material.glass_type_id}-${material.glass_width_id}`} material={material} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  )
}
