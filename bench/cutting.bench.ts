// The cutting optimiser against the 500 public instances (with and without rotation), maxrects-packer
// beside it, and a realistic job of window panes. Flags: --quick (one instance in five), --seconds S,
// --set rotation|oriented|both|none, --class N, --no-maxrects, --no-panes.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Result } from "effect"
import { checkPlan } from "../domain/cutting/checkPlan.ts"
import type { CuttingInput, Piece } from "../domain/cutting/CuttingInput.ts"
import { parseCuttingCsv } from "../domain/cutting/cuttingCsv.ts"
import { unreachable } from "../domain/cutting/guillotine.ts"
import { optimise } from "../domain/cutting/optimise.ts"
import { makeRng } from "../domain/cutting/Rng.ts"

// The package's CommonJS entry does not load as a module; its ES build has no types of its own.
const mrPath: string = "maxrects-packer/dist/maxrects-packer.mjs"
const { MaxRectsPacker, Rectangle, PACKING_LOGIC } = (await import(mrPath)) as typeof import("maxrects-packer/dist/index")

const data = join(import.meta.dirname, "..", "..", "shared", "data", "cutting")
const args = process.argv.slice(2)
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const seconds = Number(flag("--seconds") ?? "1")
const quick = args.includes("--quick")
const onlyClass = flag("--class")
const sets = ["rotation", "oriented"].filter((set) => [set, "both"].includes(flag("--set") ?? "both"))

interface Instance {
  readonly path: string
  readonly klass: string
  readonly best: number
}

const instances = (file: string): Array<Instance> =>
  readFileSync(join(data, file), "utf8")
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [path = "", best = "0"] = line.split(",")
      return { path, klass: /Class_(\d+)/.exec(path)?.[1] ?? "?", best: Number(best) }
    })
    .filter((inst) => onlyClass === undefined || Number(inst.klass) === Number(onlyClass))
    .filter((inst) => !quick || /_(1|6)$/.test(inst.path))

const rows = (path: string) => {
  const parsed = parseCuttingCsv(readFileSync(path, "utf8"))
  if (Result.isFailure(parsed)) throw new Error(`${path}: ${parsed.failure.message}`)
  return parsed.success
}

/** The instance as the optimiser sees it; transposed without rotation, since 3NHO cuts horizontally first. */
const inputOf = (inst: Instance, rotate: boolean): CuttingInput => {
  const turn = !rotate && !args.includes("--vertical-first")
  const pieces: Array<Piece> = rows(join(data, `${inst.path}_items.csv`)).map((r) => ({
    id: r.id,
    width: turn ? r.height : r.width,
    height: turn ? r.width : r.height,
    mayRotate: rotate,
  }))
  const bin = rows(join(data, `${inst.path}_bins.csv`))[0]
  const sheets = [
    {
      id: bin?.id ?? "0",
      width: (turn ? bin?.height : bin?.width) ?? 1,
      height: (turn ? bin?.width : bin?.height) ?? 1,
      trim: 0,
    },
  ]
  return { pieces, sheets, settings: { stages: 3, kerf: 0, shortestWasteStrip: 0 } }
}

/** maxrects-packer's sheets and how many of them guillotine cuts cannot make (in 3 stages, in any number). */
const maxrects = (input: CuttingInput, rotate: boolean) => {
  const sheet = input.sheets[0] ?? { width: 1, height: 1 }
  const packer = new MaxRectsPacker(sheet.width, sheet.height, 0, {
    smart: false,
    pot: false,
    square: false,
    allowRotation: rotate,
    border: 0,
    // Its best setting on these instances (7,159 sheets with rotation, against 7,413 with the default MAX_EDGE).
    logic: PACKING_LOGIC.MAX_AREA,
  })
  packer.addArray(input.pieces.map((p) => new Rectangle(p.width, p.height)))
  const region = { x: 0, y: 0, width: sheet.width, height: sheet.height }
  const rules = (stages: number) => ({ stages, kerf: 0, shortestWasteStrip: 0 })
  let not3 = 0
  let notAny = 0
  for (const bin of packer.bins) {
    const rects = bin.rects.map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }))
    if (unreachable(rects, region, 1, rules(3)) !== undefined) not3++
    if (
      unreachable(rects, region, 1, rules(2 * rects.length + 2)) !== undefined &&
      unreachable(rects, region, 2, rules(2 * rects.length + 3)) !== undefined
    )
      notAny++
  }
  return { sheets: packer.bins.length, not3, notAny }
}

interface Tally {
  n: number
  best: number
  ours: number
  mr: number
  not3: number
  notAny: number
  accepted: number
  time: number
  maxTime: number
}

const empty = (): Tally => ({ n: 0, best: 0, ours: 0, mr: 0, not3: 0, notAny: 0, accepted: 0, time: 0, maxTime: 0 })
const add = (t: Tally, u: Partial<Tally>): void => {
  t.n += u.n ?? 0
  t.best += u.best ?? 0
  t.ours += u.ours ?? 0
  t.mr += u.mr ?? 0
  t.not3 += u.not3 ?? 0
  t.notAny += u.notAny ?? 0
  t.accepted += u.accepted ?? 0
  t.time += u.time ?? 0
  t.maxTime = Math.max(t.maxTime, u.maxTime ?? 0)
}

const runSet = (set: string): void => {
  const rotate = set === "rotation"
  const list = instances(rotate ? "data_bin_packing_3nhr.csv" : "data_bin_packing_3nho.csv")
  const classes = new Map<string, Tally>()
  const total = empty()
  for (const inst of list) {
    const input = inputOf(inst, rotate)
    const started = performance.now()
    const deadline = started + seconds * 900
    const planned = optimise(input, { seed: 1, shouldStop: () => performance.now() > deadline })
    if (Result.isFailure(planned)) throw new Error(`${inst.path}: ${planned.failure._tag}`)
    const time = (performance.now() - started) / 1000
    const plan = planned.success
    const violations = checkPlan(input, plan)
    const ok = violations.length === 0 ? 1 : 0
    if (ok === 0) console.log(`${inst.path}: ${violations[0]?.message}`)
    const mr = args.includes("--no-maxrects") ? { sheets: 0, not3: 0, notAny: 0 } : maxrects(input, rotate)
    const row = {
      n: 1,
      best: inst.best,
      ours: plan.sheets.length,
      mr: mr.sheets,
      not3: mr.not3,
      notAny: mr.notAny,
      accepted: ok,
      time,
      maxTime: time,
    }
    if (args.includes("--verbose") && plan.sheets.length > inst.best)
      console.log(`${inst.path} ${plan.sheets.length} vs ${inst.best}`)
    const tally = classes.get(inst.klass) ?? empty()
    add(tally, row)
    add(total, row)
    classes.set(inst.klass, tally)
  }
  console.log(`\n${set} (${list.length} instances, ${seconds} s each)`)
  console.log("class  n  best  ours  gap%   maxrects  not-3-stage  not-guillotine  s/inst  max s  checked")
  const line = (name: string, t: Tally): void =>
    console.log(
      [
        name.padEnd(5),
        String(t.n).padStart(3),
        String(t.best).padStart(5),
        String(t.ours).padStart(5),
        ((100 * (t.ours - t.best)) / Math.max(1, t.best)).toFixed(2).padStart(6),
        String(t.mr).padStart(9),
        String(t.not3).padStart(12),
        String(t.notAny).padStart(15),
        (t.time / Math.max(1, t.n)).toFixed(3).padStart(7),
        t.maxTime.toFixed(3).padStart(6),
        `${((100 * t.accepted) / Math.max(1, t.n)).toFixed(0)}%`.padStart(8),
      ].join(" "),
    )
  for (const [name, t] of [...classes].sort((a, b) => Number(a[0]) - Number(b[0]))) line(name, t)
  line("all", total)
}

/** A seeded job of window panes as a glass plant sees them: a few dozen sizes, most repeated. */
const windowPanes = (seed: number, count: number): Array<Piece> => {
  const rng = makeRng(seed)
  const sizes = Array.from({ length: 40 }, () => ({ width: 300 + 10 * rng.int(171), height: 300 + 10 * rng.int(221) }))
  return Array.from({ length: count }, (_, i) => {
    const size = sizes[Math.floor(sizes.length * rng.next() ** 2)] ?? { width: 500, height: 500 }
    return { id: `P${i + 1}`, ...size, mayRotate: true }
  })
}

const panes = (): void => {
  const input: CuttingInput = {
    pieces: windowPanes(28, 500),
    sheets: [{ id: "6000x3210", width: 6000, height: 3210, trim: 15 }],
    settings: { stages: 3, kerf: 0, longestStrip: 3500, shortestWasteStrip: 20, minOffcut: { width: 500, height: 300 } },
  }
  const started = performance.now()
  const planned = optimise(input, { seed: 1, shouldStop: () => performance.now() > started + 1500 })
  const time = (performance.now() - started) / 1000
  if (Result.isFailure(planned)) throw new Error(planned.failure._tag)
  const plan = planned.success
  const area = input.pieces.reduce((sum, p) => sum + p.width * p.height, 0)
  const bound = Math.ceil(area / (5970 * 3180))
  const violations = checkPlan(input, plan)
  console.log(
    `\n500 window panes on 6000 × 3210 (15 mm trims, longest strip 3500, shortest waste 20): ${plan.sheets.length} sheets (area bound ${bound}), yield ${(100 * plan.yield).toFixed(2)}%, ${time.toFixed(2)} s, checker ${violations.length === 0 ? "accepts" : `refuses: ${violations[0]?.message}`}`,
  )
}

for (const set of sets) runSet(set)
if (!args.includes("--no-panes")) panes()
