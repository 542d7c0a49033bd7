import { Data } from "effect"

/** A piece larger than every sheet and offcut, in every orientation it may take. */
export class PieceFitsNoSheet extends Data.TaggedError("PieceFitsNoSheet")<{ readonly pieceId: string }> {}

/** The sheets in stock run out before every piece is placed. */
export class NotEnoughSheets extends Data.TaggedError("NotEnoughSheets")<{ readonly placed: number; readonly pieces: number }> {}

/** A size or setting the optimiser cannot work with (not a positive whole number of mm, say). */
export class InvalidCuttingInput extends Data.TaggedError("InvalidCuttingInput")<{ readonly message: string }> {}

/** Every way the optimiser can refuse. */
export type CuttingRefusal = PieceFitsNoSheet | NotEnoughSheets | InvalidCuttingInput
