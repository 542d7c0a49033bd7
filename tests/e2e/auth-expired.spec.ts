import { expect, test } from "./support/fixtures.ts"
import { apiToken, loginForm } from "./support/session.ts"

const sessionExpired = "مدتی فعالیت نکردید، دوباره وارد شوید."

// Tokens live 1 s and may be refreshed for 1 s more, so a token a few seconds old is past saving.
test.use({ serverOptions: { tokenTtlSeconds: 1, refreshWindowSeconds: 1 } })

test("past the refresh window: the refresh answers 401, the alert shows and the user is back at the root", async ({
  page,
  baseURL,
}) => {
  const token = await apiToken(baseURL ?? "", "sales-expert")
  await new Promise((resume) => setTimeout(resume, 2500))
  await page.goto("/")
  await page.evaluate(
    (stale) =>
      window.localStorage.setItem(
        "session",
        JSON.stringify({
          token: stale,
          expiresAt: Date.now() - 1500,
          user: { name: "کارشناس", last_name: "فروش", mobile: "09120000003", roles: ["sales-expert"] },
        }),
      ),
    token,
  )
  const alerted = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  const refresh = page.waitForResponse("**/api/auth/refresh")
  await page.goto("/dashboard")
  // The due token is refreshed before anything else is asked, and the server refuses it.
  expect((await refresh).status()).toBe(401)
  expect(await alerted).toBe(sessionExpired)
  await expect(page).toHaveURL(/\/$/)
  await expect(loginForm(page).submit).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem("session"))).toBeNull()
})
