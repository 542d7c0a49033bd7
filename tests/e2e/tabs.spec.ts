import { expect, test } from "./support/fixtures.ts"
import { loginForm, signIn, storedSession } from "./support/session.ts"

// A token of 150 s is due for refresh 30 s after sign-in.
test.use({ serverOptions: { tokenTtlSeconds: 150 } })

test("two tabs open across a refresh share one refresh and both stay signed in", async ({ context }) => {
  await context.clock.install()
  const first = await context.newPage()
  await signIn(first, "sales-manager")
  const second = await context.newPage()
  await second.goto("/dashboard")
  await expect(second.getByRole("heading", { level: 1 })).toContainText("خوش آمدید")
  const before = await storedSession(first)
  const refreshes: string[] = []
  context.on("request", (request) => void (request.url().endsWith("/api/auth/refresh") && refreshes.push(request.url())))
  // Time stops 3 s before the refresh is due in both tabs, then moves past it.
  await context.clock.pauseAt((before?.expiresAt ?? 0) - 120_000 - 3000)
  await context.clock.fastForward(5000)
  await expect.poll(async () => (await storedSession(first))?.token).not.toBe(before?.token)
  await expect.poll(async () => (await storedSession(second))?.token).toBe((await storedSession(first))?.token)
  // Give the second tab's timer the chance to fire too: it must adopt the first tab's token, not refresh again.
  await first.waitForTimeout(1000)
  expect(refreshes).toHaveLength(1)
  await context.clock.resume()
  for (const page of [first, second]) {
    await page.reload()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("خوش آمدید")
  }
})

test("logging out in one tab signs the other tab out too", async ({ context }) => {
  const first = await context.newPage()
  await signIn(first, "super-admin")
  const second = await context.newPage()
  await second.goto("/dashboard/laminate-color-list")
  await expect(second.getByRole("navigation", { name: "منوی اصلی" })).toBeVisible()
  await first.getByRole("button", { name: /مدیر کل/ }).click()
  await first.getByRole("menuitem", { name: "خروج" }).click()
  await expect(first).toHaveURL(/\/$/)
  await expect(second).toHaveURL(/\/$/)
  await expect(loginForm(second).submit).toBeVisible()
})

test("signing in in one tab signs in the other tab's root too", async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await second.goto("/")
  await expect(loginForm(second).submit).toBeVisible()
  await signIn(first, "sales-expert")
  await expect(second).toHaveURL(/\/dashboard$/)
})
