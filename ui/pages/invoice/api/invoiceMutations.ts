import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import type { InvoiceMove } from "../../../../domain/invoice/InvoiceWorkflow.ts"
import { SaveRefused, settled } from "../../../state/saveRefused.ts"
import { useServices } from "../../../state/services.tsx"
import { invoiceKeys } from "./invoiceKeys.ts"

/** What the editor sends: the header and lines of a new invoice or of the one it edits. */
export type InvoiceBody = components["schemas"]["InvoiceInput"]

const movePaths = {
  send: "/Admin/invoice/{id}/send",
  approve: "/Admin/invoice/{id}/approve",
  reject: "/Admin/invoice/{id}/reject",
  cancel: "/Admin/invoice/{id}/cancel",
  call_off: "/Admin/invoice/{id}/call_off",
  confirm: "/Admin/invoice/{id}/confirm",
} as const satisfies Record<InvoiceMove, string>

/** Creates an invoice (no id) or saves the one edited; every invoice list and record reads again. */
export function useSaveInvoice() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { readonly id: number | undefined; readonly body: InvoiceBody }) =>
      (
        await settled(
          id === undefined
            ? api.POST("/Admin/invoice", { body })
            : api.PUT("/Admin/invoice/{id}", { params: { path: { id } }, body }),
        )
      ).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: invoiceKeys.all }),
  })
}

/** A move of one invoice; a rejection carries its reason. */
export interface InvoiceMoveAsked {
  readonly id: number
  readonly move: InvoiceMove
  readonly reason?: string | undefined
}

/** The reason's own message of a refused rejection, which its dialog shows under the field. */
export const reasonRefusal = (error: unknown): string | undefined =>
  error instanceof SaveRefused ? error.fields.reason : undefined

/**
 * Moves an invoice (send, approve, reject, cancel, call off, confirm). The lists read again once the server has
 * answered, unless it only refused the reason, which the user is still typing.
 */
export function useMoveInvoice() {
  const { api } = useServices()
  const client = useQueryClient()
  const reload = () => void client.invalidateQueries({ queryKey: invoiceKeys.all })
  return useMutation({
    mutationFn: async ({ id, move, reason }: InvoiceMoveAsked) => {
      await settled(
        api.POST(movePaths[move], { params: { path: { id } }, body: move === "reject" ? { reason: reason ?? "" } : {} }),
      )
    },
    onSuccess: reload,
    onError: (error) => {
      if (error instanceof SaveRefused && error.status !== undefined && reasonRefusal(error) === undefined) reload()
    },
  })
}

/** Fetches a formal invoice's file for the tax office (سامانه مودیان); a code missing from the settings is refused. */
export function useTaxExport() {
  const { api } = useServices()
  return useMutation({
    mutationFn: async (id: number) =>
      (await settled(api.GET("/Admin/invoice/{id}/tax_export", { params: { path: { id } } }))).data,
  })
}
