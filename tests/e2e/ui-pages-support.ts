import AxeBuilder from "@axe-core/playwright"
import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { apiToken } from "./support/session.ts"
import { persianDigits, type DemoRole } from "./support/accounts.ts"

/** Every serious or critical accessibility violation of the page as it is now (no rule disabled). */
export const expectNoSeriousViolations = async (page: Page): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([])
}

/** Keeps a screenshot for the team to look at (./screenshots is git-ignored). */
export const keepScreenshot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true })
}

/** An API caller signed in as a demo role, for setting up data the way the browser would send it. */
export const apiAs = async (request: APIRequestContext, baseURL: string, role: DemoRole) => {
  const token = await apiToken(baseURL, role)
  const headers = { Authorization: `Bearer ${token}` }
  return {
    token,
    get: (path: string) => request.get(`${baseURL}/api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`${baseURL}/api${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`${baseURL}/api${path}`, { headers, data }),
    multipart: (path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) =>
      request.post(`${baseURL}/api${path}`, { headers, multipart }),
  }
}

let counter = 0
/** A name no other test uses, so tests sharing a server never see each other's rows; its number is in Persian digits as staff type it. */
export const uniqueName = (base: string): string => `${base} ${persianDigits(`${Date.now() % 1_000_000}${counter++}`)}`

/** A number in Persian digits, as the screens show it. */
export const persianNumber = (value: number): string => persianDigits(String(value))
