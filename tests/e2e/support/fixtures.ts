import { test as base } from "@playwright/test"
import { startServer, type RunningServer, type ServerOptions } from "./server.ts"

/** Playwright's test with a real server per worker: `test.use({ serverOptions: { tokenTtlSeconds: 130 } })` gets its own. */
export const test = base.extend<object, { serverOptions: ServerOptions; server: RunningServer }>({
  serverOptions: [{}, { scope: "worker", option: true }],
  server: [
    async ({ serverOptions }, use, workerInfo) => {
      const server = await startServer(serverOptions, workerInfo.parallelIndex)
      await use(server)
      await server.stop()
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
})

export { expect } from "@playwright/test"
