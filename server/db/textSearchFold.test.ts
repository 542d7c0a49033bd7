import BetterSqlite3 from "better-sqlite3"
import { describe, expect, it } from "vitest"
import { phraseIsExact } from "./textSearch.ts"

describe("phraseIsExact", () => {
  it("holds only for searches whose every character FTS5's trigram folding reaches from no other code point", () => {
    const db = new BetterSqlite3(":memory:")
    db.exec("create virtual table folded using fts5(text, tokenize = 'trigram case_sensitive 0')")
    const insert = db.prepare("insert into folded (rowid, text) values (?, ?)")
    const characters = (function* () {
      for (let code = 1; code <= 0x10ffff; code += 1) if (code < 0xd800 || code > 0xdfff) yield code
    })()
    db.transaction(() => {
      for (const code of characters) insert.run(code, `#${String.fromCodePoint(code)}#`)
    })()
    const found = db.prepare<[string], { rowid: number }>("select rowid from folded where folded match ?")
    const exact = Array.from({ length: 0x10000 }, (_, code) => code).filter(
      (code) => (code < 0xd800 || code > 0xdfff) && phraseIsExact(String.fromCodePoint(code)),
    )
    expect(exact.length).toBeGreaterThan(300)
    for (const code of exact) {
      const phrase = `"#${String.fromCodePoint(code).replace(/"/g, '""')}#"`
      expect(
        found.all(phrase).map((row) => row.rowid),
        `U+${code.toString(16)}`,
      ).toEqual([code])
    }
    // A Latin letter is found through its capital and look-alikes, so it keeps the LIKE.
    expect(found.all('"#s#"').length).toBeGreaterThan(1)
    expect(phraseIsExact("s")).toBe(false)
    expect(phraseIsExact("کریمی 0912")).toBe(true)
    db.close()
  }, 60_000)
})
