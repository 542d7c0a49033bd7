import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { SettingsForm } from "../../../../domain/settings/SettingsForm.ts"
import { answered } from "../../../state/queries.ts"
import { settled } from "../../../state/saveRefused.ts"
import { useServices, type Services } from "../../../state/services.tsx"
import { settingsKeys } from "./settingsKeys.ts"

/** The company's settings with their form, the products they price and their history. */
export const settingsQuery = (api: Services["api"]) =>
  queryOptions({
    queryKey: settingsKeys.current(),
    queryFn: async ({ signal }) => (await answered(api.GET("/Admin/settings", { signal }), signal)).data,
  })

/** Saves the company's settings; the printed invoices and the editor's pricing, which read them, load afresh. */
export function useSaveSettings() {
  const { api } = useServices()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (settings: SettingsForm) =>
      (
        await settled(
          api.PUT("/Admin/settings", {
            body: {
              ...settings,
              vat_rates: settings.vat_rates.map((rate) => ({ ...rate })),
              products: settings.products.map((product) => ({ ...product })),
            },
          }),
        )
      ).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.all })
      void client.invalidateQueries({ queryKey: ["invoices", "catalog"] })
    },
  })
}
