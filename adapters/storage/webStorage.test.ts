import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeMemoryStorage, makeWebStorage } from "./webStorage.ts"

const broken = (): Storage => {
  throw new DOMException("The operation is insecure.", "SecurityError")
}

const mapStorage = (): Storage => {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  }
}

describe("web storage", () => {
  it("answers what was stored, and null after removal or clearing", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const backing = mapStorage()
        for (const store of [makeWebStorage(() => backing), makeMemoryStorage()]) {
          store.set(key, value)
          expect(store.get(key)).toBe(value)
          store.remove(key)
          expect(store.get(key)).toBeNull()
          store.set(key, value)
          store.clear()
          expect(store.get(key)).toBeNull()
        }
      }),
    )
  })

  it("never throws when the browser forbids storage: reads are null, writes are lost", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const store = makeWebStorage(broken)
        expect(() => store.set(key, value)).not.toThrow()
        expect(store.get(key)).toBeNull()
        expect(() => store.remove(key)).not.toThrow()
        expect(() => store.clear()).not.toThrow()
      }),
    )
  })

  it("survives a full store", () => {
    const full = {
      ...mapStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError")
      },
    } as Storage
    const store = makeWebStorage(() => full)
    expect(() => store.set("lookup:users", "[]")).not.toThrow()
  })
})
