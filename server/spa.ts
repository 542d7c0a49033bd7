import type { Context } from "hono"
import { readFile, stat } from "node:fs/promises"
import { extname, join, resolve, sep } from "node:path"

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
}

/** Vite's hashed file names (`index-B9x_3kQd.js`) never change content, so they may be cached for a year. */
const hashed = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

const fileAt = async (path: string) => {
  try {
    const info = await stat(path)
    return info.isFile() ? path : undefined
  } catch {
    return undefined
  }
}

const send = async (c: Context, path: string, cache: string) => {
  c.header("Content-Type", contentTypes[extname(path).toLowerCase()] ?? "application/octet-stream")
  c.header("Cache-Control", cache)
  if (c.req.method === "HEAD") return c.body(null, 200)
  return c.body(new Uint8Array(await readFile(path)), 200)
}

/** Serves the built single-page app from `distDir`: its files, else index.html for the browser's own routes. */
export const spaHandler = (distDir: string) => {
  const root = resolve(distDir)
  return async (c: Context) => {
    let path: string
    try {
      path = decodeURIComponent(c.req.path)
    } catch {
      return c.text("Bad request", 400)
    }
    const target = resolve(join(root, path))
    const file = (target === root || target.startsWith(root + sep)) && !path.includes("\0") ? await fileAt(target) : undefined
    if (file) return send(c, file, hashed.test(file) ? "public, max-age=31536000, immutable" : "no-cache")
    const index = await fileAt(join(root, "index.html"))
    if (index && !extname(path)) return send(c, index, "no-cache")
    return c.text(index ? "Not found" : "The UI is not built yet: run `npm run build` (or `npm start`).", 404)
  }
}
