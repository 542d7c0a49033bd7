import { useSignals } from "@preact/signals-react/runtime"
import { Suspense } from "react"
import { createBrowserRouter, Navigate, type RouteObject } from "react-router"
import { lazyPage } from "./lazyPage.ts"
import { PageLoadError } from "./shell/PageLoadError.tsx"
import { FullScreenLoading } from "./shell/PageLoading.tsx"
import { $token } from "./state/session.ts"

// The shell is a chunk of its own, so the login route does not load the sidebar, menus and dialogs.
const Shell = lazyPage(() => import("./shell/Shell.tsx"))
const LoginPage = lazyPage(() => import("./pages/auth/LoginPage.tsx"))
const HomePage = lazyPage(() => import("./pages/home/HomePage.tsx"))
const NotFoundPage = lazyPage(() => import("./pages/status/NotFoundPage.tsx"))
const LaminateColorListPage = lazyPage(() => import("./pages/laminate/LaminateColorListPage.tsx"))
const LaminateColorFormPage = lazyPage(() => import("./pages/laminate/LaminateColorFormPage.tsx"))
const AnnouncementListPage = lazyPage(() => import("./pages/announcement/AnnouncementListPage.tsx"))
const AnnouncementFormPage = lazyPage(() => import("./pages/announcement/AnnouncementFormPage.tsx"))
const UserListPage = lazyPage(() => import("./pages/user/UserListPage.tsx"))
const UserFormPage = lazyPage(() => import("./pages/user/UserFormPage.tsx"))
const EditPasswordPage = lazyPage(() => import("./pages/auth/EditPasswordPage.tsx"))
// [users] pages above this line
const CustomerListPage = lazyPage(() => import("./pages/customer/CustomerListPage.tsx"))
const CustomerFormPage = lazyPage(() => import("./pages/customer/CustomerFormPage.tsx"))
// [customers] pages above this line
const SalesExpertAccessListPage = lazyPage(() => import("./pages/access/SalesExpertAccessListPage.tsx"))
const SalesExpertAccessFormPage = lazyPage(() => import("./pages/access/SalesExpertAccessFormPage.tsx"))
// [access] pages above this line
const ReferenceListPage = lazyPage(() => import("./pages/reference/ReferenceListPage.tsx"))
const InvoiceListPage = lazyPage(() => import("./pages/invoice/InvoiceListPage.tsx"))
const InvoiceHistoryPage = lazyPage(() => import("./pages/invoice/InvoiceHistoryPage.tsx"))
const InvoiceEditorPage = lazyPage(() => import("./pages/invoice/editor/InvoiceEditorPage.tsx"))
const ShowInvoicePage = lazyPage(() => import("./pages/invoice/print/ShowInvoicePage.tsx"))
const DimensionMapsPage = lazyPage(() => import("./pages/invoice/print/DimensionMapsPage.tsx"))
const ReferenceFormPage = lazyPage(() => import("./pages/reference/ReferenceFormPage.tsx"))
// [reference] pages above this line
const GlassTypeListPage = lazyPage(() => import("./pages/glass/GlassTypeListPage.tsx"))
const GlassTypeFormPage = lazyPage(() => import("./pages/glass/GlassTypeFormPage.tsx"))
const GlassSizeLimitListPage = lazyPage(() => import("./pages/glass/GlassSizeLimitListPage.tsx"))
const GlassSizeLimitFormPage = lazyPage(() => import("./pages/glass/GlassSizeLimitFormPage.tsx"))
// [glass] pages above this line
const CompanySettingsPage = lazyPage(() => import("./pages/settings/CompanySettingsPage.tsx"))
const ChequeListPage = lazyPage(() => import("./pages/finance/ChequeListPage.tsx"))
const OrderListPage = lazyPage(() => import("./pages/finance/OrderListPage.tsx"))
const PaymentsPage = lazyPage(() => import("./pages/finance/PaymentsPage.tsx"))
const CuttingQueuePage = lazyPage(() => import("./pages/production/CuttingQueuePage.tsx"))
const CuttingBatchPage = lazyPage(() => import("./pages/production/CuttingBatchPage.tsx"))
const CuttingBatchListPage = lazyPage(() => import("./pages/production/CuttingBatchListPage.tsx"))
const CuttingPlanPage = lazyPage(() => import("./pages/production/CuttingPlanPage.tsx"))
const StockSheetListPage = lazyPage(() => import("./pages/production/StockSheetListPage.tsx"))
const StockSheetFormPage = lazyPage(() => import("./pages/production/StockSheetFormPage.tsx"))
const OffcutListPage = lazyPage(() => import("./pages/production/OffcutListPage.tsx"))
const StationListPage = lazyPage(() => import("./pages/production/station/StationListPage.tsx"))
const StationPage = lazyPage(() => import("./pages/production/station/StationPage.tsx"))
const PieceCardPage = lazyPage(() => import("./pages/production/piece/PieceCardPage.tsx"))
const LabelsPage = lazyPage(() => import("./pages/production/labels/LabelsPage.tsx"))
const RackListPage = lazyPage(() => import("./pages/production/rack/RackListPage.tsx"))
const RackFormPage = lazyPage(() => import("./pages/production/rack/RackFormPage.tsx"))
const DeliveryNotePage = lazyPage(() => import("./pages/production/rack/DeliveryNotePage.tsx"))
// [production] pages above this line

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

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: "laminate-color-list", element: <LaminateColorListPage /> },
  { path: "laminate-color/:id?", element: <LaminateColorFormPage /> },
  { path: "announcement-list", element: <AnnouncementListPage /> },
  { path: "announcement/:id?", element: <AnnouncementFormPage /> },
  { path: "user-list", element: <UserListPage /> },
  { path: "user/:id?", element: <UserFormPage /> },
  { path: "edit-password", element: <EditPasswordPage /> },
  // [users] routes above this line
  { path: "customer-list/:customerType?/:id?", element: <CustomerListPage /> },
  { path: "customer/*", element: <CustomerFormPage /> },
  // [customers] routes above this line
  { path: "sales-expert-access-list", element: <SalesExpertAccessListPage /> },
  { path: "sales-expert-access/:id", element: <SalesExpertAccessFormPage /> },
  // [access] routes above this line
  { path: "informal-invoice-list", element: <InvoiceListPage />, handle: { invoiceKind: "informal" } },
  { path: "formal-invoice-list", element: <InvoiceListPage />, handle: { invoiceKind: "formal" } },
  { path: "pre-buy-invoice-list", element: <InvoiceListPage />, handle: { invoiceKind: "pre-buy" } },
  { path: "invoice-history/:id", element: <InvoiceHistoryPage /> },
  { path: "invoice-editor/:kind/:id?", element: <InvoiceEditorPage /> },
  { path: "show-invoice/:id", element: <ShowInvoicePage /> },
  { path: "dimension-maps/:invoiceStatus/:id", element: <DimensionMapsPage /> },
  // [invoices] routes above this line
  { path: "glass-thickness-list", element: <ReferenceListPage />, handle: { reference: "glassThickness" } },
  { path: "glass-thickness/:id?", element: <ReferenceFormPage />, handle: { reference: "glassThickness" } },
  { path: "spacer-thickness-list", element: <ReferenceListPage />, handle: { reference: "spacerThickness" } },
  { path: "spacer-thickness/:id?", element: <ReferenceFormPage />, handle: { reference: "spacerThickness" } },
  { path: "delivery-fare-list", element: <ReferenceListPage />, handle: { reference: "deliveryFare" } },
  { path: "delivery-fare/:id?", element: <ReferenceFormPage />, handle: { reference: "deliveryFare" } },
  { path: "glass-detail-list", element: <ReferenceListPage />, handle: { reference: "description" } },
  { path: "glass-detail/:id?", element: <ReferenceFormPage />, handle: { reference: "description" } },
  // [reference] routes above this line
  { path: "glass-type-list", element: <GlassTypeListPage /> },
  { path: "glass-type/:id?", element: <GlassTypeFormPage /> },
  { path: "glass-size-limit-list/:id", element: <GlassSizeLimitListPage /> },
  { path: "glass-size-limit/:id?/:order?", element: <GlassSizeLimitFormPage /> },
  // [glass] routes above this line
  { path: "company-settings", element: <CompanySettingsPage /> },
  { path: "checks-list/:id?", element: <ChequeListPage /> },
  { path: "order-list", element: <OrderListPage /> },
  { path: "payments-and-checks/:type/:id", element: <PaymentsPage /> },
  { path: "cutting-queue", element: <CuttingQueuePage /> },
  { path: "cutting-batch/:id?", element: <CuttingBatchPage /> },
  { path: "cutting-batch-list", element: <CuttingBatchListPage /> },
  { path: "cutting-plan/:id", element: <CuttingPlanPage /> },
  { path: "stock-sheet-list", element: <StockSheetListPage /> },
  { path: "stock-sheet/:id?", element: <StockSheetFormPage /> },
  { path: "offcut-list", element: <OffcutListPage /> },
  { path: "station", element: <StationListPage /> },
  { path: "station/:station", element: <StationPage /> },
  { path: "piece/:code", element: <PieceCardPage /> },
  { path: "labels/:kind/:id", element: <LabelsPage /> },
  { path: "rack-list", element: <RackListPage /> },
  { path: "rack/:id?", element: <RackFormPage /> },
  { path: "delivery-note/:orderId", element: <DeliveryNotePage /> },
  // [production] routes above this line
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
    children: [{ errorElement: <PageLoadError />, children: dashboardRoutes }],
  },
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
