import { writeFileSync } from "node:fs"
import type { Page, TestInfo } from "@playwright/test"
import { persianDigits } from "./accounts.ts"

/** Grams as the delivery note prints them: kilograms with one decimal, Persian digits and the Persian decimal sign. */
export const kilograms = (grams: number): string =>
  persianDigits((Math.floor((grams + 50) / 100) / 10).toFixed(1)).replace(".", "٫")

/** Prints the page as Chromium's print does, A4 portrait, into the test's output folder, answering the file. */
export const printNote = async (page: Page, testInfo: TestInfo, name: string): Promise<string> => {
  const file = testInfo.outputPath(`${name}.pdf`)
  writeFileSync(file, await page.pdf({ format: "A4", printBackground: true }))
  return file
}
