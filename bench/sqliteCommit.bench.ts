// `npm run bench:commit`: what one commit costs the embedded database with `synchronous = FULL` (the default, synced to the
// disk) beside NORMAL (SQLITE_SYNCHRONOUS=normal), single-row inserts in WAL mode on this machine's temporary folder.
import BetterSqlite3 from "better-sqlite3"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const commits = Number(process.env.BENCH_COMMITS ?? 2000)

const microsecondsPerCommit = (mode: "FULL" | "NORMAL") => {
  const dir = mkdtempSync(join(tmpdir(), "bench-commit-"))
  const db = new BetterSqlite3(join(dir, "commits.sqlite"))
  try {
    db.pragma("journal_mode = WAL")
    db.pragma(`synchronous = ${mode}`)
    db.exec("create table rows (id integer primary key, text text not null)")
    const insert = db.prepare("insert into rows (text) values (?)")
    const started = process.hrtime.bigint()
    for (let n = 0; n < commits; n += 1) insert.run(`row ${n}`)
    return Number(process.hrtime.bigint() - started) / 1000 / commits
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log(`${commits} single-row commits, WAL, ${tmpdir()}; three rounds, alternating`)
console.log("| round | FULL µs/commit | NORMAL µs/commit |\n|---:|---:|---:|")
for (let round = 1; round <= 3; round += 1)
  console.log(`| ${round} | ${microsecondsPerCommit("FULL").toFixed(0)} | ${microsecondsPerCommit("NORMAL").toFixed(0)} |`)
