import AxeBuilder from "@axe-core/playwright"
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test"
import { apiToken } from "./support/session.ts"
import { readWorkbook, type Workbook } from "./support/workbook.ts"
import { persianDigits, type DemoRole } from "./support/accounts.ts"

/** Every serious or critical accessibility violation of the page as it is now (no rule disabled). */
export const expectNoSeriousViolations = async (page: Page): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([])
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

/** The heading of the page a role outside a screen's group gets, and the message of the API's 403. */
export const noAccess = "شما به این بخش دسترسی ندارید"

/**
 * Checks the sidebar offers no link named like any of `labels` (exactly, when a longer item may rightly stay) and every
 * typed address in `paths` shows the no-access page.
 */
export const expectNoAccess = async (
  page: Page,
  labels: ReadonlyArray<string>,
  paths: ReadonlyArray<string>,
  { exact = false } = {},
): Promise<void> => {
  const sidebar = page.getByTestId("sidebar")
  for (const label of labels) await expect(sidebar.getByRole("link", { name: label, exact })).toHaveCount(0)
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole("heading", { name: noAccess })).toBeVisible()
  }
}

/**
 * Turns a list row's active switch off as staff do: the dialog asks `question`, cancelling keeps the row active,
 * confirming turns it off with the toast.
 */
export const switchOffConfirmed = async (page: Page, toggle: Locator, question: string): Promise<void> => {
  await expect(toggle).toHaveAttribute("aria-checked", "true")
  await toggle.click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText(question)
  await dialog.getByRole("button", { name: "انصراف" }).click()
  await expect(toggle).toHaveAttribute("aria-checked", "true")
  await toggle.click()
  await page.getByRole("dialog").getByRole("button", { name: "تایید" }).click()
  await expect(page.getByText("وضعیت تغییر یافت")).toBeVisible()
  await expect(toggle).toHaveAttribute("aria-checked", "false")
}

/**
 * Clicks the list's export button and reads the saved workbook, checking what every export holds: the file's name
 * (an .xlsx), a right-to-left sheet, a bold header row, and digits written in Latin only.
 */
export const downloadWorkbook = async (page: Page, fileName: `${string}.xlsx`): Promise<Workbook> => {
  const download = page.waitForEvent("download")
  await page.getByRole("button", { name: "خروجی اکسل" }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(fileName)
  const workbook = await readWorkbook((await file.path()) ?? "")
  expect(workbook.sheetXml).toMatch(/<sheetView [^>]*rightToLeft="1"/)
  expect(workbook.bold[0]?.length).toBeGreaterThan(0)
  expect(workbook.bold[0]?.every(Boolean)).toBe(true)
  expect(workbook.texts.filter((text) => /[۰-۹٠-٩]/.test(text))).toEqual([])
  return workbook
}
