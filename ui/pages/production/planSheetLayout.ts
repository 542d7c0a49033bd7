/**
 * The drawing's arithmetic, kept apart from the SVG so it can be tested: the plan's y runs up from the sheet's lower
 * edge (where a cutter stands) while SVG's runs down, and a label's size follows its piece's size.
 */

/** A rectangle in the plan's millimetres. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The SVG y of a box's top edge: the plan's origin is the sheet's lower left corner, never mirrored by the page's RTL. */
export const svgY = (sheetHeight: number, box: Pick<Box, "y" | "height">): number => sheetHeight - box.y - box.height

/** The SVG point of a plan point. */
export const svgPoint = (sheetHeight: number, x: number, y: number): { readonly x: number; readonly y: number } => ({
  x,
  y: sheetHeight - y,
})

/** How wide a digit or letter of the label font is, as a share of its size (Vazirmatn's digits are about half an em). */
const glyphShare = 0.62

/** The smallest label worth printing: 1/110 of the sheet's longer side is about 2.5 mm on an A4 landscape page. */
export const smallestFont = (sheet: { readonly width: number; readonly height: number }): number =>
  Math.max(sheet.width, sheet.height) / 110

/** The largest label: 1/28 of the longer side, so a big piece's text does not shout over the drawing. */
export const largestFont = (sheet: { readonly width: number; readonly height: number }): number =>
  Math.max(sheet.width, sheet.height) / 28

/**
 * The font size of a piece's two lines (its code, its size), fitting its width with a margin and its height with two
 * lines and a gap; undefined when that is under the smallest label, and the piece then says itself in a <title> only.
 */
export const labelFont = (
  piece: Pick<Box, "width" | "height">,
  lines: ReadonlyArray<string>,
  sheet: { readonly width: number; readonly height: number },
): number | undefined => {
  const longest = Math.max(1, ...lines.map((line) => line.length))
  const byWidth = (piece.width * 0.9) / (longest * glyphShare)
  const byHeight = (piece.height * 0.8) / (lines.length * 1.25)
  const size = Math.min(byWidth, byHeight, largestFont(sheet))
  return size >= smallestFont(sheet) ? size : undefined
}

/** The midpoint of a cut in SVG coordinates, where its number is written. */
export const cutMidpoint = (
  sheetHeight: number,
  cut: { readonly direction: "vertical" | "horizontal"; readonly position: number; readonly from: number; readonly to: number },
): { readonly x: number; readonly y: number } =>
  cut.direction === "vertical"
    ? svgPoint(sheetHeight, cut.position, (cut.from + cut.to) / 2)
    : svgPoint(sheetHeight, (cut.from + cut.to) / 2, cut.position)

/** The SVG segment of a cut: a vertical cut at x = position from y = from to y = to, a horizontal one the other way. */
export const cutSegment = (
  sheetHeight: number,
  cut: { readonly direction: "vertical" | "horizontal"; readonly position: number; readonly from: number; readonly to: number },
): { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number } => {
  const [start, end] =
    cut.direction === "vertical"
      ? [svgPoint(sheetHeight, cut.position, cut.from), svgPoint(sheetHeight, cut.position, cut.to)]
      : [svgPoint(sheetHeight, cut.from, cut.position), svgPoint(sheetHeight, cut.to, cut.position)]
  return { x1: start.x, y1: start.y, x2: end.x, y2: end.y }
}

/** The trim bands of a sheet (none on an offcut): the four edges the cutter scores off first. */
export const trimBands = (sheet: { readonly width: number; readonly height: number }, trim: number): ReadonlyArray<Box> =>
  trim <= 0
    ? []
    : [
        { x: 0, y: 0, width: sheet.width, height: trim },
        { x: 0, y: sheet.height - trim, width: sheet.width, height: trim },
        { x: 0, y: trim, width: trim, height: sheet.height - 2 * trim },
        { x: sheet.width - trim, y: trim, width: trim, height: sheet.height - 2 * trim },
      ]
