import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { memoryFileStore } from "./FileStore.ts"
import { sweepUnreferencedFiles } from "./sweepUnreferencedFiles.ts"

describe("the sweep of unreferenced files", () => {
  it("removes exactly the stored files no record names, whatever else the records name", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 20 }), fc.array(fc.stringMatching(/^[0-9a-f]{32}$/), { maxLength: 5 }), async (named, missing) => {
        const files = memoryFileStore()
        const stored = await Promise.all(named.map(() => files.save(new Uint8Array([1]))))
        // Records may also name files that are not on disk (a lost upload); the sweep never minds them.
        const referenced = new Set([...stored.filter((_, index) => named[index]), ...missing.map((hex) => `${hex}.pdf`)])
        const removed = await sweepUnreferencedFiles(files, async () => referenced)
        expect(new Set(removed)).toEqual(new Set(stored.filter((name) => !referenced.has(name))))
        expect(new Set(files.names())).toEqual(new Set(stored.filter((name) => referenced.has(name))))
      }),
    )
  })
})
