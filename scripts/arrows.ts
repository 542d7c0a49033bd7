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

const check = (file: SourceFile, specifier: string): string | undefined => {
  const from = layerOf(file.path)
  const relative = specifier.startsWith(".")
  const to = relative ? layerOf(resolve(file.path, specifier)) : undefined
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
