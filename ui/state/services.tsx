import type { Client } from "openapi-fetch"
import { createContext, useContext, type ReactNode } from "react"
import type { paths } from "../../contract/schema.d.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { CookieJar } from "../../domain/ports/CookieJar.ts"
import type { KeyValueStore } from "../../domain/ports/KeyValueStore.ts"
import type { SharedRecord } from "../../domain/ports/SharedRecord.ts"

/** What the browser app is given by its composition root (ui/main.tsx); tests give memory versions. */
export interface Services {
  readonly api: Client<paths>
  readonly clock: Clock
  /** localStorage: the token, its expiry and the user, shared by the tabs. */
  readonly local: KeyValueStore
  /** sessionStorage: the lookup cache and the notifications already toasted. */
  readonly session: KeyValueStore
  /** The last refreshed session, read under the refresh lock: localStorage may show another tab's write late. */
  readonly refreshed: SharedRecord
  readonly cookies: CookieJar
  /** Leaves the single-page app for a path, dropping all in-memory state. */
  readonly leave: (path: string) => void
}

let installed: Services | undefined

/** Makes the services reachable by the signal stores, which live outside React. */
export const installServices = (services: Services): void => {
  installed = services
}

/** The installed services, for stores and actions outside React components. */
export const services = (): Services => {
  if (!installed) throw new Error("services are not installed: ui/main.tsx installs them before rendering")
  return installed
}

const ServicesContext = createContext<Services | undefined>(undefined)

/** Provides the services to the component tree. */
export const ServicesProvider = ({ value, children }: { readonly value: Services; readonly children: ReactNode }) => (
  <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>
)

/** The services of the app (the API client, the clock, storage). */
export const useServices = (): Services => {
  const value = useContext(ServicesContext)
  if (!value) throw new Error("useServices needs a ServicesProvider above it")
  return value
}
