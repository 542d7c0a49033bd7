import { test as base, expect } from "@playwright/test"
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
  // Chromium reports a refusal by the server's Content-Security-Policy (or a Permissions-Policy it cannot read) on the console: the app must run under both.
  context: async ({ context }, use) => {
    const refusals: Array<string> = []
    context.on("console", (message) => {
      if (/Content Security Policy|Permissions-Policy/.test(message.text())) refusals.push(message.text())
    })
    await use(context)
    expect(refusals, "the browser refused something under the security headers").toEqual([])
  },
})

export { expect }
