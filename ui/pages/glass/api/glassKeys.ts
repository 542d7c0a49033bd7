import type { paths } from "../../../../contract/schema.d.ts"

/** The filters of the glass type list as the server reads them. */
export type GlassTypeListQuery = NonNullable<paths["/Admin/glass_type"]["get"]["parameters"]["query"]>
/** The filters of one glass type's size limit list as the server reads them. */
export type SizeLimitListQuery = NonNullable<paths["/Admin/glass_type/{id}/size_limit"]["get"]["parameters"]["query"]>

/** The query keys of the glass types, under their data tag: a save invalidates the lists, records and lookups at once. */
export const glassTypeKeys = {
  all: ["glass-types"] as const,
  lists: () => [...glassTypeKeys.all, "list"] as const,
  list: (query: GlassTypeListQuery) => [...glassTypeKeys.lists(), query] as const,
  one: (id: number) => [...glassTypeKeys.all, "one", id] as const,
}

/** The query keys of the size limits, under their own data tag, by glass type. */
export const sizeLimitKeys = {
  all: ["size-limits"] as const,
  list: (typeId: number, query: SizeLimitListQuery) => [...sizeLimitKeys.all, "list", typeId, query] as const,
  one: (typeId: number, order: number) => [...sizeLimitKeys.all, "one", typeId, order] as const,
}
