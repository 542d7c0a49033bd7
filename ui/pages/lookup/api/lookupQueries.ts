import { queryOptions, type QueryClient } from "@tanstack/react-query"
import type { components } from "../../../../contract/schema.d.ts"
import type { KeyValueStore } from "../../../../domain/ports/KeyValueStore.ts"
import { customerLookupPath, lookupsFor, type LookupName, type Role } from "../../../../domain/roles/Role.ts"
import { showToast } from "../../../components/toast/toast.ts"
import { genericErrorMessage } from "../../../state/errors.ts"
import { answered, LoadFailed, queryClient, type ApiAnswer, type DataTag } from "../../../state/queries.ts"
import type { Services } from "../../../state/services.tsx"
import { lookupKeys } from "./lookupKeys.ts"
import { persistedLookup } from "./lookupPersistence.ts"

type Schemas = components["schemas"]
type Api = Services["api"]

/** The entries of each lookup list. */
export interface LookupValues {
  glassTypes: Schemas["GlassType"][]
  allGlassTypes: Schemas["GlassType"][]
  glassThicknesses: Schemas["GlassWidth"][]
  allGlassThicknesses: Schemas["GlassWidth"][]
  laminateColors: Schemas["LaminateColorRow"][]
  spacerThicknesses: Schemas["GlassSpacer"][]
  users: Schemas["UserLookup"][]
  customers: Schemas["CustomerLookup"][]
  structures: Schemas["Product"][]
  structureDetails: Schemas["DescriptionDimension"][]
  allStructureDetails: Schemas["DescriptionDimension"][]
  deliveryFares: Schemas["Fare"][]
}

const lookupPage = { params: { query: { per_page: 1000 } } }
const active = <A extends { is_active: boolean }>(rows: ReadonlyArray<A>): A[] => rows.filter((row) => row.is_active)

/**
 * A source list, fetched once for an "X" lookup and its "all X" lookup loaded together: the call is shared while it
 * runs and its entry leaves the cache once answered, since the lookups made of it are what the cache keeps.
 */
const source = <A>(
  client: QueryClient,
  tag: DataTag,
  path: string,
  call: (signal: AbortSignal) => Promise<ApiAnswer<{ readonly data: A[] }>>,
): Promise<A[]> =>
  client.fetchQuery({
    queryKey: lookupKeys.source(tag, path),
    queryFn: async ({ signal }) => (await answered(call(signal), signal)).data,
    gcTime: 0,
    meta: { silent: true },
  })

const glassTypes = (api: Api, client: QueryClient) =>
  source(client, "glass-types", "/Admin/glass_type", (signal) => api.GET("/Admin/glass_type", { ...lookupPage, signal }))
const glassWidths = (api: Api, client: QueryClient) =>
  source(client, "glass-widths", "/Admin/glass_width", (signal) => api.GET("/Admin/glass_width", { ...lookupPage, signal }))
const dimensions = (api: Api, client: QueryClient) =>
  source(client, "dimensions", "/Admin/description_dimension", (signal) =>
    api.GET("/Admin/description_dimension", { ...lookupPage, signal }),
  )

// "X" lists hold active entries for new choices, "all X" lists every entry to show old records (product.md section 7).
const fetchers: { [N in LookupName]: (api: Api, client: QueryClient, role: Role) => Promise<LookupValues[N]> } = {
  glassTypes: async (api, client) => active(await glassTypes(api, client)),
  allGlassTypes: glassTypes,
  glassThicknesses: async (api, client) => active(await glassWidths(api, client)),
  allGlassThicknesses: glassWidths,
  laminateColors: async (api, client) =>
    active(
      await source(client, "laminate-colors", "/Admin/glass_laminate_color", (signal) =>
        api.GET("/Admin/glass_laminate_color", { ...lookupPage, signal }),
      ),
    ),
  spacerThicknesses: async (api, client) =>
    active(
      await source(client, "spacers", "/Admin/glass_spacer", (signal) =>
        api.GET("/Admin/glass_spacer", { ...lookupPage, signal }),
      ),
    ),
  users: (api, client) =>
    source(client, "users", "/Admin/user/list", (signal) => api.GET("/Admin/user/list", { ...lookupPage, signal })),
  customers: (api, client, role) =>
    source(client, "customers", customerLookupPath(role), (signal) =>
      api.GET(customerLookupPath(role), { params: { query: { per_page: 100 } }, signal }),
    ),
  structures: (api, client) =>
    source(client, "products", "/Admin/product/list", (signal) => api.GET("/Admin/product/list", { ...lookupPage, signal })),
  structureDetails: async (api, client) => active(await dimensions(api, client)),
  allStructureDetails: dimensions,
  deliveryFares: async (api, client) =>
    active(await source(client, "fares", "/Admin/fares", (signal) => api.GET("/Admin/fares", { ...lookupPage, signal }))),
}

/**
 * One lookup list, kept for the whole session (specification section 3) until a save of its kind invalidates it; a
 * page load starts from the copy the session storage kept (see persistLookups). Any failure reads as the generic text.
 */
export const lookupQuery = <N extends LookupName>(api: Api, session: KeyValueStore, role: Role | null, name: N) =>
  queryOptions({
    queryKey: lookupKeys.one(name),
    queryFn: async ({ client }): Promise<LookupValues[N]> => {
      if (role === null) throw new LoadFailed(genericErrorMessage, undefined)
      return fetchers[name](api, client, role).catch(() => {
        throw new LoadFailed(genericErrorMessage, undefined)
      })
    },
    initialData: () => persistedLookup(session, name) as LookupValues[N] | undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // Kept while the tab lives: an entry dropped from the cache could not be invalidated, and its stored copy would outlive a save.
    gcTime: Number.POSITIVE_INFINITY,
  })

/** Lookups whose failure stays silent (specification section 8); every other failure shows the generic toast. */
const silentLookups: ReadonlySet<LookupName> = new Set(["deliveryFares", "laminateColors", "spacerThicknesses"])

/** Loads what the role needs after sign-in, each only when missing; one generic toast when a list that matters fails. */
export const loadLookupsOf = async (api: Api, session: KeyValueStore, role: Role): Promise<void> => {
  const client = queryClient()
  const results = await Promise.all(
    lookupsFor(role).map((name) =>
      client.fetchQuery({ ...lookupQuery(api, session, role, name), meta: { silent: true } }).then(
        () => ({ name, ok: true }),
        () => ({ name, ok: false }),
      ),
    ),
  )
  if (results.some(({ name, ok }) => !ok && !silentLookups.has(name))) showToast({ kind: "error", text: genericErrorMessage })
}
