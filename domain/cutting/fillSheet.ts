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

/** The first `count` unused items (or turns of them) in priority order that fit, preferred turn first. */
const firstFits = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  used: Uint8Array,
  flip: Uint8Array,
  count: number,
  fits: Fits,
): Array<Choice> => {
  const found: Array<Choice> = []
  for (let at = 0; at < order.length && found.length < count; at++) {
    if (used[at] === 1) continue
    const item = items[order[at] ?? 0]
    if (item === undefined) continue
    const turn = item.mayRotate && item.w !== item.h
    const first = turn && flip[item.index] === 1
    if (first ? fits(item.h, item.w) : fits(item.w, item.h)) found.push({ at, piece: laid(item, first) })
    if (found.length < count && turn && (first ? fits(item.w, item.h) : fits(item.h, item.w)))
      found.push({ at, piece: laid(item, !first) })
  }
  return found
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

/** How one fill goes: preferred turns, how bands are completed, how wide strips are, how many strips are tried. */
export interface FillStyle {
  readonly flip: Uint8Array
  /** See `bandFit`. */
  readonly bandRule: number
  /** Strips as wide as the opener (0), as their first band filled beside the opener (1), or the denser (2). */
  readonly wide: number
  /** Strips tried (from as many openers) before the densest is kept. */
  readonly lookahead: number
}

interface StripTry {
  readonly strip: Strip
  readonly taken: ReadonlyArray<number>
  readonly area: number
}

/**
 * Fills one sheet strip by strip, band by band, taking items in priority order (a first-fit
 * three-stage heuristic with a look at a few strips before each one is kept).
 */
export const fillSheet = (
  items: ReadonlyArray<Item>,
  order: ReadonlyArray<number>,
  bin: Bin,
  binIndex: number,
  rules: Rules,
  style: FillStyle,
): SheetLayout => {
  const used = new Uint8Array(order.length)
  let taken: Array<number> = []
  const take = (choice: Choice): LaidPiece => {
    used[choice.at] = 1
    taken.push(choice.at)
    return choice.piece
  }
  // `endOk` judges the gap a band leaves at its end: against the strip's edge, or the sheet's when the band sets the strip's width.
  const fillBand = (opener: LaidPiece, width: number, endOk: (extent: number) => boolean): Band => {
    const pieces = [opener]
    let extent = opener.w
    while (pieces.length < rules.bandPieces && extent < width) {
      const from = extent
      const next = bandFit(
        items,
        order,
        used,
        style.bandRule,
        (w, h) => w <= width - from && h <= opener.h && leftoverOk(rules, opener.h - h) && endOk(from + w),
      )
      if (next === undefined) break
      const piece = take(next)
      pieces.push(piece)
      extent += piece.w
    }
    return { height: opener.h, pieces }
  }
  const buildStrip = (opener: Choice, roomW: number, limit: number, wide: boolean): StripTry => {
    taken = []
    const first = take(opener)
    const head = wide ? fillBand(first, limit, (e) => leftoverOk(rules, roomW - e)) : fillBand(first, first.w, () => true)
    const width = head.pieces.reduce((sum, p) => sum + p.w, 0)
    const bands = [head]
    let y = first.h
    for (;;) {
      const roomH = bin.h - y
      const next = firstFits(
        items,
        order,
        used,
        style.flip,
        1,
        (w, h) => w <= width && h <= roomH && leftoverOk(rules, width - w) && leftoverOk(rules, roomH - h),
      )[0]
      if (next === undefined) break
      const band = fillBand(take(next), width, (e) => leftoverOk(rules, width - e))
      bands.push(band)
      y += band.height
    }
    const area = taken.reduce((sum, at) => sum + (items[order[at] ?? 0]?.area ?? 0), 0)
    return { strip: { width, bands }, taken, area }
  }
  const strips: Array<Strip> = []
  const placed: Array<number> = []
  let area = 0
  let x = 0
  for (;;) {
    const roomW = bin.w - x
    const limit = Math.min(roomW, rules.maxStrip)
    const openers = firstFits(
      items,
      order,
      used,
      style.flip,
      style.lookahead,
      (w, h) => w <= limit && h <= bin.h && leftoverOk(rules, roomW - w) && leftoverOk(rules, bin.h - h),
    )
    let best: StripTry | undefined
    for (const opener of openers) {
      for (const wide of style.wide === 2 ? [false, true] : [style.wide === 1]) {
        const tried = buildStrip(opener, roomW, limit, wide)
        for (const at of tried.taken) used[at] = 0
        if (best === undefined || tried.area * best.strip.width > best.area * tried.strip.width) best = tried
      }
    }
    if (best === undefined) break
    for (const at of best.taken) {
      used[at] = 1
      placed.push(order[at] ?? 0)
    }
    area += best.area
    strips.push(best.strip)
    x += best.strip.width
  }
  return { bin: binIndex, strips, items: placed, area }
}
