// The JavaScript the login route and the dashboard shell load, gzip-compressed, against the budgets of issue 4, and what
// the invoice editor loads on top of the shell (issue 16); then the editor in Chromium: opening a 300-line invoice and a
// keystroke's time to the repainted total, beside a 1-line invoice.
// Run: npm run bench:ui (`-- --sizes` stops after the sizes; builds the app into .tmp/bench-ui, follows the module graph of Vite's manifest, then serves that
// build on a fresh demo database; BENCH_UI_PORT picks the server's port, CHROMIUM_PATH the browser).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build, type Rollup } from "vite"
import { measureEditor, type EditorRun } from "./editorSpeed.ts"

const root = join(import.meta.dirname, "..")
const outDir = join(root, ".tmp", "bench-ui")
const budgets = { login: 150 * 1024, shell: 250 * 1024, "invoice editor": 60 * 1024 }
/** One frame at 60 Hz: the goal of a keystroke's time to the repainted total (reported, not enforced). */
const keystrokeGoalMs = 16

interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly dynamicImports?: ReadonlyArray<string>
}

const started = Date.now()
const result = await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true } })
const outputs = (Array.isArray(result) ? result : [result]) as ReadonlyArray<Rollup.RollupOutput>
const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === "chunk")
const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>

/** The files a manifest entry loads at once: itself and its static imports, transitively. */
const closure = (keys: ReadonlyArray<string>): Set<string> => {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return files
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0] ?? "index.html"
const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const editorPage = "ui/pages/invoice/editor/InvoiceEditorPage.tsx"
if (manifest[editorPage] === undefined) throw new Error(`${editorPage} is not in Vite's manifest: has the editor's route moved?`)
const shell = closure([entry, "ui/shell/Shell.tsx", "ui/pages/home/HomePage.tsx"])
const routes = {
  login: closure([entry, "ui/pages/login/LoginPage.tsx"]),
  shell,
  // What opening the editor loads on top of the shell already there.
  "invoice editor": new Set([...closure([editorPage])].filter((file) => !shell.has(file))),
}

const lazyPages = Object.keys(manifest).filter((key) => key.startsWith("ui/pages/") || key === "ui/shell/Shell.tsx")
const ownChunks = lazyPages.every((key) => manifest[key]?.file && manifest[key]?.file !== manifest[entry]?.file)

console.log(`ui bench: built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}\n`)
let failed = false
for (const [name, files] of Object.entries(routes) as Array<[keyof typeof routes, Set<string>]>) {
  const sizes = [...files].map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip)
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0)
  const within = total <= budgets[name]
  failed ||= !within
  console.log(
    `${name} route: ${kb(total)} gzip in ${files.size} files (budget ${kb(budgets[name])}) ${within ? "OK" : "OVER BUDGET"}`,
  )
  for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`)
  const modules = chunks
    .filter((chunk) => files.has(chunk.fileName))
    .flatMap((chunk) =>
      Object.entries(chunk.modules).map(([id, info]) => ({
        id: id.replace(`${root}/`, "").replace(/^.*node_modules\//, "npm:"),
        size: info.renderedLength,
      })),
    )
    .sort((a, b) => b.size - a.size)
    .slice(0, 12)
  console.log(`  largest modules (minified size before gzip):`)
  for (const { id, size } of modules) console.log(`  ${kb(size).padStart(9)}  ${id}`)
  console.log("")
}
console.log(`every page in its own lazy chunk: ${ownChunks ? "yes" : "NO"} (${lazyPages.length} lazy modules)`)
// React Router publishes its development build under every export condition; the production build must be what ships.
const routerBuilds = [
  ...new Set(
    chunks.flatMap((chunk) => Object.keys(chunk.modules)).flatMap((id) => /react-router\/dist\/(\w+)\//.exec(id)?.[1] ?? []),
  ),
]
const productionRouter = routerBuilds.length === 1 && routerBuilds[0] === "production"
console.log(
  `react-router build bundled: ${routerBuilds.join(", ") || "none"} ${productionRouter ? "OK" : "NOT THE PRODUCTION BUILD"}\n`,
)
failed ||= !productionRouter
if (process.argv.includes("--sizes")) process.exit(failed || !ownChunks ? 1 : 0)

const ms = (value: number) => `${value.toFixed(1)} ms`
/** The value below which a share `p` of the sorted values lie (nearest rank). */
const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN
const keystrokes = (run: EditorRun) => {
  const sorted = [...run.keystrokesMs].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median =
    sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
  return { median, p90: percentile(sorted, 0.9), first: run.keystrokesMs[0] ?? NaN, max: sorted.at(-1) ?? NaN }
}
const { baseline, large } = await measureEditor(outDir)
console.log(
  `invoice editor in Chromium (a keystroke over the width of a line's hundreds digit, to the frame painted after the total changed; ${large.keystrokesMs.length} keystrokes):`,
)
console.log(
  `  ${"".padEnd(18)}${"open".padStart(10)}${"median".padStart(10)}${"p90".padStart(10)}${"first".padStart(10)}${"max".padStart(10)}`,
)
for (const run of [baseline, large]) {
  const figures = keystrokes(run)
  const label = `${run.lines} line${run.lines === 1 ? "" : "s"}${run === baseline ? " (baseline)" : ""}`
  console.log(
    `  ${label.padEnd(18)}${ms(run.openMs).padStart(10)}${ms(figures.median).padStart(10)}${ms(figures.p90).padStart(10)}${ms(figures.first).padStart(10)}${ms(figures.max).padStart(10)}`,
  )
}
const { median, p90 } = keystrokes(large)
console.log(
  `  300 lines against the goal of one frame (${keystrokeGoalMs} ms): median ${median <= keystrokeGoalMs ? "within" : "ABOVE"}, p90 ${p90 <= keystrokeGoalMs ? "within" : "ABOVE"} (reported, not enforced)`,
)
console.log(
  `  open: from the navigation to the first frame showing the total; samples (ms): ${large.keystrokesMs.map((value) => value.toFixed(1)).join(" ")}`,
)
process.exit(failed || !ownChunks ? 1 : 0)
