import type { components } from "../../contract/schema.d.ts"
import { customerLookupPath, lookupsFor, type LookupName, type Role } from "../../domain/roles/Role.ts"
import { showToast } from "../components/toast/toast.ts"
import { genericErrorMessage } from "./errors.ts"
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
const active = <A extends { is_active: boolean }>(rows: A[] | undefined): A[] | undefined => rows?.filter((row) => row.is_active)

const inFlight = new Map<string, Promise<unknown>>()

/** One call per path at a time, so an "X" list and its "all X" list loaded together share one answer. */
const shared = <A>(path: string, call: () => Promise<A>): Promise<A> => {
  const running = inFlight.get(path) as Promise<A> | undefined
  if (running) return running
  const started = call().finally(() => inFlight.delete(path))
  inFlight.set(path, started)
  return started
}

const glassTypes = () => shared("/Admin/glass_type", async () => (await services().api.GET("/Admin/glass_type", lookupPage)).data?.data)
const glassWidths = () => shared("/Admin/glass_width", async () => (await services().api.GET("/Admin/glass_width", lookupPage)).data?.data)
const dimensions = () =>
  shared("/Admin/description_dimension", async () => (await services().api.GET("/Admin/description_dimension", lookupPage)).data?.data)

// "X" lists hold active entries for new choices, "all X" lists every entry to show old records (product.md section 7).
const fetchers: { [N in LookupName]: (role: Role) => Promise<LookupValues[N] | undefined> } = {
  glassTypes: async () => active(await glassTypes()),
  allGlassTypes: glassTypes,
  glassThicknesses: async () => active(await glassWidths()),
  allGlassThicknesses: glassWidths,
  laminateColors: async () => active((await services().api.GET("/Admin/glass_laminate_color", lookupPage)).data?.data),
  spacerThicknesses: async () => active((await services().api.GET("/Admin/glass_spacer", lookupPage)).data?.data),
  users: async () => (await services().api.GET("/Admin/user/list", lookupPage)).data?.data,
  customers: async (role) => (await services().api.GET(customerLookupPath(role), { params: { query: { per_page: 100 } } })).data?.data,
  structures: async () => (await services().api.GET("/Admin/product/list", lookupPage)).data?.data,
  structureDetails: async () => active(await dimensions()),
  allStructureDetails: dimensions,
  deliveryFares: async () => active((await services().api.GET("/Admin/fares", lookupPage)).data?.data),
}

/** Lookups whose failure stays silent (specification section 8); every other failure shows the generic toast. */
const silentLookups: ReadonlySet<LookupName> = new Set(["deliveryFares", "laminateColors", "spacerThicknesses"])

const cacheKey = (name: LookupName) => `lookup:${name}`

const cached = <N extends LookupName>(name: N): LookupValues[N] | undefined => {
  const text = services().session.get(cacheKey(name))
  if (text === null) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as LookupValues[N]) : undefined
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

/** Drops a list from the cache after its reference data was saved, so the next use fetches it again. */
export const invalidateLookup = (name: LookupName): void => services().session.remove(cacheKey(name))

/** Loads what the role needs after sign-in; one generic toast when a list that matters fails. */
export const loadLookupsOf = async (role: Role): Promise<void> => {
  const names = lookupsFor(role)
  const results = await Promise.all(names.map(async (name) => ({ name, ok: (await loadLookup(name)) !== undefined })))
  if (results.some(({ name, ok }) => !ok && !silentLookups.has(name))) showToast({ kind: "error", text: genericErrorMessage })
}
