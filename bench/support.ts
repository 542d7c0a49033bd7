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
