import { useMatches } from "react-router"
import type { ReferenceName } from "./referenceEntity.ts"

/** The route handle naming which reference list a route shows (set in ui/routes.tsx). */
export interface ReferenceHandle {
  readonly reference: ReferenceName
}

const isReferenceHandle = (handle: unknown): handle is ReferenceHandle =>
  typeof handle === "object" && handle !== null && "reference" in handle

/** The reference list of the current route; the routes of this folder always carry a handle. */
export const useReferenceName = (): ReferenceName => {
  const handle = useMatches().findLast((match) => isReferenceHandle(match.handle))?.handle
  return isReferenceHandle(handle) ? handle.reference : "glassThickness"
}
