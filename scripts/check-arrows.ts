import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { featureCycles, importCycles, violations } from "./arrows.ts"

const root = join(import.meta.dirname, "..")
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx|mts)$/.test(name) ? [path] : []
  })

const files = ["domain", "adapters", "ui", "server", "contract"].flatMap((layer) =>
  walk(join(root, layer)).map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") })),
)
const found = violations(files)
for (const v of found) console.error(`${v.path}: imports "${v.specifier}": ${v.rule}`)
const cycles = importCycles(files)
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" <-> ")}`)
const features = featureCycles(files)
for (const [a, b] of features) console.error(`features import each other: server/${a} <-> server/${b}`)
console.log(
  `arrows: ${files.length} files checked, ${found.length} violations, ${cycles.length} import cycles, ${features.length} feature cycles`,
)
process.exit(found.length + cycles.length + features.length === 0 && files.length > 0 ? 0 : 1)
