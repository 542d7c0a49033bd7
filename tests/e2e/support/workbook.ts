import { readFile } from "node:fs/promises"
import { strFromU8, unzipSync } from "fflate"

/** A cell as Excel would read it: a number, a text, or nothing. */
export type WorkbookCell = number | string | null

/** The first sheet of an .xlsx file, read just far enough to check what a clerk would see. */
export interface Workbook {
  /** The sheet's XML, for its view settings (right-to-left, the frozen header). */
  readonly sheetXml: string
  /** Every text of the file: shared strings and inline strings. */
  readonly texts: ReadonlyArray<string>
  /** The cells row by row; numbers are those Excel stores as numbers (`t="n"` or no type). */
  readonly rows: ReadonlyArray<ReadonlyArray<WorkbookCell>>
  /** The number format of each cell (undefined when general), row by row as `rows`. */
  readonly formats: ReadonlyArray<ReadonlyArray<string | undefined>>
  /** Whether each cell's font is bold, row by row as `rows`. */
  readonly bold: ReadonlyArray<ReadonlyArray<boolean>>
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  )

/** The text of every `<t>` inside a piece of XML, joined (a rich text is split into runs). */
const textOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => unescapeXml(match[1] ?? "")).join("")

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1]

const columnIndex = (letters: string) => [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1

/** Built-in number formats that a workbook may name by id instead of declaring. */
const builtInFormats: Record<string, string> = { "3": "#,##0", "4": "#,##0.00" }

/** Reads an .xlsx file (a zip of XML parts) from disk. */
export const readWorkbook = async (path: string): Promise<Workbook> => {
  const files = unzipSync(new Uint8Array(await readFile(path)))
  const part = (name: string) => (files[name] ? strFromU8(files[name]) : "")
  const sheetXml = part("xl/worksheets/sheet1.xml")
  const styles = part("xl/styles.xml")
  const shared = [...part("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1] ?? ""))
  const numFmts = Object.fromEntries(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], unescapeXml(m[2] ?? "")]),
  )
  const fonts = [...styles.matchAll(/<font>([\s\S]*?)<\/font>/g)].map((match) => /<b\/>/.test(match[1] ?? ""))
  const xfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "").matchAll(/<xf([^>]*)>/g)].map((match) => {
    const id = attribute(match[1] ?? "", "numFmtId")
    return {
      format: id === undefined ? undefined : (numFmts[id] ?? builtInFormats[id]),
      bold: fonts[Number(attribute(match[1] ?? "", "fontId") ?? 0)] ?? false,
    }
  })
  const rows: WorkbookCell[][] = []
  const formats: (string | undefined)[][] = []
  const bold: boolean[][] = []
  const inline: string[] = []
  for (const [, letters = "", row = "", attributes = "", body = ""] of sheetXml.matchAll(
    /<c r="([A-Z]+)(\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
  )) {
    const r = Number(row) - 1
    const c = columnIndex(letters)
    const type = attribute(attributes, "t") ?? "n"
    const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? "")
    const text = type === "inlineStr" ? textOf(body) : undefined
    if (text !== undefined) inline.push(text)
    const cell: WorkbookCell =
      type === "s"
        ? (shared[Number(value)] ?? null)
        : text !== undefined
          ? text
          : type === "n" && value !== ""
            ? Number(value)
            : value || null
    const style = xfs[Number(attribute(attributes, "s") ?? 0)]
    ;(rows[r] ??= [])[c] = cell
    ;(formats[r] ??= [])[c] = style?.format
    ;(bold[r] ??= [])[c] = style?.bold ?? false
  }
  // Empty cells are not written, so every row is filled out to the widest one.
  const width = Math.max(0, ...Array.from(rows, (line) => line?.length ?? 0))
  const dense = <T>(grid: T[][], empty: T) =>
    Array.from(grid, (line) => Array.from({ length: width }, (_, c) => line?.[c] ?? empty))
  return {
    sheetXml,
    texts: [...shared, ...inline],
    rows: dense(rows, null),
    formats: dense(formats, undefined),
    bold: dense(bold, false),
  }
}

/** A text with its Persian digits written in Latin, as the workbook writes every text. */
export const latinDigits = (text: string): string => text.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)))
