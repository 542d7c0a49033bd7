import type { DataTag } from "../../../state/queries.ts"
import type { ListQueryParams } from "./referenceCalls.ts"

/** The query keys of a reference list, under its own data tag: a save invalidates its lists, records and lookups at once. */
export const referenceKeys = {
  all: (tag: DataTag) => [tag] as const,
  list: (tag: DataTag, query: ListQueryParams) => [tag, "list", query] as const,
  one: (tag: DataTag, id: number) => [tag, "one", id] as const,
}
