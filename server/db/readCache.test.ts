import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { migrate } from "./migrations.ts"
import { openSqlite } from "./sqlite.ts"
import { laminateColorsIn } from "../laminate/laminateStore.ts"
import { readCache } from "./readCache.ts"

describe("the read cache", () => {
  it("reads once per version, and always reads when there is no version", async () => {
    let version: string | undefined = "1"
    let reads = 0
    const cache = readCache<number>(() => version)
    const read = async () => ++reads
    expect([await cache("a", read), await cache("a", read), await cache("b", read)]).toEqual([1, 1, 2])
    version = "2"
    expect(await cache("a", read)).toBe(3)
    version = undefined
    expect([await cache("a", read), await cache("a", read)]).toEqual([4, 5])
  })

  it("does not keep a value read while the version moved", async () => {
    let version = 1
    const cache = readCache<string>(() => String(version))
    expect(await cache("k", async () => ((version += 1), "stale"))).toBe("stale")
    expect(await cache("k", async () => "fresh")).toBe("fresh")
  })

  it("never answers a page older than the last commit, whichever connection (or process) wrote it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "cache-")), "db.sqlite")
    const serving = openSqlite(file)
    await migrate(serving)
    const other = openSqlite(file)
    const colors = laminateColorsIn(serving)
    const writer = laminateColorsIn(other)
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom("serving", "other", "read"), { maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          if (step === "read") continue
          await (step === "serving" ? colors : writer).create({ name: "رنگ", price: 1 }, "")
        }
        const actual = await colors.count()
        expect((await colors.page({ page: 1, perPage: 15, offset: 0 })).total).toBe(actual)
        expect((await colors.page({ page: 1, perPage: 15, offset: 0 })).rows.length).toBe(Math.min(actual, 15))
      }),
      { numRuns: 25 },
    )
    await serving.close()
    await other.close()
  })
})
