import { Data, Result } from "effect"
import type { GlassMaterial } from "./GlassTypeForm.ts"

/** A stored size limit row: for a glass type, thickness and material, the smallest and largest piece in mm (both ends allowed). */
export interface SizeLimit {
  readonly glass_type_id: number
  readonly width_id: number
  readonly material: GlassMaterial
  readonly min_width: number
  readonly max_width: number
  readonly min_height: number
  readonly max_height: number
}

/** A piece of an invoice line as the limits see it. */
export interface GlassPiece {
  readonly glassTypeId: number
  readonly thicknessId: number
  readonly material: GlassMaterial
  readonly widthMm: number
  readonly heightMm: number
}

/** The piece is narrower or wider than its limit allows; the message names the limit. */
export class WidthOutsideLimit extends Data.TaggedError("WidthOutsideLimit")<{
  readonly min: number
  readonly max: number
  readonly message: string
}> {}

/** The piece is shorter or taller than its limit allows; the message names the limit. */
export class HeightOutsideLimit extends Data.TaggedError("HeightOutsideLimit")<{
  readonly min: number
  readonly max: number
  readonly message: string
}> {}

/** Why a piece is refused. */
export type PieceOutsideLimit = WidthOutsideLimit | HeightOutsideLimit

/** «عرض شیشه باید بین 300 و 2400 میلی‌متر باشد» for a width limit of 300 to 2400 mm. */
export const widthLimitMessage = (min: number, max: number): string => `عرض شیشه باید بین ${min} و ${max} میلی‌متر باشد`

/** «ارتفاع شیشه باید بین 300 و 2400 میلی‌متر باشد» for a height limit of 300 to 2400 mm. */
export const heightLimitMessage = (min: number, max: number): string => `ارتفاع شیشه باید بین ${min} و ${max} میلی‌متر باشد`

const within = (value: number, min: number, max: number): boolean => value >= min && value <= max

/** Checks a piece against the limit row of its glass type, thickness and material (width first); a piece with no row is not limited. */
export const checkPiece = (limits: ReadonlyArray<SizeLimit>, piece: GlassPiece): Result.Result<GlassPiece, PieceOutsideLimit> => {
  const limit = limits.find(
    (row) => row.glass_type_id === piece.glassTypeId && row.width_id === piece.thicknessId && row.material === piece.material,
  )
  if (limit === undefined) return Result.succeed(piece)
  const { min_width, max_width, min_height, max_height } = limit
  if (!within(piece.widthMm, min_width, max_width))
    return Result.fail(
      new WidthOutsideLimit({ min: min_width, max: max_width, message: widthLimitMessage(min_width, max_width) }),
    )
  if (!within(piece.heightMm, min_height, max_height))
    return Result.fail(
      new HeightOutsideLimit({ min: min_height, max: max_height, message: heightLimitMessage(min_height, max_height) }),
    )
  return Result.succeed(piece)
}
