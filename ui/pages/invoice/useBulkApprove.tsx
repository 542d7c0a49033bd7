import { toPersianDigits } from "../../../domain/text/digits.ts"
import { BulkActions, type BulkTexts } from "../../components/table/BulkActions.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { selectionColumn } from "../../components/table/RowSelection.tsx"
import { useBulkAction } from "../../components/table/useBulkAction.ts"
import { useRowSelection } from "../../components/table/useRowSelection.ts"
import { useApproveEach } from "./api/invoiceBulk.ts"
import type { InvoiceRow as Row } from "./api/invoiceQueries.ts"

const texts: BulkTexts<Row> = {
  action: "تایید گروهی",
  question: (count) => `تایید ${toPersianDigits(count)} پیش‌فاکتور؟`,
  confirm: "تایید",
  rowName: (row) => `پیش‌فاکتور ${toPersianDigits(row.serial_number)}`,
  done: "تایید شد و فاکتور رسمی صادر شد",
  resultsTitle: "نتیجه تایید گروهی",
  open: (row) => ({ to: `/dashboard/show-invoice/${row.id}`, label: `چاپ فاکتور رسمی ${toPersianDigits(row.serial_number)}` }),
}

/**
 * The quotation list's bulk approval for those who approve: a box on each row the user may approve now (the server's
 * own list of the row's moves says so), the toolbar, the question and each quotation's answer.
 */
export function useBulkApprove(rows: ReadonlyArray<Row>, enabled: boolean) {
  const selection = useRowSelection(rows, (row) => enabled && row.actions.includes("approve"))
  const bulk = useBulkAction(selection, useApproveEach<Row>())
  const columns: ReadonlyArray<Column<Row>> = enabled
    ? [
        selectionColumn(selection, {
          all: "انتخاب همه پیش‌فاکتورهای قابل تایید این صفحه",
          row: (row) => `انتخاب پیش‌فاکتور ${toPersianDigits(row.serial_number)}`,
        }),
      ]
    : []
  return { columns, panel: enabled ? <BulkActions bulk={bulk} texts={texts} /> : null }
}
