/** The sidebar's item groups, in the order the sidebar shows them. */
export const menuGroups = [
  "dashboard",
  "users",
  "customers",
  "access",
  "settings",
  "invoices",
  "orders",
  "production",
  "floor",
  "announcements",
] as const

/** A group of sidebar items that a role sees or does not see as a whole. */
export type MenuGroup = (typeof menuGroups)[number]

/** One sidebar link: its Persian label and the route it opens. */
export interface MenuItem {
  readonly label: string
  readonly path: string
  /** Shown to the super-admin only, though the group is the sales manager's too (the company's settings). */
  readonly superAdminOnly?: true
}

/** The Persian heading of each sidebar group. */
export const menuGroupLabels: Readonly<Record<MenuGroup, string>> = {
  dashboard: "داشبورد",
  users: "کاربران",
  customers: "مشتریان",
  access: "دسترسی‌ها",
  settings: "اطلاعات پایه",
  invoices: "فاکتورها",
  orders: "سفارش‌ها",
  production: "تولید",
  floor: "ایستگاه‌ها",
  announcements: "اطلاعیه‌ها",
}

/** The links of each sidebar group, in the order the sidebar lists them. */
export const menuItems: Readonly<Record<MenuGroup, ReadonlyArray<MenuItem>>> = {
  dashboard: [{ label: "داشبورد", path: "/dashboard" }],
  users: [{ label: "کاربران", path: "/dashboard/user-list" }],
  customers: [{ label: "مشتریان", path: "/dashboard/customer-list" }],
  access: [{ label: "دسترسی کارشناسان فروش", path: "/dashboard/sales-expert-access-list" }],
  settings: [
    { label: "توضیحات", path: "/dashboard/glass-detail-list" },
    { label: "کرایه حمل", path: "/dashboard/delivery-fare-list" },
    { label: "ضخامت شیشه", path: "/dashboard/glass-thickness-list" },
    { label: "نوع شیشه", path: "/dashboard/glass-type-list" },
    { label: "رنگ طلق", path: "/dashboard/laminate-color-list" },
    { label: "ضخامت اسپیسر", path: "/dashboard/spacer-thickness-list" },
    { label: "تنظیمات شرکت", path: "/dashboard/company-settings", superAdminOnly: true },
  ],
  invoices: [
    { label: "پیش‌فاکتورها", path: "/dashboard/informal-invoice-list" },
    { label: "فاکتورهای رسمی", path: "/dashboard/formal-invoice-list" },
    { label: "فاکتورهای پیش‌خرید", path: "/dashboard/pre-buy-invoice-list" },
  ],
  orders: [
    { label: "سفارش‌ها", path: "/dashboard/order-list" },
    { label: "چک‌ها", path: "/dashboard/checks-list" },
  ],
  production: [
    { label: "صف برش", path: "/dashboard/cutting-queue" },
    { label: "برش‌ها", path: "/dashboard/cutting-batch-list" },
    { label: "ورق‌های انبار", path: "/dashboard/stock-sheet-list" },
    { label: "باقی‌مانده‌های برش", path: "/dashboard/offcut-list" },
    { label: "خرک‌ها", path: "/dashboard/rack-list" },
  ],
  floor: [{ label: "ایستگاه‌های من", path: "/dashboard/station" }],
  announcements: [{ label: "اطلاعیه‌ها", path: "/dashboard/announcement-list" }],
}
