import "vazirmatn/Vazirmatn-Variable-font-face.css"
import "./global.css"
import "virtual:uno.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router"
import { makeSystemClock } from "../adapters/clock/clock.ts"
import { makeHttp } from "../adapters/http/client.ts"
import { unauthorizedRule } from "../adapters/http/unauthorized.ts"
import { makeDocumentCookies } from "../adapters/storage/cookies.ts"
import { makeIndexedDbRecord } from "../adapters/storage/sharedRecord.ts"
import { makeLocalStorage, makeSessionStorage } from "../adapters/storage/webStorage.ts"
import { Toaster } from "./components/toast/Toaster.tsx"
import { createRouter } from "./routes.tsx"
import { OfflineBanner } from "./shell/OfflineBanner.tsx"
import { followOtherTabs, restoreSession } from "./state/auth.ts"
import { installServices, ServicesProvider, type Services } from "./state/services.tsx"
import { storedToken } from "./state/session.ts"

// The composition root: the only ui file that picks the adapters.
const local = makeLocalStorage()
const session = makeSessionStorage()
const leave = (path: string) => window.location.assign(path)
const services: Services = {
  api: makeHttp({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api",
    readToken: () => storedToken(local),
    onUnauthorized: unauthorizedRule({ local, session, alert: (message) => window.alert(message), go: leave }),
  }),
  clock: makeSystemClock(),
  local,
  session,
  refreshed: makeIndexedDbRecord("glass-back-office", "refreshed-session"),
  cookies: makeDocumentCookies(),
  leave,
}
installServices(services)
void restoreSession()
followOtherTabs()

const root = document.getElementById("root")
if (!root) throw new Error("index.html has no #root element")
createRoot(root).render(
  <StrictMode>
    <ServicesProvider value={services}>
      <OfflineBanner />
      <RouterProvider router={createRouter()} />
      <Toaster />
    </ServicesProvider>
  </StrictMode>,
)
