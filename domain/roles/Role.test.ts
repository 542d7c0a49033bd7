import fc from "fast-check"
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import {
  menuItemsOf,
  canEditAnnouncements,
  canOpenRoute,
  customerLookupPath,
  lookupNames,
  lookupsFor,
  menuGroups,
  menuGroupsOf,
  menuItems,
  roleLabels,
  roleOf,
  roles,
  type Role,
} from "./Role.ts"

const role = fc.constantFrom(...roles)

describe("roles", () => {
  it("names the specification's four roles and production's manager and operator in Persian", () => {
    expect(roles).toEqual(["super-admin", "sales-manager", "sales-expert", "financial-manager", "production-manager", "operator"])
    expect(roleLabels).toEqual({
      "super-admin": "مدیر کل",
      "sales-manager": "مدیر فروش",
      "sales-expert": "کارشناس فروش",
      "financial-manager": "مدیر مالی",
      "production-manager": "مدیر تولید",
      operator: "اپراتور تولید",
    })
  })

  it("takes the first known role of the user", () => {
    expect(roleOf(["sales-expert", "super-admin"])).toEqual(Option.some("sales-expert"))
    expect(roleOf(["guest", "financial-manager"])).toEqual(Option.some("financial-manager"))
    expect(roleOf([])).toEqual(Option.none())
    expect(roleOf(["admin"])).toEqual(Option.none())
  })

  it("answers the first known role of any list, and none when it holds none", () => {
    const name = fc.oneof(role, fc.string())
    fc.assert(
      fc.property(fc.array(name), (names) => {
        const known = names.filter((n): n is Role => (roles as ReadonlyArray<string>).includes(n))
        expect(roleOf(names)).toEqual(known.length === 0 ? Option.none() : Option.some(known[0]))
      }),
    )
  })
})

describe("sidebar groups per role (specification section 6)", () => {
  it("matches the table cell by cell", () => {
    const table: Record<Role, Record<string, boolean>> = {
      "super-admin": {
        dashboard: true,
        users: true,
        customers: true,
        access: true,
        settings: true,
        invoices: true,
        orders: true,
        production: true,
        floor: true,
        announcements: true,
      },
      "sales-manager": {
        dashboard: true,
        users: true,
        customers: true,
        access: true,
        settings: true,
        invoices: true,
        orders: false,
        production: false,
        floor: false,
        announcements: true,
      },
      "sales-expert": {
        dashboard: true,
        users: false,
        customers: true,
        access: false,
        settings: false,
        invoices: true,
        orders: false,
        production: false,
        floor: false,
        announcements: false,
      },
      "financial-manager": {
        dashboard: true,
        users: false,
        customers: false,
        access: false,
        settings: false,
        invoices: false,
        orders: true,
        production: false,
        floor: false,
        announcements: false,
      },
      "production-manager": {
        dashboard: true,
        users: false,
        customers: false,
        access: false,
        settings: false,
        invoices: false,
        orders: false,
        production: true,
        floor: true,
        announcements: false,
      },
      operator: {
        dashboard: true,
        users: false,
        customers: false,
        access: false,
        settings: false,
        invoices: false,
        orders: false,
        production: false,
        floor: true,
        announcements: false,
      },
    }
    for (const r of roles)
      for (const group of menuGroups) expect([r, group, menuGroupsOf(r).includes(group)]).toEqual([r, group, table[r][group]])
  })

  it("lists each role's groups in sidebar order", () => {
    expect(menuGroupsOf("super-admin")).toEqual([
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
    ])
    expect(menuGroupsOf("sales-manager")).toEqual([
      "dashboard",
      "users",
      "customers",
      "access",
      "settings",
      "invoices",
      "announcements",
    ])
    expect(menuGroupsOf("sales-expert")).toEqual(["dashboard", "customers", "invoices"])
    expect(menuGroupsOf("financial-manager")).toEqual(["dashboard", "orders"])
    expect(menuGroupsOf("production-manager")).toEqual(["dashboard", "production", "floor"])
    expect(menuGroupsOf("operator")).toEqual(["dashboard", "floor"])
  })

  it("gives every role the dashboard, and no role a group the super-admin lacks", () => {
    fc.assert(
      fc.property(role, (r) => {
        expect(menuGroupsOf(r)).toContain("dashboard")
        for (const group of menuGroupsOf(r)) expect(menuGroupsOf("super-admin")).toContain(group)
      }),
    )
  })

  it("shows the announcement edit icon to sales-manager and super-admin only", () => {
    expect(roles.filter(canEditAnnouncements)).toEqual(["super-admin", "sales-manager"])
  })
})

describe("menu items", () => {
  it("labels each link in Persian with its route", () => {
    expect(menuItems).toEqual({
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
    })
  })

  it("lets every role open every link of its own menu and no link of a group it lacks, but the announcement list everyone reads", () => {
    fc.assert(
      fc.property(role, fc.constantFrom(...menuGroups), (r, group) => {
        for (const item of menuItems[group]) {
          const readByAll = item.path === "/dashboard/announcement-list"
          const own = item.superAdminOnly !== true || r === "super-admin"
          expect(canOpenRoute(r, item.path)).toBe(readByAll || (own && menuGroupsOf(r).includes(group)))
          expect(menuItemsOf(r, group).includes(item)).toBe(own)
        }
      }),
    )
  })

  it("lets the sales manager open an invoice's payments, though the orders group is not theirs, and not the order list", () => {
    expect([
      canOpenRoute("sales-manager", "/dashboard/payments-and-checks/invoice/5"),
      canOpenRoute("sales-manager", "/dashboard/order-list"),
      canOpenRoute("sales-expert", "/dashboard/payments-and-checks/invoice/5"),
      canOpenRoute("sales-manager", "/dashboard/payments-and-checks/invoice"),
    ]).toEqual([true, false, false, false])
  })

  it("shows the company's settings to the super-admin only, though the sales manager has the settings group", () => {
    expect(menuItemsOf("super-admin", "settings").map((item) => item.path)).toContain("/dashboard/company-settings")
    expect(menuItemsOf("sales-manager", "settings").map((item) => item.path)).not.toContain("/dashboard/company-settings")
    expect([
      canOpenRoute("super-admin", "/dashboard/company-settings"),
      canOpenRoute("sales-manager", "/dashboard/company-settings/"),
      canOpenRoute("sales-manager", "/dashboard/company-settings?x=1"),
    ]).toEqual([true, false, false])
  })
})

describe("lookup lists per role", () => {
  it("loads only customers (from the invoice-finance top list) for a financial manager", () => {
    expect(lookupsFor("financial-manager")).toEqual(["customers"])
    expect(customerLookupPath("financial-manager")).toBe("/Admin/invoice_finance/top")
  })

  it("loads everything but users for a sales expert, and everything for the managers", () => {
    const all = [
      "glassTypes",
      "allGlassTypes",
      "glassThicknesses",
      "allGlassThicknesses",
      "laminateColors",
      "spacerThicknesses",
      "users",
      "customers",
      "structures",
      "structureDetails",
      "allStructureDetails",
      "deliveryFares",
    ]
    expect(lookupNames).toEqual(all)
    expect(lookupsFor("sales-expert")).toEqual(all.filter((name) => name !== "users"))
    expect(lookupsFor("super-admin")).toEqual(all)
    expect(lookupsFor("sales-manager")).toEqual(all)
    for (const r of ["super-admin", "sales-manager", "sales-expert"] as const)
      expect(customerLookupPath(r)).toBe("/Admin/customer/top")
  })

  it("loads nothing for a production manager or an operator, whose lookups would carry prices", () => {
    expect(lookupsFor("production-manager")).toEqual([])
    expect(lookupsFor("operator")).toEqual([])
  })

  it("loads customers for every office role, and users only where the users menu shows", () => {
    fc.assert(
      fc.property(role, (r) => {
        expect(lookupsFor(r).includes("customers")).toBe(r !== "production-manager" && r !== "operator")
        expect(lookupsFor(r).includes("users")).toBe(menuGroupsOf(r).includes("users"))
      }),
    )
  })
})
