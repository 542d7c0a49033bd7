import fc from "fast-check"
import { mkdtempSync, readdirSync, utimesSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { fileStoreIn, memoryFileStore } from "./fileStore.ts"
import { sweepUnreferencedFiles } from "./sweepUnreferencedFiles.ts"

describe("the sweep of unreferenced files", () => {
  it("removes exactly the stored files no record names, whatever else the records name", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { maxLength: 20 }),
        fc.array(fc.stringMatching(/^[0-9a-f]{32}$/), { maxLength: 5 }),
        async (named, missing) => {
          const files = memoryFileStore()
          const stored = await Promise.all(named.map(() => files.save(new Uint8Array([1]))))
          // Records may also name files that are not on disk (a lost upload); the sweep never minds them.
          const referenced = new Set([...stored.filter((_, index) => named[index]), ...missing.map((hex) => `${hex}.pdf`)])
          const removed = await sweepUnreferencedFiles(files, async () => referenced)
          expect(new Set(removed)).toEqual(new Set(stored.filter((name) => !referenced.has(name))))
          expect(new Set(files.names())).toEqual(new Set(stored.filter((name) => referenced.has(name))))
        },
      ),
    )
  })

  it("leaves an unreferenced file stored after the cut-off: another server sharing the folder may be about to commit its row", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sweep-"))
    const files = fileStoreIn(dir)
    const [old, fresh] = [await files.save(new Uint8Array([1])), await files.save(new Uint8Array([2]))]
    const hourAgo = (Date.now() - 3_600_000) / 1000
    utimesSync(join(dir, old), hourAgo, hourAgo)
    const removed = await sweepUnreferencedFiles(files, async () => new Set(), Date.now() - 60_000)
    expect(removed).toEqual([old])
    expect(readdirSync(dir)).toEqual([fresh])
  })
})
