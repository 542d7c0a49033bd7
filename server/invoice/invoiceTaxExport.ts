import type { InvoiceId } from "../../domain/identifiers/Ids.ts"
import { Result } from "effect"
import { buildUpText } from "../../domain/invoice/BuildUpText.ts"
import { taxExportMessages, taxExportOf, taxRowText, type TaxExport } from "../../domain/invoice/TaxExport.ts"
import type { StoredSettings } from "../../domain/settings/SettingsForm.ts"
import type { InvoiceStore } from "./invoiceRecords.ts"
import { InvoiceNotFound, InvoiceNotReportable } from "./InvoiceRefusal.ts"
import type { Caller, InvoiceUseCases } from "./invoiceUseCases.ts"

/** Why the export was refused: the invoice is not the caller's to read, or it cannot be reported (a Persian message). */
export type TaxExportRefusal = InvoiceNotFound | InvoiceNotReportable

/**
 * The tax office's file of a formal invoice (invoices.md section 9), for whoever may read the invoice: its saved figures,
 * its buyer as the printed copy names them, and the codes in the settings now.
 */
export const invoiceTaxExport =
  (
    invoices: Pick<InvoiceUseCases, "read" | "buyer">,
    store: Pick<InvoiceStore, "catalog">,
    settings: { readonly read: () => Promise<{ readonly settings: StoredSettings }> },
  ) =>
  async (caller: Caller, id: InvoiceId): Promise<Result.Result<TaxExport, TaxExportRefusal>> => {
    const [invoice, buyer] = await Promise.all([invoices.read(caller, id), invoices.buyer(caller, id)])
    if (Result.isFailure(invoice) || Result.isFailure(buyer)) return Result.fail(new InvoiceNotFound())
    if (invoice.success.kind !== "formal") return Result.fail(new InvoiceNotReportable({ message: taxExportMessages.notFormal }))
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
    return Result.mapError(exported, (refused) => new InvoiceNotReportable({ message: refused.message }))
  }

/** The export use case over the invoices, their store and the settings. */
export type InvoiceTaxExport = ReturnType<typeof invoiceTaxExport>
