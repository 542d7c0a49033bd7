import type { Band, Bin, Item, LaidPiece, Rules, SheetLayout, Strip } from "./Layout.ts"
import { leftoverOk } from "./Layout.ts"

/** A piece chosen with its orientation. */
interface Choice {
  readonly at: number
  readonly piece: LaidPiece
}

type Fits = (w: number, h: number) => boolean

const laid = (item: Item, rotated: boolean): LaidPiece =>
  rotated ? { item: item.index, w: item.h, h: item.w, rotated } : { item: item.index, w: item.w, h: item.h, rotated }

/** The first unused item in priority order that fits, in its preferred orientation when both do. */
const firstFit = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  used: Uint8Array,
  flip: Uint8Array,
  fits: Fits,
): Choice | undefined => {
  for (let at = 0; at < order.length; at++) {
    if (used[at] === 1) continue
    const item = items[order[at] ?? 0]
    if (item === undefined) continue
    const turn = item.mayRotate && item.w !== item.h
    const first = turn && flip[item.index] === 1
    if (first ? fits(item.h, item.w) : fits(item.w, item.h)) return { at, piece: laid(item, first) }
    if (turn && (first ? fits(item.w, item.h) : fits(item.h, item.w))) return { at, piece: laid(item, !first) }
  }
  return undefined
}

/** The first unused item that fits beside the others in a band, turned to fill the band's height best. */
const bandFit = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  used: Uint8Array,
  fits: Fits,
): Choice | undefined => {
  for (let at = 0; at < order.length; at++) {
    if (used[at] === 1) continue
    const item = items[order[at] ?? 0]
    if (item === undefined) continue
    const straight = fits(item.w, item.h)
    const turned = item.mayRotate && item.w !== item.h && fits(item.h, item.w)
    if (straight && turned) return { at, piece: laid(item, item.w > item.h) }
    if (straight || turned) return { at, piece: laid(item, turned) }
  }
  return undefined
}

/**
 * Fills one sheet strip by strip, band by band, taking items in priority order (a first-fit
 * three-stage heuristic); `flip` says which items prefer to be turned when opening a strip or a band.
 */
export const fillSheet = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  flip: Uint8Array,
  bin: Bin,
  binIndex: number,
  rules: Rules,
): SheetLayout => {
  const used = new Uint8Array(order.length)
  const strips: Array<Strip> = []
  const placed: Array<number> = []
  let area = 0
  let x = 0
  const take = (choice: Choice): LaidPiece => {
    used[choice.at] = 1
    placed.push(choice.piece.item)
    area += items[choice.piece.item]?.area ?? 0
    return choice.piece
  }
  const fillBand = (opener: LaidPiece, width: number): Band => {
    const pieces = [opener]
    let left = width - opener.w
    while (pieces.length < rules.bandPieces && left > 0) {
      const room = left
      const next = bandFit(items, order, used, (w, h) => w <= room && h <= opener.h && leftoverOk(rules, room - w) && leftoverOk(rules, opener.h - h))
      if (next === undefined) break
      const piece = take(next)
      pieces.push(piece)
      left -= piece.w
    }
    return { height: opener.h, pieces }
  }
  for (;;) {
    const roomW = bin.w - x
    const limit = Math.min(roomW, rules.maxStrip)
    const opener = firstFit(items, order, used, flip, (w, h) => w <= limit && h <= bin.h && leftoverOk(rules, roomW - w) && leftoverOk(rules, bin.h - h))
    if (opener === undefined) break
    const first = take(opener)
    const width = first.w
    const bands = [fillBand(first, width)]
    let y = first.h
    for (;;) {
      const roomH = bin.h - y
      const next = firstFit(items, order, used, flip, (w, h) => w <= width && h <= roomH && leftoverOk(rules, width - w) && leftoverOk(rules, roomH - h))
      if (next === undefined) break
      const band = fillBand(take(next), width)
      bands.push(band)
      y += band.height
    }
    strips.push({ width, bands })
    x += width
  }
  return { bin: binIndex, strips, items: placed, area }
}
