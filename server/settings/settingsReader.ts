import type { Kysely, Transaction } from "kysely"
import { Result, Schema as S } from "effect"
import { defaultPricingSettings, PricingSettingsSchema, type PricingSettings } from "../../domain/invoice/PricingSettings.ts"
import { productionSettingsOf, type ProductionSettings } from "../../domain/production/ProductionSettings.ts"
import type { Schema } from "../db/schema.ts"

/** The key of the production settings in the settings table (key/value JSON). */
export const productionSettingsKey = "production"

/**
 * The settings other features read inside their own work (the planner, the pricing): the production settings the planner uses, read inside the caller's transaction when given one: a missing row or an
 * unreadable value reads as the seeded settings, so planning never stops on a settings row.
 */
export const readProductionSettings = async (db: Kysely<Schema> | Transaction<Schema>): Promise<ProductionSettings> => {
  const row = await db.selectFrom("settings").select("value").where("key", "=", productionSettingsKey).executeTakeFirst()
  if (row === undefined) return productionSettingsOf(undefined)
  try {
    return productionSettingsOf(JSON.parse(row.value))
  } catch {
    return productionSettingsOf(undefined)
  }
}

const decodePricing = S.decodeUnknownResult(S.fromJsonString(PricingSettingsSchema))

/** The pricing settings as stored; a missing or unreadable row falls back to the seeded values. */
export const readPricingSettings = async (db: Kysely<Schema>): Promise<PricingSettings> => {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "pricing").executeTakeFirst()
  return row === undefined ? defaultPricingSettings : Result.getOrElse(decodePricing(row.value), () => defaultPricingSettings)
}
