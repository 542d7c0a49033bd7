import type { Kysely } from "kysely"
import { Option, Result, Schema } from "effect"
import { companySettingsOf, type CompanySettings } from "../../domain/settings/CompanySettings.ts"
import type { StoredSettings, TaxSettings } from "../../domain/settings/SettingsForm.ts"
import type { SettingsChange } from "../../domain/settings/SettingsChanges.ts"
import type { Schema as Tables } from "../db/schema.ts"
import { isUniqueViolation } from "../db/uniqueViolation.ts"
import type { ProductionSettings } from "../../domain/production/ProductionSettings.ts"
import { staleSettings, type SettingsStale } from "./SettingsRefusal.ts"
import { productionSettingsKey, readPricingSettings, readProductionSettings } from "./settingsReader.ts"

/** A save of the settings as the store keeps it: who, when, and what changed. */
export interface SettingsRevision {
  readonly number: number
  readonly user_id: number | null
  readonly user_name: string | null
  readonly changes: ReadonlyArray<SettingsChange>
  readonly created_at: string
}

/** The settings in the database: the company's particulars, the tax codes, the pricing's values and the products' minimums. */
export interface SettingsStore {
  readonly company: () => Promise<CompanySettings>
  readonly tax: () => Promise<TaxSettings>
  readonly production: () => Promise<ProductionSettings>
  readonly read: () => Promise<{ readonly settings: StoredSettings; readonly version: number }>
  /** The latest revisions, newest first. */
  readonly revisions: (limit: number) => Promise<ReadonlyArray<SettingsRevision>>
  /**
   * Writes the settings and their revision in one transaction, if the version is still `version`; refused as stale when
   * another save landed first (the revision's number is unique, so two saves of one version cannot both land).
   */
  readonly save: (input: {
    readonly version: number
    readonly settings: StoredSettings
    readonly changes: ReadonlyArray<SettingsChange>
    readonly userId: number
    readonly at: string
  }) => Promise<Result.Result<void, SettingsStale>>
}

const TaxSettingsSchema = Schema.Struct({
  memory_id: Schema.NullOr(Schema.String),
  fare_sstid: Schema.NullOr(Schema.String),
  unit_code: Schema.NullOr(Schema.String),
})
const noTax: TaxSettings = { memory_id: null, fare_sstid: null, unit_code: null }

const jsonOf = (text: string | undefined): unknown => {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const ChangesSchema = Schema.Array(
  Schema.Struct({
    field: Schema.String,
    before: Schema.NullOr(Schema.Union([Schema.String, Schema.Number])),
    after: Schema.NullOr(Schema.Union([Schema.String, Schema.Number])),
  }),
)

/** The settings over one database; unreadable stored values fall back to the seeded ones, as the pricing's always have. */
export const settingsStoreIn = (db: Kysely<Tables>): SettingsStore => {
  const value = async (executor: Kysely<Tables>, key: string): Promise<unknown> =>
    jsonOf((await executor.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())?.value)
  const company = async (executor: Kysely<Tables> = db) => companySettingsOf(await value(executor, "company"))
  const tax = async (executor: Kysely<Tables> = db) =>
    Option.getOrElse(Schema.decodeUnknownOption(TaxSettingsSchema)(await value(executor, "tax")), () => noTax)
  const version = async (executor: Kysely<Tables>) =>
    Number(
      (
        await executor
          .selectFrom("settings_revisions")
          .select((eb) => eb.fn.max("number").as("latest"))
          .executeTakeFirst()
      )?.latest ?? 0,
    )
  const read = async (executor: Kysely<Tables> = db) => {
    const [companyNow, taxNow, pricing, products, production, versionNow] = await Promise.all([
      company(executor),
      tax(executor),
      readPricingSettings(executor),
      executor.selectFrom("products").select(["id", "name", "min_area", "sstid"]).orderBy("id").execute(),
      readProductionSettings(executor),
      version(executor),
    ])
    const settings: StoredSettings = {
      company: companyNow,
      tax: taxNow,
      pricing,
      products: products.map((row) => ({ id: row.id, name: row.name, min_area_mm2: Number(row.min_area), sstid: row.sstid })),
      production,
    }
    return { settings, version: versionNow }
  }

  return {
    company: () => company(),
    tax: () => tax(),
    production: () => readProductionSettings(db),
    read: () => read(),
    revisions: async (limit) => {
      const rows = await db
        .selectFrom("settings_revisions")
        .leftJoin("users", "users.id", "settings_revisions.user_id")
        .select([
          "settings_revisions.number",
          "settings_revisions.user_id",
          "settings_revisions.changes",
          "settings_revisions.created_at",
          "users.name",
          "users.last_name",
        ])
        .orderBy("settings_revisions.number", "desc")
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        number: Number(row.number),
        user_id: row.user_id,
        user_name: row.name === null ? null : `${row.name} ${row.last_name ?? ""}`.trim(),
        changes: Option.getOrElse(Schema.decodeUnknownOption(ChangesSchema)(jsonOf(row.changes)), () => []),
        created_at: row.created_at,
      }))
    },
    save: async ({ version: expected, settings, changes, userId, at }) => {
      try {
        return await db.transaction().execute(async (trx) => {
          if ((await version(trx)) !== expected) return Result.fail(staleSettings())
          // The revision goes first: on PostgreSQL a concurrent save of the same version stops here, before writing anything.
          await trx
            .insertInto("settings_revisions")
            .values({ number: expected + 1, user_id: userId, changes: JSON.stringify(changes), created_at: at })
            .execute()
          for (const [key, stored] of [
            ["company", settings.company],
            ["tax", settings.tax],
            ["pricing", settings.pricing],
            [productionSettingsKey, settings.production],
          ] as const) {
            await trx
              .insertInto("settings")
              .values({ key, value: JSON.stringify(stored), updated_at: at })
              .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(stored), updated_at: at }))
              .execute()
          }
          for (const product of settings.products)
            await trx
              .updateTable("products")
              .set({ min_area: product.min_area_mm2, sstid: product.sstid })
              .where("id", "=", product.id)
              .execute()
          return Result.succeed(undefined)
        })
      } catch (error) {
        if (isUniqueViolation(error)) return Result.fail(staleSettings())
        throw error
      }
    },
  }
}
