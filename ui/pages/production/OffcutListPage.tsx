import { useState } from "react"
import { offcutStateLabels, offcutStates, mayDiscard } from "../../../domain/production/OffcutStates.ts"
import { offcutSorts } from "../../../domain/production/StockSorts.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { numberRows, offsetOf, useListRows, type NumberedRow } from "../../components/table/useListRows.ts"
import { showToast } from "../../components/toast/toast.ts"
import { formatDateTime } from "../../shell/formatTime.ts"
import { refusalText } from "../../state/saveRefused.ts"
import { useServices } from "../../state/services.tsx"
import { stockKeys } from "./api/stockKeys.ts"
import {
  downloadOffcuts,
  glassTypeOptions,
  listOffcuts,
  thicknessOptions,
  useDiscardOffcut,
  useMaterials,
  type Offcut,
} from "./api/stockQueries.ts"
import { materialName, sheetSize } from "./api/stockText.ts"

type Row = NumberedRow<Offcut>

const filterNames = ["search", "glass_type_id", "glass_width_id", "state"] as const
const all = { value: "", label: "همه" }
// No state in the URL is the server's default, in stock; «همه» asks for every state.
const stateOptions = [
  { value: "", label: offcutStateLabels.in_stock },
  ...offcutStates.filter((state) => state !== "in_stock").map((state) => ({ value: state, label: offcutStateLabels[state] })),
  { value: "all", label: "همه" },
]

const discardButton =
  "whitespace-nowrap rounded-md border border-red-300 px-2 py-1 text-xs text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"

/** The offcuts left by cutting (offcut-list): search, material and state filters in the URL, sorting, export, and a discard asked first. */
export default function OffcutListPage() {
  const { api } = useServices()
  const place = useListParams(filterNames, offcutSorts)
  const { params, filters, setFilter, query } = place
  const { materials } = useMaterials()
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = numberRows(
    useListRows<Offcut>(stockKeys.offcutList(listQuery), (signal) => listOffcuts(api, listQuery, signal), offsetOf(params)),
  )
  const typeId = filters.glass_type_id === "" ? null : Number(filters.glass_type_id)
  const discard = useDiscardOffcut()
  const [asked, setAsked] = useState<Row | null>(null)

  const run = () => {
    if (asked === null) return
    discard.mutate(asked.id, {
      onSuccess: () => showToast({ kind: "success", text: "باقی‌مانده دور ریخته شد" }),
      onError: (error) => showToast({ kind: "error", text: refusalText(error) }),
      onSettled: () => setAsked(null),
    })
  }

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "hidden w-16 tabular-nums sm:table-cell" },
    {
      id: "glass_type",
      header: "نوع شیشه",
      sortKey: "glass_type",
      cell: (row) => (
        <>
          <span className="block">{toPersianDigits(row.glass_type_name)}</span>
        </>
      ),
    },
    {
      id: "thickness",
      header: "ضخامت (میلی‌متر)",
      cell: (row) => toPersianDigits(row.thickness),
      sortKey: "thickness",
      className: "hidden tabular-nums sm:table-cell",
    },
    {
      id: "width",
      header: "عرض × ارتفاع (میلی‌متر)",
      cell: (row) => <span dir="ltr">{sheetSize(row)}</span>,
      sortKey: "width",
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "rack_slot",
      header: "جای قفسه",
      cell: (row) => (row.rack_slot === null ? "—" : toPersianDigits(row.rack_slot)),
      className: "hidden md:table-cell",
    },
    {
      id: "state",
      header: "وضعیت",
      cell: (row) => offcutStateLabels[row.state],
      className: "hidden whitespace-nowrap lg:table-cell",
    },
    {
      id: "created_at",
      header: "تاریخ",
      cell: (row) => formatDateTime(row.created_at),
      sortKey: "created_at",
      className: "hidden whitespace-nowrap xl:table-cell",
    },
    {
      id: "actions",
      header: "عملیات",
      className: "w-24",
      cell: (row) =>
        mayDiscard(row.state) ? (
          <button
            type="button"
            onClick={() => setAsked(row)}
            aria-label={`دور ریختن باقی‌مانده ${sheetSize(row)} ${materialName(row)}`}
            className={discardButton}
          >
            دور ریختن
          </button>
        ) : (
          <span className="text-xs text-gray-600">{offcutStateLabels[row.state]}</span>
        ),
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="باقی‌مانده‌های برش" addLabel="">
        <ExportButton
          fileName="offcuts.xlsx"
          columns={{
            ردیف: "number",
            "ضخامت (میلی‌متر)": "number",
            "عرض (میلی‌متر)": "number",
            "ارتفاع (میلی‌متر)": "number",
            تاریخ: "date",
          }}
          download={() => downloadOffcuts(api, query)}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام نوع شیشه"
        choices={[
          {
            name: "glass_type_id",
            label: "نوع شیشه",
            value: filters.glass_type_id,
            options: [
              all,
              ...glassTypeOptions(materials).map((option) => ({
                value: String(option.value),
                label: toPersianDigits(option.label),
              })),
            ],
            onChange: (value) => setFilter("glass_type_id", value),
          },
          {
            name: "glass_width_id",
            label: "ضخامت",
            value: filters.glass_width_id,
            options: [
              all,
              ...thicknessOptions(materials, typeId).map((option) => ({
                value: String(option.value),
                label: toPersianDigits(`${option.thickness} میلی‌متر`),
              })),
            ],
            onChange: (value) => setFilter("glass_width_id", value),
          },
          {
            name: "state",
            label: "وضعیت",
            value: filters.state,
            options: stateOptions,
            onChange: (value) => setFilter("state", value),
          },
        ]}
      />
      <PagedTable caption="فهرست باقی‌مانده‌های برش" columns={columns} rows={rows} place={place} />
      <ConfirmDialog
        open={asked !== null}
        title="دور ریختن باقی‌مانده"
        description={
          asked === null
            ? undefined
            : `آیا از دور ریختن باقی‌مانده ${sheetSize(asked)} ${materialName(asked)}${asked.rack_slot === null ? "" : ` (${toPersianDigits(asked.rack_slot)})`} اطمینان دارید؟ دیگر در برش‌ها به کار نمی‌رود.`
        }
        confirmLabel="دور ریختن"
        destructive
        busy={discard.isPending}
        onConfirm={() => void run()}
        onCancel={() => setAsked(null)}
      />
    </section>
  )
}
