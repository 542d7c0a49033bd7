import fc from "fast-check"
import { mkdtempSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { fileStoreIn, storedNamePattern } from "./fileStore.ts"

const modeOf = (path: string) => statSync(path).mode & 0o777

describe("attachments on disk", () => {
  it("creates its folder for the server's user alone and writes each file readable by it alone", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "uploads-")), "data", "uploads")
    const files = fileStoreIn(dir)
    const name = await files.save(new Uint8Array([0x25, 0x50, 0x44, 0x46]))
    expect(name).toMatch(storedNamePattern)
    expect(modeOf(dir)).toBe(0o700)
    expect(modeOf(join(dir, name))).toBe(0o600)
  })

  it("gives back every file's bytes under the name it handed out", async () => {
    const files = fileStoreIn(mkdtempSync(join(tmpdir(), "uploads-")))
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        const name = await files.save(bytes)
        expect(await files.read(name)).toEqual(Buffer.from(bytes))
        expect(await files.list()).toContain(name)
        await files.remove(name)
        expect(await files.read(name)).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })

  it("lists and removes only names it could have handed out, leaving any other file in the folder alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "uploads-"))
    const files = fileStoreIn(dir)
    const name = await files.save(new Uint8Array([1]))
    for (const other of ["notes.txt", "ABCDEF0123456789ABCDEF0123456789.pdf", "0123.pdf"]) writeFileSync(join(dir, other), "x")
    expect(await files.list()).toEqual([name])
    await files.remove("notes.txt")
    expect(statSync(join(dir, "notes.txt")).isFile()).toBe(true)
    expect(await files.read("../notes.txt")).toBeUndefined()
  })
})
