import { rackStateLabels, type RackState } from "../../../../domain/production/RackStates.ts"

const stateTone: Readonly<Record<RackState, string>> = {
  in_plant: "bg-green-100 text-green-900",
  at_customer: "bg-amber-100 text-amber-900",
  retired: "bg-gray-200 text-gray-800",
}

/** A rack's state as a coloured badge. */
export function RackStateBadge({ state }: { readonly state: RackState }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ${stateTone[state]}`}>
      {rackStateLabels[state]}
    </span>
  )
}
