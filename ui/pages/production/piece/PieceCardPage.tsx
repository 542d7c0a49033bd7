import { useSignals } from "@preact/signals-react/runtime"
import { useQuery } from "@tanstack/react-query"
import { Link, useParams } from "react-router"
import { canOpenRoute } from "../../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../../domain/text/digits.ts"
import { RetryButton } from "../../../components/table/ListLoadFailed.tsx"
import { usePageTitle } from "../../../shell/usePageTitle.ts"
import { LoadFailed } from "../../../state/queries.ts"
import { useServices } from "../../../state/services.tsx"
import { $role } from "../../../state/session.ts"
import { StatusMessage } from "../../status/StatusMessage.tsx"
import { sizeText } from "../api/batchText.ts"
import { orderStateText, rackSlotText, structureLabels, weightText } from "../api/floorText.ts"
import { pieceQuery, type PieceCard } from "../api/pieceQueries.ts"
import { labelsLink } from "../labels/labelsLink.ts"
import { codeText, isolatedCode, scannedCode } from "../station/scannedCode.ts"
import { PaneCard } from "./PaneCard.tsx"

const box = "flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4"

/** Label-value pairs in a grid, as the other production screens show facts. */
function Facts({ facts }: { readonly facts: ReadonlyArray<readonly [string, React.ReactNode]> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className="font-medium text-gray-900" data-fact={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The card: the order, the unit (rack slot, weight) and each pane with its route and timeline. */
function Card({ card }: { readonly card: PieceCard }) {
  useSignals()
  const role = $role.value
  const may = (path: string): string | undefined => (role !== null && canOpenRoute(role, path) ? path : undefined)
  const labels = may(labelsLink("piece", card.code))
  const { order, unit } = card
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Link
          to="/dashboard/station"
          aria-label="بازگشت به ایستگاه‌ها"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-arrow-right h-7 w-7" />
        </Link>
        <h1 className="text-2xl font-black text-gray-900">
          {card.kind === "unit" ? "کارت واحد" : "کارت قطعه"} <bdi dir="ltr">{codeText(card.code)}</bdi>
        </h1>
        {labels !== undefined && (
          <Link
            to={labels}
            className="ms-auto inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-gray-300 bg-white px-4 font-bold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <span aria-hidden="true" className="i-tabler-printer h-5 w-5" />
            چاپ برچسب
          </Link>
        )}
      </header>
      <div className={box}>
        <h2 className="font-bold text-gray-900">سفارش</h2>
        <Facts
          facts={[
            ["شماره سفارش", toPersianDigits(order.serial_number)],
            ["مشتری", order.customer_name],
            ["موعد تحویل", order.promised_date === null ? "—" : toPersianDigits(order.promised_date)],
            ["وضعیت تولید", orderStateText(order.production_state)],
          ]}
        />
      </div>
      <div className={box}>
        <h2 className="font-bold text-gray-900">
          واحد <bdi dir="ltr">{codeText(unit.code)}</bdi>
        </h2>
        <Facts
          facts={[
            ["ساختار", structureLabels[unit.structure]],
            ["اندازه (میلی‌متر)", sizeText(unit.width, unit.height)],
            ["وزن", weightText(unit.weight_grams)],
            ["خرک", unit.rack === null ? "هنوز در خرک نیست" : rackSlotText(unit.rack)],
          ]}
        />
      </div>
      {card.panes.map((pane) => (
        <PaneCard
          key={pane.id}
          pane={pane}
          scanned={card.kind === "pane" && pane.code === card.code}
          batchLink={(id) => may(`/dashboard/cutting-batch/${id}`)}
        />
      ))}
    </section>
  )
}

/** `piece/{code}`: a pane's or a unit's card, opened from a scan, the station list's search or another card. */
export default function PieceCardPage() {
  const params = useParams()
  const code = scannedCode(params.code ?? "")
  const { api } = useServices()
  const query = useQuery(pieceQuery(api, code))
  usePageTitle(`کارت قطعه ${isolatedCode(code)}`)
  if (query.isError && query.error instanceof LoadFailed && query.error.status === 404)
    return (
      <StatusMessage
        icon="i-tabler-qrcode-off"
        title="قطعه‌ای با این کد پیدا نشد"
        text={`کد ${isolatedCode(code)} در هیچ سفارشی نیست؛ آن را از روی برچسب دوباره بخوانید.`}
      >
        <Link
          to="/dashboard/station"
          className="mt-2 inline-flex min-h-12 items-center rounded-xl bg-sky-700 px-4 font-bold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          بازگشت به ایستگاه‌ها
        </Link>
      </StatusMessage>
    )
  if (query.isError && !query.isFetching)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری کارت قطعه انجام نشد.</p>
        <RetryButton retry={() => void query.refetch()} />
      </div>
    )
  if (query.data === undefined) return <p className="text-gray-600">در حال بارگذاری…</p>
  return <Card card={query.data} />
}
