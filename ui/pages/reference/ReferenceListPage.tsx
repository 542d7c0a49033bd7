import { deliveryFare, description, glassThickness, spacerThickness } from "./referenceEntities.ts"
import { ReferenceList } from "./ReferenceList.tsx"
import { useReferenceName } from "./referenceRoute.ts"

/** The list screen of the route's reference data: glass or spacer thicknesses, delivery fares or descriptions. */
export default function ReferenceListPage() {
  switch (useReferenceName()) {
    case "glassThickness":
      return <ReferenceList entity={glassThickness} />
    case "spacerThickness":
      return <ReferenceList entity={spacerThickness} />
    case "deliveryFare":
      return <ReferenceList entity={deliveryFare} />
    case "description":
      return <ReferenceList entity={description} />
  }
}
