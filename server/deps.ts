import type { Clock } from "../domain/ports/Clock.ts"
import type { PieceUseCases } from "./production/pieceUseCases.ts"
import type { ScanUseCases } from "./production/scanUseCases.ts"
import type { LabelUseCases } from "./production/labelUseCases.ts"
import type { RackUseCases } from "./production/rackUseCases.ts"
import type { DeliveryNoteUseCases } from "./production/deliveryNoteUseCases.ts"
import type { BatchUseCases } from "./production/batchUseCases.ts"
import type { StockUseCases } from "./production/stockUseCases.ts"
import type { AuthUseCases } from "./auth/authUseCases.ts"
import type { FileUseCases } from "./file/fileUseCases.ts"
import type { HealthUseCases } from "./health/healthUseCases.ts"
import type { UserUseCases } from "./user/userUseCases.ts"
import type { FinanceUseCases } from "./finance/financeUseCases.ts"
import type { GlassUseCases } from "./glass/glassUseCases.ts"
import type { LaminateUseCases } from "./laminate/laminateUseCases.ts"
import type { ReferenceUseCases } from "./reference/referenceUseCases.ts"
import type { InvoiceTaxExport } from "./invoice/invoiceTaxExport.ts"
import type { InvoiceUseCases } from "./invoice/invoiceUseCases.ts"
import type { Config } from "./config.ts"
import type { AccessUseCases } from "./access/accessUseCases.ts"
import type { CustomerUseCases } from "./customer/customerUseCases.ts"
import type { AnnouncementUseCases } from "./announcement/announcementUseCases.ts"
import type { HomeUseCases } from "./home/homeUseCases.ts"
import type { LookupUseCases } from "./lookup/lookupUseCases.ts"
import type { NotificationUseCases } from "./notification/notificationUseCases.ts"
import type { SettingsUseCases } from "./settings/settingsUseCases.ts"
import type { ViewUseCases } from "./view/viewUseCases.ts"
import type { SearchUseCases } from "./search/searchUseCases.ts"

/** Where faults are reported. */
export interface Logger {
  readonly error: (message: string, cause?: unknown) => void
}

/** Everything the routes need, built once by the app factory: the configuration, the clock, the log and the use cases. */
export interface Deps {
  readonly config: Config
  readonly clock: Clock
  readonly log: Logger
  /** The use cases of the features whose orchestration lives outside their handlers. */
  readonly useCases: {
    readonly invoice: InvoiceUseCases
    readonly settings: SettingsUseCases
    readonly taxExport: InvoiceTaxExport
    readonly finance: FinanceUseCases
    readonly stock: StockUseCases
    readonly batch: BatchUseCases
    readonly piece: PieceUseCases
    readonly rack: RackUseCases
    readonly deliveryNote: DeliveryNoteUseCases
    readonly label: LabelUseCases
    readonly scan: ScanUseCases
    // [production] use cases above this line
    readonly customer: CustomerUseCases
    readonly access: AccessUseCases
    // [customer-access] use cases above this line
    readonly user: UserUseCases
    readonly auth: AuthUseCases
    readonly file: FileUseCases
    readonly health: HealthUseCases
    // [user-auth-file] use cases above this line
    readonly glass: GlassUseCases
    readonly laminate: LaminateUseCases
    readonly reference: ReferenceUseCases
    // [glass-laminate-reference] use cases above this line
    readonly announcement: AnnouncementUseCases
    readonly notification: NotificationUseCases
    readonly home: HomeUseCases
    readonly lookup: LookupUseCases
    // [announcement-notification-home-lookup] use cases above this line
    readonly view: ViewUseCases
    // [views] use cases above this line
    readonly search: SearchUseCases
  }
}
