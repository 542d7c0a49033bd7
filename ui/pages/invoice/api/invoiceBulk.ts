import { useMutation, useQueryClient } from "@tanstack/react-query"
import { runEach, type RowOutcome } from "../../../components/table/bulkRun.ts"
import { rowRefusalText } from "../../../components/table/rowRefusal.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices } from "../../../state/services.tsx"
import { homeKeys } from "../../home/api/homeKeys.ts"
import { invoiceKeys } from "./invoiceKeys.ts"

/**
 * Approves several quotations through the one-invoice endpoint, one after another, each checked and answered by the
 * server on its own (its state, its customer's credit); the lists and the home's counts read again once all are answered.
 */
export function useApproveEach<Row extends { readonly id: number }>() {
  const { api } = useServices()
  const client = useQueryClient()
  const approving = useMutation({
    mutationFn: (rows: ReadonlyArray<Row>): Promise<ReadonlyArray<RowOutcome<Row>>> =>
      runEach(
        rows,
        (row) => settled(api.POST("/Admin/invoice/{id}/approve", { params: { path: { id: row.id } }, body: {} })),
        rowRefusalText,
      ),
    onSettled: () => {
      for (const queryKey of [invoiceKeys.all, homeKeys.all]) void client.invalidateQueries({ queryKey })
    },
  })
  return approving.mutateAsync
}
