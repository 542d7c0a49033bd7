// The invoice editor in Chromium on the built app: how long opening a 300-line invoice takes, and how long a keystroke in a
// line's width takes to reach the repainted total, beside the same keystroke on a 1-line invoice (the baseline).
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium, type Browser, type Page } from "@playwright/test"
import { freePort, waitFor } from "./support.ts"

const root = join(import.meta.dirname, "..")
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
const samples = 20

/** One invoice's figures: the opening and each keystroke's time to the painted total, in ms. */
export interface EditorRun {
  readonly lines: number
  readonly openMs: number
  readonly keystrokesMs: ReadonlyArray<number>
}

/** The demo sales expert's customer 1, one tempered 6 mm clear pane a line; sizes and counts vary from line to line. */
const invoiceOf = (count: number, measured: number) => ({
  kind: "informal",
  customer_id: 1,
  fare_id: 2,
  discount_percent: 5,
  note: `سنجش ویرایشگر با ${count} ردیف`,
  lines: Array.from({ length: count }, (_, i) => ({
    product_id: 1,
    // The measured line is 1200 wide, so a keystroke over its hundreds digit keeps it within the size limit (100 to 2440).
    width: i === measured ? 1200 : 400 + ((i * 137) % 2000),
    height: i === measured ? 1500 : 500 + ((i * 211) % 3000),
    count: 1 + (i % 7),
    edge_type: 1,
    layers: [{ glass_type_id: 1, width_id: 3, material: 2 }],
    laminates: [],
    spacers: [],
    descriptions: i % 3 === 0 ? [{ description_id: 1, quantity: 1 + (i % 4) }] : [],
  })),
})

// Page scripts are strings: tsx would otherwise wrap the functions with a helper the page does not have.
/** From the document's start, the time (since navigation) of the first frame whose invoice total holds a figure. */
const openedScript = `(() => {
  const look = () => {
    const total = document.getElementById("invoice-total")
    if (total !== null && /[۰-۹]/.test(total.textContent ?? "")) window.__editorOpened = performance.now()
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`

/** Times each keystroke in the width input: from its keydown (capture, before anything else) to the frame after the total's text changed. */
const keystrokeScript = (name: string) => `(() => {
  const input = document.querySelector('input[name="${name}"]')
  const total = document.getElementById("invoice-total")
  const bench = { samples: [], pending: null }
  window.__editorBench = bench
  window.addEventListener("keydown", (event) => { if (event.target === input) bench.pending = performance.now() }, { capture: true })
  new MutationObserver(() => {
    const started = bench.pending
    if (started === null) return
    bench.pending = null
    // After the next animation frame's callbacks the frame is painted; a task queued then runs after that paint.
    requestAnimationFrame(() => setTimeout(() => bench.samples.push(performance.now() - started), 0))
  }).observe(total, { childList: true, characterData: true, subtree: true })
})()`

/** Focuses the width input and selects its hundreds digit (the third digit from the end, past the «٬» separators). */
const selectHundredsScript = (name: string) => `(() => {
  const input = document.querySelector('input[name="${name}"]')
  input.focus()
  let digits = 0
  for (let at = input.value.length - 1; at >= 0; at--) {
    if (/[0-9۰-۹]/.test(input.value[at]) && ++digits === 3) {
      input.setSelectionRange(at, at + 1)
      const persian = "۰۱۲۳۴۵۶۷۸۹".indexOf(input.value[at])
      return persian >= 0 ? persian : "0123456789".indexOf(input.value[at])
    }
  }
  return -1
})()`

const create = async (baseURL: string, token: string, body: ReturnType<typeof invoiceOf>): Promise<number> => {
  const answer = await fetch(`${baseURL}/api/Admin/invoice`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (answer.status !== 201)
    throw new Error(`creating a ${body.lines.length}-line invoice answered ${answer.status}: ${await answer.text()}`)
  return ((await answer.json()) as { data: { id: number } }).data.id
}

/** Opens an invoice in the editor, then types `samples` digits over its measured line's hundreds digit, each changing the width and the total. */
const measure = async (page: Page, id: number, lines: number, measured: number): Promise<EditorRun> => {
  await page.goto(`/dashboard/invoice-editor/informal/${id}`)
  const openMs = (await (
    await page.waitForFunction("window.__editorOpened", undefined, { timeout: 60_000 })
  ).jsonValue()) as number
  const name = `lines.${measured}.width`
  await page.locator(`input[name="${name}"]`).scrollIntoViewIfNeeded()
  await page.evaluate(keystrokeScript(name))
  for (let sample = 0; sample < samples; sample++) {
    const current = (await page.evaluate(selectHundredsScript(name))) as number
    if (current < 0) throw new Error(`${name} holds no hundreds digit`)
    // Digits in a varied order, never the one already there, so every keystroke changes the width (1000 to 1900 mm).
    const next = (current + 1 + ((sample * 3) % 9)) % 10
    await page.keyboard.press(String(next))
    await page.waitForFunction(`window.__editorBench.samples.length > ${sample}`, undefined, { timeout: 10_000 }).catch(() => {
      throw new Error(`keystroke ${sample + 1} on ${lines} lines: the total did not change within 10 s`)
    })
    // A pause as between a typist's keys, so one keystroke's work never queues behind the last's.
    await page.waitForTimeout(100)
  }
  const keystrokesMs = (await page.evaluate("window.__editorBench.samples")) as Array<number>
  return { lines, openMs, keystrokesMs }
}

/** Starts the server on a fresh database over the built app in `distDir`, signs in as the demo sales expert and measures the editor. */
export const measureEditor = async (distDir: string): Promise<{ readonly baseline: EditorRun; readonly large: EditorRun }> => {
  const port = Number(process.env.BENCH_UI_PORT) || (await freePort())
  const dataDir = mkdtempSync(join(tmpdir(), "glass-bench-ui-"))
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    SEED_DEMO: "1",
  }
  delete env.DATABASE_URL
  // Its own process group (detached), so the server and anything it starts end together.
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env,
    detached: true,
    stdio: "ignore",
  })
  let browser: Browser | undefined
  const stop = async () => {
    await browser?.close().catch(() => undefined)
    browser = undefined
    if (server.exitCode === null && server.signalCode === null && server.pid !== undefined) {
      const exited = new Promise((resume) => server.once("exit", resume))
      process.kill(-server.pid, "SIGTERM")
      await Promise.race([exited, new Promise((resume) => setTimeout(resume, 5000))])
      if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, "SIGKILL")
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const interrupted = () => void stop().finally(() => process.exit(130))
  process.once("SIGINT", interrupted)
  process.once("SIGTERM", interrupted)
  try {
    const baseURL = `http://127.0.0.1:${port}`
    await waitFor(`${baseURL}/`, undefined, 900)
    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "1000300003", password: "Demo1234" }),
    })
    if (!login.ok) throw new Error(`the demo sales expert's login answered ${login.status}`)
    const { access_token: token } = (await login.json()) as { access_token: string }
    const one = await create(baseURL, token, invoiceOf(1, 0))
    const many = await create(baseURL, token, invoiceOf(300, 150))

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs })
    // The bench's probes are scripts it injects as text, which the app's Content-Security-Policy forbids; the app's own code runs as it does for users.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      locale: "fa-IR",
      timezoneId: "Asia/Tehran",
      bypassCSP: true,
    })
    const page = await context.newPage()
    await page.addInitScript(openedScript)
    // Signed in as a user is: through the login form, which keeps the session where the app looks for it.
    await page.goto("/")
    await page.getByLabel("نام کاربری / شماره همراه").fill("1000300003")
    await page.getByLabel("رمز عبور", { exact: true }).fill("Demo1234")
    await page.getByRole("button", { name: "ورود", exact: true }).click()
    await page.waitForURL(/\/dashboard$/)
    const baseline = await measure(page, one, 1, 0)
    const large = await measure(page, many, 300, 150)
    return { baseline, large }
  } finally {
    process.off("SIGINT", interrupted)
    process.off("SIGTERM", interrupted)
    await stop()
  }
}
