import { useSignals } from "@preact/signals-react/runtime"
import type { components } from "../../../contract/schema.d.ts"
import { listSorts } from "../../../domain/pagination/listSorts.ts"
import { canEditUser } from "../../../domain/user/UserRules.ts"
import { stationLabels } from "../../../domain/production/Stations.ts"
import { roleLabels, roles } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
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
import { $role, $user } from "../../state/session.ts"
import { userKeys } from "./api/userKeys.ts"
import { downloadUsers, listUsers, setUserActive } from "./api/userQueries.ts"

type Row = components["schemas"]["UserRow"]

const filterNames = ["search", "is_active", "role"] as const
const roleFilterOptions = [{ value: "", label: "همه" }, ...roles.map((role) => ({ value: role, label: roleLabels[role] }))]

const fullName = (row: Row) => `${row.name} ${row.last_name}`

/** An operator's stations in Persian, in station order; empty for every other role. */
const stationsOf = (row: Row) => row.stations.map((station) => stationLabels[station]).join("، ")

/** The role, and under it an operator's stations. */
function RoleCell({ row }: { readonly row: Row }) {
  return (
    <>
      <span className="block whitespace-nowrap">{roleLabels[row.role]}</span>
      {row.stations.length > 0 && <span className="block text-xs text-gray-600">{stationsOf(row)}</span>}
    </>
  )
}

/** Users: search, active and role filters in the URL, the CSV export, and per row an edit link and an active switch (with confirmation). */
export default function UserListPage() {
  useSignals()
  const { api } = useServices()
  const place = useListParams(filterNames, listSorts.users)
  const { params, filters, setFilter, query } = place
  const actorRole = $role.value
  const me = $user.value

  const listQuery = { page: params.page, per_page: params.perPage, ...query }
  const rows = useListRows<Row>(userKeys.list(listQuery), (signal) => listUsers(api, listQuery, signal))
  const toggle = useActiveToggle<Row>((row, active) => setUserActive(api, row.id, active), rows.setRow, userKeys.all)

  const columns: ReadonlyArray<Column<Row>> = [
    { id: "key", header: "ردیف", cell: (row) => toPersianDigits(row.key), className: "w-12 tabular-nums sm:w-16" },
    {
      id: "name",
      header: "نام و نام خانوادگی",
      sortKey: "name",
      cell: (row) => (
        <>
          <span className="block">{fullName(row)}</span>
          {/* Between a phone's card and 768 px the code, mobile and role columns are hidden; the mobile is shown under the name. */}
          <span className="block text-xs text-gray-600 tabular-nums max-sm:hidden md:hidden">{toPersianDigits(row.mobile)}</span>
        </>
      ),
    },
    {
      id: "personnel_code",
      header: "کد پرسنلی",
      cell: (row) => toPersianDigits(row.personnel_code),
      className: "hidden tabular-nums md:table-cell",
      sortKey: "personnel_code",
    },
    {
      id: "mobile",
      header: "شماره همراه",
      cell: (row) => toPersianDigits(row.mobile),
      className: "hidden tabular-nums md:table-cell",
      sortKey: "mobile",
    },
    { id: "role", header: "نقش", cell: (row) => <RoleCell row={row} />, className: "hidden sm:table-cell" },
    {
      id: "actions",
      header: "عملیات",
      className: "w-24 sm:w-44",
      cell: (row) => {
        // Only a super-admin changes a super-admin or an operator; the others see the state alone.
        if (!actorRole || !canEditUser(actorRole, row)) return <ActiveLabel active={row.is_active} />
        return (
          <RowActions>
            <EditLink to={`/dashboard/user/${row.id}`} name={fullName(row)} />
            {/* Nobody deactivates their own account, so the own row's switch (found by its unique mobile) is locked. */}
            <ActiveSwitch
              name={fullName(row)}
              active={row.is_active}
              disabled={row.mobile === me?.mobile}
              onAsk={() => toggle.ask(row)}
            />
          </RowActions>
        )
      },
    },
  ]

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title="کاربران" addLabel="افزودن کاربر" addTo="/dashboard/user">
        <ExportButton fileName="users.xlsx" columns={{ ردیف: "number" }} download={() => downloadUsers(api, query)} />
      </ListHeader>
      <ListFilters
        search={filters.search}
        onSearch={(text) => setFilter("search", text)}
        searchLabel="جستجو در نام، کد پرسنلی یا شماره همراه"
        choices={[
          activeChoice(filters.is_active, setFilter),
          {
            name: "role",
            label: "نقش",
            value: filters.role,
            options: roleFilterOptions,
            onChange: (value) => setFilter("role", value),
          },
        ]}
      />
      <PagedTable caption="فهرست کاربران" columns={columns} rows={rows} place={place} />
      <ActiveToggleDialog toggle={toggle} noun="کاربر" nameOf={fullName} />
    </section>
  )
}
