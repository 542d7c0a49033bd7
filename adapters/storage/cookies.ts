import type { CookieJar } from "../../domain/ports/CookieJar.ts"

/** The cookies of the page's document. */
export const makeDocumentCookies = (doc: Document = document): CookieJar => ({
  get: (name) => {
    const prefix = `${encodeURIComponent(name)}=`
    const found = doc.cookie.split("; ").find((part) => part.startsWith(prefix))
    if (found === undefined) return null
    try {
      return decodeURIComponent(found.slice(prefix.length))
    } catch {
      return null
    }
  },
  set: (name, value, maxAgeSeconds) => {
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`
  },
})

/** In-memory cookies for tests; lifetimes are remembered, not enforced. */
export const makeMemoryCookies = (): CookieJar & { readonly maxAge: (name: string) => number | undefined } => {
  const values = new Map<string, { value: string; maxAge: number }>()
  return {
    get: (name) => values.get(name)?.value ?? null,
    set: (name, value, maxAge) => void values.set(name, { value, maxAge }),
    maxAge: (name) => values.get(name)?.maxAge,
  }
}
