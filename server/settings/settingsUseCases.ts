import { Result } from "effect"
import type { ProductionSettings } from "../../domain/production/ProductionSettings.ts"
import type { Role } from "../../domain/roles/Role.ts"
import type { CompanySettings } from "../../domain/settings/CompanySettings.ts"
import {
  settingsFormOf,
  settingsMessages,
  storedSettingsOf,
  validateSettingsForm,
  type SettingsForm,
} from "../../domain/settings/SettingsForm.ts"
import { settingsChanges } from "../../domain/settings/SettingsChanges.ts"
import { SettingsInvalid, staleSettings, type SettingsRefusal } from "./SettingsRefusal.ts"
import type { Clock } from "../../domain/ports/Clock.ts"
import type { SettingsRevision, SettingsStore } from "./settingsStore.ts"

/** How many revisions the settings screen lists under its form. */
export const shownRevisions = 50

/**
 * The settings as a role sees them: every role the company's particulars; the super-admin also the form, the products and
 * the history; the production manager and the super-admin the production settings the planner uses.
 */
export interface SettingsView {
  readonly company: CompanySettings
  /** The memory ID a formal invoice's printed tax ID begins with; none until entered. */
  readonly memory_id: string | null
  readonly form: SettingsForm | null
  readonly products: ReadonlyArray<{ readonly id: number; readonly name: string }> | null
  readonly revisions: ReadonlyArray<SettingsRevision> | null
  readonly production: ProductionSettings | null
}

/** The settings' use cases: read as a role may, and save with a revision of what changed. */
export interface SettingsUseCases {
  readonly view: (role: Role) => Promise<SettingsView>
  readonly save: (userId: number, body: unknown) => Promise<Result.Result<SettingsView, SettingsRefusal>>
  /** The production settings as stored now, for the features that plan and cut. */
  readonly productionSettings: () => Promise<ProductionSettings>
}

export const settingsUseCases = (store: SettingsStore, clock: Clock): SettingsUseCases => {
  const view = async (role: Role): Promise<SettingsView> => {
    if (role !== "super-admin") {
      const [company, tax, production] = await Promise.all([
        store.company(),
        store.tax(),
        role === "production-manager" ? store.production() : null,
      ])
      return { company, memory_id: tax.memory_id, form: null, products: null, revisions: null, production }
    }
    const [{ settings, version }, revisions] = await Promise.all([store.read(), store.revisions(shownRevisions)])
    return {
      company: settings.company,
      memory_id: settings.tax.memory_id,
      form: settingsFormOf(settings, version),
      products: settings.products.map((product) => ({ id: product.id, name: product.name })),
      revisions,
      production: settings.production,
    }
  }

  return {
    view,
    productionSettings: () => store.production(),
    save: async (userId, body) => {
      const checked = validateSettingsForm(body)
      if (Result.isFailure(checked)) return Result.fail(new SettingsInvalid({ errors: checked.failure }))
      const form = checked.success
      const { settings: current, version } = await store.read()
      const unknown = form.products.flatMap((row, index) =>
        current.products.some((product) => product.id === row.id)
          ? []
          : [[`products.${index}.id`, settingsMessages.productInvalid] as const],
      )
      if (unknown.length > 0) return Result.fail(new SettingsInvalid({ errors: Object.fromEntries(unknown) }))
      if (form.version !== version) return Result.fail(staleSettings())
      const next = storedSettingsOf(form, current)
      const changes = settingsChanges(current, next)
      // Saving what is already stored writes nothing and keeps the version, so the history lists only real changes.
      if (changes.length > 0) {
        const saved = await store.save({ version, settings: next, changes, userId, at: new Date(clock.now()).toISOString() })
        if (Result.isFailure(saved)) return Result.fail(saved.failure)
      }
      return Result.succeed(await view("super-admin"))
    },
  }
}
