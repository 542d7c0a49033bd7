// The JavaScript the login route and the dashboard shell load, gzip-compressed, against the budgets of issue 4.
// Run: npm run bench:ui (builds the app into .tmp/bench-ui, then follows the module graph of Vite's manifest).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build, type Rollup } from "vite"

const root = join(import.meta.dirname, "..")
const outDir = join(root, ".tmp", "bench-ui")
const budgets = { login: 150 * 1024, shell: 250 * 1024 }

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

const routes = {
  login: closure([entry, "ui/pages/login/LoginPage.tsx"]),
  shell: closure([entry, "ui/shell/Shell.tsx", "ui/pages/home/HomePage.tsx"]),
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
  console.log(`${name} route: ${kb(total)} gzip in ${files.size} files (budget ${kb(budgets[name])}) ${within ? "OK" : "OVER BUDGET"}`)
  for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`)
  const modules = chunks
    .filter((chunk) => files.has(chunk.fileName))
    .flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => ({ id: id.replace(`${root}/`, "").replace(/^.*node_modules\//, "npm:"), size: info.renderedLength })))
    .sort((a, b) => b.size - a.size)
    .slice(0, 12)
  console.log(`  largest modules (minified size before gzip):`)
  for (const { id, size } of modules) console.log(`  ${kb(size).padStart(9)}  ${id}`)
  console.log("")
}
console.log(`every page in its own lazy chunk: ${ownChunks ? "yes" : "NO"} (${lazyPages.length} lazy modules)`)
process.exit(failed || !ownChunks ? 1 : 0)
