import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate, useSearchParams } from "react-router"
import { todayInTehran } from "../../../domain/calendar/Jalali.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { DatePicker } from "../../components/datepicker/DatePicker.tsx"
import { FieldError } from "../../components/form/FieldError.tsx"
import { ListLoadFailed } from "../../components/table/ListLoadFailed.tsx"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { genericErrorMessage } from "../../state/errors.ts"
import { LoadFailed } from "../../state/queries.ts"
import { SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { batchBodyOf, choiceLabels, type Choice } from "./api/batchBody.ts"
import { useCreateBatch } from "./api/batchQueries.ts"
import { materialText, squareMetres } from "./api/batchText.ts"
import { queueQuery, type QueueMaterial } from "./api/queueQueries.ts"

const shownFields: ReadonlySet<string> = new Set(["glass_type_id", "glass_width_id", "order_ids", "promised_until"])
const keyOf = (material: Pick<QueueMaterial, "glass_type_id" | "glass_width_id">): string =>
  `${material.glass_type_id}-${material.glass_width_id}`
const box = "flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"

/**
 * `cutting-batch` without an id: choose a material of the queue (the link from the queue names it) and its panes, then
 * «محاسبه برش» plans a draft; the optimiser may take its whole time budget, so a spinner says it is working.
 */
export function CuttingBatchNew() {
  usePageTitle("برنامه برش جدید")
  const { api, clock } = useServices()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const queue = useQuery(queueQuery(api))
  const [picked, setPicked] = useState(`${search.get("glass_type_id") ?? ""}-${search.get("glass_width_id") ?? ""}`)
  const [choice, setChoice] = useState<Choice>("all")
  const [orders, setOrders] = useState<ReadonlySet<number>>(new Set())
  const [until, setUntil] = useState<string | null>(null)
  const create = useCreateBatch()
  const materials = queue.data ?? []
  const material = materials.find((candidate) => keyOf(candidate) === picked)
  const refusal =
    create.error instanceof SaveRefused ? create.error : create.error === null ? undefined : new SaveRefused(undefined, undefined)
  const fieldError = (name: string) => refusal?.fields[name]
  // A refusal the form has no place for (a 409, a lost connection, a field it does not show) is said above the button.
  const unplaced =
    refusal === undefined
      ? []
      : Object.keys(refusal.fields).length === 0
        ? [refusal.message]
        : Object.entries(refusal.fields)
            .filter(([name]) => !shownFields.has(name))
            .map(([, text]) => text)

  const submit = () => {
    if (material === undefined) return
    create.mutate(batchBodyOf(material, choice, orders, until), {
      onSuccess: (batch) => void navigate(`/dashboard/cutting-batch/${batch.id}`),
    })
  }

  if (queue.isError && !queue.isFetching)
    return (
      <ListLoadFailed
        text={queue.error instanceof LoadFailed ? queue.error.text : genericErrorMessage}
        retry={() => void queue.refetch()}
      />
    )

  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-bold text-gray-900">برنامه برش جدید</h1>
      <form
        className="flex flex-col gap-4"
        aria-busy={create.isPending}
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <div className={box}>
          <label className="flex flex-col gap-1 text-sm text-gray-800">
            <span>جنس شیشه</span>
            <select
              name="material"
              value={material === undefined ? "" : picked}
              disabled={queue.isPending || create.isPending}
              onChange={(event) => {
                setPicked(event.target.value)
                setOrders(new Set())
                create.reset()
              }}
              className="h-11 rounded-lg border border-gray-300 bg-white pe-8 ps-3 text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
            >
              <option value="">{queue.isPending ? "در حال بارگذاری…" : "انتخاب کنید"}</option>
              {materials.map((candidate) => (
                <option key={keyOf(candidate)} value={keyOf(candidate)}>
                  {`${materialText(candidate)} — ${toPersianDigits(candidate.panes)} قطعه، ${squareMetres(candidate.area_mm2)} م²`}
                </option>
              ))}
            </select>
            <FieldError name="glass_type_id" error={fieldError("glass_type_id") ?? fieldError("glass_width_id")} />
          </label>
          {!queue.isPending && materials.length === 0 && <p className="text-gray-700">قطعه‌ای در انتظار برش نیست.</p>}
        </div>

        {material !== undefined && (
          <fieldset className={box} disabled={create.isPending}>
            <legend className="sr-only">قطعه‌های برنامه</legend>
            {(Object.keys(choiceLabels) as Array<Choice>).map((value) => (
              <label key={value} className="flex items-center gap-2 text-gray-900">
                <input
                  type="radio"
                  name="choice"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="h-4 w-4 accent-sky-700"
                />
                {choiceLabels[value]}
              </label>
            ))}
            {choice === "orders" && (
              <ul className="flex flex-col gap-1 border-s-2 border-sky-100 ps-3" aria-label="سفارش‌ها">
                {(material.orders ?? []).map((order) => (
                  <li key={order.order_id}>
                    <label className="flex flex-wrap items-center gap-x-2 text-sm text-gray-800">
                      <input
                        type="checkbox"
                        checked={orders.has(order.order_id)}
                        onChange={(event) => {
                          const next = new Set(orders)
                          if (event.target.checked) next.add(order.order_id)
                          else next.delete(order.order_id)
                          setOrders(next)
                        }}
                        className="h-4 w-4 accent-sky-700"
                      />
                      <span className="font-medium">سفارش {toPersianDigits(order.serial_number)}</span>
                      <span>{order.customer_name}</span>
                      <span className="text-gray-600">
                        {toPersianDigits(order.panes)} قطعه
                        {order.promised_date === null ? "" : `، موعد ${toPersianDigits(order.promised_date)}`}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {choice === "date" && (
              <DatePicker
                name="promised_until"
                label="وعده تحویل تا"
                value={until}
                onChange={setUntil}
                today={todayInTehran(clock.now())}
                error={fieldError("promised_until")}
              />
            )}
            <FieldError name="order_ids" error={fieldError("order_ids")} />
          </fieldset>
        )}

        {unplaced.map((text) => (
          <p key={text} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {toPersianDigits(text)}
          </p>
        ))}
        {create.isPending && (
          <p role="status" className="flex items-center gap-2 text-sky-900">
            <span aria-hidden="true" className="i-tabler-loader-2 h-5 w-5 animate-spin" />
            در حال محاسبه برش… ممکن است چند ثانیه طول بکشد.
          </p>
        )}
        <div>
          <button
            type="submit"
            disabled={
              material === undefined ||
              create.isPending ||
              (choice === "orders" && orders.size === 0) ||
              (choice === "date" && until === null)
            }
            aria-busy={create.isPending}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-sky-700 px-5 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className={create.isPending ? "i-tabler-loader-2 h-5 w-5 animate-spin" : "i-tabler-calculator h-5 w-5"}
            />
            محاسبه برش
          </button>
        </div>
      </form>
    </section>
  )
}
