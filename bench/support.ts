import { createServer, type AddressInfo } from "node:net"

/** A TCP port free on loopback now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** The first answer of `url`, trying every 100 ms up to `attempts` times while nothing listens yet. */
export const waitFor = async (url: string, init?: RequestInit, attempts = 200): Promise<Response> => {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      return await fetch(url, init)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} never answered`)
}

const names = ["محمد", "زهرا", "علی", "فاطمه", "رضا", "مریم", "حسین", "سارا"]
const families = ["احمدی", "کریمی", "رضایی", "موسوی", "حسینی", "جعفری", "نوری", "صادقی"]

/** The searched columns of generated customer n: persons and companies in turn, with distinct codes, mobiles and phones. */
export const generatedCustomer = (n: number) => {
  const person = n % 2 === 0
  return {
    person,
    searched: {
      name: person ? (names[n % names.length] ?? "") : `شرکت شیشه ${n}`,
      last_name: person ? `${families[n % families.length] ?? ""} ${n}` : null,
      national_code: person ? String(1_000_000_000 + n) : null,
      mobile: person ? `0912${String(n).padStart(7, "0")}` : null,
      national_id: person ? null : String(10_000_000_000 + n),
      representative_mobile: person ? null : `0935${String(n).padStart(7, "0")}`,
      phone: `021${String(n).padStart(8, "0")}`,
    },
  }
}

/** A small seeded generator, so every run (and every cache file) holds the same data. */
export const seeded = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(next() * items.length)] as A
  return { next, between, pick }
}
