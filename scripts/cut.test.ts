import { execFile } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runCut } from "./cut.ts"

const dir = mkdtempSync(join(tmpdir(), "cut-"))
const file = (name: string, text: string): string => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
const items = file("items.csv", "id,Width,HEIGHT,copies,label\nA,40,30,3,x\nB,60,20,,y\n")
const bins = file("bins.csv", "ID,WIDTH,HEIGHT\nS,100,100\n")
const cut = async (...args: Array<string>) => runCut(args)

/** Runs the script as `npm run cut` does, in a process of its own. */
const spawnCut = (...args: Array<string>): Promise<{ code: number; out: string; err: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(import.meta.dirname, "cut.ts"), ...args],
      { timeout: 20_000 },
      (error, out, err) => resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, out, err }),
    )
  })

describe("npm run cut", () => {
  it("prints the plan as JSON in a process of its own: every copy placed, the yield and the seconds", async () => {
    const { code, out } = await spawnCut(
      "--items",
      items,
      "--bins",
      bins,
      "--rotate",
      "--trim",
      "2",
      "--seconds",
      "0.2",
      "--seed",
      "7",
    )
    expect(code).toBe(0)
    const plan = JSON.parse(out)
    expect(plan.sheets).toHaveLength(1)
    expect(plan.sheets[0].pieces.map((p: { id: string }) => p.id).sort()).toEqual(["A", "A", "A", "B"])
    expect(plan.sheets[0]).toMatchObject({ bin: "S", width: 100, height: 100 })
    expect(typeof plan.yield).toBe("number")
    expect(typeof plan.seconds).toBe("number")
  })

  it("names a missing flag, an unknown flag and an unreadable file on one line, with no stack trace", async () => {
    const answers = await Promise.all([
      cut("--items", items),
      cut("--items", items, "--bins", bins, "--fast"),
      cut("--items", join(dir, "none.csv"), "--bins", bins),
    ])
    expect(answers.map((a) => a.code)).toEqual([2, 2, 2])
    expect(answers.map((a) => a.err.trim())).toEqual([
      "cut: --bins FILE.csv is required",
      expect.stringMatching(/^cut: unknown flag --fast/),
      `cut: ${join(dir, "none.csv")}: cannot be read`,
    ])
  })

  it("names the file, line and column of a malformed row, and the item that fits no sheet", async () => {
    const bad = file("bad.csv", "ID,WIDTH,HEIGHT\nA,40,30\nB,-5,20\n")
    const noHeader = file("noheader.csv", "ID,W,HEIGHT\nA,40,30\n")
    const big = file("big.csv", "ID,WIDTH,HEIGHT\nA,40,30\nHUGE,120,20\n")
    const answers = await Promise.all([
      cut("--items", bad, "--bins", bins),
      cut("--items", noHeader, "--bins", bins),
      cut("--items", big, "--bins", bins),
    ])
    expect(answers.map((a) => a.code)).toEqual([2, 2, 2])
    expect(answers.map((a) => a.err.trim())).toEqual([
      `cut: ${bad}: line 3: column WIDTH is "-5", not a positive whole number (item B)`,
      `cut: ${noHeader}: line 1: the header has no WIDTH column`,
      `cut: ${big}: line 3: item HUGE fits no sheet (without --rotate)`,
    ])
    expect(answers.every((a) => a.err.trim().split("\n").length === 1)).toBe(true)
  })
})
