import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react"
import { chequeMoveLabels } from "../../../domain/finance/ChequeStates.ts"
import { toPersianDigits } from "../../../domain/text/digits.ts"
import type { ChequeMoveTarget } from "./chequeListView.ts"

interface ChequeMoveMenuProps {
  readonly sayadId: string
  /** The moves the user may make on this cheque now; none shows nothing. */
  readonly moves: ReadonlyArray<ChequeMoveTarget>
  readonly onPick: (to: ChequeMoveTarget) => void
}

/** A cheque's moves behind one small button, so a row keeps its due date and amount in sight on a phone. */
export function ChequeMoveMenu({ sayadId, moves, onPick }: ChequeMoveMenuProps) {
  if (moves.length === 0) return null
  return (
    <Menu>
      <MenuButton
        aria-label={`تغییر وضعیت چک ${toPersianDigits(sayadId)}`}
        title="تغییر وضعیت"
        className="flex h-8 w-8 items-center justify-center rounded-md border border-gray-300 text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <span aria-hidden="true" className="i-tabler-dots h-4 w-4" />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 4 }}
        className="z-40 w-44 rounded-lg border border-gray-200 bg-white p-1 text-sm text-gray-900 shadow-lg focus:outline-none"
      >
        {moves.map((to) => (
          <MenuItem key={to}>
            <button
              type="button"
              onClick={() => onPick(to)}
              className="flex w-full items-center rounded-md px-3 py-2 text-start data-[focus]:bg-sky-50"
            >
              {chequeMoveLabels[to]}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
