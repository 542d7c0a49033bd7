import type { components } from "../../../contract/schema.d.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { activeChoice } from "../../components/table/activeChoice.ts"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { useListParams } from "../../components/table/useListParams.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { fullName, percentText } from "./accessText.ts"
import { accessKeys } from "./api/accessKeys.ts"
import { downloadAccess, listAccess } from "./api/accessQueries.ts"

type Row = components["schemas"]["SalesExpertAccessRow"]

/** A right shown as a word with an icon, so it does not rest on colour alone. */
function YesNo({ value }: { readonly value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-green-800">
      <span aria-hidden="true" className="i-tabler-circle-check h-4 w-4" />
      بله
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-gray-600">
      <span aria-hidden="true" className="i-tabler-circle-minus h-4 w-4" />
      خیر
    </span>
  )
}

/** Sales experts with the access that applies to each; experts are added as users, so there is no add button. */
export default function SalesExpertAccessListPage() {
  const { api } = useServices()
  const place = useListParams(["search", "is_active"] as const, listSorts.salesExpertAccess)
  const { params, filters, setFilter, query } = place
  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<Row>(accessKeys.list(listQuery), (signal) => listAccess(api, listQuery, signal))

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    { id: "name", header: "نام و نام خانوادگی", cell: (row) => fullName(row), sortKey: "name" },
    {
      id: "personnel_code",
      header: "کد پرسنلی",
      cell: (row) => toPersianDigits(row.personnel_code),
      className: "hidden tabular-nums sm:table-cell",
      sortKey: "personnel_code",
    },
    {
      id: "mobile",
      header: "شماره همراه",
      cell: (row) => toPersianDigits(row.mobile),
      className: "hidden tabular-nums md:table-cell",
    },
    {
      id: "see_all",
      header: "همه مشتریان",
      cell: (row) => <YesNo value={row.access.may_see_all_customers} />,
      className: "hidden whitespace-nowrap sm:table-cell",
    },
    {
      id: "pre_buy",
      header: "پیش‌خرید",
      cell: (row) => <YesNo value={row.access.may_create_pre_buy} />,
      className: "hidden whitespace-nowrap md:table-cell",
    },
    {
      id: "discount",
      header: "حداکثر تخفیف",
      cell: (row) => percentText(row.access.max_discount_percent),
      align: "end",
      className: "tabular-nums sm:whitespace-nowrap",
      sortKey: "max_discount_percent",
    },
    {
      id: "active",
      header: "دسترسی فعال",
      cell: (row) => (
        <span
          className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${row.access.is_active ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-700"}`}
        >
          {row.access.is_active ? "فعال" : "غیرفعال"}
        </span>
      ),
      className: "sm:whitespace-nowrap",
    },
    {
      id: "actions",
      header: "عملیات",
      className: "w-12 sm:w-16",
      cell: (row) => <EditLink to={`/dashboard/sales-expert-access/${row.id}`} label={`ویرایش دسترسی ${fullName(row)}`} />,
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="دسترسی کارشناسان فروش" addLabel="">
        <ExportButton
          fileName="sales-expert-access.xlsx"
          columns={{ ردیف: "number", "حداکثر درصد تخفیف": "number", "تعداد محصولات مجاز": "number" }}
          download={() => downloadAccess(api, query)}
        />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام، کد پرسنلی یا شماره همراه"
        choices={[activeChoice(filters.is_active, setFilter, "وضعیت دسترسی")]}
      />
      <PagedTable caption="فهرست دسترسی کارشناسان فروش" columns={columns} rows={rows} place={place} />
    </section>
  )
}
