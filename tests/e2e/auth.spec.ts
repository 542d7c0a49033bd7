import type { Request } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { loginForm, signIn, storedSession } from "./support/session.ts"

const sessionExpired = "مدتی فعالیت نکردید، دوباره وارد شوید."

test("the root shows the login card to a visitor and sends a signed-in user to the dashboard", async ({ page }) => {
  await page.goto("/")
  await expect(loginForm(page).submit).toBeVisible()
  await signIn(page, "sales-manager")
  await page.goto("/")
  await expect(page).toHaveURL(/\/dashboard$/)
})

test("a visitor opening a dashboard address lands on the login card", async ({ page }) => {
  await page.goto("/dashboard/laminate-color-list")
  await expect(page).toHaveURL(/\/$/)
  await expect(loginForm(page).submit).toBeVisible()
})

test("logout calls the server, clears both storages and returns to the root", async ({ page, baseURL }) => {
  await signIn(page, "super-admin")
  const token = (await storedSession(page))?.token
  await page.evaluate(() => window.sessionStorage.setItem("probe", "1"))
  const logout = page.waitForRequest((request) => request.url().endsWith("/api/auth/logout") && request.method() === "POST")
  await page.getByRole("button", { name: /مدیر کل/ }).click()
  await page.getByRole("menuitem", { name: "خروج" }).click()
  expect((await logout).headers()["authorization"]).toBe(`Bearer ${token}`)
  await expect(page).toHaveURL(/\/$/)
  await expect(loginForm(page).submit).toBeVisible()
  expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0])
  // The server no longer accepts the old token.
  const me = await fetch(`${baseURL}/api/auth/me`, { method: "POST", headers: { Authorization: `Bearer ${token}` } })
  expect(me.status).toBe(401)
})

test("a 401 from any authenticated call clears storage, alerts the user and returns to the root", async ({ page, baseURL }) => {
  // Every API call the page has sent and not yet seen answered.
  const pending = new Set<Request>()
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) pending.add(request)
  })
  page.on("requestfinished", (request) => pending.delete(request))
  page.on("requestfailed", (request) => pending.delete(request))
  await signIn(page, "sales-manager")
  // The shell and the home page call the API on arrival (home, lookups, unread notifications): let all of them answer
  // first, so the 401 below comes from the click. The lookups are sent when the shell starts, before the home shows.
  await expect(page.getByRole("region", { name: "خلاصه" })).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith("lookup:")).length))
    .toBe(12)
  await expect.poll(() => pending.size).toBe(0)
  const token = (await storedSession(page))?.token
  const alerted = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  // The session ends on the server (as after a password change elsewhere); the page still holds the token.
  await fetch(`${baseURL}/api/auth/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } })
  await page.getByTestId("notifications-button").click()
  expect(await alerted).toBe(sessionExpired)
  await expect(page).toHaveURL(/\/$/)
  await expect(loginForm(page).submit).toBeVisible()
  expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0])
})

test("a corrupt stored session reads as signed out", async ({ page }) => {
  await page.goto("/")
  await page.evaluate(() => window.localStorage.setItem("session", "{not json"))
  await page.goto("/dashboard")
  await expect(page).toHaveURL(/\/$/)
  await expect(loginForm(page).submit).toBeVisible()
})
