import type { Item } from "./Layout.ts"
import type { Rng } from "./Rng.ts"

/** How the search ranks items: which sort key and which way rotatable items prefer to lie. */
export interface OrderRecipe {
  readonly key: number
  /** 0 as given, 1 lying (wider than tall), 2 standing, 3 at random. */
  readonly lie: number
  /** Relative noise on the key: 0 for a plain sort. */
  readonly noise: number
}

/** Number of sort keys `orderItems` knows. */
export const keyCount = 5

const keyOf = (key: number, w: number, h: number): number => {
  switch (key) {
    case 0:
      return w * 1e6 + h
    case 1:
      return h * 1e6 + w
    case 2:
      return w * h * 1e3 + Math.max(w, h)
    case 3:
      return Math.max(w, h) * 1e6 + Math.min(w, h)
    default:
      return (w + h) * 1e6 + Math.max(w, h)
  }
}

/** Items in priority order with each one's preferred orientation, from a recipe and a seed. */
export const orderItems = (
  items: ReadonlyArray<Item>,
  subset: ReadonlyArray<number>,
  flip: Uint8Array,
  recipe: OrderRecipe,
  rng: Rng,
): Array<number> => {
  const keys = new Map<number, number>()
  for (const i of subset) {
    const item = items[i]
    if (item === undefined) continue
    const turn = item.mayRotate && item.w !== item.h
    const lie = recipe.lie === 1 ? item.h > item.w : recipe.lie === 2 ? item.w > item.h : recipe.lie === 3 && rng.next() < 0.5
    flip[i] = turn && lie ? 1 : 0
    const w = flip[i] === 1 ? item.h : item.w
    const h = flip[i] === 1 ? item.w : item.h
    keys.set(i, keyOf(recipe.key, w, h) * (1 + recipe.noise * (rng.next() - 0.5)))
  }
  return [...subset].sort((a, b) => (keys.get(b) ?? 0) - (keys.get(a) ?? 0) || a - b)
}

/** A copy of an order with a few neighbours swapped, to try another fill of the same sheet. */
export const shake = (order: ReadonlyArray<number>, rng: Rng, rate: number): Array<number> => {
  const copy = [...order]
  for (let i = 0; i + 1 < copy.length; i++) {
    if (rng.next() >= rate) continue
    const j = Math.min(copy.length - 1, i + 1 + rng.int(3))
    const a = copy[i] ?? 0
    copy[i] = copy[j] ?? 0
    copy[j] = a
  }
  return copy
}
