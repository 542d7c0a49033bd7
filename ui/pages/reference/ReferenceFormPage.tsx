import { deliveryFare, description, glassThickness, spacerThickness } from "./referenceEntities.ts"
import { ReferenceForm } from "./ReferenceForm.tsx"
import { useReferenceName } from "./referenceRoute.ts"

/** The add/edit screen of the route's reference data: glass or spacer thicknesses, delivery fares or descriptions. */
export default function ReferenceFormPage() {
  switch (useReferenceName()) {
    case "glassThickness":
      return <ReferenceForm entity={glassThickness} />
    case "spacerThickness":
      return <ReferenceForm entity={spacerThickness} />
    case "deliveryFare":
      return <ReferenceForm entity={deliveryFare} />
    case "description":
      return <ReferenceForm entity={description} />
  }
}
