import type { CuttingInput, Sheet } from "./CuttingInput.ts"
import type { Cut, CuttingPlan, Offcut, PlacedPiece, SheetPlan } from "./CuttingPlan.ts"
import type { Bin, SheetLayout } from "./Layout.ts"

const roomy = (input: CuttingInput, width: number, height: number): boolean => {
  const min = input.settings.minOffcut
  if (min === undefined || width <= 0 || height <= 0) return false
  return (width >= min.width && height >= min.height) || (width >= min.height && height >= min.width)
}

/** Turns one grown layout on its stock sheet into real millimetres: pieces, cuts in cutting order and offcuts. */
export const sheetPlanOf = (input: CuttingInput, bin: Bin, sheet: Sheet, layout: SheetLayout): SheetPlan => {
  const k = input.settings.kerf
  const t = sheet.trim
  const pieces: Array<PlacedPiece> = []
  const cuts: Array<Cut> = []
  const offcuts: Array<Offcut> = []
  const keep = (x: number, y: number, width: number, height: number): void => {
    if (roomy(input, width, height)) offcuts.push({ x, y, width, height })
  }
  if (t > 0) {
    cuts.push({ stage: 0, direction: "vertical", position: t, from: 0, to: sheet.height })
    cuts.push({ stage: 0, direction: "vertical", position: sheet.width - t, from: 0, to: sheet.height })
    cuts.push({ stage: 0, direction: "horizontal", position: t, from: t, to: sheet.width - t })
    cuts.push({ stage: 0, direction: "horizontal", position: sheet.height - t, from: t, to: sheet.width - t })
  }
  let x = 0
  for (const strip of layout.strips) {
    const x0 = t + x
    const x1 = x0 + strip.width - k
    if (x + strip.width < bin.w) cuts.push({ stage: 1, direction: "vertical", position: x1, from: t, to: sheet.height - t })
    let y = 0
    for (const band of strip.bands) {
      const y0 = t + y
      const y1 = y0 + band.height - k
      if (y + band.height < bin.h) cuts.push({ stage: 2, direction: "horizontal", position: y1, from: x0, to: x1 })
      let px = 0
      for (const p of band.pieces) {
        const item = input.pieces[p.item]
        const left = x0 + px
        const right = left + p.w - k
        if (px + p.w < strip.width) cuts.push({ stage: 3, direction: "vertical", position: right, from: y0, to: y1 })
        if (p.h < band.height) {
          cuts.push({ stage: 4, direction: "horizontal", position: y0 + p.h - k, from: left, to: right })
          keep(left, y0 + p.h, p.w - k, band.height - p.h - k)
        }
        pieces.push({ id: item?.id ?? "", x: left, y: y0, width: p.w - k, height: p.h - k, rotated: p.rotated })
        px += p.w
      }
      keep(x0 + px, y0, strip.width - px - k, band.height - k)
      y += band.height
    }
    keep(x0, t + y, strip.width - k, bin.h - y - k)
    x += strip.width
  }
  keep(t + x, t, bin.w - x - k, bin.h - k)
  const usedWidth = layout.strips.length === 0 ? 0 : t + x - k
  const area = pieces.reduce((sum, p) => sum + p.width * p.height, 0)
  const sheetArea = sheet.width * sheet.height
  return {
    sheetIndex: bin.sheetIndex,
    bin: sheet.id,
    width: sheet.width,
    height: sheet.height,
    pieces,
    cuts,
    yield: area / sheetArea,
    offcuts,
    usedWidth,
  }
}

/** Yield by the ROADEF/EURO 2018 measure: the last sheet counts only up to its last first-stage cut. */
export const planYield = (sheets: ReadonlyArray<SheetPlan>): number => {
  let pieces = 0
  let used = 0
  sheets.forEach((sheet, i) => {
    for (const p of sheet.pieces) pieces += p.width * p.height
    used += (i === sheets.length - 1 ? sheet.usedWidth : sheet.width) * sheet.height
  })
  return used === 0 ? 0 : pieces / used
}

/** The plan from the chosen layouts, in the order they are given. */
export const planFromLayouts = (
  input: CuttingInput,
  bins: ReadonlyArray<Bin>,
  layouts: ReadonlyArray<SheetLayout>,
): CuttingPlan => {
  const sheets = layouts.flatMap((layout) => {
    const bin = bins[layout.bin]
    const sheet = bin === undefined ? undefined : input.sheets[bin.sheetIndex]
    return bin === undefined || sheet === undefined ? [] : [sheetPlanOf(input, bin, sheet, layout)]
  })
  return { sheets, yield: planYield(sheets) }
}
