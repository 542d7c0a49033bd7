import type { Role } from "../../../domain/roles/Role.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import { BulkActions, type BulkTexts } from "../../components/table/BulkActions.tsx"
import type { Column } from "../../components/table/PaginatedTable.tsx"
import { selectionColumn } from "../../components/table/RowSelection.tsx"
import { useBulkAction } from "../../components/table/useBulkAction.ts"
import { useRowSelection } from "../../components/table/useRowSelection.ts"
import { useDepositEach } from "./api/chequeBulk.ts"
import type { ChequeRow as Row } from "./api/chequeQueries.ts"
import { chequeMovesFor } from "./chequeListView.ts"
import { SayadText } from "./SayadText.tsx"

const texts: BulkTexts<Row> = {
  action: "واگذاری گروهی به بانک",
  question: (count) => `واگذاری ${toPersianDigits(count)} چک به بانک؟`,
  confirm: "واگذاری به بانک",
  rowName: (row) => (
    <>
      چک <SayadText id={row.sayad_id} />
    </>
  ),
  done: "به بانک واگذار شد",
  resultsTitle: "نتیجه واگذاری گروهی",
}

/** The cheque list's bulk deposit for those who move cheques: a box on each cheque that can be deposited now (in hand). */
export function useBulkDeposit(rows: ReadonlyArray<Row>, role: Role | null) {
  const enabled = chequeMovesFor(role, "in_hand").includes("deposited")
  const selection = useRowSelection(rows, (row) => chequeMovesFor(role, row.state).includes("deposited"))
  const bulk = useBulkAction(selection, useDepositEach<Row>())
  const columns: ReadonlyArray<Column<Row>> = enabled
    ? [
        selectionColumn(selection, {
          all: "انتخاب همه چک‌های در دست این صفحه",
          row: (row) => `انتخاب چک ${toPersianDigits(row.sayad_id)}`,
        }),
      ]
    : []
  return { columns, panel: enabled ? <BulkActions bulk={bulk} texts={texts} /> : null }
}
