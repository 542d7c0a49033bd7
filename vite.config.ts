import react from "@vitejs/plugin-react"
import UnoCSS from "unocss/vite"
import { defineConfig } from "vite"

// The output directory can be moved so two end-to-end runs on different ports never overwrite each other's build.
export default defineConfig({
  plugins: [react(), UnoCSS()],
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
})
