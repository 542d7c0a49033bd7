import { useSignals } from "@preact/signals-react/runtime"
import { Suspense } from "react"
import { createBrowserRouter, Navigate, type RouteObject } from "react-router"
import { lazyPage } from "./lazyPage.ts"
import { PageLoadError } from "./shell/PageLoadError.tsx"
import { FullScreenLoading } from "./shell/PageLoading.tsx"
import { $token } from "./state/session.ts"

// The shell is a chunk of its own, so the login route does not load the sidebar, menus and dialogs.
const Shell = lazyPage(() => import("./shell/Shell.tsx"))
const LoginPage = lazyPage(() => import("./pages/login/LoginPage.tsx"))
const HomePage = lazyPage(() => import("./pages/home/HomePage.tsx"))
const NotAvailablePage = lazyPage(() => import("./pages/status/NotAvailablePage.tsx"))
const NotFoundPage = lazyPage(() => import("./pages/status/NotFoundPage.tsx"))
const LaminateColorListPage = lazyPage(() => import("./pages/laminate/LaminateColorListPage.tsx"))
const LaminateColorFormPage = lazyPage(() => import("./pages/laminate/LaminateColorFormPage.tsx"))
const AnnouncementListPage = lazyPage(() => import("./pages/announcement/AnnouncementListPage.tsx"))
const AnnouncementFormPage = lazyPage(() => import("./pages/announcement/AnnouncementFormPage.tsx"))

/** The root: a signed-in user goes to the dashboard, anyone else sees the login card. */
function Root() {
  useSignals()
  if ($token.value) return <Navigate to="/dashboard" replace />
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <LoginPage />
    </Suspense>
  )
}

/** Screens of the specification's route table that later issues build; each shows the "not available yet" page. */
const laterScreens = [
  "user/:id?",
  "user-list",
  "customer/*",
  "customer-list/:customerType?/:id?",
  "sales-expert-access/:id",
  "sales-expert-access-list",
  "glass-detail/:id?",
  "glass-detail-list",
  "informal-invoice-list",
  "formal-invoice-list",
  "pre-buy-invoice-list",
  "invoice-editor/*",
  "show-invoice/:id",
  "delivery-fare/:id?",
  "delivery-fare-list",
  "glass-thickness/:id?",
  "glass-thickness-list",
  "glass-type/:id?",
  "glass-type-list",
  "edit-password",
  "dimension-maps/:invoiceStatus/:id",
  "glass-size-limit/:id?/:order?",
  "glass-size-limit-list/:id",
  "order-list",
  "payments-and-checks/:type/:id",
  "checks-list/:id?",
  "invoice-history/:id",
  "spacer-thickness/:id?",
  "spacer-thickness-list",
]

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: "laminate-color-list", element: <LaminateColorListPage /> },
  { path: "laminate-color/:id?", element: <LaminateColorFormPage /> },
  { path: "announcement-list", element: <AnnouncementListPage /> },
  { path: "announcement/:id?", element: <AnnouncementFormPage /> },
  ...laterScreens.map((path) => ({ path, element: <NotAvailablePage /> })),
  { path: "*", element: <NotFoundPage /> },
]

/** Every route of the app: the root, the dashboard shell with the specification's routes, and a not-found page. */
export const routes: RouteObject[] = [
  { path: "/", element: <Root />, errorElement: <PageLoadError /> },
  // The pathless child catches a page's failure inside the shell, so the menu stays usable.
  {
    path: "/dashboard",
    element: (
      <Suspense fallback={<FullScreenLoading />}>
        <Shell />
      </Suspense>
    ),
    errorElement: <PageLoadError />,
    children: [{ errorElement: <PageLoadError />, children: dashboardRoutes }] },
  {
    path: "*",
    element: (
      <main>
        <Suspense fallback={<FullScreenLoading />}>
          <NotFoundPage />
        </Suspense>
      </main>
    ),
  },
]

/** The browser router of the app. */
export const createRouter = () => createBrowserRouter(routes)
