import type { MiddlewareHandler } from "hono"

/**
 * What the browser may load for this app: its own files only, no inline script or style, no plugin, no framing.
 * `img-src data:` is for the icons UnoCSS writes into the stylesheet as SVG data URLs; `worker-src blob:` is for the
 * worker the Excel export's zip library (fflate) starts from a blob URL when a sheet passes 160 kB. React's `style={…}`
 * props are set through the CSSOM, which `style-src` does not govern, so no `'unsafe-inline'` is needed.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/**
 * Powerful browser features the back office never uses, switched off for it and anything it might embed (only names
 * Chromium knows: an unknown one is logged as an error). The camera is the app's own only: the station screens read
 * QR codes with it (production.md section 6); nothing it embeds may.
 */
export const permissionsPolicy = [
  "accelerometer",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .concat("camera=(self)")
  .join(", ")

/** The headers every answer carries: the page, its files, the API's answers and errors, the attachments. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": contentSecurityPolicy,
  "Permissions-Policy": permissionsPolicy,
  // The API takes bearer tokens, never cookies, so nothing needs the Referer; announcement links leave no trace of the panel's URLs.
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  // For browsers older than `frame-ancestors`.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
}

/** Sets the security headers before the handler answers, so they are part of the answer it builds, an error's included. */
export const withSecurityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value)
  await next()
}
