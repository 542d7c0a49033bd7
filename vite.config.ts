import react from "@vitejs/plugin-react"
import UnoCSS from "unocss/vite"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

/** React Router's production build, which its package exports under no condition (every condition names the development build). */
const reactRouterProduction = fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url))

// The output directory can be moved so two end-to-end runs on different ports never overwrite each other's build.
export default defineConfig(({ command }) => ({
  plugins: [react(), UnoCSS()],
  // Only the build takes it: the dev server and tests keep the development build's warnings.
  resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8080", changeOrigin: true } },
  },
  build: {
    outDir: process.env.OUT_DIR ?? "dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    chunkSizeWarningLimit: 600,
  },
}))
