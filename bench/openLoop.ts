// The requests of bench/load.bench.ts, sent one at a time by a client loop (closed) or at a fixed rate whatever the
// answers' speed (open): an open loop shows what staff feel at a real rate of work, a closed one only the queue.
import type { Acknowledged, Call, ClientState, Operation, Role } from "./loadMix.ts"
import { seeded } from "./support.ts"

/** The answers of one kind of request: the times of the successful ones (ms) and the failures by status. */
export interface Stat {
  readonly times: Array<number>
  readonly failures: Map<string, number>
}

export const emptyStats = (mix: ReadonlyArray<Operation>) =>
  new Map<string, Stat>(mix.map((op) => [op.name, { times: [], failures: new Map() }]))

export const quantile = (values: ReadonlyArray<number>, q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
export const errorsOf = (stat: Stat) => [...stat.failures.values()].reduce((sum, n) => sum + n, 0)
export const statusesOf = (stat: Stat) => [...stat.failures.entries()].map(([status, n]) => `${status}×${n}`).join(" ")

/** Every kind's answers together. */
export const totalOf = (stats: ReadonlyMap<string, Stat>): Stat => {
  const all: Stat = { times: [], failures: new Map() }
  for (const stat of stats.values()) {
    all.times.push(...stat.times)
    for (const [status, n] of stat.failures) all.failures.set(status, (all.failures.get(status) ?? 0) + n)
  }
  return all
}

/** Picks the next kind of request by weight. */
export const pick = (mix: ReadonlyArray<Operation>, client: ClientState): Operation => {
  const total = mix.reduce((sum, op) => sum + op.weight, 0)
  let roll = client.random.next() * total
  return mix.find((candidate) => (roll -= candidate.weight) < 0) ?? (mix[0] as Operation)
}

/** Sends one call and records an acknowledged write's marker (a new draft goes to the client, to be sent later); answers the status. */
export const perform = async (
  base: string,
  tokens: Record<Role, string>,
  call: Call,
  acked: Acknowledged,
  client: ClientState,
): Promise<string> => {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[call.role]}` }
  if (call.body !== undefined) headers["content-type"] = "application/json"
  try {
    const answer = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    })
    const body = await answer.text()
    if (answer.status >= 200 && answer.status < 300 && call.marker !== undefined) {
      if (call.path === "/Admin/customer") acked.customers.add(call.marker)
      else if (call.path === "/Admin/invoice") {
        acked.invoices.add(call.marker)
        const id = (JSON.parse(body) as { data: { id: number } }).data.id
        client.drafts.push({ id, role: call.role })
      } else acked.sends.add(Number(call.marker))
    }
    return String(answer.status)
  } catch {
    return "network error"
  }
}

const record = (stats: Map<string, Stat>, name: string, status: string, millis: number) => {
  const stat = stats.get(name) as Stat
  if (status.startsWith("2")) stat.times.push(millis)
  else stat.failures.set(status, (stat.failures.get(status) ?? 0) + 1)
}

/** `clients` loops for `duration` s, each sending its next request when the last answered; requests begun in the first `measureAfter` s are not counted. */
export async function driveClosed(
  base: string,
  tokens: Record<Role, string>,
  mix: ReadonlyArray<Operation>,
  clients: number,
  duration: number,
  measureAfter: number,
  acked: Acknowledged,
  seed: number,
) {
  const stats = emptyStats(mix)
  const started = performance.now()
  const measureFrom = started + measureAfter * 1000
  const end = started + duration * 1000
  const loop = async (index: number) => {
    const client: ClientState = { index, random: seeded(seed + index), seq: 0, drafts: [] }
    while (performance.now() < end) {
      const op = pick(mix, client)
      const call = op.call(client)
      const begun = performance.now()
      const status = await perform(base, tokens, call, acked, client)
      // A write's marker is recorded whenever it is acknowledged, warm-up included, so the check covers every write.
      if (begun >= measureFrom) record(stats, op.name, status, performance.now() - begun)
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, index) => loop(index)))
  return { stats, measuredSeconds: (performance.now() - measureFrom) / 1000 }
}

/**
 * Requests arriving at `rate` a second for `duration` s, each sent at its own instant whatever the earlier ones' speed; its
 * time is counted from that instant (so a server that falls behind shows it, instead of slowing the arrivals). The requests
 * take turns among `people` client states numbered from `firstIndex` (each one's drafts and sequence), as that many staff
 * would send them.
 */
export async function driveAtRate(
  base: string,
  tokens: Record<Role, string>,
  mix: ReadonlyArray<Operation>,
  rate: number,
  duration: number,
  measureAfter: number,
  acked: Acknowledged,
  seed: number,
  firstIndex: number,
  people = 50,
) {
  const stats = emptyStats(mix)
  // Each run's people are numbered apart from every other run's, so the markers their writes store stay unique.
  const clients: Array<ClientState> = Array.from({ length: people }, (_, n) => ({
    index: firstIndex + n,
    random: seeded(seed + n),
    seq: 0,
    drafts: [],
  }))
  const started = performance.now()
  const count = Math.round(rate * duration)
  const measuredFrom = Math.round(rate * measureAfter)
  const inFlight: Array<Promise<void>> = []
  for (let n = 0; n < count; n += 1) {
    const due = started + (n * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const client = clients[n % people] as ClientState
    const op = pick(mix, client)
    const call = op.call(client)
    inFlight.push(
      perform(base, tokens, call, acked, client).then((status) => {
        if (n >= measuredFrom) record(stats, op.name, status, performance.now() - due)
      }),
    )
  }
  await Promise.all(inFlight)
  return { stats, measuredSeconds: duration - measureAfter }
}
