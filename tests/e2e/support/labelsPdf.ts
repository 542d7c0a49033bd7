import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import type { Page, TestInfo } from "@playwright/test"
import jsQR from "jsqr"
import { PNG } from "pngjs"

/** A rendered page: its pixels (RGBA) and size in pixels, and the resolution it was rendered at. */
export interface PageImage {
  readonly file: string
  readonly png: PNG
  readonly dpi: number
}

/** Prints the labels page as Chromium's print does, at the page size its CSS asks for, into the test's output folder. */
export const printLabels = async (page: Page, testInfo: TestInfo, name: string): Promise<string> => {
  const file = testInfo.outputPath(`${name}.pdf`)
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }))
  return file
}

/** Renders every page of the PDF to PNG with pdftoppm at `dpi`, beside the PDF, answering them in page order. */
export const renderPages = (pdf: string, dpi = 200): ReadonlyArray<PageImage> => {
  const prefix = `${basename(pdf, ".pdf")}-page`
  execFileSync("pdftoppm", ["-png", "-r", String(dpi), pdf, join(dirname(pdf), prefix)])
  return readdirSync(dirname(pdf))
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith(".png"))
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)?.[1]) - Number(/-(\d+)\.png$/.exec(b)?.[1]))
    .map((name) => ({ file: join(dirname(pdf), name), png: PNG.sync.read(readFileSync(join(dirname(pdf), name))), dpi }))
}

/** Millimetres on the page as pixels of its image. */
export const pixels = (image: PageImage, mm: number): number => Math.round((mm / 25.4) * image.dpi)

/** The text of the one QR code jsQR finds in a rectangle of the image (in mm from the page's top left); none when it finds none. */
export const decodeQr = (
  image: PageImage,
  area: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
): string | undefined => {
  const left = Math.max(0, pixels(image, area.x))
  const top = Math.max(0, pixels(image, area.y))
  const width = Math.min(image.png.width - left, pixels(image, area.width))
  const height = Math.min(image.png.height - top, pixels(image, area.height))
  const cropped = new Uint8ClampedArray(width * height * 4)
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * image.png.width + left) * 4
    cropped.set(image.png.data.subarray(from, from + width * 4), row * width * 4)
  }
  return jsQR(cropped, width, height)?.data
}

/** The PDF's pages, their count and the first one's size in points, as pdfinfo reads them. */
export const pdfPages = (file: string): { readonly pages: number; readonly width: number; readonly height: number } => {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" })
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) }
}

/** One page's text layer, as pdftotext reads it, normalised (NFKC) and without the bidi marks it wraps runs in. */
export const pageText = (file: string, page: number): string =>
  execFileSync("pdftotext", ["-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" })
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
