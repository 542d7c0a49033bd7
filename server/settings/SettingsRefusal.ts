import { Data } from "effect"
import { settingsMessages } from "../../domain/settings/SettingsForm.ts"
import type { FieldErrors } from "../../domain/validation/FieldErrors.ts"

/** The body breaks a rule: each field's Persian message; nothing was written. */
export class SettingsInvalid extends Data.TaggedError("SettingsInvalid")<{ readonly errors: FieldErrors }> {
  readonly status = 422
}

/** Another save landed since the form was read: nothing was written. */
export class SettingsStale extends Data.TaggedError("SettingsStale")<{ readonly message: string }> {
  readonly status = 409
}

/** Why a save of the settings was refused. */
export type SettingsRefusal = SettingsInvalid | SettingsStale

/** The 409 of a save against a version no longer current. */
export const staleSettings = (): SettingsStale => new SettingsStale({ message: settingsMessages.stale })
