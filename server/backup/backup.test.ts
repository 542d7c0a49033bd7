import BetterSqlite3 from "better-sqlite3"
import { spawn } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { formatJalali, todayInTehran } from "../../domain/calendar/Jalali.ts"
import type { Database, Dialect } from "../db/Database.ts"
import { knownMigrations, migrate } from "../db/migrations.ts"
import { openPostgres } from "../db/postgres.ts"
import { openSqlite } from "../db/sqlite.ts"
import { testDialects } from "../testing/database.ts"
import { announcementForm, pdfBytes, validBlock } from "../testing/forms.ts"
import { freshPostgresDatabase, signInTo, startServerProcess, writeBurst, type ServerProcess } from "../testing/serverProcess.ts"
import { takeBackup, type DataPlace } from "./backup.ts"
import { manifestFile, sha256Of, type Manifest } from "./manifest.ts"
import { restoreBackup } from "./restore.ts"

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const freshFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}

/** Runs one of the npm scripts' files as `npm run` would, answering its exit code and output. */
const runScript = (script: string, args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => void (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => void (output += chunk.toString()))
    child.on("close", (code) => resolve({ code, output }))
  })

const upload = pdfBytes(2048)

describe("a backup taken while the server writes", () => {
  it("restores into a fresh DATA_DIR holding every write acknowledged before it started, its uploads, and an intact database", async () => {
    const dataDir = freshFolder("backup-live-")
    const servers: Array<ServerProcess> = []
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())).then(() => undefined))
    const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, "dist") })
    servers.push(server)
    const token = await signInTo(server.api, "sales-manager")
    // Tomorrow in Tehran is a valid first day whatever the hour.
    const block = {
      ...validBlock,
      show_from: formatJalali(todayInTehran(Date.now() + 86_400_000)),
      show_until: "",
      file: new Blob([upload as BlobPart], { type: "application/pdf" }),
    }
    const created = await fetch(`${server.api}/Admin/announcement_title`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: announcementForm("پشتیبان", "1", [block]),
    })
    expect(created.status).toBe(201)
    const fileUrl =
      ((await created.json()) as { data: { announcements: Array<{ file: string }> } }).data.announcements[0]?.file ?? ""

    const burst = writeBurst(server.api, token, "backup")
    await burst.reached(40)
    const before = [...burst.acknowledged]
    const backups = freshFolder("backups-")
    const backup = await runScript("scripts/backup.ts", [backups], { DATA_DIR: dataDir })
    await burst.reached(before.length + 20)
    await burst.stop()
    await server.stop()
    expect(backup.code, backup.output).toBe(0)
    const folder = backup.output.match(/Backup written to (\S+)/)?.[1] ?? ""
    expect(readdirSync(backups)).toEqual([folder.split("/").at(-1)])

    const restoredDir = join(freshFolder("restored-"), "data")
    const restore = await runScript("scripts/restore.ts", [folder], { DATA_DIR: restoredDir })
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toContain(`schema ${knownMigrations.at(-1)}`)
    const db = new BetterSqlite3(join(restoredDir, "back-office.sqlite"), { readonly: true })
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok")
    const names = new Set(
      db.prepare("select name from laminate_colors where name like 'backup-%'").pluck().all() as Array<string>,
    )
    const copies = db.prepare("select count(*) from laminate_colors where name like 'backup-%'").pluck().get()
    db.close()
    expect(before.filter((name) => !names.has(name))).toEqual([])
    expect(copies).toBe(names.size)
    expect(new Uint8Array(readFileSync(join(restoredDir, "uploads", fileUrl.split("/").at(-1) ?? "")))).toEqual(upload)

    const restarted = await startServerProcess({ DATA_DIR: restoredDir, DIST_DIR: join(restoredDir, "dist") })
    servers.push(restarted)
    const file = await fetch(`${restarted.api.replace(/\/api$/, "")}${fileUrl}`, {
      headers: { authorization: `Bearer ${await signInTo(restarted.api, "sales-manager")}` },
    })
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(upload)
  }, 120_000)
})

/** A place holding a migrated database with three laminate colours and one uploaded file, on the dialect. */
const dataPlace = async (dialect: Dialect): Promise<DataPlace & { readonly open: () => Database }> => {
  const dataDir = freshFolder("backup-source-")
  mkdirSync(join(dataDir, "uploads"))
  writeFileSync(join(dataDir, "uploads", `${"a".repeat(32)}.pdf`), upload)
  const postgres = dialect === "postgres" ? await freshPostgresDatabase("backup") : undefined
  if (postgres) cleanups.push(postgres.drop)
  const open = () => (postgres ? openPostgres(postgres.url) : openSqlite(join(dataDir, "back-office.sqlite")))
  const database = open()
  await migrate(database)
  for (const name of ["سبز", "آبی", "دودی"])
    await database.db
      .insertInto("laminate_colors")
      .values({ name, price: 1000, is_active: 1, created_at: "", updated_at: "" })
      .execute()
  await database.close()
  return { dataDir, databaseUrl: postgres?.url, open }
}

/** A copy of a backup folder with its database file changed by `change`, and its manifest's checksum made to match unless asked. */
const alteredCopy = async (
  folder: string,
  change: (databaseFile: string) => void | Promise<void>,
  { fixChecksum = true } = {},
) => {
  const copy = join(freshFolder("altered-"), "backup")
  cpSync(folder, copy, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(copy, manifestFile), "utf8")) as Manifest
  const databaseFile = join(copy, manifest.database.name)
  await change(databaseFile)
  if (fixChecksum)
    writeFileSync(
      join(copy, manifestFile),
      JSON.stringify({ ...manifest, database: { ...manifest.database, sha256: await sha256Of(databaseFile) } }),
    )
  return copy
}

/** A copy of a backup whose manifest `change` rewrites. */
const craftedManifest = async (folder: string, change: (manifest: Manifest) => unknown) => {
  const copy = join(freshFolder("crafted-"), "backup")
  cpSync(folder, copy, { recursive: true })
  writeFileSync(
    join(copy, manifestFile),
    JSON.stringify(change(JSON.parse(readFileSync(join(copy, manifestFile), "utf8")) as Manifest)),
  )
  return copy
}

/** Overwrites `length` bytes from `offset` with a pattern no database page has. */
const scribble = (file: string, offset: number, length: number) => {
  const bytes = readFileSync(file)
  bytes.fill(0xa5, offset, Math.min(bytes.length, offset + length))
  writeFileSync(file, bytes)
}

describe.each(testDialects)("backup and restore on %s", (dialect) => {
  const target = async (): Promise<DataPlace> => {
    const dataDir = join(freshFolder("backup-target-"), "data")
    if (dialect === "sqlite") return { dataDir, databaseUrl: undefined }
    const postgres = await freshPostgresDatabase("restore")
    cleanups.push(postgres.drop)
    return { dataDir, databaseUrl: postgres.url }
  }

  it("round-trips the database and the uploads, keeping what a restore replaced beside it", async () => {
    const source = await dataPlace(dialect)
    const folder = await takeBackup(source, freshFolder("backups-"), new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))
    expect(folder).toMatch(/back-office-2026-01-02T03-04-05-006Z$/)
    const into = await target()
    mkdirSync(join(into.dataDir, "uploads"), { recursive: true })
    writeFileSync(join(into.dataDir, "uploads", "older.pdf"), "older")
    const { manifest, setAside } = await restoreBackup(folder, into, new Date(Date.UTC(2026, 0, 3)))
    expect(manifest).toMatchObject({
      format: 1,
      dialect,
      schema: knownMigrations.at(-1),
      uploads: [{ name: `${"a".repeat(32)}.pdf`, bytes: upload.length }],
    })
    expect(setAside).toContain(join(into.dataDir, "uploads.before-restore-2026-01-03T00-00-00-000Z"))
    const restored =
      dialect === "sqlite" ? openSqlite(join(into.dataDir, "back-office.sqlite")) : openPostgres(into.databaseUrl ?? "")
    expect(
      (await restored.db.selectFrom("laminate_colors").select("name").orderBy("id").execute()).map((row) => row.name),
    ).toEqual(["سبز", "آبی", "دودی"])
    await restored.close()
    expect(readdirSync(join(into.dataDir, "uploads"))).toEqual([`${"a".repeat(32)}.pdf`])
  })

  it("restores only plain files, with the data folder's owner-only modes", async () => {
    const source = await dataPlace(dialect)
    const folder = await takeBackup(source, freshFolder("backups-"))
    const into = await target()
    await restoreBackup(folder, into)
    const name = `${"a".repeat(32)}.pdf`
    expect(statSync(join(into.dataDir, "uploads", name)).mode & 0o777).toBe(0o600)
    if (dialect === "sqlite") expect(statSync(join(into.dataDir, "back-office.sqlite")).mode & 0o777).toBe(0o600)
  })

  it("refuses an upload that is a link (its checksum set to the target's), and a manifest whose schema this code does not know or the copy does not have, touching nothing", async () => {
    const source = await dataPlace(dialect)
    const folder = await takeBackup(source, freshFolder("backups-"))
    const name = `${"a".repeat(32)}.pdf`
    const secret = join(freshFolder("secret-"), "secret")
    writeFileSync(secret, "a secret outside the backup")
    const linked = await craftedManifest(folder, (manifest) => manifest)
    rmSync(join(linked, "uploads", name))
    symlinkSync(secret, join(linked, "uploads", name))
    writeFileSync(
      join(linked, manifestFile),
      JSON.stringify({
        ...(JSON.parse(readFileSync(join(linked, manifestFile), "utf8")) as Manifest),
        uploads: [{ name, bytes: 27, sha256: await sha256Of(secret) }],
      }),
    )
    const linkedFolder = await craftedManifest(folder, (manifest) => manifest)
    rmSync(join(linkedFolder, "uploads"), { recursive: true })
    const elsewhere = freshFolder("elsewhere-")
    writeFileSync(join(elsewhere, name), upload)
    symlinkSync(elsewhere, join(linkedFolder, "uploads"))
    const into = await target()
    mkdirSync(into.dataDir, { recursive: true })
    writeFileSync(join(into.dataDir, "marker"), "untouched")
    const refusals: Array<[string, RegExp]> = [
      [linked, new RegExp(`the uploaded file ${name} is no plain file \\(a link or a folder\\)`)],
      [linkedFolder, /the backup's uploads is no plain folder/],
      [
        await craftedManifest(folder, (manifest) => ({ ...manifest, schema: "9999_from_the_future" })),
        /the manifest's schema \(9999_from_the_future\) is no migration this code knows/,
      ],
      [
        await craftedManifest(folder, (manifest) => ({ ...manifest, schema: knownMigrations[0] })),
        new RegExp(
          `the manifest's schema \\(${knownMigrations[0] ?? ""}\\) differs from the database copy's \\(${knownMigrations.at(-1) ?? ""}\\)`,
        ),
      ],
    ]
    for (const [backup, reason] of refusals) await expect(restoreBackup(backup, into), backup).rejects.toThrow(reason)
    expect(readdirSync(into.dataDir)).toEqual(["marker"])
  })

  it("refuses a damaged copy, a backup of a newer schema and one of the other database, touching nothing", async () => {
    const source = await dataPlace(dialect)
    const folder = await takeBackup(source, freshFolder("backups-"))
    const into = await target()
    mkdirSync(into.dataDir, { recursive: true })
    writeFileSync(join(into.dataDir, "marker"), "untouched")
    const refusals: Array<[string, RegExp]> = [
      [
        await alteredCopy(folder, (file) => scribble(file, 3000, 200), { fixChecksum: false }),
        /the database copy is damaged: its checksum differs/,
      ],
      [
        await alteredCopy(folder, (file) => scribble(file, 4096, 16_384)),
        dialect === "sqlite" ? /integrity check|cannot be read as a SQLite database/ : /the database dump is damaged/,
      ],
      [
        await alteredCopy(folder, (file) => writeFileSync(file, readFileSync(file).subarray(0, 1000))),
        dialect === "sqlite" ? /integrity check|cannot be read as a SQLite database/ : /the database dump is damaged/,
      ],
      [freshFolder("empty-"), /is no finished backup: it has no manifest.json/],
      // A crafted manifest whose names would reach outside the data folder is refused before anything is read.
      [
        await craftedManifest(folder, (manifest) => ({
          ...manifest,
          uploads: [{ name: "../jwt-secret", sha256: manifest.database.sha256, bytes: 1 }],
        })),
        /names an upload this code never writes/,
      ],
      [
        await craftedManifest(folder, (manifest) => ({
          ...manifest,
          database: { ...manifest.database, name: "../../server/main.ts" },
        })),
        /names a database copy this code never writes/,
      ],
    ]
    for (const [backup, reason] of refusals) await expect(restoreBackup(backup, into), backup).rejects.toThrow(reason)

    const future = await dataPlace(dialect)
    const database = future.open()
    await database.db
      .insertInto("kysely_migration" as never)
      .values({ name: "9999_from_the_future", timestamp: new Date(0).toISOString() } as never)
      .execute()
    await database.close()
    const newer = await takeBackup(future, freshFolder("backups-"))
    await expect(restoreBackup(newer, into)).rejects.toThrow(
      /the backup is newer than this code: its schema has 9999_from_the_future/,
    )

    if (dialect === "postgres") {
      // A live database of a later schema would keep its later tables through pg_restore --clean: refused, with the way out.
      const upgraded = await dataPlace(dialect)
      const live = upgraded.open()
      await live.db
        .insertInto("kysely_migration" as never)
        .values({ name: "9999_later", timestamp: new Date(0).toISOString() } as never)
        .execute()
      await live.close()
      await expect(restoreBackup(folder, { ...into, databaseUrl: upgraded.databaseUrl })).rejects.toThrow(
        /newer schema than the backup \(9999_later\): create an empty database/,
      )
    }

    const wrongPlace =
      dialect === "sqlite" ? { ...into, databaseUrl: "postgres://nobody@127.0.0.1:1/none" } : { ...into, databaseUrl: undefined }
    await expect(restoreBackup(folder, wrongPlace)).rejects.toThrow(
      dialect === "sqlite" ? /DATABASE_URL is set: unset it/ : /set DATABASE_URL to the database/,
    )
    expect(readdirSync(into.dataDir)).toEqual(["marker"])
    expect(existsSync(join(into.dataDir, "back-office.sqlite"))).toBe(false)
  })
})
