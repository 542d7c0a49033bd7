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

/** Whether a PATCH body carries is_active and nothing else: the list's toggle rather than a whole form. */
export const isToggleBody = (body: unknown): boolean =>
  typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && "is_active" in body
