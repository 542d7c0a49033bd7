// `npm run cut -- --items ITEMS.csv --bins BINS.csv [--rotate] [--stages 3] [--trim MM] [--kerf MM]
// [--seconds S] [--seed N]`: the cutting plan of production.md section 4 as JSON on standard output.
// Bad input gets one line on standard error and exit code 2; a plan its checker refuses, exit code 3.
import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"
import { Result } from "effect"
import { checkPlan } from "../domain/cutting/checkPlan.ts"
import type { CuttingInput } from "../domain/cutting/CuttingInput.ts"
import { parseCuttingCsv, type CsvRow } from "../domain/cutting/cuttingCsv.ts"
import { optimise } from "../domain/cutting/optimise.ts"

class Refusal extends Error {
  constructor(
    message: string,
    readonly code = 2,
  ) {
    super(message)
  }
}

/** What a run answers: the exit code and the text for each output. */
export interface CutAnswer {
  readonly code: number
  readonly out: string
  readonly err: string
}

const valued = [
  "--items",
  "--bins",
  "--stages",
  "--trim",
  "--kerf",
  "--seconds",
  "--seed",
  "--longest-strip",
  "--shortest-waste",
  "--effort",
]

const parseFlags = (argv: ReadonlyArray<string>): Map<string, string> => {
  const flags = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i] ?? ""
    if (name === "--rotate") flags.set(name, "yes")
    else if (valued.includes(name)) {
      const value = argv[i + 1]
      if (value === undefined || value.startsWith("--")) throw new Refusal(`${name} needs a value`)
      flags.set(name, value)
      i++
    } else throw new Refusal(`unknown flag ${name} (known: --rotate ${valued.join(" ")})`)
  }
  return flags
}

const whole = (flags: Map<string, string>, name: string, fallback: number, min: number): number => {
  const text = flags.get(name)
  if (text === undefined) return fallback
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(value) || value < min)
    throw new Refusal(`${name} must be a whole number of at least ${min}, not "${text}"`)
  return value
}

const readRows = (flags: Map<string, string>, name: string): { file: string; rows: ReadonlyArray<CsvRow> } => {
  const file = flags.get(name)
  if (file === undefined) throw new Refusal(`${name} FILE.csv is required`)
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    throw new Refusal(`${file}: cannot be read`)
  }
  const parsed = parseCuttingCsv(text)
  if (Result.isFailure(parsed))
    throw new Refusal(`${file}: ${parsed.failure.line > 0 ? `line ${parsed.failure.line}: ` : ""}${parsed.failure.message}`)
  return { file, rows: parsed.success }
}

const main = (argv: ReadonlyArray<string>): string => {
  const flags = parseFlags(argv)
  const items = readRows(flags, "--items")
  const bins = readRows(flags, "--bins")
  const stages = whole(flags, "--stages", 3, 2)
  if (stages !== 2 && stages !== 3) throw new Refusal(`--stages must be 2 or 3, not ${stages}`)
  const trim = whole(flags, "--trim", 0, 0)
  const kerf = whole(flags, "--kerf", 0, 0)
  const seconds = Number(flags.get("--seconds") ?? "1")
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Refusal(`--seconds must be a positive number, not "${flags.get("--seconds")}"`)
  const longest = flags.has("--longest-strip") ? whole(flags, "--longest-strip", 0, 1) : undefined
  const rotate = flags.has("--rotate")
  for (const bin of bins.rows) {
    if (2 * trim >= Math.min(bin.width, bin.height))
      throw new Refusal(`${bins.file}: line ${bin.line}: sheet ${bin.id} is too small for a trim of ${trim} mm`)
  }
  const input: CuttingInput = {
    pieces: items.rows.flatMap((row) =>
      Array.from({ length: row.copies ?? 1 }, () => ({ id: row.id, width: row.width, height: row.height, mayRotate: rotate })),
    ),
    sheets: bins.rows.map((row) => ({ id: row.id, width: row.width, height: row.height, copies: row.copies, trim })),
    settings: { stages, kerf, longestStrip: longest, shortestWasteStrip: whole(flags, "--shortest-waste", 0, 0) },
  }
  const started = performance.now()
  const effort = flags.has("--effort") ? whole(flags, "--effort", 0, 1) : undefined
  const planned = optimise(input, {
    seed: whole(flags, "--seed", 1, 0),
    effort,
    shouldStop: () => performance.now() - started > seconds * 1000,
  })
  if (Result.isFailure(planned)) {
    const refusal = planned.failure
    if (refusal._tag === "PieceFitsNoSheet") {
      const row = items.rows.find((r) => r.id === refusal.pieceId)
      throw new Refusal(
        `${items.file}: line ${row?.line ?? "?"}: item ${refusal.pieceId} fits no sheet${rotate ? "" : " (without --rotate)"}`,
      )
    }
    if (refusal._tag === "NotEnoughSheets") throw new Refusal(`${bins.file}: not enough sheets in stock for every item`)
    throw new Refusal(refusal.message)
  }
  const plan = planned.success
  const violations = checkPlan(input, plan)
  if (violations.length > 0) throw new Refusal(`the plan failed its check: ${violations[0]?.message}`, 3)
  const sheets = plan.sheets.map((s) => ({
    bin: s.bin,
    width: s.width,
    height: s.height,
    pieces: s.pieces,
    yield: Math.round(s.yield * 1e4) / 1e4,
    cuts: s.cuts,
    offcuts: s.offcuts,
  }))
  const elapsed = Math.round((performance.now() - started) / 10) / 100
  return JSON.stringify({ sheets, yield: Math.round(plan.yield * 1e4) / 1e4, seconds: elapsed }, null, 1)
}

/** Runs the command on its arguments without touching the process, so that tests can call it. */
export const runCut = (argv: ReadonlyArray<string>): CutAnswer => {
  try {
    return { code: 0, out: `${main(argv)}\n`, err: "" }
  } catch (error) {
    const message =
      error instanceof Refusal ? error.message : `unexpected failure: ${error instanceof Error ? error.message : String(error)}`
    return { code: error instanceof Refusal ? error.code : 2, out: "", err: `cut: ${message}\n` }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const answer = runCut(process.argv.slice(2))
  process.stdout.write(answer.out)
  process.stderr.write(answer.err)
  process.exitCode = answer.code
}
