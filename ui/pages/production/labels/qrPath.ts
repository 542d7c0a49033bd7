import { encode } from "uqr"

/** Modules of white around the code: the quiet zone ISO/IEC 18004 asks for, so a reader finds it beside other print. */
export const quietZone = 4

/** A QR code drawn as one SVG path: its side in modules (quiet zone included) and the dark modules as rectangles. */
export interface QrDrawing {
  readonly size: number
  readonly path: string
}

/** The dark modules of a matrix as one path, a rectangle per run of dark modules in a row (so printing stays vector). */
export const pathOf = (modules: ReadonlyArray<ReadonlyArray<boolean>>): string =>
  modules
    .flatMap((row, y) => {
      const runs: Array<string> = []
      let start = -1
      for (let x = 0; x <= row.length; x++) {
        const dark = row[x] === true
        if (dark && start < 0) start = x
        if (!dark && start >= 0) {
          runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`)
          start = -1
        }
      }
      return runs
    })
    .join("")

/** The QR code of a text with error correction M (15 % of it may be lost) and a quiet zone of 4 modules. */
export const qrDrawing = (text: string): QrDrawing => {
  const { data, size } = encode(text, { ecc: "M", border: quietZone })
  return { size, path: pathOf(data) }
}
