import fc from "fast-check"
import jsQR from "jsqr"
import { encode } from "uqr"
import { describe, expect, it } from "vitest"
import { pathOf, qrDrawing, quietZone } from "./qrPath.ts"

/** The matrix a path draws, read back from its rectangles (each `M x y h w v1 h-w z`, one row high). */
const modulesOf = (path: string, size: number): Array<Array<boolean>> => {
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let at = Number(x); at < Number(x) + Number(width); at++) (modules[Number(y)] as Array<boolean>)[at] = true
  return modules
}

/** The path painted as RGBA pixels, `scale` pixels a module, dark on white, as a camera or a printed page would give it. */
const pixelsOf = (path: string, size: number, scale: number): Uint8ClampedArray => {
  const modules = modulesOf(path, size)
  const side = size * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true)
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
  return pixels
}

const code = fc
  .tuple(
    fc.integer({ min: 1, max: 99_999 }),
    fc.integer({ min: 1, max: 500 }),
    fc.integer({ min: 1, max: 10_000 }),
    fc.option(fc.constantFrom("A", "B", "C")),
    fc.option(fc.integer({ min: 1, max: 99 })),
  )
  .map(([serial, line, unit, letter, remake]) =>
    [serial, line, unit, ...(letter === null ? [] : [letter, ...(remake === null ? [] : [`R${remake}`])])].join("-"),
  )

describe("a label's QR code", () => {
  it("draws exactly the encoder's dark modules, with a quiet zone of four modules all round", () => {
    fc.assert(
      fc.property(code, (text) => {
        const { data, size } = encode(text, { ecc: "M", border: quietZone })
        const drawn = qrDrawing(text)
        expect(drawn.size).toBe(size)
        expect(modulesOf(drawn.path, size)).toEqual(data)
        const edge = [...data.slice(0, quietZone), ...data.slice(size - quietZone)].flat()
        const sides = data.flatMap((row) => [...row.slice(0, quietZone), ...row.slice(size - quietZone)])
        expect([...edge, ...sides].every((dark) => !dark)).toBe(true)
      }),
      { numRuns: 50 },
    )
  })

  it("decodes back to its exact code", () => {
    fc.assert(
      fc.property(code, (text) => {
        const { size, path } = qrDrawing(text)
        expect(jsQR(pixelsOf(path, size, 4), size * 4, size * 4)?.data).toBe(text)
      }),
      { numRuns: 30 },
    )
  })

  it("draws one rectangle per run of dark modules", () => {
    expect(
      pathOf([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe("M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z")
  })
})
