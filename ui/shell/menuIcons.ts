/** The icon of each sidebar link, by its path; a link without one shows a dot. */
export const menuIcons: Readonly<Record<string, string>> = {
  "/dashboard": "i-tabler-layout-dashboard",
  "/dashboard/user-list": "i-tabler-users",
  "/dashboard/customer-list": "i-tabler-address-book",
  "/dashboard/sales-expert-access-list": "i-tabler-shield-lock",
  "/dashboard/glass-detail-list": "i-tabler-list-details",
  "/dashboard/delivery-fare-list": "i-tabler-truck",
  "/dashboard/glass-thickness-list": "i-tabler-ruler-measure",
  "/dashboard/glass-type-list": "i-tabler-window",
  "/dashboard/laminate-color-list": "i-tabler-palette",
  "/dashboard/spacer-thickness-list": "i-tabler-border-outer",
  "/dashboard/company-settings": "i-tabler-building-factory-2",
  "/dashboard/informal-invoice-list": "i-tabler-file-description",
  "/dashboard/formal-invoice-list": "i-tabler-file-invoice",
  "/dashboard/pre-buy-invoice-list": "i-tabler-file-dollar",
  "/dashboard/order-list": "i-tabler-package",
  "/dashboard/checks-list": "i-tabler-cash",
  "/dashboard/cutting-queue": "i-tabler-list-numbers",
  "/dashboard/cutting-batch-list": "i-tabler-layout-board-split",
  "/dashboard/stock-sheet-list": "i-tabler-stack-2",
  "/dashboard/offcut-list": "i-tabler-puzzle",
  "/dashboard/rack-list": "i-tabler-forklift",
  "/dashboard/station": "i-tabler-scan",
  "/dashboard/announcement-list": "i-tabler-speakerphone",
}

/** The icon of a sidebar link. */
export const menuIcon = (path: string): string => menuIcons[path] ?? "i-tabler-point"
