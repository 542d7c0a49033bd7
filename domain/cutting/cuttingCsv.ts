import { Data, Result } from "effect"

/** A row of an items or bins file: id, size and copies (undefined when the file has no COPIES). */
export interface CsvRow {
  readonly id: string
  readonly width: number
  readonly height: number
  readonly copies: number | undefined
  /** 1-based line in the file. */
  readonly line: number
}

/** A file the reader cannot use, with the line and column at fault (0 when it is the whole file). */
export class CsvProblem extends Data.TaggedError("CsvProblem")<{ readonly line: number; readonly message: string }> {}

const required = ["ID", "WIDTH", "HEIGHT"] as const

/** Reads an `ID,WIDTH,HEIGHT[,COPIES]` file (header names in any case, other columns ignored). */
export const parseCuttingCsv = (text: string): Result.Result<ReadonlyArray<CsvRow>, CsvProblem> => {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/)
  const header = (lines[0] ?? "").split(",").map((name) => name.trim().toUpperCase())
  const column = (name: string): number => header.indexOf(name)
  const missing = required.find((name) => column(name) < 0)
  if (missing !== undefined) return Result.fail(new CsvProblem({ line: 1, message: `the header has no ${missing} column` }))
  const copiesAt = column("COPIES")
  const rows: Array<CsvRow> = []
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] ?? ""
    if (text.trim() === "") continue
    const cells = text.split(",").map((cell) => cell.trim())
    const number = (at: number, name: string): number | string => {
      const cell = cells[at] ?? ""
      const value = /^\d+$/.test(cell) ? Number(cell) : Number.NaN
      return Number.isSafeInteger(value) && value > 0 ? value : `column ${name} is "${cell}", not a positive whole number`
    }
    const id = cells[column("ID")] ?? ""
    if (id === "") return Result.fail(new CsvProblem({ line: i + 1, message: "column ID is empty" }))
    const width = number(column("WIDTH"), "WIDTH")
    const height = number(column("HEIGHT"), "HEIGHT")
    const copies = copiesAt < 0 || (cells[copiesAt] ?? "") === "" ? undefined : number(copiesAt, "COPIES")
    for (const value of [width, height, copies]) {
      if (typeof value === "string") return Result.fail(new CsvProblem({ line: i + 1, message: `${value} (item ${id})` }))
    }
    rows.push({
      id,
      width: Number(width),
      height: Number(height),
      copies: copies === undefined ? undefined : Number(copies),
      line: i + 1,
    })
  }
  if (rows.length === 0) return Result.fail(new CsvProblem({ line: 0, message: "the file has no rows" }))
  return Result.succeed(rows)
}
