// The measures of bench/api.bench.ts: autocannon runs of the app beside their bare twins, one request at a time, and the table.
import autocannon from "autocannon"

export const connections = 50
export const seconds = Number(process.env.BENCH_SECONDS ?? 10)

/** One row of the bench: the app's URL and, for a search or the kept laminate page, its bare twin's (the limit it can approach). */
export interface ApiRun {
  readonly title: string
  readonly url: string
  readonly bare?: string
  /** Whether the row is a search, which has a goal against its twin. */
  readonly search?: boolean
}

export interface Measured {
  readonly perSecond: number
  readonly p99: number
  /** Requests that failed: answers other than 2xx, and connection errors (a request unanswered within autocannon's 10 s). */
  readonly failed: number
}

export async function load(title: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  // A short unmeasured run first, so each server is measured warm (JIT-compiled, pages kept); a smoke run's is as short as it.
  await autocannon({ url, connections, duration: Math.min(2, seconds), headers })
  const result = await autocannon({ url, connections, duration: seconds, headers })
  // A run with failures is printed with them, not dropped: a search too slow for 50 connections is a figure too.
  if (result.non2xx > 0 || result.errors > 0)
    console.log(`  ${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`)
  return { perSecond: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors }
}

/** The median time one user waits for an answer, one request at a time (what a member of staff feels, unlike throughput under load). */
export async function aloneMillis(url: string, headers: Record<string, string>): Promise<number> {
  const times: Array<number> = []
  for (let run = 0; run < 21; run += 1) {
    const started = performance.now()
    const answer = await fetch(url, { headers })
    await answer.arrayBuffer()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[10] ?? 0
}

interface ListAnswer {
  readonly data: ReadonlyArray<{ readonly id: number }>
  readonly meta: { readonly total: number }
}

/** Refuses to measure a twin that answers other rows than the app: the same store call must find the same page and total. */
export async function sameAnswer(run: ApiRun, bare: string, headers: Record<string, string>): Promise<void> {
  const read = async (url: string, init: RequestInit) => {
    const answer = await fetch(url, init)
    if (!answer.ok) throw new Error(`${run.title}: ${url} answered ${answer.status}`)
    const { data, meta } = (await answer.json()) as ListAnswer
    return `${meta.total}: ${data.map((row) => row.id).join(",")}`
  }
  const [app, twin] = [await read(run.url, { headers }), await read(bare, {})]
  if (app !== twin) throw new Error(`${run.title}: the bare twin found ${twin}, the app ${app}`)
}

const perSecondText = (measured: Measured | undefined) =>
  measured === undefined ? "–" : Math.round(measured.perSecond).toLocaleString("en")

/** The table of app and twin side by side, then one goal line per search: at least half of its bare twin's requests/s. */
export function printTwins(rows: ReadonlyArray<{ readonly run: ApiRun; readonly app: Measured; readonly bare?: Measured }>) {
  console.log(
    "\n| run | app requests/s | bare requests/s | ratio | p99 app (ms) | p99 bare (ms) | failed app / bare |\n|---|---:|---:|---:|---:|---:|---:|",
  )
  const ratioOf = (app: Measured, bare: Measured | undefined) =>
    bare === undefined ? undefined : app.perSecond / Math.max(bare.perSecond, 1)
  for (const { run, app, bare } of rows)
    console.log(
      `| ${run.title} | ${perSecondText(app)} | ${perSecondText(bare)} | ${ratioOf(app, bare)?.toFixed(2) ?? "–"} | ${app.p99} | ${bare?.p99 ?? "–"} | ${app.failed} / ${bare?.failed ?? "–"} |`,
    )
  console.log("")
  for (const { run, app, bare } of rows) {
    const ratio = ratioOf(app, bare)
    if (run.search && ratio !== undefined)
      console.log(
        `Goal, ${run.title.replace(/^GET /, "")}: ≥ 0.5 of the bare handler: ${ratio >= 0.5 && app.failed === 0 ? "met" : "NOT met"} (${ratio.toFixed(2)}${app.failed === 0 ? "" : `, ${app.failed} failed`}).`,
      )
  }
}
