import type { Context } from "hono"

/**
 * The JSON body of a request, or `{}` when it is missing, not JSON or malformed,
 * so validation answers with the form's own Persian messages instead of a 500.
 */
export const jsonBody = async (c: Context): Promise<unknown> => {
  const type = c.req.header("content-type") ?? ""
  if (!/^application\/(.+\+)?json\b/i.test(type)) return {}
  const text = await c.req.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return {}
  }
}
