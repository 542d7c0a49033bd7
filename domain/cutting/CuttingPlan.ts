/** A piece as placed on a sheet: corner nearest the origin, size after rotation. */
export interface PlacedPiece {
  readonly id: string
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly rotated: boolean
}

/** One cut in cutting order: stage 0 is an edge trim, stages+1 the final trim of a piece. */
export interface Cut {
  readonly stage: number
  readonly direction: "vertical" | "horizontal"
  /** x of a vertical cut, y of a horizontal one (where the cut starts, the kerf after it). */
  readonly position: number
  readonly from: number
  readonly to: number
}

/** A waste rectangle large enough to keep in stock. */
export interface Offcut {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** One sheet of the plan: which stock sheet, its pieces, cuts, yield and offcuts. */
export interface SheetPlan {
  /** Index of the sheet in the input's `sheets`. */
  readonly sheetIndex: number
  readonly bin: string
  readonly width: number
  readonly height: number
  readonly pieces: ReadonlyArray<PlacedPiece>
  readonly cuts: ReadonlyArray<Cut>
  readonly yield: number
  readonly offcuts: ReadonlyArray<Offcut>
  /** Right edge of the last first-stage strip (with the left trim): the part of the sheet used. */
  readonly usedWidth: number
}

/** The optimiser's answer: sheets in cutting order and the yield by the ROADEF/EURO 2018 measure. */
export interface CuttingPlan {
  readonly sheets: ReadonlyArray<SheetPlan>
  readonly yield: number
}
