import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "adapters/**/*.test.ts",
      "ui/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/contract/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    passWithNoTests: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
