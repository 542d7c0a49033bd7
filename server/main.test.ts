import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs"
import { createServer, type AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { formatJalali, todayInTehran } from "../domain/calendar/Jalali.ts"

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** Starts `server/main.ts` as `npm start` does, resolving once it prints its address; one process, as server/cluster.test.ts covers WORKERS > 1. */
const start = (env: Record<string, string>) =>
  new Promise<{ child: ChildProcess; output: () => string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, WORKERS: "1", ...env, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("Demo sign-in") && output.includes("financial-manager")) {
        clearTimeout(timer)
        resolve({ child, output: () => output })
      }
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.on("exit", () => reject(new Error(`the server stopped: ${output}`)))
  })

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM")),
  )

describe("the server started as npm start runs it", () => {
  const children: Array<ChildProcess> = []
  afterEach(async () => {
    await Promise.all(children.map(stop))
  })

  it("seeds on first start, prints the URL and the demo sign-in, and keeps what was written across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "main-"))
    const port = await freePort()
    const env = { DATA_DIR: dataDir, PORT: String(port), DIST_DIR: join(dataDir, "dist") }
    const first = await start(env)
    children.push(first.child)
    expect(first.output()).toContain(`http://localhost:${port}`)
    expect(first.output()).toContain("Demo1234")
    const base = `http://127.0.0.1:${port}/api`
    const signIn = async (mobile: string) => {
      const answer = await fetch(`${base}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mobile, password: "Demo1234" }),
      })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { access_token: string }).access_token
    }
    for (const mobile of ["09120000001", "09120000002", "09120000003", "09120000004", "09120000005"]) await signIn(mobile)
    const created = await fetch(`${base}/Admin/glass_laminate_color`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await signIn("09120000002")}` },
      body: JSON.stringify({ name: "یشمی", price: 6_100_000 }),
    })
    expect(created.status).toBe(201)
    await stop(first.child)

    const second = await start(env)
    children.push(second.child)
    expect(second.output()).not.toContain("demo data seeded")
    const list = await fetch(`${base}/Admin/glass_laminate_color?per_page=1`, {
      headers: { authorization: `Bearer ${await signIn("09120000001")}` },
    })
    expect(((await list.json()) as { data: Array<{ name: string }> }).data[0]?.name).toBe("یشمی")
  })

  it("listens on HOST only, keeps its data folder to its own user, and sweeps at start the uploads no record names", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "main-")), "data")
    const uploads = join(dataDir, "uploads")
    const port = await freePort()
    const env = { DATA_DIR: dataDir, PORT: String(port), DIST_DIR: join(dataDir, "dist"), HOST: "127.0.0.2" }
    const first = await start(env)
    children.push(first.child)
    expect(first.output()).toContain(`http://127.0.0.2:${port}`)
    await expect(fetch(`http://127.0.0.1:${port}/api/auth/me`)).rejects.toThrow()
    const base = `http://127.0.0.2:${port}/api`
    const signIn = await fetch(`${base}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile: "09120000001", password: "Demo1234" }),
    })
    const { access_token: token } = (await signIn.json()) as { access_token: string }
    const form = new FormData()
    for (const [name, value] of Object.entries({
      title: "فایل",
      is_active: "1",
      "announcements[0][content]": "متن",
      "announcements[0][is_active]": "1",
      "announcements[0][is_pinned]": "0",
    }))
      form.append(name, value)
    // Tomorrow, so a run across Tehran's midnight still starts the block in the future.
    form.append("announcements[0][show_from]", formatJalali(todayInTehran(Date.now() + 86_400_000)))
    form.append("announcements[0][file]", new Blob(["%PDF-1.4\n"], { type: "application/pdf" }), "a.pdf")
    const created = await fetch(`${base}/Admin/announcement_title`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const [stored] = readdirSync(uploads)
    const modeOf = (name: string) => statSync(join(dataDir, name)).mode & 0o777
    expect({ data: modeOf("."), uploads: modeOf("uploads"), file: modeOf(`uploads/${stored}`) }).toEqual({
      data: 0o700,
      uploads: 0o700,
      file: 0o600,
    })
    for (const file of ["back-office.sqlite", "back-office.sqlite-wal", "back-office.sqlite-shm", "jwt-secret"])
      expect(modeOf(file), file).toBe(0o600)
    await stop(first.child)

    // A crash between writing a file and committing its row leaves a file no record names.
    const orphan = "0123456789abcdef0123456789abcdef.pdf"
    writeFileSync(join(uploads, orphan), "%PDF-1.4\n")
    // Older than the sweep's grace, as an orphan found at a restart usually is (younger ones may be another server's upload in flight).
    const dayAgo = (Date.now() - 86_400_000) / 1000
    utimesSync(join(uploads, orphan), dayAgo, dayAgo)
    const second = await start(env)
    children.push(second.child)
    expect(existsSync(join(uploads, orphan))).toBe(false)
    expect(readdirSync(uploads)).toEqual([stored])
    expect((await fetch(`${base}/files/${stored}`)).status).toBe(200)
  })
})
