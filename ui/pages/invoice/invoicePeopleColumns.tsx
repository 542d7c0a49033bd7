import { invoiceStateLabels } from "../../../domain/invoice/InvoiceOptions.ts"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import type { InvoiceRow as Row } from "./api/invoiceQueries.ts"

/** The invoice lists' customer and sales expert columns: who an invoice is for and whose it is, each name clamped at a desk. */
export const peopleColumns: ReadonlyArray<Column<Row>> = [
  {
    id: "customer",
    header: "مشتری",
    sortKey: "customer",
    // Two lines at most at a desk, the whole name in the title; a phone's card gives it the width it needs.
    className: "min-w-36",
    cell: (row) => (
      <>
        <span className="line-clamp-2" title={row.customer_name}>
          {row.customer_name}
        </span>
        {/* Narrow screens hide the expert and the state columns; the state is shown under the customer instead. */}
        <span className="block text-xs text-gray-600 max-sm:hidden md:hidden">{invoiceStateLabels[row.state]}</span>
        {/* Below the widest desks the expert is named under the customer, so a long name never widens the table. */}
        {row.sales_expert_name !== null && (
          <span className="line-clamp-2 text-xs text-gray-600 max-lg:hidden 2xl:hidden" title={row.sales_expert_name}>
            {row.sales_expert_name}
          </span>
        )}
      </>
    ),
  },
  {
    id: "expert",
    header: "کارشناس فروش",
    cell: (row) => (
      // Clamped only where the column stands in a table; a phone's card lines its label up with plain text.
      <span className="2xl:line-clamp-2" title={row.sales_expert_name ?? undefined}>
        {row.sales_expert_name ?? "—"}
      </span>
    ),
    className: "hidden min-w-28 2xl:table-cell",
  },
]
