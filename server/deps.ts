import type { Clock } from "../domain/ports/Clock.ts"
import type { PieceUseCases } from "./production/pieceUseCases.ts"
import type { ScanUseCases } from "./production/scanUseCases.ts"
import type { LabelUseCases } from "./production/labelUseCases.ts"
import type { RackUseCases } from "./production/rackUseCases.ts"
import type { DeliveryNoteUseCases } from "./production/deliveryNoteUseCases.ts"
import type { BatchUseCases } from "./production/batchUseCases.ts"
import type { StockUseCases } from "./production/stockUseCases.ts"
import type { Passwords } from "./auth/passwords.ts"
import type { LoginThrottle } from "./auth/throttle.ts"
import type { Tokens } from "./auth/tokens.ts"
import type { FinanceUseCases } from "./finance/financeUseCases.ts"
import type { InvoiceTaxExport } from "./invoice/invoiceTaxExport.ts"
import type { InvoiceUseCases } from "./invoice/invoiceUseCases.ts"
import type { Repositories } from "./repositories.ts"
import type { Config } from "./config.ts"
import type { SettingsUseCases } from "./settings/settingsUseCases.ts"
import type { FileStore } from "./file/fileStore.ts"

/** Where faults are reported. */
export interface Logger {
  readonly error: (message: string, cause?: unknown) => void
}

/** Everything the routes need, built once by the app factory. */
export interface Deps {
  readonly config: Config
  readonly clock: Clock
  readonly log: Logger
  readonly repos: Repositories
  readonly tokens: Tokens
  readonly passwords: Passwords
  readonly throttle: LoginThrottle
  readonly files: FileStore
  /** The use cases of the features whose orchestration lives outside their handlers. */
  readonly useCases: {
    readonly invoices: InvoiceUseCases
    readonly settings: SettingsUseCases
    readonly taxExport: InvoiceTaxExport
    readonly finance: FinanceUseCases
    readonly stock: StockUseCases
    readonly batches: BatchUseCases
    readonly pieces: PieceUseCases
    readonly racks: RackUseCases
    readonly deliveryNotes: DeliveryNoteUseCases
    readonly labels: LabelUseCases
    readonly scans: ScanUseCases
    // [production] use cases above this line
    // [customer-access] use cases above this line
    // [user-auth-file] use cases above this line
    // [glass-laminate-reference] use cases above this line
    // [announcement-notification-home-lookup] use cases above this line
  }
}
