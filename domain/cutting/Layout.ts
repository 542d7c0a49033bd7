/** An item as the search sees it: sizes grown by the kerf, so that grown items may touch. */
export interface Item {
  /** Index of the piece in the input. */
  readonly index: number
  readonly w: number
  readonly h: number
  readonly mayRotate: boolean
  /** The piece's own area (without the kerf), what the yield counts. */
  readonly area: number
}

/** A stock sheet as the search sees it: the area inside the trims, grown by the kerf. */
export interface Bin {
  /** Index of the sheet in the input. */
  readonly sheetIndex: number
  readonly w: number
  readonly h: number
  /** The whole sheet's area, trims included. */
  readonly area: number
  readonly copies: number
  readonly isOffcut: boolean
}

/** The table's rules in the search's grown coordinates. */
export interface Rules {
  readonly kerf: number
  /** Narrowest waste strip that may be left; 0 for any. */
  readonly minWaste: number
  /** Widest first-stage strip, grown by the kerf. */
  readonly maxStrip: number
  /** Pieces a second-stage band may hold side by side: 1 with two stages. */
  readonly bandPieces: number
}

/** A piece laid in a band, with its grown size as placed. */
export interface LaidPiece {
  readonly item: number
  readonly w: number
  readonly h: number
  readonly rotated: boolean
}

/** A second-stage band: pieces side by side, each trimmed down to its own height. */
export interface Band {
  readonly height: number
  readonly pieces: ReadonlyArray<LaidPiece>
}

/** A first-stage strip across the sheet, holding bands one above the other. */
export interface Strip {
  readonly width: number
  readonly bands: ReadonlyArray<Band>
}

/** One sheet's layout in grown coordinates from the trim corner. */
export interface SheetLayout {
  /** Index into the search's bins. */
  readonly bin: number
  readonly strips: ReadonlyArray<Strip>
  /** Items placed (indices into the search's items). */
  readonly items: ReadonlyArray<number>
  /** Sum of the placed pieces' own areas. */
  readonly area: number
}

/** Whether a gap left over in grown coordinates can stay: swallowed by a cut, or wide enough to snap. */
export const leftoverOk = (rules: Rules, left: number): boolean => left <= rules.kerf || left >= rules.minWaste + rules.kerf
