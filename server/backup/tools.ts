import { spawn } from "node:child_process"

/** A backup or restore that could not be done, with the reason told to the operator. */
export class BackupError extends Error {
  override readonly name = "BackupError"
}

/** The PostgreSQL URL without its password, and the password apart: passed in the environment, never on a command line others can list. */
const credentialsOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ""
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Runs a PostgreSQL client tool (pg_dump, pg_restore) against `databaseUrl` (when given), answering its standard output. */
export const runPgTool = (tool: string, args: ReadonlyArray<string>, databaseUrl?: string) =>
  new Promise<string>((resolve, reject) => {
    const { dbname, env } = databaseUrl ? credentialsOf(databaseUrl) : { dbname: undefined, env: {} }
    const child = spawn(tool, [...args, ...(dbname ? [`--dbname=${dbname}`] : [])], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let out = ""
    let err = ""
    child.stdout.on("data", (chunk: Buffer) => void (out += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => void (err += chunk.toString()))
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools (e.g. apt-get install postgresql-client), of the server's version or newer`,
            )
          : error,
      ),
    )
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`${tool} failed (exit ${code}): ${err.trim()}`)),
    )
  })

/** The names in the kysely_migration table of a pg_dump archive, read from the archive itself. */
export const migrationsInDump = async (dumpFile: string): Promise<ReadonlyArray<string>> => {
  const copy = await runPgTool("pg_restore", ["--data-only", "--table=kysely_migration", "--file=-", dumpFile])
  const lines = copy.split("\n")
  const start = lines.findIndex((line) => /^COPY \S*kysely_migration /.test(line))
  if (start < 0) return []
  const end = lines.indexOf("\\.", start)
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.split("\t")[0] ?? "")
}
