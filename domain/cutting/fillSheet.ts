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

/** Scores of a band candidate by rule: 1 the tallest (least trimmed away), 2 the largest. */
const bandScore = (rule: number, piece: LaidPiece): number => (rule === 1 ? piece.h * 1e7 + piece.w : piece.w * piece.h)

/**
 * The item to lay next in a band, turned to fill the band's height best: by rule 0 the first in
 * priority order that fits, by rules 1 and 2 the best fitting by `bandScore`.
 */
const bandFit = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  used: Uint8Array,
  rule: number,
  fits: Fits,
): Choice | undefined => {
  let best: Choice | undefined
  let bestScore = -1
  for (let at = 0; at < order.length; at++) {
    if (used[at] === 1) continue
    const item = items[order[at] ?? 0]
    if (item === undefined) continue
    const straight = fits(item.w, item.h)
    const turned = item.mayRotate && item.w !== item.h && fits(item.h, item.w)
    if (!straight && !turned) continue
    const choice = { at, piece: laid(item, straight && turned ? item.w > item.h : turned) }
    if (rule === 0) return choice
    const score = bandScore(rule, choice.piece)
    if (score > bestScore) {
      best = choice
      bestScore = score
    }
  }
  return best
}

/**
 * Fills one sheet strip by strip, band by band, taking items in priority order (a first-fit
 * three-stage heuristic); `flip` says which items prefer to be turned when opening a strip or a band,
 * `bandRule` how the rest of a band is chosen (see `bandFit`); a `wide` strip is as wide as its first
 * band, filled beside the opener, rather than as wide as the opener alone.
 */
export const fillSheet = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  flip: Uint8Array,
  bin: Bin,
  binIndex: number,
  rules: Rules,
  bandRule: number,
  wide: boolean,
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
  // `endOk` judges the gap a band leaves at its end: against the strip's edge, or the sheet's when the band sets the strip's width.
  const fillBand = (opener: LaidPiece, width: number, endOk: (extent: number) => boolean): Band => {
    const pieces = [opener]
    let extent = opener.w
    while (pieces.length < rules.bandPieces && extent < width) {
      const from = extent
      const next = bandFit(items, order, used, bandRule, (w, h) => w <= width - from && h <= opener.h && leftoverOk(rules, opener.h - h) && endOk(from + w))
      if (next === undefined) break
      const piece = take(next)
      pieces.push(piece)
      extent += piece.w
    }
    return { height: opener.h, pieces }
  }
  for (;;) {
    const roomW = bin.w - x
    const limit = Math.min(roomW, rules.maxStrip)
    const opener = firstFit(items, order, used, flip, (w, h) => w <= limit && h <= bin.h && leftoverOk(rules, roomW - w) && leftoverOk(rules, bin.h - h))
    if (opener === undefined) break
    const first = take(opener)
    const head = wide ? fillBand(first, limit, (e) => leftoverOk(rules, roomW - e)) : fillBand(first, first.w, () => true)
    const width = head.pieces.reduce((sum, p) => sum + p.w, 0)
    const bands = [head]
    let y = first.h
    for (;;) {
      const roomH = bin.h - y
      const next = firstFit(items, order, used, flip, (w, h) => w <= width && h <= roomH && leftoverOk(rules, width - w) && leftoverOk(rules, roomH - h))
      if (next === undefined) break
      const band = fillBand(take(next), width, (e) => leftoverOk(rules, width - e))
      bands.push(band)
      y += band.height
    }
    strips.push({ width, bands })
    x += width
  }
  return { bin: binIndex, strips, items: placed, area }
}
