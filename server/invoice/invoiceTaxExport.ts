import { Result } from "effect"
import { buildUpText } from "../../domain/invoice/BuildUpText.ts"
import { taxExportMessages, taxExportOf, taxRowText, type TaxExport } from "../../domain/invoice/TaxExport.ts"
import type { SettingsStore } from "../settings/settingsStore.ts"
import type { InvoiceStore } from "./invoiceStore.ts"
import type { Caller, InvoiceUseCases } from "./invoiceUseCases.ts"

/** Why the export was refused: the invoice is not the caller's to read, or it cannot be reported (a Persian message). */
export type TaxExportRefusal = { readonly _tag: "NotFound" } | { readonly _tag: "Refused"; readonly message: string }

/**
 * The tax office's file of a formal invoice (invoices.md section 9), for whoever may read the invoice: its saved figures,
 * its buyer as the printed copy names them, and the codes in the settings now.
 */
export const invoiceTaxExport =
  (
    invoices: Pick<InvoiceUseCases, "read" | "buyer">,
    store: Pick<InvoiceStore, "catalog">,
    settings: Pick<SettingsStore, "read">,
  ) =>
  async (caller: Caller, id: number): Promise<Result.Result<TaxExport, TaxExportRefusal>> => {
    const [invoice, buyer] = await Promise.all([invoices.read(caller, id), invoices.buyer(caller, id)])
    if (Result.isFailure(invoice) || Result.isFailure(buyer)) return Result.fail({ _tag: "NotFound" })
    if (invoice.success.kind !== "formal") return Result.fail({ _tag: "Refused", message: taxExportMessages.notFormal })
    const [catalog, { settings: stored }] = await Promise.all([store.catalog(), settings.read()])
    const saved = invoice.success
    const exported = taxExportOf({
      serial: saved.serial_number,
      date: saved.date,
      discount: saved.discount,
      fare: saved.fare,
      fare_title: saved.fare_title,
      vat_rate: saved.vat_rate,
      vat: saved.vat,
      total: saved.total,
      lines: saved.lines.map((line) => ({
        product_name: line.product_name,
        sstid: stored.products.find((product) => product.id === line.product_id)?.sstid ?? null,
        description: taxRowText({
          product_name: line.product_name,
          build_up: buildUpText(line, catalog),
          width: line.width,
          height: line.height,
          count: line.count,
        }),
        amount: line.amount,
      })),
      seller: { economic_code: stored.company.economic_code },
      buyer: buyer.success,
      tax: stored.tax,
    })
    return Result.mapError(exported, (refused) => ({ _tag: "Refused", message: refused.message }))
  }

/** The export use case over the invoices, their store and the settings. */
export type InvoiceTaxExport = ReturnType<typeof invoiceTaxExport>
