/** Cookies of the current site, by name. */
export interface CookieJar {
  /** The cookie's value, or null when it is not set. */
  readonly get: (name: string) => string | null
  /** Sets a cookie on the whole site for the given number of seconds. */
  readonly set: (name: string, value: string, maxAgeSeconds: number) => void
}
