import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Link, useNavigate } from "react-router"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import { RetryButton } from "../../components/table/ListLoadFailed.tsx"
import { showToast } from "../../components/toast/toast.ts"
import { usePageTitle } from "../../shell/usePageTitle.ts"
import { genericErrorMessage } from "../../state/errors.ts"
import { LoadFailed } from "../../state/queries.ts"
import { SaveRefused } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import NotFoundPage from "../status/NotFoundPage.tsx"
import { batchQuery, useDiscardBatch, useReleaseBatch, type Batch } from "./api/batchQueries.ts"
import { sizeText, yieldText } from "./api/batchText.ts"
import { BatchFacts, BatchStateBadge, BatchTakes, sourceText } from "./batchFacts.tsx"
import { labelsLink } from "./labels/labelsLink.ts"
import { PlanLegend, PlanSheet } from "./PlanSheet.tsx"

const button =
  "inline-flex h-10 items-center gap-2 rounded-lg px-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
const primary = `${button} bg-sky-700 text-white hover:bg-sky-800 focus-visible:outline-sky-600`
const section = "flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"

/** A refusal's summary with each field's message after it, once each. */
const refusalOf = (error: Error | null): string | undefined =>
  error === null
    ? undefined
    : error instanceof SaveRefused
      ? [error.message, ...Object.values(error.fields)].filter((text, index, all) => all.indexOf(text) === index).join(" ")
      : genericErrorMessage

/** Release and discard of a draft, each asked first; a released batch offers its printed plan. */
function BatchActions({ batch }: { readonly batch: Batch }) {
  const navigate = useNavigate()
  const release = useReleaseBatch()
  const discard = useDiscardBatch()
  const [asked, setAsked] = useState<"release" | "discard" | null>(null)
  const refused = refusalOf(release.error) ?? refusalOf(discard.error)
  const busy = release.isPending || discard.isPending
  const number = toPersianDigits(batch.id)
  const run = () => {
    if (asked === "release")
      release.mutate(batch.id, {
        onSuccess: () => showToast({ kind: "success", text: "برنامه برش آزاد شد" }),
        onSettled: () => setAsked(null),
      })
    if (asked === "discard")
      discard.mutate(batch.id, {
        onSuccess: () => {
          showToast({ kind: "success", text: "پیش‌نویس حذف شد" })
          void navigate("/dashboard/cutting-queue")
        },
        onSettled: () => setAsked(null),
      })
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {batch.state === "draft" ? (
          <>
            <button type="button" className={primary} disabled={busy} onClick={() => setAsked("release")}>
              <span aria-hidden="true" className="i-tabler-player-play h-5 w-5" />
              آزادسازی برای برش
            </button>
            <button
              type="button"
              className={`${button} border border-red-300 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-600`}
              disabled={busy}
              onClick={() => setAsked("discard")}
            >
              <span aria-hidden="true" className="i-tabler-trash h-5 w-5" />
              حذف پیش‌نویس
            </button>
          </>
        ) : (
          <>
            <Link to={`/dashboard/cutting-plan/${batch.id}`} className={primary}>
              <span aria-hidden="true" className="i-tabler-printer h-5 w-5" />
              چاپ نقشه برش
            </Link>
            <Link
              to={labelsLink("batch", batch.id)}
              className={`${button} border border-sky-700 bg-white text-sky-800 hover:bg-sky-50 focus-visible:outline-sky-600`}
            >
              <span aria-hidden="true" className="i-tabler-qrcode h-5 w-5" />
              چاپ برچسب‌ها
            </Link>
          </>
        )}
      </div>
      {refused !== undefined && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {toPersianDigits(refused)}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={
          asked === "discard"
            ? `آیا از حذف پیش‌نویس برنامه برش شماره ${number} اطمینان دارید؟`
            : `آیا از آزادسازی برنامه برش شماره ${number} برای برش اطمینان دارید؟`
        }
        description={
          asked === "release"
            ? "قطعه‌ها به این برنامه می‌پیوندند و برگ‌ها و پس‌ماندهای آن از موجودی کم می‌شوند؛ برنامه آزادشده دیگر تغییر نمی‌کند."
            : "قطعه‌ها در صف برش می‌مانند."
        }
        confirmLabel={asked === "discard" ? "حذف پیش‌نویس" : "آزادسازی"}
        destructive={asked === "discard"}
        busy={busy}
        onConfirm={run}
        onCancel={() => setAsked(null)}
      />
    </div>
  )
}

/** `cutting-batch/{id}`: a batch's state, yield and what it takes from stock, then every sheet drawn to scale with its yield. */
export function CuttingBatchView({ id }: { readonly id: number }) {
  const { api } = useServices()
  const query = useQuery(batchQuery(api, id))
  const batch = query.data
  usePageTitle(batch === undefined ? "برنامه برش" : `برنامه برش شماره ${toPersianDigits(batch.id)}`)
  if (query.isError && query.error instanceof LoadFailed && query.error.status === 404) return <NotFoundPage />
  if (query.isError && !query.isFetching)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-gray-800">
        <p>بارگذاری برنامه برش انجام نشد.</p>
        <RetryButton retry={() => void query.refetch()} />
      </div>
    )
  if (batch === undefined) return <p className="text-gray-600">در حال بارگذاری…</p>
  const count = batch.plan.sheets.length
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Link
          to="/dashboard/cutting-batch-list"
          aria-label="بازگشت به برنامه‌های برش"
          className="flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden="true" className="i-tabler-arrow-right h-5 w-5" />
        </Link>
        <h1 className="text-xl font-bold text-gray-900">برنامه برش شماره {toPersianDigits(batch.id)}</h1>
        <BatchStateBadge state={batch.state} />
      </header>
      <div className={section}>
        <BatchFacts batch={batch} />
        <BatchActions batch={batch} />
      </div>
      <div className={section}>
        <h2 className="font-bold text-gray-900">برداشت از انبار</h2>
        <BatchTakes batch={batch} />
      </div>
      <PlanLegend />
      {batch.plan.sheets.map((sheet) => (
        <figure key={sheet.number} className={section} data-testid="batch-sheet">
          <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-gray-800">
            <span className="text-base font-bold text-gray-900">
              برگ {toPersianDigits(sheet.number)} از {toPersianDigits(count)}
            </span>
            <span>
              {sourceText(sheet)}، {sizeText(sheet.width, sheet.height)} میلی‌متر، {toPersianDigits(sheet.pieces.length)} قطعه
            </span>
            <span className="font-medium">بازده {yieldText(sheet.yield_basis_points)}</span>
          </figcaption>
          <PlanSheet sheet={sheet} className="h-auto max-h-[75vh] w-full" />
        </figure>
      ))}
    </section>
  )
}
