import { join } from "node:path"

/** The repository root. */
export const repoRoot = join(import.meta.dirname, "..", "..", "..")

/** The first port of this run: UI-A's suites use 4310 by default, another helper sets E2E_PORT (4320) to run beside it. */
export const basePort = (): number => Number(process.env.E2E_PORT) || 4310

/** The build of the browser app for this run, one per base port so two runs never overwrite each other's files. */
export const distDir = (): string => process.env.E2E_DIST_DIR || join(repoRoot, ".tmp", `e2e-dist-${basePort()}`)
