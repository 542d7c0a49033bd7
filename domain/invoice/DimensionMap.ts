import { toPersianDigits } from "../text/digits.ts"

/**
 * The drawing area of one piece, in SVG user units that stand for CSS px (the page draws them 1:1 in a viewBox, which
 * the browser then scales as a whole, so proportions never change); `fontSize` is the labels' size in the same units.
 */
export interface DrawingBox {
  readonly width: number
  readonly height: number
  readonly fontSize: number
}

/** A piece's sides in millimetres. */
export interface PieceSides {
  readonly width: number
  readonly height: number
}

/** An upright rectangle: its top-left corner and its size, y growing downwards as in SVG. */
export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** A straight stroke from (x1, y1) to (x2, y2). */
export interface Segment {
  readonly x1: number
  readonly y1: number
  readonly x2: number
  readonly y2: number
}

/** A dimension's text, drawn centred on (x, y), and the box it is estimated to cover. */
export interface DimensionLabel {
  readonly text: string
  readonly x: number
  readonly y: number
  readonly box: Rect
}

/** A dimension: its line, the two end ticks, the two extension lines from the piece's edge, and its label. */
export interface Dimension {
  readonly line: Segment
  readonly ticks: readonly [Segment, Segment]
  readonly extensions: readonly [Segment, Segment]
  readonly label: DimensionLabel
}

/**
 * One piece laid out to scale: px per mm, the piece's rectangle, the width's dimension below it and the height's at its
 * right, and `band`, the box's full width over the height the drawing uses: a page may cut its box down to it (a flat
 * piece then takes a flat drawing) without changing the scale.
 */
export interface DimensionMap {
  readonly scale: number
  readonly piece: Rect
  readonly width: Dimension
  readonly height: Dimension
  readonly band: Rect
}

/** Room around the drawing, the gap from the piece to a dimension line, a tick's half length and the gap to a label. */
const pad = 4
const tick = 5
const labelGap = 3
/** Vazirmatn's Persian digits advance about 0.56 em; a little more keeps the estimate on the safe side. */
const charWidth = 0.62
const lineHeight = 1.3

/** The box a label of `text` covers in `fontSize`, centred on (x, y), estimated from its character count. */
export const labelBox = (text: string, fontSize: number, x: number, y: number): Rect => {
  const width = [...text].length * charWidth * fontSize + 4
  const height = lineHeight * fontSize
  return { x: x - width / 2, y: y - height / 2, width, height }
}

/** Whether two rectangles share any area (touching edges do not count). */
export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Whether `inner` lies wholly inside `outer`. */
export const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

/** The smallest rectangle holding a segment. */
export const segmentBounds = (s: Segment): Rect => ({
  x: Math.min(s.x1, s.x2),
  y: Math.min(s.y1, s.y2),
  width: Math.abs(s.x2 - s.x1),
  height: Math.abs(s.y2 - s.y1),
})

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), Math.max(low, high))

/**
 * Lays out one piece in a box to scale: one scale for both sides (the largest that fits), the piece centred in the room
 * the dimensions leave, the width's dimension line below it and the height's at its right (the start side of a
 * right-to-left page), each with end ticks and its millimetres in Persian digits beside it. Labels stay horizontal and
 * outside the piece, so a 6000 × 300 sliver keeps them readable; nothing gets a minimum thickness, so the drawn
 * proportion is exact. A box should leave room for both labels (about 12 × 8 font sizes or more).
 */
export const layoutDimensionMap = (sides: PieceSides, box: DrawingBox): DimensionMap => {
  const { fontSize } = box
  const widthText = toPersianDigits(String(sides.width))
  const heightText = toPersianDigits(String(sides.height))
  const widthSize = labelBox(widthText, fontSize, 0, 0)
  const heightSize = labelBox(heightText, fontSize, 0, 0)
  // The width's label lies below its line and clear of the height's label, which is centred on the piece's middle.
  const offset = Math.max(10, heightSize.height / 2 + 2)
  const bottomRoom = offset + tick + labelGap + widthSize.height + pad
  const endRoom = offset + tick + labelGap + heightSize.width + pad
  const roomWidth = Math.max(box.width - pad - endRoom, 1)
  const roomHeight = Math.max(box.height - pad - bottomRoom, 1)
  const scale = Math.min(roomWidth / sides.width, roomHeight / sides.height)
  const drawnWidth = sides.width * scale
  const drawnHeight = sides.height * scale
  const piece: Rect = {
    x: pad + (roomWidth - drawnWidth) / 2,
    y: pad + (roomHeight - drawnHeight) / 2,
    width: drawnWidth,
    height: drawnHeight,
  }
  const right = piece.x + piece.width
  const bottom = piece.y + piece.height

  const widthY = bottom + offset
  const widthLabelY = widthY + tick + labelGap + widthSize.height / 2
  const widthLabelX = clamp(piece.x + piece.width / 2, pad + widthSize.width / 2, box.width - pad - widthSize.width / 2)
  const width: Dimension = {
    line: { x1: piece.x, y1: widthY, x2: right, y2: widthY },
    ticks: [
      { x1: piece.x, y1: widthY - tick, x2: piece.x, y2: widthY + tick },
      { x1: right, y1: widthY - tick, x2: right, y2: widthY + tick },
    ],
    extensions: [
      { x1: piece.x, y1: bottom + 2, x2: piece.x, y2: widthY },
      { x1: right, y1: bottom + 2, x2: right, y2: widthY },
    ],
    label: { text: widthText, x: widthLabelX, y: widthLabelY, box: labelBox(widthText, fontSize, widthLabelX, widthLabelY) },
  }

  const heightX = right + offset
  const heightLabelX = heightX + tick + labelGap + heightSize.width / 2
  const heightLabelY = clamp(piece.y + piece.height / 2, pad + heightSize.height / 2, box.height - pad - heightSize.height / 2)
  const height: Dimension = {
    line: { x1: heightX, y1: piece.y, x2: heightX, y2: bottom },
    ticks: [
      { x1: heightX - tick, y1: piece.y, x2: heightX + tick, y2: piece.y },
      { x1: heightX - tick, y1: bottom, x2: heightX + tick, y2: bottom },
    ],
    extensions: [
      { x1: right + 2, y1: piece.y, x2: heightX, y2: piece.y },
      { x1: right + 2, y1: bottom, x2: heightX, y2: bottom },
    ],
    label: {
      text: heightText,
      x: heightLabelX,
      y: heightLabelY,
      box: labelBox(heightText, fontSize, heightLabelX, heightLabelY),
    },
  }
  const top = Math.max(0, Math.min(piece.y, height.label.box.y) - pad)
  const foot = Math.min(box.height, Math.max(bottom, width.label.box.y + width.label.box.height) + pad)
  return { scale, piece, width, height, band: { x: 0, y: top, width: box.width, height: foot - top } }
}
