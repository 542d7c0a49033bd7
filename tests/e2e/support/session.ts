import { expect, type Page } from "@playwright/test"
import { accounts, type DemoRole } from "./accounts.ts"

/** The login form's controls. */
export const loginForm = (page: Page) => ({
  identifier: page.getByLabel("نام کاربری / شماره همراه"),
  password: page.getByLabel("رمز عبور", { exact: true }),
  submit: page.getByRole("button", { name: "ورود", exact: true }),
})

/** Signs in through the login card as a demo role (by personnel code unless told otherwise) and waits for the dashboard. */
export const signIn = async (page: Page, role: DemoRole, by: "personnelCode" | "mobile" = "personnelCode"): Promise<void> => {
  const account = accounts[role]
  await page.goto("/")
  const form = loginForm(page)
  await form.identifier.fill(account[by])
  await form.password.fill(account.password)
  await form.submit.click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId("sidebar-toggle")).toBeVisible()
}

/** The session the app keeps in localStorage, or null when signed out. */
export const storedSession = (page: Page): Promise<{ token: string; expiresAt: number } | null> =>
  page.evaluate(() => {
    const text = window.localStorage.getItem("session")
    return text === null ? null : (JSON.parse(text) as { token: string; expiresAt: number })
  })

/** Signs in through the API (no browser), answering the access token; for tests that need a token the page never saw. */
export const apiToken = async (baseURL: string, role: DemoRole): Promise<string> => {
  const answer = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: accounts[role].personnelCode, password: accounts[role].password }),
  })
  if (!answer.ok) throw new Error(`login of ${role} answered ${answer.status}`)
  return ((await answer.json()) as { access_token: string }).access_token
}

/** Signs in through the login card with any account's mobile and password (an operator's, say), and waits for the dashboard. */
export const signInWith = async (page: Page, login: { readonly mobile: string; readonly password: string }): Promise<void> => {
  await page.goto("/")
  const form = loginForm(page)
  await form.identifier.fill(login.mobile)
  await form.password.fill(login.password)
  await form.submit.click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
