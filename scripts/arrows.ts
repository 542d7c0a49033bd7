import ts from "typescript"

/** A source file of the project, by its path from the repository root. */
export interface SourceFile {
  readonly path: string
  readonly text: string
}

/** One import that breaks the dependency arrows. */
export interface Violation {
  readonly path: string
  readonly specifier: string
  readonly rule: string
}

type Layer = "domain" | "adapters" | "ui" | "server" | "contract" | "other"

const layerOf = (path: string): Layer => {
  const top = path.split("/")[0]
  return top === "domain" || top === "adapters" || top === "ui" || top === "server" || top === "contract" ? top : "other"
}

/** A test, or a test's support file (generators, fixtures) in a `testing/` folder, which only tests import. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)testing\/[^/]+\.tsx?$/.test(path)

/** Packages a domain test may use besides `effect`: the test runner, fast-check and the calendar oracles. */
const domainTestPackages = new Set(["vitest", "fast-check", "persian-date", "jalaali-js"])

/** Resolves a relative specifier against the importing file, answering the repository path it names. */
const resolve = (from: string, specifier: string): string => {
  const parts = from.split("/").slice(0, -1)
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop()
    else if (segment !== ".") parts.push(segment)
  }
  return parts.join("/")
}

const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier)

/** The files where `ui/` may reach the adapters: its composition root. */
const uiCompositionRoot = /^ui\/(main\.tsx|compositionRoot\.tsx?)$/

/** The folders of `server/` that belong to no feature: the HTTP edge, the database, the seed, the start-up and test support. */
const serverShared = new Set(["http", "db", "seed", "startup", "testing", "backup"])

/** The feature a server file belongs to (`server/customer/customerStore.ts` is customer's), or none for shared and root files. */
export const serverFeatureOf = (path: string): string | undefined => {
  const parts = path.split("/")
  return parts[0] === "server" && parts.length > 2 && !serverShared.has(parts[1] ?? "") ? parts[1] : undefined
}

/**
 * What one feature may import of another: its use cases (and the types they speak in), its tagged refusals, and the
 * reader or writer it offers for work inside another feature's transaction (the settings a plan reads, the notifications a move writes).
 */
const isFeatureFace = (path: string) => /(UseCases|Refusal|Reader|Writer)\.ts$/.test(path)

/** One feature reaches another only through its use cases; tests, the seed and the composition root (app.ts) may reach further. */
const featureRule = (file: SourceFile, target: string): string | undefined => {
  const from = serverFeatureOf(file.path)
  const to = serverFeatureOf(target)
  if (from === undefined || to === undefined || from === to || isTest(file.path)) return undefined
  return isFeatureFace(target) ? undefined : `one feature reaches another only through its use cases (${to}'s internals)`
}

const check = (file: SourceFile, specifier: string): string | undefined => {
  const from = layerOf(file.path)
  const relative = specifier.startsWith(".")
  const to = relative ? layerOf(resolve(file.path, specifier)) : undefined
  if (relative) {
    const crossing = featureRule(file, resolve(file.path, specifier))
    if (crossing) return crossing
  }
  switch (from) {
    case "domain":
      if (relative) return to === "domain" ? undefined : "domain imports only itself and effect"
      if (packageName(specifier) === "effect") return undefined
      if (isTest(file.path) && domainTestPackages.has(packageName(specifier))) return undefined
      return "domain imports only itself and effect"
    case "contract":
      return "the generated contract imports nothing"
    case "adapters":
      if (to === "ui" || to === "server") return "adapters import domain and the contract, never ui or server"
      return undefined
    case "server":
      if (to === "ui" || to === "adapters") return "server imports domain and the contract, never ui or adapters"
      if (!relative && /^(react|react-dom|react-router|@headlessui\/react|@preact\/signals-react)$/.test(packageName(specifier)))
        return "server never imports browser libraries"
      return undefined
    case "ui":
      if (to === "server") return "ui never imports server"
      if (to === "adapters" && !uiCompositionRoot.test(file.path) && !isTest(file.path))
        return "ui reaches adapters only at its composition root"
      if (!relative && /^(hono|kysely|better-sqlite3|pg|node:.*|fs|path)$/.test(specifier))
        return "ui never imports server libraries"
      return undefined
    default:
      return undefined
  }
}

/** Every import among the given files that breaks the arrows ui -> adapters -> domain, server -> domain, domain -> effect. */
export const violations = (files: ReadonlyArray<SourceFile>): Violation[] =>
  files.flatMap((file) =>
    ts
      .preProcessFile(file.text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .flatMap((specifier) => {
        const rule = check(file, specifier)
        return rule ? [{ path: file.path, specifier, rule }] : []
      }),
  )

/** The relative imports of each file, as repository paths. */
const importGraph = (files: ReadonlyArray<SourceFile>): ReadonlyMap<string, ReadonlyArray<string>> => {
  const known = new Set(files.map((file) => file.path))
  return new Map(
    files.map((file) => [
      file.path,
      ts
        .preProcessFile(file.text, true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => resolve(file.path, specifier))
        .filter((path) => known.has(path)),
    ]),
  )
}

/** The groups of source files that import each other, directly or round a longer loop (Tarjan's strongly connected components); tests aside. */
export const importCycles = (files: ReadonlyArray<SourceFile>): ReadonlyArray<ReadonlyArray<string>> => {
  const graph = importGraph(files.filter((file) => !isTest(file.path)))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member)
      group.push(member)
      if (member === node) break
    }
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

/** The pairs of server features that import each other, through any of their files. */
export const featureCycles = (files: ReadonlyArray<SourceFile>): ReadonlyArray<readonly [string, string]> => {
  const edges = new Set<string>()
  for (const [from, targets] of importGraph(files.filter((file) => !isTest(file.path))))
    for (const to of targets) {
      const a = serverFeatureOf(from)
      const b = serverFeatureOf(to)
      if (a !== undefined && b !== undefined && a !== b) edges.add(`${a}>${b}`)
    }
  return [...edges].map((edge) => edge.split(">") as [string, string]).filter(([a, b]) => a < b && edges.has(`${b}>${a}`))
}
