import type { PricingSettings } from "../invoice/PricingSettings.ts"

/** Where the pricing reads its settings from: the settings table on the server, a lookup in the browser. */
export interface PricingSettingsSource {
  readonly pricingSettings: () => Promise<PricingSettings>
}
