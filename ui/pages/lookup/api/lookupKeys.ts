import { lookupNames, type LookupName } from "../../../../domain/roles/Role.ts"
import type { DataTag } from "../../../state/queries.ts"

/** The kind of data each lookup is made of: a save of that kind invalidates the lookup with the kind's lists. */
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

/** The query keys of the lookups: each under the data tag of its kind, so that invalidating the kind reaches it. */
export const lookupKeys = {
  one: (name: LookupName) => [lookupTags[name], "lookup", name] as const,
  /** A source list fetched once for an "X" lookup and its "all X" lookup loaded together. */
  source: (tag: DataTag, path: string) => [tag, "lookup-source", path] as const,
}

/** The lookup a query key names, if it is one. */
export const lookupOfKey = (key: ReadonlyArray<unknown>): LookupName | undefined =>
  key[1] === "lookup" ? lookupNames.find((name) => name === key[2]) : undefined
