import createClient, { type Client, type Middleware } from "openapi-fetch"
import type { paths } from "../../contract/schema.d.ts"
/** Calls that must not carry the stored token or trigger the expired-session rule: signing in and out. */
const sessionCalls = new Set(["/auth/login", "/auth/logout"])

/** What the HTTP client needs from the rest of the browser app. */
export interface HttpOptions {
  /** The API's base URL; the same origin's /api unless another server speaks the API. */
  readonly baseUrl?: string
  /** Reads the stored access token (from localStorage in the browser) at each call. */
  readonly readToken: () => string | null
  /** Called on a 401 answer to any authenticated call. */
  readonly onUnauthorized: () => void
  /** Replaces the global fetch in tests. */
  readonly fetch?: typeof globalThis.fetch
}

/** The one API client: typed by the contract, bearer token from storage, the 401 rule on every authenticated answer. */
export const makeHttp = ({ baseUrl = "/api", readToken, onUnauthorized, fetch }: HttpOptions): Client<paths> => {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
  const bearer: Middleware = {
    onRequest: ({ request, schemaPath }) => {
      const token = readToken()
      // A call that names its own token (the me call right after login) keeps it.
      if (token && schemaPath !== "/auth/login" && !request.headers.has("Authorization"))
        request.headers.set("Authorization", `Bearer ${token}`)
      return request
    },
    onResponse: ({ response, schemaPath }) => {
      if (response.status === 401 && !sessionCalls.has(schemaPath)) onUnauthorized()
      return response
    },
  }
  client.use(bearer)
  return client
}
