import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import type { Page, TestInfo } from "@playwright/test"

/** Prints the page as Chromium's print does, A4 landscape, into the test's output folder, answering the file. */
export const printPlan = async (page: Page, testInfo: TestInfo, name: string): Promise<string> => {
  const file = testInfo.outputPath(`${name}.pdf`)
  writeFileSync(file, await page.pdf({ landscape: true, format: "A4", printBackground: true }))
  return file
}

/** The PDF's pages and the size of its first, in points, as pdfinfo reads them. */
export const pdfFacts = (file: string): { readonly pages: number; readonly width: number; readonly height: number } => {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" })
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) }
}

/** Every page's text layer, as pdftotext reads it, normalised (NFKC) and without the bidi marks it wraps runs in. */
export const planPdfTexts = (file: string): ReadonlyArray<string> =>
  Array.from({ length: pdfFacts(file).pages }, (_, index) =>
    execFileSync("pdftotext", ["-f", String(index + 1), "-l", String(index + 1), file, "-"], { encoding: "utf8" })
      .normalize("NFKC")
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ""),
  )

/** Renders the PDF's pages at 60 dpi into screenshots/<name>-<page>.png for people to look at. */
export const keepPlanPages = (file: string, testInfo: TestInfo, name: string): void => {
  const pages = pdfFacts(file).pages
  mkdirSync("screenshots", { recursive: true })
  for (const old of readdirSync("screenshots")) if (old.startsWith(`${name}-`)) rmSync(`screenshots/${old}`)
  execFileSync("pdftoppm", ["-png", "-r", "60", file, testInfo.outputPath(name)])
  const width = String(pages).length
  for (let at = 1; at <= pages; at++)
    copyFileSync(testInfo.outputPath(`${name}-${String(at).padStart(width, "0")}.png`), `screenshots/${name}-${at}.png`)
}
