/** A rectangle in whole mm. */
export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** What the cutting table allows, for deciding whether a layout can be cut. */
export interface TableRules {
  readonly stages: number
  readonly kerf: number
  readonly shortestWasteStrip: number
  readonly longestStrip?: number | undefined
}

interface Span {
  readonly start: number
  readonly end: number
}

const along = (r: Rect, vertical: boolean): Span =>
  vertical ? { start: r.x, end: r.x + r.width } : { start: r.y, end: r.y + r.height }

/** Pieces grouped where no cut can pass between them, in order along the axis. */
const groupsAlong = (rects: ReadonlyArray<Rect>, vertical: boolean, kerf: number): Array<{ span: Span; rects: Array<Rect> }> => {
  const sorted = [...rects].sort((a, b) => along(a, vertical).start - along(b, vertical).start)
  const groups: Array<{ span: Span; rects: Array<Rect> }> = []
  for (const r of sorted) {
    const s = along(r, vertical)
    const last = groups[groups.length - 1]
    if (last !== undefined && s.start < last.span.end + kerf) {
      last.rects.push(r)
      last.span = { start: last.span.start, end: Math.max(last.span.end, s.end) }
    } else groups.push({ span: s, rects: [r] })
  }
  return groups
}

/**
 * Why the pieces in a region cannot be cut out by guillotine cuts, or undefined when they can: at
 * level 1 the cuts are vertical, then they alternate; levels up to `stages` cut freely, the level after
 * only trims one piece off its waste (non-exact). Cutting at every gap is tried first; where that leaves a waste strip
 * too thin to snap, neighbouring groups may be cut out together instead (a cut the plan does not make).
 */
export const unreachable = (rects: ReadonlyArray<Rect>, region: Rect, level: number, rules: TableRules): string | undefined => {
  if (rects.length === 0) return undefined
  const only = rects.length === 1 ? rects[0] : undefined
  if (
    only !== undefined &&
    only.x === region.x &&
    only.y === region.y &&
    only.width === region.width &&
    only.height === region.height
  )
    return undefined
  if (level > rules.stages + 1) return `more than ${rules.stages} stages and a trim are needed`
  const vertical = level % 2 === 1
  const bounds = along(region, vertical)
  const groups = groupsAlong(rects, vertical, rules.kerf)
  const first = groups[0]
  const last = groups[groups.length - 1]
  if (first === undefined || last === undefined) return undefined
  if (level === rules.stages + 1) {
    if (only === undefined) return `pieces ${groups.length > 1 ? "need another stage" : "overlap"} after ${rules.stages} stages`
    if (first.span.start > bounds.start && last.span.end < bounds.end) return "a piece needs trimming on both sides"
  }
  const thinWaste = (waste: number): boolean => waste > 0 && waste < rules.shortestWasteStrip
  const edges = [first.span.start - bounds.start - rules.kerf, bounds.end - last.span.end - rules.kerf].find(thinWaste)
  if (edges !== undefined) return `a waste strip of ${edges} mm is narrower than ${rules.shortestWasteStrip} mm`
  const gapWaste = (i: number): number => (groups[i + 1]?.span.start ?? 0) - (groups[i]?.span.end ?? 0) - rules.kerf
  /** Why the groups from..to cannot be cut out as one strip of this level (one cut on each side), or undefined. */
  const blockWhy = (from: number, to: number): string | undefined => {
    const start = groups[from]?.span.start ?? 0
    const width = (groups[to]?.span.end ?? 0) - start
    if (level === 1 && rules.longestStrip !== undefined && width > rules.longestStrip)
      return `a first-stage strip of ${width} mm is wider than ${rules.longestStrip} mm`
    const sub: Rect = vertical
      ? { x: start, y: region.y, width, height: region.height }
      : { x: region.x, y: start, width: region.width, height: width }
    return unreachable(
      groups.slice(from, to + 1).flatMap((g) => g.rects),
      sub,
      level + 1,
      rules,
    )
  }
  // Cutting at every gap is the usual way; it fails only where a strip would leave a waste too thin to snap.
  let why: string | undefined
  for (let i = 0; i < groups.length && why === undefined; i++) {
    const gap = i + 1 < groups.length ? gapWaste(i) : 0
    why = thinWaste(gap) ? `a waste strip of ${gap} mm is narrower than ${rules.shortestWasteStrip} mm` : blockWhy(i, i)
  }
  if (why === undefined || groups.length === 1) return why
  // Else some neighbouring groups are cut out together (a cut skipped) where that leaves no thin waste inside them.
  const cuttableFrom: Array<boolean> = Array.from({ length: groups.length + 1 }, () => false)
  cuttableFrom[groups.length] = true
  for (let from = groups.length - 1; from >= 0; from--)
    for (let to = from; to < groups.length && !cuttableFrom[from]; to++)
      if (cuttableFrom[to + 1] && (to === groups.length - 1 || !thinWaste(gapWaste(to))) && blockWhy(from, to) === undefined)
        cuttableFrom[from] = true
  return cuttableFrom[0] ? undefined : why
}
