import { expect, test } from "./support/fixtures.ts"
import { signIn, storedSession } from "./support/session.ts"

// A token of 150 s is refreshed 2 minutes before expiry, that is 30 s after sign-in, in the page's clock.
test.use({ serverOptions: { tokenTtlSeconds: 150 } })

test("the scheduled refresh replaces the token before it expires and keeps the session", async ({ page }) => {
  await page.clock.install()
  await signIn(page, "sales-manager")
  const before = await storedSession(page)
  expect(before).not.toBeNull()
  const due = (before?.expiresAt ?? 0) - 120_000
  // Time stops 3 s before the refresh is due, whatever the machine's speed; from there the test moves it.
  await page.clock.pauseAt(due - 3000)
  const refreshed = page.waitForResponse("**/api/auth/refresh")
  await page.clock.fastForward(2000)
  await page.waitForTimeout(300)
  expect((await storedSession(page))?.token).toBe(before?.token)
  await page.clock.fastForward(1500)
  expect((await refreshed).status()).toBe(200)
  await expect.poll(async () => (await storedSession(page))?.token).not.toBe(before?.token)
  const after = await storedSession(page)
  expect(after && before && after.expiresAt > before.expiresAt).toBe(true)
  // Time flows again (React reveals loaded content on a timer), and the new token opens the dashboard after a reload.
  await page.clock.resume()
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("خوش آمدید")
})

test("at startup a token with under 2 minutes left is refreshed at once", async ({ page }) => {
  await signIn(page, "sales-expert")
  const before = await storedSession(page)
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem("session") ?? "{}") as { expiresAt: number }
    window.localStorage.setItem("session", JSON.stringify({ ...stored, expiresAt: Date.now() + 60_000 }))
  })
  const refreshed = page.waitForResponse("**/api/auth/refresh")
  await page.reload()
  expect((await refreshed).status()).toBe(200)
  await expect.poll(async () => (await storedSession(page))?.token).not.toBe(before?.token)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test("a failed refresh signs the user out", async ({ page }) => {
  await page.clock.install()
  await signIn(page, "financial-manager")
  // The refresh call is cut off, as a dropped connection would.
  await page.route("**/api/auth/refresh", (route) => route.abort("connectionfailed"))
  await page.clock.fastForward("00:35")
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => window.localStorage.getItem("session"))).toBeNull()
})
