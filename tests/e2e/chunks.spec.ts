import type { Page } from "@playwright/test"
import { pauseClock } from "./support/clock.ts"
import { expect, test } from "./support/fixtures.ts"
import { signIn } from "./support/session.ts"

// The chunk of the pre-invoice list page, first try and each retry (retries add a query string).
const statusChunk = /\/assets\/InvoiceListPage-[^/]+\.js(\?.*)?$/

/** Records the delay of every timer the page plans from here on, so a test can wait until a retry has been planned. */
const recordPlannedTimers = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const planned: number[] = []
    const plan = window.setTimeout
    Object.assign(window, { plannedTimers: planned })
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      planned.push(Number(timeout ?? 0))
      return plan(handler, timeout, ...rest)
    }) as typeof window.setTimeout
  })

const plannedTimers = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { plannedTimers: number[] }).plannedTimers)

test("a page chunk failing 4 times loads on the 5th attempt, 1 s doubling between tries", async ({ page }) => {
  await page.clock.install()
  await signIn(page, "super-admin")
  // From here the page's time moves only when the test moves it.
  await pauseClock(page)
  await recordPlannedTimers(page)
  const tries: number[] = []
  await page.route(statusChunk, async (route) => {
    tries.push(Date.now())
    if (tries.length <= 4) await route.abort("connectionfailed")
    else await route.continue()
  })
  await page.getByTestId("sidebar").getByRole("link", { name: "پیش‌فاکتورها" }).click()
  await expect(page.getByTestId("page-loading")).toBeVisible()
  for (const [attempt, delay] of [1000, 2000, 4000, 8000].entries()) {
    await expect.poll(() => tries.length).toBe(attempt + 1)
    // The failed attempt plans its retry once the aborted request has settled: wait until the page has planned that wait.
    await expect.poll(async () => (await plannedTimers(page)).filter((planned) => planned === delay)).toHaveLength(1)
    // Just before the delay ends nothing is tried again; at its end the next attempt starts.
    await page.clock.fastForward(delay - 1)
    await page.waitForTimeout(300)
    expect(tries).toHaveLength(attempt + 1)
    await page.clock.fastForward(1)
  }
  await expect(page.getByRole("heading", { name: "پیش‌فاکتورها" })).toBeVisible()
  expect(tries).toHaveLength(5)
})

test("a page chunk failing every attempt shows the load-error page inside the shell", async ({ page }) => {
  await page.clock.install()
  await signIn(page, "sales-manager")
  let tries = 0
  await page.route(statusChunk, (route) => {
    tries += 1
    return route.abort("connectionfailed")
  })
  await page.getByTestId("sidebar").getByRole("link", { name: "پیش‌فاکتورها" }).click()
  for (let attempt = 1; attempt <= 4; attempt++) {
    await expect.poll(() => tries).toBe(attempt)
    await page.clock.fastForward(2 ** (attempt - 1) * 1000)
  }
  await expect(page.getByRole("heading", { name: "بارگذاری صفحه انجام نشد" })).toBeVisible()
  expect(tries).toBe(5)
  await expect(page.getByTestId("sidebar")).toBeVisible()
})
