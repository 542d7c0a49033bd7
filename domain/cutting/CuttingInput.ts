/** A piece to cut: its size in whole millimetres and whether the glass may turn a quarter. */
export interface Piece {
  readonly id: string
  readonly width: number
  readonly height: number
  readonly mayRotate: boolean
}

/** A sheet or offcut in stock: `copies` undefined means as many as needed. */
export interface Sheet {
  readonly id: string
  readonly width: number
  readonly height: number
  readonly copies?: number | undefined
  /** Trim on each edge in mm (0 on an offcut, whose edges are already clean). */
  readonly trim: number
  readonly isOffcut?: boolean | undefined
}

/** The smallest waste rectangle worth keeping as an offcut, in either orientation. */
export interface OffcutSize {
  readonly width: number
  readonly height: number
}

/** The cutting table's rules: stages, kerf and the strip limits, all in mm. */
export interface CuttingSettings {
  /** Guillotine stages before the final trim: 2 or 3. */
  readonly stages: 2 | 3
  /** Width of material lost to each cut (0 for scored and snapped glass). */
  readonly kerf: number
  /** Widest first-stage strip; undefined means no limit. */
  readonly longestStrip?: number | undefined
  /** Narrowest waste strip the table can snap; 0 means any. */
  readonly shortestWasteStrip: number
  /** Smallest waste rectangle reported as an offcut; undefined reports none. */
  readonly minOffcut?: OffcutSize | undefined
}

/** Everything the optimiser needs: pieces of one material, the sheets available and the settings. */
export interface CuttingInput {
  readonly pieces: ReadonlyArray<Piece>
  readonly sheets: ReadonlyArray<Sheet>
  readonly settings: CuttingSettings
}
