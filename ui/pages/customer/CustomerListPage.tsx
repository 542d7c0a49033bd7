import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef } from "react"
import { Link, useLocation, useNavigate, useParams } from "react-router"
import type { components } from "../../../contract/schema.d.ts"
import { readsAsRecordId } from "../../../domain/identifiers/RecordId.ts"
import { emptySearchText } from "../../../domain/customer/EmptySearch.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { formatRials } from "../../../domain/money/Rials.ts"
import { customerTypeLabels } from "../../../domain/customer/CustomerForm.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { useRecordQuery } from "../../components/form/useEditLoad.ts"
import { ExportButton } from "../../components/table/ExportButton.tsx"
import { ListFilters } from "../../components/table/ListFilters.tsx"
import { ActiveLabel } from "../../components/table/ActiveLabel.tsx"
import { activeChoice } from "../../components/table/activeChoice.ts"
import { ActiveSwitch } from "../../components/table/ActiveSwitch.tsx"
import { ActiveToggleDialog } from "../../components/table/ActiveToggleDialog.tsx"
import { EditLink } from "../../components/table/EditLink.tsx"
import { ListHeader } from "../../components/table/ListHeader.tsx"
import { PagedTable } from "../../components/table/PagedTable.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { RowActions } from "../../components/table/RowActions.tsx"
import { useActiveToggle } from "../../components/table/useActiveToggle.ts"
import { useListParams } from "../../components/table/useListParams.ts"
import { useListRows } from "../../components/table/useListRows.ts"
import { useServices } from "../../state/services.tsx"
import { $role } from "../../state/session.ts"
import { customerKeys } from "./api/customerKeys.ts"
import { customerQuery, downloadCustomers, listCustomers, setCustomerActive } from "./api/customerQueries.ts"
import { BackToCustomers } from "./BackToCustomers.tsx"
import { CustomerDetailsDialog } from "./CustomerDetailsDialog.tsx"
import { displayName, formPath, identifierOf, listPathOf, mobileOf, readTypeSegment, shown } from "./customerView.ts"
import { expertLabel, useSalesExperts } from "./useSalesExperts.ts"
import { ViewMenu } from "../view/ViewMenu.tsx"

type Row = components["schemas"]["CustomerRow"]

const typeTabs = [
  { type: "all", label: "همه" },
  { type: "individual", label: customerTypeLabels.individual },
  { type: "legal", label: customerTypeLabels.legal },
] as const

/** Customers: type tabs from the route, search and filters in the URL, export, the active switch, and one customer's details by the route's id. */
export default function CustomerListPage() {
  useSignals()
  const { customerType, id } = useParams()
  const type = readTypeSegment(customerType)
  const detailsId = id !== undefined && readsAsRecordId(id) ? Number(id) : undefined
  const { api } = useServices()
  const navigate = useNavigate()
  const location = useLocation()
  const role = $role.value
  const manager = role !== null && role !== "sales-expert"
  const place = useListParams(["search", "is_active", "sales_expert_id"] as const, listSorts.customers)
  const { params, search, filters, setFilter, query } = place
  // Managers see and filter by the owning expert; a sales expert's own customers are always theirs.
  const experts = useSalesExperts(manager) ?? []
  const typeQuery = type === "all" || type === undefined ? {} : { type }

  // No list is asked for while the route names an unknown type.
  const listQuery = { page: params.page, per_page: params.perPage, ...query, ...(type === "all" ? {} : { type }) }
  // The server tells a limited sales expert whether customers not theirs match; kept by the query it answered.
  const hiddenMatches = useRef(new Map<string, boolean>())
  const listKey = JSON.stringify(listQuery)
  const rows = useListRows<Row>(type === undefined ? undefined : customerKeys.list(listQuery), async (signal) => {
    const answer = await listCustomers(api, listQuery, signal)
    if (answer.data) hiddenMatches.current.set(listKey, answer.data.hidden_matches)
    return answer
  })
  const toggle = useActiveToggle<Row>((row, active) => setCustomerActive(api, row.id, active), rows.setRow, customerKeys.all)

  const closeDetails = (replace = false) =>
    navigate({ pathname: listPathOf(type ?? "all"), search: location.search }, { replace })

  const detailsLoad = useRecordQuery(customerQuery(api, detailsId ?? 0), detailsId !== undefined)
  const details = detailsLoad.data
  // A customer that cannot be shown closes the dialog; the failure has had its toast.
  useEffect(() => {
    if (detailsLoad.state === "failed") void closeDetails(true)
  }, [detailsLoad.state]) // eslint-disable-line react-hooks/exhaustive-deps

  if (type === undefined) return <BackToCustomers title="نوع مشتری نامعتبر است" />

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    {
      id: "name",
      header: "نام مشتری",
      sortKey: "name",
      cell: (row) => (
        <Link
          to={{ pathname: listPathOf(type, row.id), search: location.search }}
          className="text-sky-800 underline-offset-4 hover:underline"
          title="نمایش مشخصات"
        >
          {shown(displayName(row))}
        </Link>
      ),
    },
    { id: "type", header: "نوع", cell: (row) => customerTypeLabels[row.type], className: "whitespace-nowrap" },
    {
      id: "identifier",
      header: "کد ملی / شناسه ملی",
      cell: (row) => <span dir="ltr">{shown(identifierOf(row))}</span>,
      className: "hidden md:table-cell tabular-nums",
      sortKey: "identifier",
    },
    {
      id: "mobile",
      header: "شماره همراه",
      cell: (row) => <span dir="ltr">{shown(mobileOf(row))}</span>,
      className: "hidden sm:table-cell tabular-nums",
    },
    { id: "city", header: "شهر", cell: (row) => shown(row.city), className: "hidden lg:table-cell", sortKey: "city" },
    // A limit never set is stored as 0 and shown as a dash, as in the customer's details; only a wide screen has room for it.
    {
      id: "credit_limit",
      header: "سقف اعتبار (ریال)",
      cell: (row) => (row.credit_limit === 0 ? "—" : formatRials(row.credit_limit)),
      align: "end",
      className: "hidden whitespace-nowrap tabular-nums 2xl:table-cell",
      sortKey: "credit_limit",
    },
    ...(manager
      ? [
          {
            id: "expert",
            header: "کارشناس فروش",
            cell: (row: Row) => shown(row.sales_expert_name),
            className: "hidden lg:table-cell",
          },
        ]
      : []),
    {
      id: "actions",
      header: "عملیات",
      className: "w-24 sm:w-44",
      cell: (row) =>
        row.can_edit ? (
          <RowActions>
            <EditLink to={`${formPath}/${row.id}`} name={shown(displayName(row))} />
            <ActiveSwitch name={shown(displayName(row))} active={row.is_active} onAsk={() => toggle.ask(row)} />
          </RowActions>
        ) : (
          <ActiveLabel active={row.is_active} />
        ),
    },
  ]

  // Switching the type keeps the search and filters but starts from the first page.
  const tabSearch = (() => {
    const next = new URLSearchParams(search)
    next.delete("page")
    const text = next.toString()
    return text === "" ? "" : `?${text}`
  })()
  const expertOptions = [
    { value: "", label: "همه" },
    ...experts.map((expert) => ({ value: String(expert.id), label: expertLabel(expert) })),
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title="مشتریان"
        addLabel="افزودن مشتری"
        addTo={type === "legal" ? `${formPath}/legal` : `${formPath}/individual`}
      >
        <ExportButton
          fileName="customers.xlsx"
          columns={{ ردیف: "number", "سقف اعتبار (ریال)": "number" }}
          download={() => downloadCustomers(api, { ...query, ...typeQuery })}
        />
      </ListHeader>
      <nav aria-label="نوع مشتری" className="flex gap-2">
        {typeTabs.map((tab) => (
          <Link
            key={tab.type}
            to={{ pathname: listPathOf(tab.type), search: tabSearch }}
            aria-current={tab.type === type ? "page" : undefined}
            className={`inline-flex h-9 items-center rounded-full border px-4 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 ${tab.type === type ? "border-sky-700 bg-sky-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام، کد ملی یا شناسه ملی، شماره همراه یا تلفن"
        choices={[
          activeChoice(filters.is_active, setFilter),
          ...(manager
            ? [
                {
                  name: "sales_expert_id",
                  label: "کارشناس فروش",
                  value: filters.sales_expert_id,
                  options: expertOptions,
                  onChange: (value: string) => setFilter("sales_expert_id", value),
                },
              ]
            : []),
        ]}
      >
        <ViewMenu list="customer-list" />
      </ListFilters>
      <PagedTable
        caption="فهرست مشتریان"
        columns={columns}
        rows={rows}
        place={place}
        ownPath={listPathOf(type)}
        emptyText={emptySearchText(hiddenMatches.current.get(listKey) ?? false)}
      />
      <ActiveToggleDialog toggle={toggle} noun="مشتری" nameOf={(row) => shown(displayName(row))} />
      <CustomerDetailsDialog
        open={detailsId !== undefined}
        customer={details !== undefined && details.id === detailsId ? details : null}
        showsOwner={manager}
        onClose={() => void closeDetails()}
      />
    </section>
  )
}
