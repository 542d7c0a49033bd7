import type { components } from "../../contract/schema.d.ts"
import { Option } from "effect"
import { decodeRecords } from "../../domain/pagination/ListEnvelope.ts"
import { customerLookupPath, lookupNames, lookupsFor, type LookupName, type Role } from "../../domain/roles/Role.ts"
import { showToast } from "../components/toast/toast.ts"
import { genericErrorMessage } from "./errors.ts"
import { answered, queryClient, type ApiAnswer, type DataTag } from "./queries.ts"
import { services } from "./services.tsx"
import { $role } from "./session.ts"

type Schemas = components["schemas"]

/** The entries of each cached lookup list. */
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

/** The kind of data each lookup is made of: saving that kind drops the lookup (see invalidateTags). */
export const lookupTags: { readonly [N in LookupName]: DataTag } = {
  glassTypes: "glass-types",
  allGlassTypes: "glass-types",
  glassThicknesses: "glass-widths",
  allGlassThicknesses: "glass-widths",
  laminateColors: "laminate-colors",
  spacerThicknesses: "spacers",
  users: "users",
  customers: "customers",
  structures: "products",
  structureDetails: "dimensions",
  allStructureDetails: "dimensions",
  deliveryFares: "fares",
}

/** One fetch per source list through the query cache, so an "X" list and its "all X" list loaded together share one answer. */
const source = <A>(
  tag: DataTag,
  path: string,
  call: (signal: AbortSignal) => Promise<ApiAnswer<{ readonly data: A[] }>>,
): Promise<A[]> =>
  queryClient().fetchQuery({
    queryKey: [tag, "lookup-source", path],
    queryFn: async ({ signal }) => (await answered(call(signal), signal)).data,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  })

const api = () => services().api
const glassTypes = () =>
  source("glass-types", "/Admin/glass_type", (signal) => api().GET("/Admin/glass_type", { ...lookupPage, signal }))
const glassWidths = () =>
  source("glass-widths", "/Admin/glass_width", (signal) => api().GET("/Admin/glass_width", { ...lookupPage, signal }))
const dimensions = () =>
  source("dimensions", "/Admin/description_dimension", (signal) =>
    api().GET("/Admin/description_dimension", { ...lookupPage, signal }),
  )

// "X" lists hold active entries for new choices, "all X" lists every entry to show old records (product.md section 7).
const fetchers: { [N in LookupName]: (role: Role) => Promise<LookupValues[N]> } = {
  glassTypes: async () => active(await glassTypes()),
  allGlassTypes: glassTypes,
  glassThicknesses: async () => active(await glassWidths()),
  allGlassThicknesses: glassWidths,
  laminateColors: async () =>
    active(
      await source("laminate-colors", "/Admin/glass_laminate_color", (signal) =>
        api().GET("/Admin/glass_laminate_color", { ...lookupPage, signal }),
      ),
    ),
  spacerThicknesses: async () =>
    active(
      await source("spacers", "/Admin/glass_spacer", (signal) => api().GET("/Admin/glass_spacer", { ...lookupPage, signal })),
    ),
  users: () => source("users", "/Admin/user/list", (signal) => api().GET("/Admin/user/list", { ...lookupPage, signal })),
  customers: (role) =>
    source("customers", customerLookupPath(role), (signal) =>
      api().GET(customerLookupPath(role), { params: { query: { per_page: 100 } }, signal }),
    ),
  structures: () =>
    source("products", "/Admin/product/list", (signal) => api().GET("/Admin/product/list", { ...lookupPage, signal })),
  structureDetails: async () => active(await dimensions()),
  allStructureDetails: dimensions,
  deliveryFares: async () =>
    active(await source("fares", "/Admin/fares", (signal) => api().GET("/Admin/fares", { ...lookupPage, signal }))),
}

/** Lookups whose failure stays silent (specification section 8); every other failure shows the generic toast. */
const silentLookups: ReadonlySet<LookupName> = new Set(["deliveryFares", "laminateColors", "spacerThicknesses"])

const cacheKey = (name: LookupName) => `lookup:${name}`

// What the session holds is read back through a decoder: a corrupt or foreign entry counts as missing.
const cached = <N extends LookupName>(name: N): LookupValues[N] | undefined => {
  const text = services().session.get(cacheKey(name))
  if (text === null) return undefined
  try {
    return Option.getOrUndefined(decodeRecords(JSON.parse(text))) as LookupValues[N] | undefined
  } catch {
    return undefined
  }
}

/** A lookup list from the session cache, fetched only when missing; undefined when the call fails. */
export const loadLookup = async <N extends LookupName>(name: N): Promise<LookupValues[N] | undefined> => {
  const hit = cached(name)
  if (hit) return hit
  const role = $role.peek()
  if (!role) return undefined
  const rows = await fetchers[name](role).catch(() => undefined)
  if (rows) services().session.set(cacheKey(name), JSON.stringify(rows))
  return rows
}

/** Drops a list from the session cache, so the next use fetches it again. */
export const invalidateLookup = (name: LookupName): void => services().session.remove(cacheKey(name))

/** After a save of these kinds: their lists, records and lookups are fetched again when next shown. */
export const invalidateTags = (tags: ReadonlyArray<DataTag>): void => {
  for (const tag of tags) void queryClient().invalidateQueries({ queryKey: [tag] })
  for (const name of lookupNames) if (tags.includes(lookupTags[name])) invalidateLookup(name)
}

/** Loads what the role needs after sign-in; one generic toast when a list that matters fails. */
export const loadLookupsOf = async (role: Role): Promise<void> => {
  const names = lookupsFor(role)
  const results = await Promise.all(names.map(async (name) => ({ name, ok: (await loadLookup(name)) !== undefined })))
  if (results.some(({ name, ok }) => !ok && !silentLookups.has(name))) showToast({ kind: "error", text: genericErrorMessage })
}
