import { pieceRoutes } from "./production/pieceRoutes.ts"
import { scanRoutes } from "./production/scanRoutes.ts"
import { scanUseCases } from "./production/scanUseCases.ts"
import { scanStoreIn } from "./production/scanStore.ts"
import { labelRoutes } from "./production/labelRoutes.ts"
import { labelUseCases } from "./production/labelUseCases.ts"
import { labelStoreIn } from "./production/labelStore.ts"
import { rackRoutes } from "./production/rackRoutes.ts"
import { rackUseCases } from "./production/rackUseCases.ts"
import { rackStoreIn } from "./production/rackStore.ts"
import { deliveryNoteUseCases } from "./production/deliveryNoteUseCases.ts"
import { deliveryNoteStoreIn } from "./production/deliveryNoteStore.ts"
import { pieceUseCases } from "./production/pieceUseCases.ts"
import { pieceStoreIn } from "./production/pieceStore.ts"
import { batchRoutes } from "./production/batchRoutes.ts"
import { batchUseCases } from "./production/batchUseCases.ts"
import { batchStoreIn } from "./production/batchStore.ts"
import { stockRoutes } from "./production/stockRoutes.ts"
import { stockStoreIn } from "./production/stockStore.ts"
import { stockUseCases } from "./production/stockUseCases.ts"
import { Hono, type Context } from "hono"
import { bodyLimit } from "hono/body-limit"
import { HTTPException } from "hono/http-exception"
import { passwordsAt, type Passwords } from "./auth/passwords.ts"
import { loginThrottleIn } from "./auth/throttle.ts"
import { tokensWith } from "./auth/tokens.ts"
import type { Database } from "./db/Database.ts"
import { databaseFaultOf } from "./db/databaseFault.ts"
import { faultLogOf } from "./http/faultLog.ts"
import type { Clock } from "../domain/ports/Clock.ts"
import type { Deps, Logger } from "./deps.ts"
import type { ApiEnv } from "./http/guard.ts"
import { serverMessages } from "./http/messages.ts"
import { databaseUnavailable, notFound, problem } from "./http/problems.ts"
import { withSecurityHeaders } from "./http/securityHeaders.ts"
import { announcementRoutes } from "./announcement/announcementRoutes.ts"
import { announcementStoreIn } from "./announcement/announcementStore.ts"
import { announcementUseCases } from "./announcement/announcementUseCases.ts"
import { fileUrl } from "./file/fileStore.ts"
import { authRoutes } from "./auth/authRoutes.ts"
import { fileRoutes } from "./file/fileRoutes.ts"
import { healthRoutes } from "./health/healthRoutes.ts"
import { authUseCases } from "./auth/authUseCases.ts"
import { revocationsIn } from "./auth/revocationStore.ts"
import { fileUseCases } from "./file/fileUseCases.ts"
import { healthStoreIn } from "./health/healthStore.ts"
import { healthUseCases } from "./health/healthUseCases.ts"
import { userUseCases } from "./user/userUseCases.ts"
import { laminateRoutes } from "./laminate/laminateRoutes.ts"
import { laminateColorsIn } from "./laminate/laminateStore.ts"
import { laminateUseCases } from "./laminate/laminateUseCases.ts"
import { customerRoutes } from "./customer/customerRoutes.ts"
import { customerUseCases } from "./customer/customerUseCases.ts"
import { homeRoutes } from "./home/homeRoutes.ts"
import { homeStoreIn } from "./home/homeStore.ts"
import { homeUseCases } from "./home/homeUseCases.ts"
import { glassTypeRoutes } from "./glass/glassRoutes.ts"
import { glassTypesIn } from "./glass/glassTypeStore.ts"
import { glassUseCases } from "./glass/glassUseCases.ts"
import { sizeLimitsIn } from "./glass/sizeLimitStore.ts"
import { lookupRoutes } from "./lookup/lookupRoutes.ts"
import { lookupStoreIn } from "./lookup/lookupStore.ts"
import { lookupUseCases } from "./lookup/lookupUseCases.ts"
import { customersIn } from "./customer/customerStore.ts"
import { userStoreIn } from "./user/userStore.ts"
import { referenceRoutes } from "./reference/referenceRoutes.ts"
import { referenceDataIn } from "./reference/referenceStore.ts"
import { referenceUseCases } from "./reference/referenceUseCases.ts"
import { accessRoutes } from "./access/accessRoutes.ts"
import { accessStoreIn } from "./access/accessStore.ts"
import { accessUseCases } from "./access/accessUseCases.ts"
import { userRoutes } from "./user/userRoutes.ts"
import { notificationRoutes } from "./notification/notificationRoutes.ts"
import { notificationStoreIn } from "./notification/notificationStore.ts"
import { notificationUseCases } from "./notification/notificationUseCases.ts"
import { invoiceRoutes } from "./invoice/invoiceRoutes.ts"
import { financeRoutes } from "./finance/financeRoutes.ts"
import { financeStoreIn } from "./finance/financeStore.ts"
import { financeUseCases } from "./finance/financeUseCases.ts"
import { orderStepIn } from "./finance/orderFollows.ts"
import { settingsRoutes } from "./settings/settingsRoutes.ts"
import { settingsStoreIn } from "./settings/settingsStore.ts"
import { settingsUseCases } from "./settings/settingsUseCases.ts"
import { invoiceStoreIn } from "./invoice/invoiceStore.ts"
import { invoiceTaxExport } from "./invoice/invoiceTaxExport.ts"
import { invoiceUseCases } from "./invoice/invoiceUseCases.ts"
import type { Config } from "./config.ts"
import { spaHandler } from "./spa.ts"
import { viewRoutes } from "./view/viewRoutes.ts"
import { viewStoreIn } from "./view/viewStore.ts"
import { viewUseCases } from "./view/viewUseCases.ts"
import { may } from "./permissions.ts"
import { viewListEndpoints } from "./view/viewListEndpoints.ts"
import { searchKindEndpoints } from "./search/searchKindEndpoints.ts"
import { searchRoutes } from "./search/searchRoutes.ts"
import { searchUseCases } from "./search/searchUseCases.ts"
import type { FileStore } from "./file/fileStore.ts"
import { fileStoreIn } from "./file/fileStore.ts"

/** What the app is built from; tests pass an in-memory database, a hand-moved clock and cheap hashing. */
export interface AppOptions {
  readonly database: Database
  readonly config: Config
  readonly clock?: Clock
  readonly log?: Logger
  readonly files?: FileStore
  /** The password hashing; tests pass one that counts the checks. */
  readonly passwords?: Passwords
}

const consoleLog: Logger = { error: (message, cause) => console.error(message, cause) }

/** A fault answers 500 and is logged; only the framework's own HTTP errors (a body too large) keep their status. */
const onError = (log: Logger, faultLog: ReturnType<typeof faultLogOf>) => (error: Error, c: Context) => {
  if (error instanceof HTTPException)
    return problem(c, error.status === 413 ? 413 : 400, error.status === 413 ? serverMessages.tooLarge : error.message)
  // The database away or locked is no bug of the request: 503, and the next one may well succeed.
  const fault = databaseFaultOf(error)
  const message = `${c.req.method} ${c.req.path} failed`
  if (fault === undefined) {
    log.error(message, error)
    return c.json({ message: serverMessages.fault }, 500)
  }
  faultLog(fault, message, error)
  return databaseUnavailable(c, fault)
}

/** The use cases of the features whose orchestration lives outside their handlers, over one database. */
const useCasesOf = (
  database: Database,
  clock: Clock,
  files: FileStore,
  config: Config,
  passwords: Passwords,
  log: Logger,
): Deps["useCases"] => {
  const invoiceStore = invoiceStoreIn(database, orderStepIn(database.dialect))
  const settingsStore = settingsStoreIn(database.db)
  const invoice = invoiceUseCases(invoiceStore, clock)
  const finance = financeUseCases(financeStoreIn(database), clock)
  const scan = scanUseCases(scanStoreIn(database), clock)
  const customer = customerUseCases(customersIn(database), clock, { isActiveExpert: accessStoreIn(database).isActiveExpert })
  return {
    invoice,
    settings: settingsUseCases(settingsStore, clock),
    taxExport: invoiceTaxExport(invoice, invoiceStore, settingsStore),
    finance,
    stock: stockUseCases(stockStoreIn(database), clock),
    batch: batchUseCases(batchStoreIn(database), clock),
    piece: pieceUseCases(pieceStoreIn(database), clock),
    rack: rackUseCases(rackStoreIn(database), scan, clock),
    deliveryNote: deliveryNoteUseCases(deliveryNoteStoreIn(database), clock, { company: () => settingsStore.company() }),
    label: labelUseCases(labelStoreIn(database)),
    scan,
    // [production] use cases above this line
    customer,
    access: accessUseCases(accessStoreIn(database), clock),
    // [customer-access] use cases above this line
    user: userUseCases(userStoreIn(database), clock, { hash: (password) => passwords.hash(password) }),
    // Auth reads and changes users through the user store's byLogin, byId and changePassword alone.
    auth: authUseCases(
      {
        users: userStoreIn(database),
        revocations: revocationsIn(database),
        throttle: loginThrottleIn(database, config.throttle),
        tokens: tokensWith(config.jwtSecret, config.tokenTtlSeconds),
        passwords,
      },
      clock,
      config,
    ),
    file: fileUseCases(files, announcementStoreIn(database.db)),
    health: healthUseCases(healthStoreIn(database.db), log),
    // [user-auth-file] use cases above this line
    glass: glassUseCases(glassTypesIn(database), sizeLimitsIn(database)),
    laminate: laminateUseCases(laminateColorsIn(database), clock),
    reference: referenceUseCases(referenceDataIn(database)),
    // [glass-laminate-reference] use cases above this line
    announcement: announcementUseCases(announcementStoreIn(database.db), clock, {
      save: (bytes) => files.save(bytes),
      remove: (name) => files.remove(name),
      urlOf: fileUrl,
      maxBytes: config.maxUploadBytes,
    }),
    notification: notificationUseCases(notificationStoreIn(database.db), clock),
    home: homeUseCases(homeStoreIn(database.db), clock, {
      financeDesk: finance.desk,
      fileUrl,
    }),
    lookup: lookupUseCases(lookupStoreIn(database.db), {
      users: userStoreIn(database).lookup,
      customerAccessOf: customersIn(database).accessOf,
    }),
    // [announcement-notification-home-lookup] use cases above this line
    // A view is read by whoever may read its list: the list endpoint's own cell of the permission table.
    view: viewUseCases(viewStoreIn(database), clock, { mayRead: (role, list) => may(role, viewListEndpoints[list]) }),
    // [views] use cases above this line
    // Each kind of hit is found by whoever may read its list, through that feature's own use cases and visibility.
    search: searchUseCases({
      mayRead: (role, kind) => may(role, searchKindEndpoints[kind]),
      invoice,
      finance,
      customer,
      scan,
    }),
  }
}

/** Builds the deps and the hono app: the API under /api and the built SPA beside it. */
export const createApp = (options: AppOptions) => {
  const { database, config } = options
  const log = options.log ?? consoleLog
  const clock = options.clock ?? { now: Date.now }
  const files = options.files ?? fileStoreIn(`${config.dataDir}/uploads`)
  const passwords = options.passwords ?? passwordsAt(config.hashCost)
  const deps: Deps = {
    config,
    clock,
    log,
    useCases: useCasesOf(database, clock, files, config, passwords, log),
  }
  const api = new Hono<ApiEnv>()
  // JSON bodies are small; the announcement routes set their own, larger limit for attachments.
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => problem(c, 413, serverMessages.tooLarge) })
  api.use(async (c, next) => (c.req.path.startsWith("/api/Admin/announcement_title") ? next() : jsonLimit(c, next)))
  healthRoutes(api, deps)
  authRoutes(api, deps)
  notificationRoutes(api, deps)
  laminateRoutes(api, deps)
  announcementRoutes(api, deps)
  userRoutes(api, deps)
  customerRoutes(api, deps)
  accessRoutes(api, deps)
  homeRoutes(api, deps)
  referenceRoutes(api, deps)
  glassTypeRoutes(api, deps)
  lookupRoutes(api, deps)
  fileRoutes(api, deps)
  invoiceRoutes(api, deps)
  financeRoutes(api, deps)
  settingsRoutes(api, deps)
  stockRoutes(api, deps)
  batchRoutes(api, deps)
  pieceRoutes(api, deps)
  rackRoutes(api, deps)
  labelRoutes(api, deps)
  scanRoutes(api, deps)
  // [production] routes above this line
  viewRoutes(api, deps)
  // [views] routes above this line
  searchRoutes(api, deps)
  api.notFound((c) => notFound(c))
  const errors = onError(log, faultLogOf(log, clock.now))
  api.onError(errors)

  const app = new Hono()
  app.use(withSecurityHeaders)
  app.route("/api", api)
  // An unknown API path is a JSON 404, never the SPA's index.html.
  app.all("/api/*", (c) => notFound(c))
  app.get("*", spaHandler(config.distDir))
  app.onError(errors)
  return { app, deps, passwords }
}
