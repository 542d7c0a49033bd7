import { Data } from "effect"
import type { ScanRefused } from "../../domain/production/Scanning.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** No such code (a piece card), or no such scan of the caller's (an undo). */
export class ScanNotFound extends Data.TaggedError("ScanNotFound")<Record<never, never>> {
  readonly status = 404
}

/** The body, the caller's stations or the pieces as they stand refuse the call: each field's Persian message; nothing was written. */
export class ScanInvalid extends Data.TaggedError("ScanInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Why a scan, an undo, a breakage or a piece card was refused. */
export type ScanRefusal = ScanNotFound | ScanInvalid

/** The domain's refusal as the 422 it is answered with. */
export const invalidOf = (refused: ScanRefused): ScanInvalid => new ScanInvalid({ errors: { [refused.field]: refused.message } })
