import type { Page } from "@playwright/test"
import { demoRoles, type DemoRole } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"

const failureText = "خطایی رخ داد، لطفاً دوباره تلاش کنید"

// Each lookup call of spec section 7 with the per_page it must send and the session-cache lists it fills.
const lookupCalls = {
  "/api/Admin/user/list": { perPage: "1000", lists: ["users"] },
  "/api/Admin/customer/top": { perPage: "100", lists: ["customers"] },
  "/api/Admin/invoice_finance/top": { perPage: "100", lists: ["customers"] },
  "/api/Admin/description_dimension": { perPage: "1000", lists: ["structureDetails", "allStructureDetails"] },
  "/api/Admin/product/list": { perPage: "1000", lists: ["structures"] },
  "/api/Admin/fares": { perPage: "1000", lists: ["deliveryFares"] },
  "/api/Admin/glass_type": { perPage: "1000", lists: ["glassTypes", "allGlassTypes"] },
  "/api/Admin/glass_width": { perPage: "1000", lists: ["glassThicknesses", "allGlassThicknesses"] },
  "/api/Admin/glass_laminate_color": { perPage: "1000", lists: ["laminateColors"] },
  "/api/Admin/glass_spacer": { perPage: "1000", lists: ["spacerThicknesses"] },
} as const

type LookupPath = keyof typeof lookupCalls

const everything: ReadonlyArray<LookupPath> = [
  "/api/Admin/user/list",
  "/api/Admin/customer/top",
  "/api/Admin/description_dimension",
  "/api/Admin/product/list",
  "/api/Admin/fares",
  "/api/Admin/glass_type",
  "/api/Admin/glass_width",
  "/api/Admin/glass_laminate_color",
  "/api/Admin/glass_spacer",
]

// Spec section 6: a financial manager loads only customers (from the invoice-finance list), a sales expert all but users;
// production's roles none, since every lookup carries prices or customers they do not see (production.md section 1).
const expectedCalls: Readonly<Record<DemoRole, ReadonlyArray<LookupPath>>> = {
  "super-admin": everything,
  "sales-manager": everything,
  "sales-expert": everything.filter((path) => path !== "/api/Admin/user/list"),
  "financial-manager": ["/api/Admin/invoice_finance/top"],
  "production-manager": [],
  operator: [],
}

const isLookupPath = (path: string): path is LookupPath => path in lookupCalls

/** Records every lookup call the page makes, as "path?per_page=n". */
const recordLookups = (page: Page): string[] => {
  const seen: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (request.method() === "GET" && isLookupPath(url.pathname))
      seen.push(`${url.pathname}?per_page=${url.searchParams.get("per_page")}`)
  })
  return seen
}

const callsOf = (paths: ReadonlyArray<LookupPath>): string[] =>
  paths.map((path) => `${path}?per_page=${lookupCalls[path].perPage}`).sort()

const cachedLists = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.keys(window.sessionStorage)
      .filter((key) => key.startsWith("lookup:"))
      .map((key) => key.slice("lookup:".length))
      .sort(),
  )

const listsOf = (paths: ReadonlyArray<LookupPath>): string[] => paths.flatMap((path) => lookupCalls[path].lists).sort()

/** Waits until the lists filled by these calls are all in the session cache, which means every lookup of the load was sent. */
const waitForCache = async (page: Page, paths: ReadonlyArray<LookupPath>) => {
  // Polled often: the load's toast lasts 4 s from the moment the last list arrives, and is checked right after this.
  await expect.poll(() => cachedLists(page), { intervals: [50] }).toEqual(listsOf(paths))
}

for (const role of demoRoles) {
  test(`a ${role} loads exactly its lookup lists, each once, with the specified page size`, async ({ page }) => {
    const seen = recordLookups(page)
    await signIn(page, role)
    await waitForCache(page, expectedCalls[role])
    // With nothing to wait for in the cache, the network going quiet says every lookup that was to be sent has been.
    if (expectedCalls[role].length === 0) await page.waitForLoadState("networkidle")
    expect([...seen].sort()).toEqual(callsOf(expectedCalls[role]))
    await expect(page.getByTestId("toast").filter({ hasText: failureText })).toHaveCount(0)
  })
}

test("lookups come from the session cache after a reload and are fetched again once it is cleared", async ({ page }) => {
  const seen = recordLookups(page)
  await signIn(page, "sales-manager")
  await waitForCache(page, everything)
  seen.length = 0
  await page.reload()
  await expect(page.getByTestId("sidebar-toggle")).toBeVisible()
  // The shell has started and the network has gone quiet: any lookup call would have been sent by now.
  await page.waitForLoadState("networkidle")
  expect(seen).toEqual([])
  await page.evaluate(() => window.sessionStorage.clear())
  await page.reload()
  await waitForCache(page, everything)
  expect([...seen].sort()).toEqual(callsOf(everything))
})

// A list that answers in every case below: held back until the failures have reached the page, it is the last call of the load.
const lastLookup: LookupPath = "/api/Admin/glass_type"

/**
 * Reloads with an empty cache while the real server's answer to one or more lookup calls is replaced by a 500. The glass types
 * answer last, once the failed answers have been read, so when their lists are cached the load is over and its toast, if any, shown.
 */
const loadWithFailures = async (page: Page, failing: ReadonlyArray<LookupPath>) => {
  const fault = (url: URL) => (failing as ReadonlyArray<string>).includes(url.pathname)
  await page.route(fault, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Server Error" }) }),
  )
  let release: () => void = () => undefined
  const held = new Promise<void>((resume) => (release = resume))
  const last = (url: URL) => url.pathname === lastLookup
  await page.route(last, async (route) => {
    await held
    await route.fallback()
  })
  await page.evaluate(() => window.sessionStorage.clear())
  const failed = failing.map(async (path) => {
    const response = await page.waitForResponse((answer) => new URL(answer.url()).pathname === path && answer.status() === 500)
    await response.finished()
  })
  await page.reload()
  await Promise.all(failed)
  // A round trip to the page, so it has read the failed answers before the last list comes in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  release()
  await waitForCache(
    page,
    everything.filter((path) => !failing.includes(path)),
  )
  await page.unroute(fault)
  await page.unroute(last)
}

test("a failed user, customer, description, product or glass-width list shows the generic toast once", async ({ page }) => {
  test.slow()
  await signIn(page, "super-admin")
  await waitForCache(page, everything)
  const toasts = page.getByTestId("toast").filter({ hasText: failureText })
  const cases: ReadonlyArray<ReadonlyArray<LookupPath>> = [
    ["/api/Admin/user/list"],
    ["/api/Admin/customer/top"],
    ["/api/Admin/description_dimension"],
    ["/api/Admin/product/list"],
    ["/api/Admin/glass_width"],
    // The combined initial load failing still gives a single toast.
    ["/api/Admin/user/list", "/api/Admin/customer/top", "/api/Admin/fares"],
  ]
  for (const failing of cases) {
    await loadWithFailures(page, failing)
    // The load is over (its last list is cached) and its toast lasts 4 s: counted at once, without waiting (a toast that expires
    // would let a waiting count pass), it is there, and alone.
    expect(await toasts.count(), failing.join(", ")).toBe(1)
    await expect(toasts).toHaveAttribute("role", "alert")
  }
})

test("a failed fare, laminate colour or spacer list is silent and stays uncached", async ({ page }) => {
  await signIn(page, "super-admin")
  await waitForCache(page, everything)
  const silent: ReadonlyArray<LookupPath> = ["/api/Admin/fares", "/api/Admin/glass_laminate_color", "/api/Admin/glass_spacer"]
  for (const failing of [...silent.map((path) => [path]), silent]) {
    // Once it returns the load is over (its last list is cached after the failures were read), so a toast would be shown by now.
    await loadWithFailures(page, failing)
    // Unread notifications are toasted too (as status, not alert), so only error toasts are counted; at once, without waiting,
    // since a waiting count of none would pass when the toast expires.
    expect(await page.getByTestId("toast").and(page.getByRole("alert")).count(), failing.join(", ")).toBe(0)
  }
})
