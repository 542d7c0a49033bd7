import { useMutation, useQueryClient } from "@tanstack/react-query"
import { runEach, type RowOutcome } from "../../../components/table/bulkRun.ts"
import { rowRefusalText } from "../../../components/table/rowRefusal.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices } from "../../../state/services.tsx"
import { moneyMoved } from "./chequeQueries.ts"

/**
 * Deposits several cheques through the one-cheque move, one after another, each checked and answered by the server on
 * its own; the lists, totals and figures read again once all are answered.
 */
export function useDepositEach<Row extends { readonly id: number }>() {
  const { api } = useServices()
  const client = useQueryClient()
  const depositing = useMutation({
    mutationFn: (rows: ReadonlyArray<Row>): Promise<ReadonlyArray<RowOutcome<Row>>> =>
      runEach(
        rows,
        (row) => settled(api.PATCH("/Admin/cheque/{id}", { params: { path: { id: row.id } }, body: { state: "deposited" } })),
        rowRefusalText,
      ),
    onSettled: () => moneyMoved(client),
  })
  return depositing.mutateAsync
}
