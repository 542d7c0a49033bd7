import { queryOptions } from "@tanstack/react-query"
import { answered, type DataTag } from "../../../state/queries.ts"
import type { ReferenceApi } from "./referenceCalls.ts"
import { referenceKeys } from "./referenceKeys.ts"

/** One record of a reference list, as its edit form reads it. */
export const referenceQuery = <Row, Body, K extends string>(calls: ReferenceApi<Row, Body, K>, tag: DataTag, id: number) =>
  queryOptions({
    queryKey: referenceKeys.one(tag, id),
    queryFn: async ({ signal }) => (await answered(calls.one(id, signal), signal)).data,
  })
